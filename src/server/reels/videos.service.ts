import type { AudioMerge, Video, VideoCover, VideoUploaded } from '../../shared/schemas/reels.ts';
import type { Db, Tx } from '../db/client.ts';
import type { ReelVideoSnapshot } from '../db/schema.ts';
import type { Storage } from '../infra/storage.ts';
import type { VideoTools } from '../infra/video.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { MusicService } from './music.service.ts';

/** A file the route streamed to disk (under `DATA_DIR/private/videos/incoming`). */
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

export type VideoListener = (videoId: bigint) => Promise<void>;

/**
 * Reels' videos (issue 13): the upload checks (magic bytes, ffprobe duration), processing as a job
 * (`video.process`: H.264/AAC MP4 with faststart, poster, thumbnail strip), merges with music,
 * covers. Listeners hear when a video is ready or failed (the articles service publishes a reel that
 * waited for its video).
 */
export class VideosService {
  private readonly readyListeners: VideoListener[] = [];
  private readonly failedListeners: VideoListener[] = [];

  constructor(
    protected readonly db: Db,
    protected readonly storage: Storage,
    protected readonly uploads: UploadsService,
    protected readonly jobs: JobsService,
    protected readonly music: MusicService,
    protected readonly tools: VideoTools,
    protected readonly dataDir: string,
  ) {}

  onReady(listener: VideoListener): void {
    this.readyListeners.push(listener);
  }

  onFailed(listener: VideoListener): void {
    this.failedListeners.push(listener);
  }

  /** Registers the `video.process` job handler (called once by the reels plugin). */
  registerJobs(_concurrency: number): void {
    throw new Error('not built yet');
  }

  /** Checks the streamed file (type, duration) and queues it: 400 naming `field`. `userId` null: the system's. */
  upload(_userId: bigint | null, _file: IncomingFile, _field: string): Promise<VideoUploaded> {
    throw new Error('not built yet');
  }

  /** The owner's view; another member's video is a 404. */
  get(_userId: bigint, _videoId: bigint): Promise<Video> {
    throw new Error('not built yet');
  }

  /** A new video: `videoId` with the track mixed in. */
  merge(_userId: bigint, _input: AudioMerge): Promise<VideoUploaded> {
    throw new Error('not built yet');
  }

  /** Sets the cover from a frame or one of the member's uploaded pictures. */
  cover(_userId: bigint, _videoId: bigint, _input: VideoCover): Promise<Video> {
    throw new Error('not built yet');
  }

  /** For a reel save: the owner's video (400 naming `videoId` when not theirs or failed). */
  forArticle(_userId: bigint, _videoId: bigint, _tx?: Db | Tx): Promise<VideoForArticle> {
    throw new Error('not built yet');
  }
}
