import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Video } from '../../../shared/schemas/reels.ts';
import { setVideoCover, videoQuery } from '../api/video-api.ts';
import { coverToReapply, withCover, type ReelDraft } from './reel-draft.ts';
import { useReelEditor } from './reel-editor-store.ts';

/**
 * Adding or removing music makes another video, which starts with its own poster: the cover the
 * member chose is set on it again once it is ready, so the choice is not silently lost.
 */
export function useCoverReapply(draft: ReelDraft, video: Video | undefined) {
  const queryClient = useQueryClient();
  const asked = useRef('');
  const cover = coverToReapply(draft);
  const ready = video?.status === 'ready' ? video.videoId : null;
  useEffect(() => {
    if (!cover || !ready || asked.current === ready) return;
    asked.current = ready;
    setVideoCover(ready, cover)
      .then((v) => {
        queryClient.setQueryData(videoQuery(ready).queryKey, v);
        useReelEditor.getState().change((d) => withCover(d, cover, ready));
      })
      // The poster stays: the member can choose again on the cover page.
      .catch(() => undefined);
  }, [cover, ready, queryClient]);
}
