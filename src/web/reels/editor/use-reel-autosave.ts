import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { Autosaver, type SaveState } from '../../content/components/editor-autosave.ts';
import { OWNER_KEY, saveArticle } from '../../content/api/article-save-api.ts';
import { useT } from '../../i18n/i18n.ts';
import { draftSignature, isDirty, toPayload, type ReelDraft } from './reel-draft.ts';
import { useReelEditor } from './reel-editor-store.ts';

/**
 * The reel saves itself as a draft once it has a clip: ~2 s after the last change, when the page is
 * hidden, when the connection returns and when the editor closes (the article editor's Autosaver:
 * one save at a time, so never two drafts). Changes made on the music and cover pages are picked up
 * when the editor opens again, because the store remembers what the server last confirmed.
 */
export function useReelAutosave(enabled: boolean) {
  const t = useT();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const saver = useMemo(
    () =>
      new Autosaver(
        {
          save: async (id) => {
            const d: ReelDraft = { ...useReelEditor.getState().draft, articleId: id };
            const saved = await saveArticle(toPayload(d, true));
            const signature = draftSignature(d);
            useReelEditor
              .getState()
              .change((cur) => ({ ...cur, articleId: saved.id, savedSignature: signature }));
            return saved;
          },
          onState: setState,
          onConfirmed: () => void queryClient.invalidateQueries({ queryKey: OWNER_KEY }),
          isOffline: (err) => (err instanceof ApiError && err.code === 0) || !navigator.onLine,
          errorMessage: (err) => errorMessage(err, t('error.request')),
        },
        useReelEditor.getState().draft.articleId,
      ),
    // One saver per editor visit; `t` only words its error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useEffect(() => {
    if (!enabled) return;
    // A draft opened from the list while autosave was off: continue that one.
    saver.adopt(useReelEditor.getState().draft.articleId);
    if (isDirty(useReelEditor.getState().draft)) saver.change();
    const unsubscribe = useReelEditor.subscribe((s, prev) => {
      if (s.draft === prev.draft) return;
      // Another draft opened (from the list): continue that one.
      if (s.draft.articleId !== saver.id && s.draft.articleId !== null) saver.adopt(s.draft.articleId);
      if (s.draft.articleId === null && saver.id !== null) saver.adopt(null);
      if (isDirty(s.draft)) saver.change();
    });
    const flush = () => {
      if (saver.dirty) void saver.flush();
    };
    const hide = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', hide);
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', flush);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', hide);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', flush);
      // Going to the music or cover page, or leaving: what is unsaved still goes to the server.
      flush();
    };
  }, [enabled, saver]);

  return { state, saver };
}
