import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { VIDEO_MAX_BYTES, VIDEO_SECONDS_MAX, VIDEO_SECONDS_MIN } from '../../../shared/schemas/reels.ts';
import { errorMessage } from '../../api/api-error.ts';
import { deviceKind } from '../../api/client.ts';
import { isAbort, type UploadHandle } from '../../api/upload.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { uploadVideo } from '../api/video-api.ts';
import type { VideoUploaded } from '../../../shared/schemas/reels.ts';
import { checkClip, readClipSeconds, uploadPercent } from './clip-check.ts';
import { ProgressBar } from './progress-bar.tsx';

type Stage =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'uploading'; percent: number; name: string }
  | { kind: 'refused'; title: string; text: string };

/**
 * Choosing the clip: on phones "Record" (the camera) or "Camera roll", elsewhere a file picker. The
 * length is checked here first, so nobody waits for an upload the server would refuse; then the
 * file goes up with real progress and can be cancelled.
 */
export function ClipPicker({
  onUploaded,
  compact,
}: {
  onUploaded: (videoId: string) => void;
  compact?: boolean;
}) {
  const t = useT();
  const msg = useMsg();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const handle = useRef<UploadHandle<VideoUploaded> | null>(null);
  const phone = deviceKind() === 'mobile';

  // Leaving the page stops a transfer nobody would see the end of.
  useEffect(() => () => handle.current?.cancel(), []);

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    // The same file chosen again must fire `change` again.
    e.target.value = '';
    if (!file) return;
    setStage({ kind: 'checking' });
    const verdict = checkClip(file.size > VIDEO_MAX_BYTES ? null : await readClipSeconds(file), file.size);
    if (verdict === 'tooShort') {
      return setStage({
        kind: 'refused',
        title: t('reelsEdit.tooShortTitle'),
        text: t('reelsEdit.tooShort', { min: VIDEO_SECONDS_MIN }),
      });
    }
    if (verdict === 'tooLong') {
      return setStage({
        kind: 'refused',
        title: t('reelsEdit.trimTitle'),
        text: t('reelsEdit.trimHint', { max: VIDEO_SECONDS_MAX }),
      });
    }
    if (verdict === 'tooLarge') {
      return setStage({
        kind: 'refused',
        title: t('reelsEdit.tooLargeTitle'),
        text: msg('reels.videoTooLarge', { max: VIDEO_MAX_BYTES / 1024 / 1024 }),
      });
    }
    const h = uploadVideo(file, (fraction) =>
      setStage({ kind: 'uploading', percent: uploadPercent(fraction), name: file.name }),
    );
    handle.current = h;
    setStage({ kind: 'uploading', percent: 0, name: file.name });
    try {
      const { videoId } = await h.promise;
      setStage({ kind: 'idle' });
      onUploaded(videoId);
    } catch (err) {
      if (isAbort(err)) return setStage({ kind: 'idle' });
      setStage({
        kind: 'refused',
        title: t('reelsEdit.uploadFailed'),
        text: errorMessage(err, t('error.request')),
      });
    } finally {
      handle.current = null;
    }
  }

  if (stage.kind === 'uploading') {
    return (
      <div className="vc-reel-upload" data-testid="reel-upload">
        <p className="vc-reel-upload__name">{t('reelsEdit.uploading', { name: stage.name })}</p>
        <ProgressBar
          percent={stage.percent}
          label={t('reelsEdit.uploadProgress')}
          testId="reel-upload-progress"
        />
        <button
          type="button"
          className="vc-button vc-button--ghost"
          data-testid="reel-upload-cancel"
          onClick={() => handle.current?.cancel()}
        >
          {t('reelsEdit.cancelUpload')}
        </button>
      </div>
    );
  }

  const input = (id: 'record' | 'roll') => (
    <label
      className={`vc-button ${id === 'roll' ? 'vc-button--primary' : 'vc-button--soft'} vc-reel-pick__button`}
    >
      {t(id === 'record' ? 'reelsEdit.record' : phone ? 'reelsEdit.cameraRoll' : 'reelsEdit.chooseFile')}
      <input
        className="vc-visually-hidden"
        type="file"
        accept="video/*"
        {...(id === 'record' ? { capture: 'environment' as const } : {})}
        aria-label={t(
          id === 'record' ? 'reelsEdit.record' : phone ? 'reelsEdit.cameraRoll' : 'reelsEdit.chooseFile',
        )}
        data-testid={id === 'record' ? 'reel-record-input' : 'reel-file-input'}
        disabled={stage.kind === 'checking'}
        onChange={(e) => void choose(e)}
      />
    </label>
  );

  return (
    <div className={`vc-reel-pick${compact ? ' vc-reel-pick--compact' : ''}`}>
      {compact ? null : (
        <>
          <p className="vc-reel-pick__title">{t('reelsEdit.pickTitle')}</p>
          <p className="vc-reel-pick__hint">
            {t('reelsEdit.pickHint', {
              min: VIDEO_SECONDS_MIN,
              max: VIDEO_SECONDS_MAX,
              mb: VIDEO_MAX_BYTES / 1024 / 1024,
            })}
          </p>
        </>
      )}
      <div className="vc-reel-pick__buttons">
        {phone ? input('record') : null}
        {input('roll')}
      </div>
      {stage.kind === 'checking' ? (
        <p className="vc-field__hint" role="status">
          {t('reelsEdit.checking')}
        </p>
      ) : null}
      {stage.kind === 'refused' ? (
        <div className="vc-reel-refused" role="alert" data-testid="reel-refused">
          <p className="vc-reel-refused__title">{stage.title}</p>
          <p>{stage.text}</p>
        </div>
      ) : null}
    </div>
  );
}
