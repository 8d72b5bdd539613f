import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { keyOfUrl, type Storage } from '../infra/storage.ts';
import type { StoredImage } from '../uploads/uploads.service.ts';
import { fetchOriginal, fetchStored, monthName, workFolder } from './videos.files.ts';
import { extractFrame, type ProcessDeps } from './videos.process.ts';
import type { VideoRow } from './videos.repository.ts';

/** A chosen frame is stored at the feed card's size. */
const COVER_BOX = { width: 540, height: 960 };

export interface CoverFields {
  coverUrl: string;
  coverWidth: number;
  coverHeight: number;
}

/** A frame from the processed MP4 when there is one (else the original, autorotated), as WebP. */
export async function frameCover(deps: ProcessDeps, row: VideoRow, atMs: number): Promise<CoverFields> {
  const work = await workFolder(deps.dirs);
  try {
    const processed = row.url ? await fetchStored(deps.storage, row.url, work, 'video.mp4') : null;
    const input = processed ?? (await fetchOriginal(deps.storage, row.sourceKey, work));
    // The last frame starts a little before the end: a moment in that gap takes the last one.
    const at = Math.min(atMs, Math.max(0, row.durationMs - 200));
    const frame = await extractFrame(deps, input, at, work);
    const { data, info } = await frame
      .resize({ ...COVER_BOX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
    const coverUrl = await deps.storage.put(`videos/${monthName()}-cover.webp`, data);
    return { coverUrl, coverWidth: info.width, coverHeight: info.height };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** One of the member's uploaded pictures, in its feed size (what the card shows). */
export async function uploadCover(storage: Storage, image: StoredImage): Promise<CoverFields> {
  const key = keyOfUrl(image.feedUrl);
  const bytes = key === null ? null : await storage.public.read(key);
  // A picture gone from the store falls back to the recorded size rather than failing the cover.
  const feed: { width?: number; height?: number } = bytes ? await sharp(bytes).metadata() : {};
  return {
    coverUrl: image.feedUrl,
    coverWidth: feed.width ?? image.width,
    coverHeight: feed.height ?? image.height,
  };
}
