import type { Lang } from '../../shared/i18n.ts';
import type { MusicGenre, MusicListQuery, MusicTrack, MusicTrackPage } from '../../shared/schemas/reels.ts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../infra/storage.ts';
import type { VideoTools } from '../infra/video.ts';

/**
 * The music library (issue 13): genres and tracks members add to a reel, console uploads (any audio
 * ffmpeg reads, stored as AAC in MP4), and demo tracks made by ffmpeg at first start so the library
 * is never empty.
 */
export class MusicService {
  constructor(
    protected readonly db: Db,
    protected readonly storage: Storage,
    protected readonly tools: VideoTools,
  ) {}

  genres(_lang: Lang): Promise<MusicGenre[]> {
    throw new Error('not built yet');
  }

  list(_query: MusicListQuery, _lang: Lang): Promise<MusicTrackPage> {
    throw new Error('not built yet');
  }

  /** An active track and its file on disk (for a merge); null when there is none. */
  trackFile(_musicId: bigint): Promise<{ track: MusicTrack; file: string } | null> {
    throw new Error('not built yet');
  }
}
