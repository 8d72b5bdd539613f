import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { musicGenres, musicTracks, type Localised } from '../db/schema.ts';
import { afterTrack } from './music.cursor.ts';

export type GenreRow = typeof musicGenres.$inferSelect;
export type TrackRow = typeof musicTracks.$inferSelect;
type Conn = Db | Tx;

/** `%`, `_` and `\` match themselves in a keyword. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Genres that have at least one active track (members never see an empty genre), by sort, id. */
export function genresWithTracks(db: Conn): Promise<GenreRow[]> {
  const hasActive = sql`exists (select 1 from ${musicTracks} where ${musicTracks.genreId} = ${musicGenres.id} and ${musicTracks.active})`;
  return db.select().from(musicGenres).where(hasActive).orderBy(asc(musicGenres.sort), asc(musicGenres.id));
}

/** Every genre with its number of tracks (active or not), for the console. */
export function genresWithCounts(db: Conn) {
  return db
    .select({ genre: musicGenres, trackCount: count(musicTracks.id) })
    .from(musicGenres)
    .leftJoin(musicTracks, eq(musicTracks.genreId, musicGenres.id))
    .groupBy(musicGenres.id)
    .orderBy(asc(musicGenres.sort), asc(musicGenres.id));
}

export async function genreById(db: Conn, id: bigint): Promise<GenreRow | undefined> {
  const [row] = await db.select().from(musicGenres).where(eq(musicGenres.id, id));
  return row;
}

export async function insertGenre(db: Conn, values: { name: Localised; sort: number }): Promise<GenreRow> {
  const [row] = await db.insert(musicGenres).values(values).returning();
  if (!row) throw new Error('genre insert returned nothing');
  return row;
}

export interface TrackFilter {
  genreId?: bigint | undefined;
  keyword?: string | undefined;
  /** Members see active tracks only. */
  activeOnly: boolean;
  cursor?: string | undefined;
  pageSize: number;
}

/** One page (plus one row, to know whether there is more), newest first. */
export function trackPage(db: Conn, f: TrackFilter): Promise<TrackRow[]> {
  const where: (SQL | undefined)[] = [afterTrack(f.cursor, musicTracks.id)];
  if (f.activeOnly) where.push(eq(musicTracks.active, true));
  if (f.genreId !== undefined) where.push(eq(musicTracks.genreId, f.genreId));
  if (f.keyword) {
    const pattern = `%${likeEscape(f.keyword)}%`;
    where.push(or(ilike(musicTracks.title, pattern), ilike(musicTracks.artist, pattern)));
  }
  return db
    .select()
    .from(musicTracks)
    .where(and(...where))
    .orderBy(desc(musicTracks.id))
    .limit(f.pageSize + 1);
}

export async function trackById(db: Conn, id: bigint): Promise<TrackRow | undefined> {
  const [row] = await db.select().from(musicTracks).where(eq(musicTracks.id, id));
  return row;
}

export async function insertTrack(db: Conn, values: typeof musicTracks.$inferInsert): Promise<TrackRow> {
  const [row] = await db.insert(musicTracks).values(values).returning();
  if (!row) throw new Error('track insert returned nothing');
  return row;
}

export async function setTrackActive(db: Conn, id: bigint, active: boolean): Promise<TrackRow | undefined> {
  const [row] = await db.update(musicTracks).set({ active }).where(eq(musicTracks.id, id)).returning();
  return row;
}

export async function trackCount(db: Conn): Promise<number> {
  const [row] = await db.select({ n: count() }).from(musicTracks);
  return row?.n ?? 0;
}
