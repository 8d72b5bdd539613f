import { useQuery } from '@tanstack/react-query';
import { SoundMuteOutline, SoundOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link } from '../../app/routing.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { videoQuery } from '../api/video-api.ts';
import { currentVideoId } from '../editor/reel-draft.ts';
import { useOwnDraft } from '../editor/reel-editor-store.ts';
import { usePublishReel } from '../editor/use-publish-reel.ts';
import { VideoStage } from '../editor/video-stage.tsx';
import '../editor.css';
import '../i18n/reels-edit-i18n.ts';

/** `/reels/preview`: the reel as the feed will show it (caption, topics, music over the clip). */
export default function ReelsPreviewPage() {
  const t = useT();
  const owner = useUserStore((s) => s.userInfo.userId || s.email);
  const nickName = useUserStore((s) => s.userInfo.nickName ?? '');
  const draft = useOwnDraft(owner);
  const videoId = currentVideoId(draft) ?? '';
  const video = useQuery(videoQuery(videoId));
  const [muted, setMuted] = useState(true);
  const { publish, publishing, errors } = usePublishReel();
  const e = errors.errors;

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
  const v = video.data;
  const ready = v?.status === 'ready' && v.url;
  const fieldError = e.title ?? e.videoId ?? e.topicIds;

  return (
    <div className="vc-reel-preview" data-testid="reels-preview-page">
      <div className="vc-reel-preview__screen">
        {ready ? (
          <video
            key={v.url}
            className="vc-reel-preview__video"
            src={v.url ?? undefined}
            poster={v.coverUrl ?? v.posterUrl ?? undefined}
            autoPlay
            loop
            playsInline
            muted={muted}
            data-testid="reel-preview-video"
            aria-label={t('reelsEdit.yourClip')}
          />
        ) : (
          <VideoStage video={v} error={video.error} />
        )}
        {ready ? (
          <button
            type="button"
            className="vc-reel-preview__sound"
            aria-pressed={!muted}
            aria-label={t(muted ? 'reelsEdit.soundOn' : 'reelsEdit.soundOff')}
            onClick={() => setMuted(!muted)}
          >
            {muted ? <SoundMuteOutline aria-hidden /> : <SoundOutline aria-hidden />}
          </button>
        ) : null}
        <div className="vc-reel-preview__caption">
          {nickName ? <p className="vc-reel-preview__name">@{nickName}</p> : null}
          {draft.caption.trim() ? (
            <p className="vc-reel-preview__title" data-testid="reel-preview-caption">
              {draft.caption}
            </p>
          ) : (
            <p className="vc-reel-preview__title vc-reel-preview__title--missing">
              {t('reelsEdit.noCaption')}
            </p>
          )}
          {draft.topics.length > 0 ? (
            <ul className="vc-reel-preview__topics">
              {draft.topics.map((topic) => (
                <li key={topic.id}>#{topic.name}</li>
              ))}
            </ul>
          ) : null}
          <p className="vc-reel-preview__music">
            ♪ {draft.music ? `${draft.music.title} · ${draft.music.artist}` : t('reelsEdit.originalSound')}
          </p>
        </div>
      </div>
      {fieldError || errors.formError ? (
        <p className="vc-field__error" role="alert">
          {fieldError ?? errors.formError}
        </p>
      ) : null}
      <div className="vc-reel-actions vc-reel-preview__actions">
        <Link className="vc-button vc-button--ghost" to="/reels/release" data-testid="reel-preview-back">
          {t('reelsEdit.backToEdit')}
        </Link>
        <button
          type="button"
          className="vc-button vc-button--primary"
          disabled={publishing}
          data-testid="reel-preview-publish"
          onClick={() => void publish(v?.status === 'failed' ? t('reelsEdit.fixVideo') : null)}
        >
          {publishing ? t('reelsEdit.publishing') : t('reelsEdit.publish')}
        </button>
      </div>
    </div>
  );
}
