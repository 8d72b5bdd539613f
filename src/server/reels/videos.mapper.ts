import type { ReelVideoSnapshot } from '../db/schema.ts';
import type { Video } from '../../shared/schemas/reels.ts';
import type { VideoMusic, VideoRow } from './videos.repository.ts';

const REASONS = new Set(['PROCESSING_FAILED', 'MERGE_FAILED'] as const);
type Reason = NonNullable<Video['reason']>;

/** The owner's view of a video row. */
export function toVideo(row: VideoRow, music: VideoMusic | null): Video {
  const reason = REASONS.has(row.reason as Reason) ? (row.reason as Reason) : null;
  return {
    videoId: String(row.id),
    status: row.status,
    progress: row.status === 'ready' ? 100 : row.progress,
    url: row.url,
    posterUrl: row.posterUrl,
    coverUrl: row.coverUrl ?? row.posterUrl,
    coverWidth: row.coverUrl ? row.coverWidth : row.posterUrl ? row.width : null,
    coverHeight: row.coverUrl ? row.coverHeight : row.posterUrl ? row.height : null,
    thumbsUrl: row.thumbsUrl,
    thumbCount: row.thumbCount,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    music: music ? { id: String(music.id), title: music.title, artist: music.artist } : null,
    parentId: row.parentId === null ? null : String(row.parentId),
    reason: row.status === 'failed' ? (reason ?? 'PROCESSING_FAILED') : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a reel article carries of a ready video; null before. */
export function toSnapshot(row: VideoRow): ReelVideoSnapshot | null {
  if (row.status !== 'ready' || !row.url || !row.posterUrl || !row.width || !row.height) return null;
  return {
    videoId: String(row.id),
    url: row.url,
    posterUrl: row.posterUrl,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
  };
}

/** The feed card's picture: the chosen cover (the poster by default, set when ready). */
export function toCover(row: VideoRow): { url: string; width: number; height: number } | null {
  if (row.coverUrl && row.coverWidth && row.coverHeight) {
    return { url: row.coverUrl, width: row.coverWidth, height: row.coverHeight };
  }
  return null;
}
