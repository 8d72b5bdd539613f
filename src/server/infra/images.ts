import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest } from '../http/errors.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * Pictures decoded at once, over the whole process. A member may send a 7000 x 7000 PNG; 24 of them
 * decoded side by side took the server from 354 MB to 768 MB. Queued beyond this bound, they wait
 * their turn instead, and memory stays flat (under 512 MB) however many arrive together.
 */
export const IMAGE_DECODE_CONCURRENCY = 2;

// libvips threads per picture (default: one per core) and its operation cache (default: 50 MB of
// results kept for reuse, which uploads never repeat) also grow memory with load.
sharp.concurrency(2);
sharp.cache(false);

/** A counting semaphore: `run` starts `task` when fewer than `limit` tasks are running. */
export function limiter(limit: number) {
  let active = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else active += 1;
      peak = Math.max(peak, active);
      try {
        return await task();
      } finally {
        // The slot passes straight to the next waiter, so `active` never drops and rises in between.
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
    /** Most tasks seen running at once (for tests and diagnostics). */
    get peak() {
      return peak;
    },
    get active() {
      return active;
    },
  };
}

/** Every sharp decode of a picture a client sent runs inside this (uploads, avatars, proofs). */
export const imageDecodes = limiter(IMAGE_DECODE_CONCURRENCY);

/**
 * Checks the real type from the magic bytes and re-encodes to WebP: metadata (EXIF, GPS) is dropped,
 * orientation applied, and the image cropped to `size` x `height` (square unless a height is given).
 */
export async function normaliseImage(
  input: Buffer,
  field: string,
  size: number,
  height = size,
): Promise<Buffer> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw badRequest(field, 'validation.image', 'UNSUPPORTED_IMAGE');
  try {
    return await imageDecodes.run(() =>
      sharp(input, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(size, height, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch {
    throw badRequest(field, 'validation.image', 'UNREADABLE_IMAGE');
  }
}
