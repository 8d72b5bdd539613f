import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import { ProofStatusSchema } from '../../../shared/schemas/activities.ts';
import { uploadFile, type UploadHandle } from '../../api/upload.ts';
import { z } from 'zod';
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

/**
 * Sends the photo of an ID for review, with progress. The picture goes straight to the private store
 * behind this endpoint, never through the public `/api/upload`.
 */
export const uploadProof = (file: File, onProgress: (fraction: number) => void): UploadHandle<unknown> =>
  uploadFile('/api/hibackend/user/setting/valid18thProof', file, onProgress, z.unknown());
