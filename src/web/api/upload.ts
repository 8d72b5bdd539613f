import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { xhrSupport } from './client.ts';

export interface UploadHandle<T> {
  promise: Promise<T>;
  /** Stops the transfer; the promise then rejects with an `AbortError`. */
  cancel: () => void;
}

function isEnvelope(v: unknown): v is { code: number; msg: string; data: unknown } {
  return typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';
}

/**
 * One file to `path` as multipart `file` (after any text `fields`). XMLHttpRequest rather than `fetch`, because only it
 * reports upload progress; it carries the same headers as every other call (the wrapper builds them)
 * and reads the same envelope, so errors look the same to the member. The answer's `data` is checked
 * against `schema`.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  schema: z.ZodType<T>,
  /** Text fields sent before the file (the server reads them first). */
  fields: Record<string, string> = {},
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  let cancelled = false;
  const promise = (async () => {
    const headers = await xhrSupport.headers();
    if (cancelled) throw new DOMException('Upload cancelled', 'AbortError');
    return new Promise<T>((resolve, reject) => {
      xhr.open('POST', path);
      for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(e.loaded / e.total);
      };
      xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
      xhr.onerror = () => reject(new ApiError(0, xhrSupport.message('network')));
      xhr.onload = () => {
        void xhrSupport.decode(xhr.responseText).then((body) => {
          if (isEnvelope(body) && body.code === 200) {
            const parsed = schema.safeParse(body.data);
            if (parsed.success) return resolve(parsed.data);
          }
          const code = isEnvelope(body) ? body.code : xhr.status;
          if (code === 401) xhrSupport.openLoginDialog();
          const msg = isEnvelope(body) && body.msg ? body.msg : xhrSupport.message('request');
          const data = isEnvelope(body) ? (body.data as ConstructorParameters<typeof ApiError>[2]) : null;
          reject(new ApiError(code === 200 ? 500 : code, msg, data));
        });
      };
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', file);
      xhr.send(form);
    });
  })();
  return {
    promise,
    cancel: () => {
      cancelled = true;
      xhr.abort();
    },
  };
}

export const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';
