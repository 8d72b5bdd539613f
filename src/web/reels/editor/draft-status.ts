import type { VideoStatus } from '../../../shared/schemas/reels.ts';

/** What the drafts list says about a reel draft's video. */
export type DraftStatus = 'ready' | 'processing' | 'waiting' | 'failed' | 'noVideo' | 'unknown';

/**
 * From what is known so far: the list item's video snapshot (set once the video is ready), then the
 * draft's detail (published while processing: it goes live by itself), then the video itself.
 */
export function draftStatus(opts: {
  hasSnapshot: boolean;
  waitingForVideo: boolean | undefined;
  videoId: string | null | undefined;
  videoStatus: VideoStatus | undefined;
}): DraftStatus {
  if (opts.waitingForVideo) return 'waiting';
  if (opts.hasSnapshot) return 'ready';
  if (opts.videoId === null) return 'noVideo';
  switch (opts.videoStatus) {
    case 'queued':
    case 'processing':
      return 'processing';
    case 'ready':
      return 'ready';
    case 'failed':
      return 'failed';
    default:
      return 'unknown';
  }
}
