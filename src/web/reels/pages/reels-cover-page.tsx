import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link } from '../../app/routing.tsx';
import type { Video, VideoCover } from '../../../shared/schemas/reels.ts';
import { errorMessage } from '../../api/api-error.ts';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { isAbort, uploadImage } from '../../content/api/upload-api.ts';
import { useT } from '../../i18n/i18n.ts';
import { setVideoCover, videoQuery } from '../api/video-api.ts';
import { CoverScrubber } from '../editor/cover-scrubber.tsx';
import { ProgressBar } from '../editor/progress-bar.tsx';
import { currentVideoId, withCover } from '../editor/reel-draft.ts';
import { useOwnDraft, useReelEditor } from '../editor/reel-editor-store.ts';
import { uploadPercent } from '../editor/clip-check.ts';
import { VideoStage } from '../editor/video-stage.tsx';
import '../editor.css';
import '../i18n/reels-edit-i18n.ts';

/** `/reels/cover`: any frame of the clip, or a picture of the member's own, as the reel's cover. */
export default function ReelsCoverPage() {
  const t = useT();
  const owner = useUserStore((s) => s.userInfo.userId || s.email);
  const draft = useOwnDraft(owner);
  const videoId = currentVideoId(draft) ?? '';
  const video = useQuery(videoQuery(videoId));

  if (!videoId) {
    return (
      <div className="vc-empty">
        <p className="vc-empty__title">{t('reelsEdit.clipFirst')}</p>
        <Link className="vc-button vc-button--primary" to="/reels/release">
          {t('reelsEdit.pickTitle')}
        </Link>
      </div>
    );
  }
  if (video.data?.status !== 'ready' || !video.data.url) {
    return (
      <div className="vc-reel-cover">
        <VideoStage video={video.data} error={video.error} />
        <p className="vc-field__hint">{t('reelsEdit.coverWhenReady')}</p>
      </div>
    );
  }
  return (
    <CoverChooser video={video.data} initialAtMs={draft.coverOn === videoId ? (draft.cover?.atMs ?? 0) : 0} />
  );
}

function CoverChooser({ video, initialAtMs }: { video: Video; initialAtMs: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const change = useReelEditor((s) => s.change);
  const player = useRef<HTMLVideoElement>(null);
  const [atMs, setAtMs] = useState(initialAtMs);
  const [saving, setSaving] = useState(false);
  const [upload, setUpload] = useState<{ percent: number; cancel: () => void } | null>(null);

  // The big picture follows the scrubber: seeking a paused video shows that frame.
  useEffect(() => {
    if (player.current) player.current.currentTime = atMs / 1000;
  }, [atMs]);

  async function apply(cover: VideoCover) {
    setSaving(true);
    try {
      const v = await setVideoCover(video.videoId, cover);
      queryClient.setQueryData(videoQuery(video.videoId).queryKey, v);
      change((d) => withCover(d, cover, video.videoId));
      void toast(t('reelsEdit.coverSaved'), 'success');
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
    } finally {
      setSaving(false);
    }
  }

  async function choosePicture(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const h = uploadImage(file, (f) => setUpload((u) => (u ? { ...u, percent: uploadPercent(f) } : u)));
    setUpload({ percent: 0, cancel: h.cancel });
    try {
      const image = await h.promise;
      setUpload(null);
      await apply({ imageUrl: image.url });
    } catch (err) {
      setUpload(null);
      if (!isAbort(err)) void toast(errorMessage(err, t('error.request')), 'fail');
    }
  }

  return (
    <div className="vc-reel-cover" data-testid="reels-cover-page">
      <div className="vc-reel-cover__frame">
        <video
          ref={player}
          className="vc-reel-stage__video"
          src={video.url ?? undefined}
          muted
          playsInline
          preload="auto"
          aria-label={t('reelsEdit.framePreview')}
        />
      </div>
      {video.thumbsUrl ? (
        <CoverScrubber
          thumbsUrl={video.thumbsUrl}
          thumbCount={video.thumbCount}
          durationMs={video.durationMs}
          atMs={atMs}
          onChange={setAtMs}
        />
      ) : null}
      <div className="vc-reel-actions">
        <button
          type="button"
          className="vc-button vc-button--primary"
          disabled={saving || upload !== null}
          data-testid="cover-use-frame"
          onClick={() => void apply({ atMs })}
        >
          {t('reelsEdit.useFrame')}
        </button>
        <label className="vc-button vc-button--soft">
          {t('reelsEdit.uploadPicture')}
          <input
            className="vc-visually-hidden"
            type="file"
            accept="image/*"
            aria-label={t('reelsEdit.uploadPicture')}
            data-testid="cover-upload-input"
            disabled={saving || upload !== null}
            onChange={(e) => void choosePicture(e)}
          />
        </label>
      </div>
      {upload ? (
        <div className="vc-reel-upload">
          <ProgressBar percent={upload.percent} label={t('reelsEdit.uploadProgress')} />
          <button type="button" className="vc-button vc-button--ghost" onClick={upload.cancel}>
            {t('reelsEdit.cancelUpload')}
          </button>
        </div>
      ) : null}
      <div className="vc-reel-cover__current">
        <p className="vc-field__label">{t('reelsEdit.currentCover')}</p>
        {video.coverUrl ? (
          <img src={video.coverUrl} alt={t('reelsEdit.currentCover')} data-testid="cover-current" />
        ) : null}
        <Link className="vc-button vc-button--ghost" to="/reels/release" data-testid="cover-done">
          {t('reelsEdit.done')}
        </Link>
      </div>
    </div>
  );
}
