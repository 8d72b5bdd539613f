import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from '../../app/routing.tsx';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { OWNER_KEY } from '../../content/api/article-save-api.ts';
import { EditorStatus } from '../../content/components/editor-status.tsx';
import { EditorTopics } from '../../content/components/editor-topics.tsx';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { videoQuery } from '../api/video-api.ts';
import { browserSupport, systemSupported } from '../editor/clip-check.ts';
import { ClipPicker } from '../editor/clip-picker.tsx';
import { ReelCaption } from '../editor/reel-caption.tsx';
import { currentVideoId, withoutMusic, withUpload, worthSaving } from '../editor/reel-draft.ts';
import { useOwnDraft, useReelEditor } from '../editor/reel-editor-store.ts';
import { ReelTools } from '../editor/reel-tools.tsx';
import { UpgradeNotice } from '../editor/upgrade-notice.tsx';
import { useCoverReapply } from '../editor/use-cover-reapply.ts';
import { useOpenDraft } from '../editor/use-open-draft.ts';
import { usePublishReel } from '../editor/use-publish-reel.ts';
import { useReelAutosave } from '../editor/use-reel-autosave.ts';
import { VideoStage } from '../editor/video-stage.tsx';
import '../../content/editor.css';
import '../editor.css';
import '../i18n/reels-edit-i18n.ts';

/** `/reels/release`: the clip, its music and cover, caption and topics; saved as a draft as it goes. */
export default function ReelsReleasePage() {
  const t = useT();
  const msg = useMsg();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const owner = useUserStore((s) => s.userInfo.userId || s.email);
  const supported = useMemo(() => systemSupported(browserSupport()), []);
  const phase = useOpenDraft(owner);
  const draft = useOwnDraft(owner);
  const change = useReelEditor((s) => s.change);
  const videoId = currentVideoId(draft) ?? '';
  const video = useQuery(videoQuery(videoId));
  const { state, saver } = useReelAutosave(phase === 'ready' && worthSaving(draft));
  const { publish, publishing, errors } = usePublishReel(saver);
  useCoverReapply(draft, video.data);
  const e = errors.errors;

  if (!supported) return <UpgradeNotice />;
  if (phase === 'missing') {
    return (
      <div className="vc-empty">
        <p className="vc-empty__title">{t('reelsEdit.draftMissing')}</p>
        <Link className="vc-button vc-button--primary" to="/reels/release?new=1">
          {t('reelsEdit.newReel')}
        </Link>
      </div>
    );
  }
  if (phase === 'loading')
    return <div className="vc-loading" role="status" aria-label={t('reelsEdit.loading')} />;

  const failed = video.data?.status === 'failed';
  const ready = video.data?.status === 'ready';
  const noMusic = () => change(withoutMusic);
  const blocked = failed ? t('reelsEdit.fixVideo') : null;

  async function saveDraft() {
    await saver.flush(true);
    if (saver.id && !saver.dirty) void toast(msg('content.draftSaved'), 'success');
    void queryClient.invalidateQueries({ queryKey: OWNER_KEY });
  }

  return (
    <form
      className="vc-reel-editor"
      onSubmit={(ev) => ev.preventDefault()}
      noValidate
      data-testid="reels-release-page"
    >
      <section className="vc-reel-editor__clip" aria-label={t('reelsEdit.clip')}>
        {draft.originalId ? (
          <VideoStage
            video={video.data}
            error={video.error}
            failedAction={
              draft.music ? (
                <button type="button" className="vc-button vc-button--soft" onClick={noMusic}>
                  {t('reelsEdit.backToOriginal')}
                </button>
              ) : null
            }
          />
        ) : (
          <ClipPicker onUploaded={(id) => change((d) => withUpload(d, id))} />
        )}
        {e.videoId ? (
          <span className="vc-field__error" role="alert">
            {e.videoId}
          </span>
        ) : null}
      </section>
      <section className="vc-reel-editor__form">
        <ReelTools draft={draft} ready={ready} onNoMusic={noMusic} />
        {draft.originalId ? (
          <details className="vc-reel-replace">
            <summary>{t('reelsEdit.replaceClip')}</summary>
            <ClipPicker compact onUploaded={(id) => change((d) => withUpload(d, id))} />
          </details>
        ) : null}
        <ReelCaption
          value={draft.caption}
          error={e.title}
          onChange={(caption) => {
            errors.clear('title');
            change((d) => ({ ...d, caption }));
          }}
        />
        <EditorTopics
          value={draft.topics}
          error={e.topicIds}
          onChange={(topics) => {
            errors.clear('topicIds');
            change((d) => ({ ...d, topics }));
          }}
        />
        {worthSaving(draft) ? <EditorStatus state={state} /> : null}
        {errors.formError ? (
          <p className="vc-field__error" role="alert">
            {errors.formError}
          </p>
        ) : null}
        <div className="vc-reel-actions">
          <button
            type="button"
            className="vc-button vc-button--ghost"
            disabled={!worthSaving(draft) || publishing}
            data-testid="reel-save-draft"
            onClick={() => void saveDraft()}
          >
            {t('reelsEdit.saveDraft')}
          </button>
          <button
            type="button"
            className="vc-button vc-button--soft"
            disabled={!draft.originalId || publishing}
            data-testid="reel-preview-open"
            onClick={() => void navigate('/reels/preview')}
          >
            {t('reelsEdit.preview')}
          </button>
          <button
            type="button"
            className="vc-button vc-button--primary"
            disabled={publishing}
            data-testid="reel-publish"
            onClick={() => void publish(blocked)}
          >
            {publishing ? t('reelsEdit.publishing') : t('reelsEdit.publish')}
          </button>
        </div>
        <Link className="vc-reel-editor__drafts" to="/reels/draft">
          {t('reelsEdit.myDrafts')}
        </Link>
      </section>
    </form>
  );
}
