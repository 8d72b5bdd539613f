import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, type UploadedImage } from '../../shared/schemas/content.ts';
import type { Db, Tx } from '../db/client.ts';
import { uploads } from '../db/schema.ts';
import { AppError, badRequest } from '../http/errors.ts';
import { imageDecodes } from '../infra/images.ts';
import type { Storage } from '../infra/storage.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** The detail size keeps long pictures long (spec §9: the viewer scrolls images taller than 2.6:1). */
const DETAIL = { width: 1280, height: 8000 };
const FEED = { width: 540, height: 1080 };

export interface StoredImage extends UploadedImage {
  feedUrl: string;
}

/**
 * The one upload service (DESIGN §5a): type from the magic bytes, size cap, re-encoded by sharp
 * (orientation applied, EXIF and GPS dropped) in a detail and a feed size, and recorded so that
 * content can only show pictures that went through here.
 */
export class UploadsService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {}

  /** Stores one picture for `userId` (null: the system's own, such as demo data). */
  async image(userId: bigint | null, input: Buffer, field: string): Promise<StoredImage> {
    if (input.length > IMAGE_MAX_BYTES) throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'error.payloadTooLarge');
    const type = await fileTypeFromBuffer(input);
    if (!type || !ACCEPTED.has(type.mime)) throw badRequest(field, 'validation.image', 'UNSUPPORTED_IMAGE');
    let detail: { data: Buffer; info: sharp.OutputInfo };
    let feed: { data: Buffer; info: sharp.OutputInfo };
    try {
      const base = sharp(input, { limitInputPixels: 80_000_000 }).rotate();
      const fit = { fit: 'inside', withoutEnlargement: true } as const;
      [detail, feed] = await imageDecodes.run(() =>
        Promise.all([
          base
            .clone()
            .resize({ ...DETAIL, ...fit })
            .webp({ quality: 82 })
            .toBuffer({ resolveWithObject: true }),
          base
            .clone()
            .resize({ ...FEED, ...fit })
            .webp({ quality: 76 })
            .toBuffer({ resolveWithObject: true }),
        ]),
      );
    } catch {
      throw badRequest(field, 'validation.image', 'UNREADABLE_IMAGE');
    }
    const month = new Date().toISOString().slice(0, 7);
    const name = randomBytes(12).toString('hex');
    const [url, feedUrl] = await Promise.all([
      this.storage.put(`content/${month}/${name}.webp`, detail.data),
      this.storage.put(`content/${month}/${name}-feed.webp`, feed.data),
    ]);
    const row = { url, feedUrl, width: detail.info.width, height: detail.info.height };
    await this.db.insert(uploads).values({ ...row, userId, bytes: detail.data.length });
    return row;
  }

  /** A canvas picture sent as a data URL or bare base64. */
  imageFromBase64(userId: bigint | null, data: string, field: string): Promise<StoredImage> {
    const body = data.replace(/^data:[a-z/+.-]+;base64,/i, '');
    if (!/^[A-Za-z0-9+/=\s]*$/.test(body)) throw badRequest(field, 'validation.image', 'NOT_BASE64');
    return this.image(userId, Buffer.from(body, 'base64'), field);
  }

  /**
   * The pictures among `urls` that `userId` may show (their own uploads and the system's), by URL.
   * A URL missing from the answer is not ours or not theirs. Every feature that attaches a picture
   * asks here first, so this is where an upload is marked used (retention keeps it for good). Inside
   * a transaction pass it as `tx`: PGlite has one connection, and a query outside the open
   * transaction would wait for it forever; the mark then commits (or rolls back) with the write.
   */
  async owned(
    userId: bigint,
    urls: readonly string[],
    tx: Db | Tx = this.db,
  ): Promise<Map<string, StoredImage>> {
    if (urls.length === 0) return new Map();
    const theirs = and(
      inArray(uploads.url, [...new Set(urls)]),
      or(eq(uploads.userId, userId), isNull(uploads.userId)),
    );
    // Marked before it is read: a retention sweep either deleted the row already (then it is not
    // found here) or finds it marked or locked by this update and leaves it (docs/decisions/079).
    await tx
      .update(uploads)
      .set({ usedAt: sql`now()` })
      .where(and(theirs, isNull(uploads.usedAt)));
    const rows = await tx
      .select({ url: uploads.url, feedUrl: uploads.feedUrl, width: uploads.width, height: uploads.height })
      .from(uploads)
      .where(theirs);
    return new Map(rows.map((r) => [r.url, r]));
  }
}
