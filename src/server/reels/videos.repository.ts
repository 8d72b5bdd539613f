import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { musicTracks, videos } from '../db/schema.ts';

export type VideoRow = typeof videos.$inferSelect;
export type NewVideoRow = typeof videos.$inferInsert;
export interface VideoMusic {
  id: bigint;
  title: string;
  artist: string;
}

export async function insertVideo(db: Db | Tx, row: NewVideoRow): Promise<VideoRow> {
  const [saved] = await db.insert(videos).values(row).returning();
  if (!saved) throw new Error('video not saved');
  return saved;
}

export async function videoById(db: Db | Tx, id: bigint): Promise<VideoRow | undefined> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row;
}

/** The owner's video; undefined for another member's or none (both answer as "not found"). */
export async function ownVideo(db: Db | Tx, userId: bigint, id: bigint): Promise<VideoRow | undefined> {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.userId, userId)));
  return row;
}

/** The track a merge mixed in (title and artist for the owner's view), kept even when deactivated. */
export async function musicOf(db: Db | Tx, musicId: bigint | null): Promise<VideoMusic | null> {
  if (musicId === null) return null;
  const [row] = await db
    .select({ id: musicTracks.id, title: musicTracks.title, artist: musicTracks.artist })
    .from(musicTracks)
    .where(eq(musicTracks.id, musicId));
  return row ?? null;
}

export async function updateVideo(db: Db | Tx, id: bigint, set: Partial<NewVideoRow>): Promise<void> {
  await db
    .update(videos)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(videos.id, id));
}

/** Progress while processing only (a late tick must not overwrite a finished video). */
export async function setProgress(db: Db, id: bigint, progress: number): Promise<void> {
  await db
    .update(videos)
    .set({ progress })
    .where(and(eq(videos.id, id), eq(videos.status, 'processing')));
}

/**
 * Marks a video failed (MERGE_FAILED for a merge, else PROCESSING_FAILED) unless it has already
 * ended: answers the row when this call marked it, so whoever tells its owner does so once, whether
 * the job's last attempt failed or the queue gave the job up after its instance died.
 */
export async function failVideo(db: Db | Tx, id: bigint): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(videos)
    .set({
      status: 'failed',
      reason: sql`case when ${videos.musicId} is null then 'PROCESSING_FAILED' else 'MERGE_FAILED' end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(videos.id, id), notInArray(videos.status, ['ready', 'failed'])))
    .returning();
  return row;
}
