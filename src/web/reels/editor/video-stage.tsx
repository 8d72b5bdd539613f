import type { ReactNode } from 'react';
import type { Video } from '../../../shared/schemas/reels.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { videoStage } from './clip-check.ts';
import { ProgressBar } from './progress-bar.tsx';

interface Props {
  video: Video | undefined;
  error: unknown;
  /** What a failed merge offers (going back to the clip without music). */
  failedAction?: ReactNode;
  /** Sound on (the preview) or a silent loop (the editor). */
  withSound?: boolean;
}

/** The clip as the server has it: processing with its progress, the reason it failed, or playing. */
export function VideoStage({ video, error, failedAction, withSound = false }: Props) {
  const t = useT();
  const msg = useMsg();
  if (!video) {
    return (
      <div className="vc-reel-stage vc-reel-stage--wait">
        {error ? (
          <p role="alert">{errorMessage(error, t('error.request'))}</p>
        ) : (
          <div className="vc-loading" role="status" aria-label={t('reelsEdit.loading')} />
        )}
      </div>
    );
  }
  const stage = videoStage(video);
  if (stage.kind === 'failed') {
    return (
      <div className="vc-reel-stage vc-reel-stage--wait" data-testid="reel-failed">
        <p className="vc-reel-stage__reason" role="alert">
          {msg(stage.reason === 'MERGE_FAILED' ? 'reels.mergeFailed' : 'reels.videoFailed')}
        </p>
        {failedAction}
      </div>
    );
  }
  if (stage.kind !== 'ready' || !video.url) {
    const percent = stage.kind === 'processing' ? stage.percent : 0;
    return (
      <div className="vc-reel-stage vc-reel-stage--wait" data-testid="reel-processing">
        <p>
          {t(
            video.music
              ? 'reelsEdit.merging'
              : stage.kind === 'queued'
                ? 'reelsEdit.queued'
                : 'reelsEdit.processing',
          )}
        </p>
        <ProgressBar
          percent={percent}
          label={t('reelsEdit.processingProgress')}
          testId="reel-processing-progress"
        />
        <p className="vc-reel-stage__note">{t('reelsEdit.processingNote')}</p>
      </div>
    );
  }
  return (
    <div className="vc-reel-stage">
      <video
        key={video.url}
        className="vc-reel-stage__video"
        src={video.url}
        poster={video.coverUrl ?? video.posterUrl ?? undefined}
        autoPlay
        loop
        playsInline
        muted={!withSound}
        controls={withSound}
        data-testid="reel-video"
        aria-label={t('reelsEdit.yourClip')}
      />
    </div>
  );
}
