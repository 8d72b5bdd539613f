import { useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { emptyDraft, type ReelDraft } from './reel-draft.ts';

interface ReelEditor {
  draft: ReelDraft;
  /** Applies one of the pure changes of `reel-draft.ts`. */
  change: (fn: (d: ReelDraft) => ReelDraft) => void;
  /** A fresh reel for `owner` (after publishing, "New reel", or another member on this tab). */
  reset: (owner: string) => void;
}

/**
 * The reel being made, shared by /reels/release, music, cover and preview. In session storage: a
 * reload or a trip to another page keeps everything the member chose and wrote.
 */
export const useReelEditor = create<ReelEditor>()(
  persist(
    (set) => ({
      draft: emptyDraft(''),
      change: (fn) => set((s) => ({ draft: fn(s.draft) })),
      reset: (owner) => set({ draft: emptyDraft(owner) }),
    }),
    {
      name: 'reel-editor',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ draft }) => ({ draft }),
    },
  ),
);

/** The draft of the signed-in member (a draft left by someone else on this tab is dropped). */
export function useOwnDraft(owner: string): ReelDraft {
  const draft = useReelEditor((s) => s.draft);
  const mine = draft.owner === owner;
  useEffect(() => {
    if (!mine) useReelEditor.getState().reset(owner);
  }, [mine, owner]);
  return mine ? draft : emptyDraft(owner);
}
