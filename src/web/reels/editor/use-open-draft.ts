import { useEffect, useState } from 'react';
import { useSearchParams } from '../../app/routing.tsx';
import type { Video } from '../../../shared/schemas/reels.ts';
import { loadArticle } from '../../content/api/article-save-api.ts';
import { getVideo } from '../api/video-api.ts';
import { draftSignature, fromArticle } from './reel-draft.ts';
import { useReelEditor } from './reel-editor-store.ts';

export type OpenPhase = 'loading' | 'ready' | 'missing';

/**
 * How the editor opens: `?draft={id}` continues a saved reel (unless this tab already holds it,
 * perhaps with changes not yet saved), `?new=1` starts over, anything else continues this tab's reel.
 */
export function useOpenDraft(owner: string): OpenPhase {
  const [params, setParams] = useSearchParams();
  const draftId = params.get('draft');
  const fresh = params.get('new') === '1';
  const [phase, setPhase] = useState<OpenPhase>(() =>
    draftId && useReelEditor.getState().draft.articleId !== draftId ? 'loading' : 'ready',
  );

  useEffect(() => {
    let live = true;
    const { draft, reset, change } = useReelEditor.getState();
    if (fresh) {
      reset(owner);
      setParams({}, { replace: true });
    }
    if (!draftId || (draft.owner === owner && draft.articleId === draftId)) return;
    const open = async () => {
      const a = await loadArticle(draftId);
      if (a.type !== 'reels' || a.status !== 'draft' || !a.mine) return live && setPhase('missing');
      // A merge knows its parent: the editor needs it for "No music".
      const video: Video | null = a.videoId ? await getVideo(a.videoId).catch(() => null) : null;
      if (!live) return;
      const opened = fromArticle(owner, a, video);
      change(() => ({ ...opened, savedSignature: draftSignature(opened) }));
      setPhase('ready');
    };
    open().catch(() => live && setPhase('missing'));
    return () => {
      live = false;
    };
  }, [draftId, fresh, owner, setParams]);

  return phase;
}
