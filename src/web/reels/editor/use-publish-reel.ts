import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from '../../app/routing.tsx';
import { ArticleSaveSchema } from '../../../shared/schemas/content.ts';
import { ApiError } from '../../api/api-error.ts';
import { toast } from '../../app/toast.ts';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { saveArticle } from '../../content/api/article-save-api.ts';
import { CONTENT_KEY } from '../../content/api/categories-api.ts';
import type { Autosaver } from '../../content/components/editor-autosave.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { toPayload } from './reel-draft.ts';
import { useReelEditor } from './reel-editor-store.ts';

/**
 * Publishing, exactly once, from the editor or the preview. A clip still being processed is no
 * reason to wait: the server keeps the reel and puts it live when the video is ready.
 */
export function usePublishReel(saver?: Autosaver) {
  const t = useT();
  const msg = useMsg();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errors = useFormErrors();
  const busy = useRef(false);
  const [publishing, setPublishing] = useState(false);

  async function publish(blocked: string | null) {
    if (busy.current) return;
    if (blocked) {
      errors.setFormError(blocked);
      return;
    }
    const draft = useReelEditor.getState().draft;
    if (!errors.parse(ArticleSaveSchema, toPayload(draft, false))) return;
    busy.current = true;
    setPublishing(true);
    saver?.pause();
    try {
      await saver?.settle();
      // The autosave may just have created the draft: publish that one, not a second reel.
      const current = useReelEditor.getState().draft;
      const saved = await saveArticle(
        toPayload({ ...current, articleId: saver?.id ?? current.articleId }, false),
      );
      saver?.stop();
      useReelEditor.getState().reset(current.owner);
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
      void toast(
        saved.waitingForVideo ? t('reelsEdit.publishWhenReady') : msg('content.published'),
        'success',
      );
      void navigate(`/article/reels/${saved.id}`, { replace: true });
    } catch (err) {
      void toast(t('reelsEdit.publishFail'), 'fail');
      if (err instanceof ApiError && err.fields.length > 0) errors.fromError(err, t('reelsEdit.publishFail'));
      else errors.setFormError(`${t('reelsEdit.publishFail')}: ${err instanceof Error ? err.message : ''}`);
      saver?.resume();
      busy.current = false;
      setPublishing(false);
    }
  }

  return { publish, publishing, errors };
}
