import type * as ZXingReader from 'zxing-wasm/reader';
import type { ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

type Reader = typeof ZXingReader;

const OPTIONS: ReaderOptions = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 };

let loading: Promise<Reader> | null = null;

/**
 * The QR reader, loaded on first use (it is ~1 MB of WebAssembly). Its `.wasm` is served by our own
 * origin (bundled by Vite), never the library's default CDN: the CSP allows only our scripts.
 */
export function loadReader(): Promise<Reader> {
  loading ??= import('zxing-wasm/reader')
    .then(async (reader) => {
      await reader.prepareZXingModule({
        overrides: {
          locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
        },
        fireImmediately: true,
      });
      return reader;
    })
    .catch((err: unknown) => {
      loading = null; // a failed download may be retried
      throw err;
    });
  return loading;
}

/** The text of the first QR code in a video frame or a picked photo, or null when there is none. */
export async function decodeQr(input: ImageData | Blob): Promise<string | null> {
  const reader = await loadReader();
  const results = await reader.readBarcodes(input, OPTIONS);
  const found = results.find((r) => r.isValid && r.text !== '');
  return found ? found.text : null;
}
