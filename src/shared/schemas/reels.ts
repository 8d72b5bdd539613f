import { z } from 'zod';
import { PageQuerySchema, pageOf, text } from './common.ts';
import { IdInputSchema, IdSchema } from './ids.ts';
import { localisedInput } from './localised.ts';

/** Reels limits (spec §5, §9; DESIGN §7), each defined once for the form and the server. */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** A clip's length, in whole seconds after rounding to the nearest second (docs/decisions/068). */
export const VIDEO_SECONDS_MIN = 5;
export const VIDEO_SECONDS_MAX = 30;
/** The processed video fits in this box (portrait; a landscape clip fits the box turned). */
export const VIDEO_BOX = { width: 1080, height: 1920 } as const;
/** Pictures in the cover scrubber's strip. */
export const VIDEO_THUMBS = 10;
export const MUSIC_MAX_BYTES = 20 * 1024 * 1024;
/** A library track: long enough to loop under a 30 s clip, short enough to keep the library light. */
export const MUSIC_SECONDS_MIN = 5;
export const MUSIC_SECONDS_MAX = 600;
export const MUSIC_TITLE_MAX = 120;
export const MUSIC_KEYWORD_MAX = 100;
/** Mix levels in percent: 100 leaves a track as loud as it is; 0 mutes it. */
export const VOLUME_MAX = 200;
/** What the server uses when `audioMerge` leaves a level out. */
export const DEFAULT_MUSIC_VOLUME = 100;
export const DEFAULT_ORIGINAL_VOLUME = 100;

export const VIDEO_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
/** Why a video failed (`reason`): the client shows `reels.processingFailed` or `reels.mergeFailed`. */
export const VIDEO_FAILURES = ['PROCESSING_FAILED', 'MERGE_FAILED'] as const;

export const VideoUploadedSchema = z.object({ videoId: z.string(), status: z.enum(VIDEO_STATUSES) });
export type VideoUploaded = z.infer<typeof VideoUploadedSchema>;

export const VideoMusicSchema = z.object({ id: z.string(), title: z.string(), artist: z.string() });

/** `GET /api/video/{videoId}`: the owner's view of one clip while it is processed and after. */
export const VideoSchema = z.object({
  videoId: z.string(),
  status: z.enum(VIDEO_STATUSES),
  /** 0-100 (100 when ready). */
  progress: z.number().int(),
  /** The processed MP4 (null until ready). */
  url: z.string().nullable(),
  /** The first good frame, as a picture (null until ready). */
  posterUrl: z.string().nullable(),
  /** The chosen cover (a frame or an uploaded picture), else the poster. */
  coverUrl: z.string().nullable(),
  coverWidth: z.number().int().nullable(),
  coverHeight: z.number().int().nullable(),
  /** A strip of `thumbCount` equal frames side by side, for the cover scrubber. */
  thumbsUrl: z.string().nullable(),
  thumbCount: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** The music mixed in (a merge), or null. */
  music: VideoMusicSchema.nullable(),
  /** The clip this one was merged from, or null. */
  parentId: z.string().nullable(),
  reason: z.enum(VIDEO_FAILURES).nullable(),
  createdAt: z.string(),
});
export type Video = z.infer<typeof VideoSchema>;

export const VideoIdParamsSchema = z.object({ videoId: IdSchema });

const volume = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(0, { error: 'validation.invalid' })
  .max(VOLUME_MAX, { error: 'validation.invalid' });

/** `POST /api/video/audioMerge`: a new video, the clip with the track trimmed or looped under it. */
export const AudioMergeSchema = z.object({
  videoId: IdInputSchema,
  musicId: IdInputSchema,
  /** Where in the track the music starts. */
  musicStartMs: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.invalid' })
    .max(MUSIC_SECONDS_MAX * 1000, { error: 'validation.invalid' })
    .optional(),
  musicVolume: volume.optional(),
  originalVolume: volume.optional(),
});
export type AudioMerge = z.input<typeof AudioMergeSchema>;

/** `POST /api/video/{videoId}/cover`: a frame at `atMs`, or a picture the member uploaded. */
export const VideoCoverSchema = z
  .object({
    atMs: z
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .min(0, { error: 'validation.invalid' })
      .max(VIDEO_SECONDS_MAX * 1000 + 1000, { error: 'validation.invalid' })
      .optional(),
    imageUrl: text()
      .max(300, { error: 'validation.tooLong' })
      .regex(/^\/obs\/[a-z0-9][a-z0-9/_.-]*$/, { error: 'content.imageNotOurs' })
      .optional(),
  })
  .refine((c) => (c.atMs === undefined) !== (c.imageUrl === undefined), {
    path: ['atMs'],
    error: 'reels.coverChoice',
  });
export type VideoCover = z.input<typeof VideoCoverSchema>;

/** What a reel card and the player need, carried on the article (list item and detail). */
export const ReelVideoSchema = z.object({
  videoId: z.string(),
  url: z.string(),
  posterUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  durationMs: z.number().int(),
});
export type ReelVideo = z.infer<typeof ReelVideoSchema>;

// --- music library -----------------------------------------------------------------------------

export const MusicGenreSchema = z.object({ id: z.string(), name: z.string() });
export type MusicGenre = z.infer<typeof MusicGenreSchema>;
export const MusicGenreListSchema = z.object({ list: z.array(MusicGenreSchema) });

export const MusicTrackSchema = z.object({
  id: z.string(),
  genreId: z.string(),
  title: z.string(),
  artist: z.string(),
  durationMs: z.number().int(),
  /** Plays in an `<audio>` element (AAC in MP4). */
  url: z.string(),
});
export type MusicTrack = z.infer<typeof MusicTrackSchema>;
export const MusicTrackPageSchema = pageOf(MusicTrackSchema);
export type MusicTrackPage = z.infer<typeof MusicTrackPageSchema>;

export const MusicListQuerySchema = PageQuerySchema.extend({
  genreId: IdSchema.optional(),
  keyword: text().trim().max(MUSIC_KEYWORD_MAX, { error: 'validation.tooLong' }).optional(),
});
export type MusicListQuery = z.input<typeof MusicListQuerySchema>;

// --- console -------------------------------------------------------------------------------------

export const MusicGenreCreateSchema = z.object({
  name: localisedInput(60),
  sort: z.number().int().min(0).max(10_000).optional(),
});
export type MusicGenreCreate = z.input<typeof MusicGenreCreateSchema>;
export const ConsoleMusicGenreSchema = z.object({
  id: z.string(),
  name: z.record(z.string(), z.string()),
  sort: z.number().int(),
  trackCount: z.number().int(),
});
export const ConsoleMusicGenreListSchema = z.object({ list: z.array(ConsoleMusicGenreSchema) });

/** The text fields of the multipart track upload (`file` is the audio). */
export const MusicTrackFieldsSchema = z.object({
  genreId: IdInputSchema,
  title: text()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(MUSIC_TITLE_MAX, { error: 'validation.tooLong' }),
  artist: text()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(MUSIC_TITLE_MAX, { error: 'validation.tooLong' }),
});
export type MusicTrackFields = z.input<typeof MusicTrackFieldsSchema>;
export const MusicTrackUpdateSchema = z.object({ active: z.boolean({ error: 'validation.invalid' }) });
export const ConsoleMusicTrackSchema = MusicTrackSchema.extend({
  active: z.boolean(),
  createdAt: z.string(),
});
