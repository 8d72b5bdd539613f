import {
  type AnyPgColumn,
  bigserial,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { type Localised, ts } from './columns.ts';

export interface ReelVideoSnapshot {
  videoId: string;
  url: string;
  posterUrl: string;
  width: number;
  height: number;
  durationMs: number;
}

/**
 * An uploaded clip and its processed MP4. The original stays private under
 * `DATA_DIR/private/videos` (`source_key`); the job writes `url`, `poster_url` and the scrubber's
 * thumbnail strip under `/obs/videos/`. A merge with music is a new row whose `parent_id` is the
 * clip it was made from.
 */
export const videos = pgTable(
  'videos',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Null: the system's own (demo reels). */
    userId: bigint('user_id', { mode: 'bigint' }).references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'processing', 'ready', 'failed'] }).notNull(),
    /** 0-100 while processing. */
    progress: integer('progress').notNull().default(0),
    sourceKey: text('source_key').notNull(),
    sourceBytes: bigint('source_bytes', { mode: 'number' }).notNull(),
    /** Of the source, from ffprobe; the output keeps it. */
    durationMs: integer('duration_ms').notNull(),
    width: integer('width'),
    height: integer('height'),
    url: text('url'),
    posterUrl: text('poster_url'),
    thumbsUrl: text('thumbs_url'),
    thumbCount: integer('thumb_count').notNull().default(0),
    coverUrl: text('cover_url'),
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    bytes: bigint('bytes', { mode: 'number' }),
    parentId: bigint('parent_id', { mode: 'bigint' }).references((): AnyPgColumn => videos.id, {
      onDelete: 'set null',
    }),
    musicId: bigint('music_id', { mode: 'bigint' }).references(() => musicTracks.id, {
      onDelete: 'set null',
    }),
    musicStartMs: integer('music_start_ms'),
    /** Percent: 100 leaves the level as it is. */
    musicVolume: integer('music_volume'),
    originalVolume: integer('original_volume'),
    /** Why it failed: a stable key (PROCESSING_FAILED, MERGE_FAILED). */
    reason: text('reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    readyAt: ts('ready_at'),
  },
  (t) => [index('videos_user_idx').on(t.userId, t.id)],
);

export const musicGenres = pgTable('music_genres', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  name: jsonb('name').$type<Localised>().notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const musicTracks = pgTable(
  'music_tracks',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    genreId: bigint('genre_id', { mode: 'bigint' })
      .notNull()
      .references(() => musicGenres.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The AAC file members hear and the merge mixes in (`/obs/music/...`). */
    url: text('url').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('music_tracks_genre_idx').on(t.genreId, t.id)],
);

// --- support and trust (issue 14): work orders, feedback, reports, moderation -----------------
