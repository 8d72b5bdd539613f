import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest } from '../http/errors.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * Checks the real type from the magic bytes and re-encodes to WebP: metadata (EXIF, GPS) is dropped,
 * orientation applied, and the image fitted in `size` x `size`.
 */
export async function normaliseImage(input: Buffer, field: string, size: number): Promise<Buffer> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw badRequest(field, 'validation.image', 'UNSUPPORTED_IMAGE');
  try {
    return await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(field, 'validation.image', 'UNREADABLE_IMAGE');
  }
}
