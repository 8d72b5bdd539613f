import { UploadedImageSchema, type UploadedImage } from '../../../shared/schemas/content.ts';
import { uploadFile, type UploadHandle as Handle } from '../../api/upload.ts';

export { isAbort } from '../../api/upload.ts';
export type UploadHandle = Handle<UploadedImage>;

/** One picture to `/api/upload`, with progress (see `uploadFile`). */
export const uploadImage = (file: File, onProgress: (fraction: number) => void): UploadHandle =>
  uploadFile('/api/upload', file, onProgress, UploadedImageSchema);
