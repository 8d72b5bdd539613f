import { ApiError } from './api-error.ts';
import { xhrSupport } from './client.ts';

/**
 * A file the API serves to a session (a data copy, a CSV, a printable sheet): fetched with the
 * session's headers, since a plain link carries none. Errors arrive as the usual envelope.
 */
export async function fetchFile(path: string): Promise<{ blob: Blob; name: string }> {
  const res = await fetch(`/api${path}`, { headers: await xhrSupport.headers() });
  if (!res.ok) {
    const body = (await xhrSupport.decode(await res.text())) as {
      code?: number;
      msg?: string;
      data?: { reason?: string } | null;
    } | null;
    if (res.status === 401) xhrSupport.openLoginDialog();
    throw new ApiError(
      body?.code ?? res.status,
      body?.msg ?? xhrSupport.message('request'),
      body?.data ?? null,
    );
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  return { blob: await res.blob(), name };
}

/** Hands a file to the browser's downloads. */
export function saveFile({ blob, name }: { blob: Blob; name: string }): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
