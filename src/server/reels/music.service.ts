import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../shared/i18n.ts';
import {
  MUSIC_SECONDS_MAX,
  MUSIC_SECONDS_MIN,
  type MusicGenre,
  type MusicGenreCreateSchema,
  type MusicListQuerySchema,
  type MusicTrack,
  MusicTrackFieldsSchema,
  type MusicTrackPage,
} from '../../shared/schemas/reels.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import { localised } from '../content/taxonomy-console.service.ts';
import type { Db } from '../db/client.ts';
import { isMessageKey } from '../../shared/messages/messages.ts';
import { AppError, badRequest, notFound, type FieldProblem } from '../http/errors.ts';
import type { Storage } from '../infra/storage.ts';
import type { VideoTools } from '../infra/video.ts';
import { cutTracks } from './music.cursor.ts';
import { createDemoLibrary, type DemoLibrary } from './music.demo-library.ts';
import { incomingDir, looksLikeAudio, probeAudio, toLibraryAudio, trackKey } from './music.files.ts';
import { toConsoleGenre, toConsoleTrack, toGenre, toTrack } from './music.mapper.ts';
import {
  genreById,
  genresWithCounts,
  genresWithTracks,
  insertGenre,
  insertTrack,
  setTrackActive,
  trackById,
  trackCount,
  trackPage,
} from './music.repository.ts';

type ListQuery = z.output<typeof MusicListQuerySchema>;
type GenreCreate = z.output<typeof MusicGenreCreateSchema>;
type TrackFields = z.output<typeof MusicTrackFieldsSchema>;
/** A console upload the route streamed to disk (`incomingDir`). */
export interface IncomingTrack {
  path: string;
  bytes: number;
}

const DEFAULT_PAGE = 20;

/**
 * The music library (issue 13): genres and tracks members add to a reel, console uploads (any audio
 * ffmpeg reads, stored as AAC in MP4), and demo tracks made by ffmpeg at first start so the library
 * is never empty (docs/decisions/069).
 */
export class MusicService {
  private demo: Promise<number> | null = null;

  constructor(
    protected readonly db: Db,
    protected readonly storage: Storage,
    protected readonly tools: VideoTools,
  ) {}

  /** Where the console's upload route streams files (this instance's scratch: never served). */
  get incomingDir(): string {
    return incomingDir(this.storage.scratch);
  }

  /** Genres with at least one active track, in `lang`. */
  async genres(lang: Lang): Promise<MusicGenre[]> {
    return (await genresWithTracks(this.db)).map((g) => toGenre(g, lang));
  }

  /** Active tracks, newest first, by genre and keyword (title or artist, ignoring case). */
  async list(query: ListQuery, _lang: Lang): Promise<MusicTrackPage> {
    const pageSize = query.pageSize ?? DEFAULT_PAGE;
    const rows = await trackPage(this.db, {
      genreId: query.genreId === undefined ? undefined : BigInt(query.genreId),
      keyword: query.keyword,
      activeOnly: true,
      cursor: query.cursor,
      pageSize,
    });
    const { list, nextCursor } = cutTracks(rows, pageSize);
    return { list: list.map(toTrack), nextCursor };
  }

  /** An active track (a merge's check); null when there is none. */
  async activeTrack(musicId: bigint): Promise<MusicTrack | null> {
    const row = await trackById(this.db, musicId);
    return row?.active ? toTrack(row) : null;
  }

  /**
   * An active track with its file fetched from the store into `dir` (a merge job's work folder);
   * null when there is no such track or its file is gone.
   */
  async trackFile(musicId: bigint, dir: string): Promise<{ track: MusicTrack; file: string } | null> {
    const row = await trackById(this.db, musicId);
    if (!row?.active) return null;
    const file = path.join(dir, `music-${row.id}${path.extname(row.url)}`);
    if (!(await this.storage.download(row.url, file))) return null;
    return { track: toTrack(row), file };
  }

  // --- console ---------------------------------------------------------------------------------

  async consoleGenres() {
    return { list: (await genresWithCounts(this.db)).map((r) => toConsoleGenre(r.genre, r.trackCount)) };
  }

  async createGenre(actor: AuthContext, input: GenreCreate): Promise<{ id: string }> {
    return this.db.transaction(async (tx) => {
      const row = await insertGenre(tx, { name: localised(input.name), sort: input.sort ?? 0 });
      const after = toConsoleGenre(row, 0);
      await audit(tx, { actor, action: 'music.genre.create', target: `musicGenre:${row.id}`, after });
      return { id: String(row.id) };
    });
  }

  /** Every track (inactive too), newest first. */
  async consoleTracks(page: {
    genreId?: string | undefined;
    cursor?: string | undefined;
    pageSize?: number | undefined;
  }) {
    const pageSize = page.pageSize ?? DEFAULT_PAGE;
    const rows = await trackPage(this.db, {
      genreId: page.genreId === undefined ? undefined : BigInt(page.genreId),
      activeOnly: false,
      cursor: page.cursor,
      pageSize,
    });
    const { list, nextCursor } = cutTracks(rows, pageSize);
    return { list: list.map(toConsoleTrack), nextCursor };
  }

  /**
   * Checks the streamed file (magic bytes, then ffprobe must find sound of an allowed length),
   * converts it to the library's AAC and stores it. Errors name `file` or `genreId`. The incoming
   * file is always removed.
   */
  async uploadTrack(actor: AuthContext, rawFields: unknown, file: IncomingTrack): Promise<{ id: string }> {
    const converted = path.join(this.incomingDir, `${path.basename(file.path)}.m4a`);
    try {
      const fields = parseFields(rawFields);
      if (!(await genreById(this.db, BigInt(fields.genreId)))) {
        throw badRequest('genreId', 'reels.unknownGenre', 'UNKNOWN_GENRE');
      }
      const notAudio = () => badRequest('file', 'reels.notAudio', 'NOT_AUDIO');
      if (!(await looksLikeAudio(file.path))) throw notAudio();
      const probe = await probeAudio(this.tools, file.path);
      if (!probe) throw notAudio();
      checkLength(probe.durationMs);
      // ffprobe read it but ffmpeg cannot decode it (a damaged stream): not audio we can use.
      await toLibraryAudio(this.tools, file.path, converted).catch(() => {
        throw notAudio();
      });
      const stored = await probeAudio(this.tools, converted);
      if (!stored) throw notAudio();
      const bytes = (await stat(converted)).size;
      const url = await this.storage.putFile(trackKey(), converted);
      try {
        return await this.db.transaction(async (tx) => {
          const row = await insertTrack(tx, {
            genreId: BigInt(fields.genreId),
            title: fields.title,
            artist: fields.artist,
            durationMs: stored.durationMs,
            url,
            bytes,
          });
          const after = toConsoleTrack(row);
          await audit(tx, { actor, action: 'music.track.create', target: `musicTrack:${row.id}`, after });
          return { id: String(row.id) };
        });
      } catch (err) {
        await this.storage.remove(url);
        throw err;
      }
    } finally {
      await rm(file.path, { force: true });
      await rm(converted, { force: true });
    }
  }

  /** Hides a track from members (reels already merged keep their sound) or shows it again. */
  async setActive(actor: AuthContext, trackId: bigint, active: boolean) {
    return this.db.transaction(async (tx) => {
      const before = await trackById(tx, trackId);
      if (!before) throw notFound();
      const row = await setTrackActive(tx, trackId, active);
      if (!row) throw notFound();
      const after = toConsoleTrack(row);
      await audit(tx, {
        actor,
        action: 'music.track.update',
        target: `musicTrack:${row.id}`,
        before: toConsoleTrack(before),
        after,
      });
      return after;
    });
  }

  // --- demo ------------------------------------------------------------------------------------

  /**
   * At start: when the library has no track, synthesises the demo genres and tracks (a few seconds
   * of ffmpeg). Calls in one process share one run; instances racing are settled in the database
   * (see `createDemoLibrary`). Resolves to the number of tracks made (0 when there were some).
   * Tests pass a shorter `library`.
   */
  ensureDemoTracks(log: FastifyBaseLogger, library?: DemoLibrary): Promise<number> {
    this.demo ??= (async () => {
      if ((await trackCount(this.db)) > 0) return 0;
      await mkdir(this.incomingDir, { recursive: true });
      const made = await createDemoLibrary(this.db, this.storage, this.tools, this.incomingDir, library);
      if (made > 0) log.info({ tracks: made }, 'demo music library made (replace it from the console)');
      return made;
    })().finally(() => {
      this.demo = null;
    });
    return this.demo;
  }
}

/** The multipart text fields, checked like a JSON body would be: 400 naming each field. */
function parseFields(raw: unknown): TrackFields {
  const parsed = MusicTrackFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((i) => ({
    field: i.path.join('.') || 'body',
    key: isMessageKey(i.message) ? i.message : ('validation.invalid' as const),
  }));
  return invalid(fields);
}

function invalid(fields: FieldProblem[]): never {
  throw new AppError(400, 'VALIDATION', 'error.badRequest', { fields });
}

function checkLength(durationMs: number): void {
  // Whole seconds, as for videos: a "5 s" file is often a few milliseconds short.
  const seconds = Math.round(durationMs / 1000);
  if (seconds < MUSIC_SECONDS_MIN || seconds > MUSIC_SECONDS_MAX) {
    throw badRequest('file', 'reels.musicLength', 'MUSIC_LENGTH', {
      min: MUSIC_SECONDS_MIN,
      max: MUSIC_SECONDS_MAX,
    });
  }
}
