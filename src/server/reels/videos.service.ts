import { rm } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import {
  DEFAULT_MUSIC_VOLUME,
  DEFAULT_ORIGINAL_VOLUME,
  VIDEO_SECONDS_MAX,
  VIDEO_SECONDS_MIN,
  VideoCoverSchema,
  type AudioMerge,
  type Video,
  type VideoCover,
  type VideoUploaded,
} from '../../shared/schemas/reels.ts';
import type { Db, Tx } from '../db/client.ts';
import type { ReelVideoSnapshot } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Storage } from '../infra/storage.ts';
import type { VideoTools } from '../infra/video.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { MusicService } from './music.service.ts';
import { frameCover, uploadCover, type CoverFields } from './videos.cover.ts';
import { monthName, originalKey, videoDirs, type VideoDirs } from './videos.files.ts';
import { toCover, toSnapshot, toVideo } from './videos.mapper.ts';
import { VideoJobs, type VideoFailedListener, type VideoListener } from './videos.jobs.ts';
import {
  insertVideo,
  musicOf,
  ownVideo,
  updateVideo,
  videoById,
  type VideoRow,
} from './videos.repository.ts';

/** A file the route streamed to this instance's scratch folder (`incomingDir`). */
export interface IncomingFile {
  path: string;
  bytes: number;
}

/** What a reel article takes from its video when saved. */
export interface VideoForArticle {
  ready: boolean;
  /** Null until ready. */
  snapshot: ReelVideoSnapshot | null;
  /** The feed card's picture (the chosen cover, else the poster), null until there is one. */
  cover: { url: string; width: number; height: number } | null;
}

/** What phones and cameras write (by magic bytes); ffprobe then has the last word. */
const VIDEO_TYPES = new Set([
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/x-matroska',
  'video/3gpp',
  'video/3gpp2',
  'video/x-m4v',
]);

/**
 * Reels' videos (issue 13): the upload checks (magic bytes, ffprobe duration), processing as a job
 * (`video.process`: H.264/AAC MP4 with faststart, poster, thumbnail strip), merges with music,
 * covers. Listeners hear when a video is ready or failed (the articles service publishes a reel that
 * waited for its video).
 */
export class VideosService {
  private readonly dirs: VideoDirs;
  private readonly job: VideoJobs;

  constructor(
    protected readonly db: Db,
    protected readonly storage: Storage,
    protected readonly uploads: UploadsService,
    protected readonly jobs: JobsService,
    protected readonly music: MusicService,
    protected readonly tools: VideoTools,
  ) {
    this.dirs = videoDirs(storage.scratch);
    this.job = new VideoJobs(jobs, { db, storage, tools, music, dirs: this.dirs });
  }

  /** Where the upload route streams files to (this instance's scratch: never served). */
  get incomingDir(): string {
    return this.dirs.incoming;
  }

  /**
   * `listener` runs after a video is ready (committed). A job re-run after a crash may call it
   * again for the same video, so it must be idempotent.
   */
  onReady(listener: VideoListener): void {
    this.job.onReady(listener);
  }

  /** `listener` runs in the transaction marking a video failed (once); see `VideoFailedListener`. */
  onFailed(listener: VideoFailedListener): void {
    this.job.onFailed(listener);
  }

  /**
   * Registers the `video.process` job handler (called once by the reels plugin): a job the queue
   * gives up marks its video failed like a failed last attempt; a running server sweeps the work
   * folders and uploads that a killed process left (docs/decisions/078).
   */
  registerJobs(concurrency: number): void {
    this.job.register(concurrency);
  }

  /** Work folders and partial uploads a killed process left; how many were removed. */
  sweepLeftovers(olderThanMs?: number): Promise<number> {
    return this.job.sweepLeftovers(olderThanMs);
  }

  /** Checks the streamed file (type, duration) and queues it: 400 naming `field`. `userId` null: the system's. */
  async upload(userId: bigint | null, file: IncomingFile, field: string): Promise<VideoUploaded> {
    let sourceKey: string;
    let durationMs: number;
    try {
      const notVideo = () => badRequest(field, 'reels.notVideo', 'NOT_VIDEO');
      const type = await fileTypeFromFile(file.path);
      if (!type || !VIDEO_TYPES.has(type.mime)) throw notVideo();
      const probe = await this.tools.probe(file.path);
      if (!probe?.videoCodec || probe.durationMs <= 0) throw notVideo();
      // Phones' "5 s" is often 4.97 s: the limits apply to whole seconds (docs/decisions/068).
      const seconds = Math.round(probe.durationMs / 1000);
      if (seconds < VIDEO_SECONDS_MIN) {
        throw badRequest(field, 'reels.videoTooShort', 'VIDEO_TOO_SHORT', { min: VIDEO_SECONDS_MIN });
      }
      if (seconds > VIDEO_SECONDS_MAX) {
        throw badRequest(field, 'reels.videoTooLong', 'VIDEO_TOO_LONG', { max: VIDEO_SECONDS_MAX });
      }
      durationMs = probe.durationMs;
      sourceKey = `${monthName()}.${type.ext}`;
      // Originals are private objects: the job fetches them from the store, on whichever instance.
      await this.storage.private.putFile(originalKey(sourceKey), file.path);
    } catch (err) {
      await rm(file.path, { force: true });
      throw err;
    }
    try {
      const row = await this.db.transaction(async (tx) => {
        const saved = await insertVideo(tx, {
          userId,
          status: 'queued',
          sourceKey,
          sourceBytes: file.bytes,
          durationMs,
        });
        await this.enqueue(tx, saved.id);
        return saved;
      });
      return { videoId: String(row.id), status: row.status };
    } catch (err) {
      await this.storage.private.remove(originalKey(sourceKey));
      throw err;
    }
  }

  /** The owner's view; another member's video is a 404. */
  async get(userId: bigint, videoId: bigint): Promise<Video> {
    const row = await ownVideo(this.db, userId, videoId);
    if (!row) throw notFound();
    return toVideo(row, await musicOf(this.db, row.musicId));
  }

  /** A new video: `videoId` with the track mixed in. */
  async merge(userId: bigint, input: AudioMerge): Promise<VideoUploaded> {
    let clip = await ownVideo(this.db, userId, BigInt(input.videoId));
    if (!clip) throw notFound();
    // A merge of a merge mixes into the clip's own sound, not the earlier music.
    while (clip.musicId !== null && clip.parentId !== null) {
      const parent: VideoRow | undefined = await ownVideo(this.db, userId, clip.parentId);
      if (!parent) break;
      clip = parent;
    }
    if (clip.status === 'failed') throw conflict('VIDEO_FAILED', 'reels.videoFailed', 'videoId');
    const track = await this.music.activeTrack(BigInt(input.musicId));
    if (!track) throw badRequest('musicId', 'reels.unknownMusic', 'UNKNOWN_MUSIC');
    const parent = clip;
    const row = await this.db.transaction(async (tx) => {
      const saved = await insertVideo(tx, {
        userId,
        status: 'queued',
        sourceKey: parent.sourceKey,
        sourceBytes: parent.sourceBytes,
        durationMs: parent.durationMs,
        parentId: parent.id,
        musicId: BigInt(input.musicId),
        musicStartMs: input.musicStartMs ?? 0,
        musicVolume: input.musicVolume ?? DEFAULT_MUSIC_VOLUME,
        originalVolume: input.originalVolume ?? DEFAULT_ORIGINAL_VOLUME,
        // The same frames: a cover chosen on the clip stays.
        coverUrl: parent.coverUrl,
        coverWidth: parent.coverWidth,
        coverHeight: parent.coverHeight,
      });
      await this.enqueue(tx, saved.id);
      return saved;
    });
    return { videoId: String(row.id), status: row.status };
  }

  /** Sets the cover from a frame or one of the member's uploaded pictures. */
  async cover(userId: bigint, videoId: bigint, input: VideoCover): Promise<Video> {
    const choice = VideoCoverSchema.parse(input);
    const row = await ownVideo(this.db, userId, videoId);
    if (!row) throw notFound();
    if (row.status === 'failed') throw conflict('VIDEO_FAILED', 'reels.videoFailed', 'videoId');
    let cover: CoverFields;
    if (choice.imageUrl !== undefined) {
      const image = (await this.uploads.owned(userId, [choice.imageUrl])).get(choice.imageUrl);
      if (!image) throw badRequest('imageUrl', 'content.imageNotOurs', 'IMAGE_NOT_OURS');
      cover = await uploadCover(this.storage, image);
    } else {
      const atMs = choice.atMs ?? 0;
      if (atMs >= row.durationMs) throw badRequest('atMs', 'reels.frameOutside', 'FRAME_OUTSIDE');
      cover = await frameCover(this.job.processDeps(), row, atMs);
    }
    await updateVideo(this.db, row.id, cover);
    return this.get(userId, videoId);
  }

  /** For a reel save: the owner's video (400 naming `videoId` when not theirs or failed). */
  async forArticle(userId: bigint, videoId: bigint, tx: Db | Tx = this.db): Promise<VideoForArticle> {
    const row = await ownVideo(tx, userId, videoId);
    if (!row) throw badRequest('videoId', 'reels.unknownVideo', 'UNKNOWN_VIDEO');
    if (row.status === 'failed') throw badRequest('videoId', 'reels.videoFailed', 'VIDEO_FAILED');
    const snapshot = toSnapshot(row);
    return { ready: snapshot !== null, snapshot, cover: toCover(row) };
  }

  /** What articles show of a video, whoever owns it (for the job's listeners); null when it is gone. */
  async forArticles(videoId: bigint): Promise<VideoForArticle | null> {
    const row = await videoById(this.db, videoId);
    if (!row) return null;
    const snapshot = toSnapshot(row);
    return { ready: snapshot !== null, snapshot, cover: toCover(row) };
  }

  private enqueue(tx: Db | Tx, id: bigint): Promise<void> {
    return this.job.enqueue(tx, id);
  }
}
