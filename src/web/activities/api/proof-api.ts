import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import { ProofStatusSchema } from '../../../shared/schemas/activities.ts';
import { ApiError } from '../../api/api-error.ts';
import { xhrSupport } from '../../api/client.ts';
import { request } from '../../api/client.ts';

export const PROOF_KEY = ['proof'] as const;

/** My proof of age: none, pending, approved or rejected (with the reason). */
export const proofStatusQuery = (token: string, lang: Lang) =>
  queryOptions({
    queryKey: [...PROOF_KEY, token, lang],
    queryFn: () =>
      request('GET', '/hibackend/user/setting/get18thProof', undefined, { schema: ProofStatusSchema }),
    enabled: token !== '',
  });

function isEnvelope(v: unknown): v is { code: number; msg: string; data: unknown } {
  return typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';
}

export interface ProofUpload {
  promise: Promise<void>;
  cancel: () => void;
}

/**
 * Sends the photo of an ID for review. XMLHttpRequest, as the picture uploads do, because only it
 * reports upload progress; same headers and envelope as every other call. The picture goes straight
 * to the private store behind this endpoint, never through the public `/api/upload`.
 */
export function uploadProof(file: File, onProgress: (fraction: number) => void): ProofUpload {
  const xhr = new XMLHttpRequest();
  let cancelled = false;
  const promise = (async () => {
    const headers = await xhrSupport.headers();
    if (cancelled) throw new DOMException('Upload cancelled', 'AbortError');
    return new Promise<void>((resolve, reject) => {
      xhr.open('POST', '/api/hibackend/user/setting/valid18thProof');
      for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(e.loaded / e.total);
      };
      xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
      xhr.onerror = () => reject(new ApiError(0, xhrSupport.message('network')));
      xhr.onload = () => {
        void xhrSupport.decode(xhr.responseText).then((body) => {
          if (isEnvelope(body) && body.code === 200) return resolve();
          const code = isEnvelope(body) ? body.code : xhr.status;
          if (code === 401) xhrSupport.openLoginDialog();
          const msg = isEnvelope(body) && body.msg ? body.msg : xhrSupport.message('request');
          const data = isEnvelope(body) ? (body.data as ConstructorParameters<typeof ApiError>[2]) : null;
          reject(new ApiError(code === 200 ? 500 : code, msg, data));
        });
      };
      const form = new FormData();
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
