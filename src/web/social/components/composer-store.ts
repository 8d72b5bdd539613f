import { create } from 'zustand';

/** Where the composer sends: a new comment on the article, or a reply under `commentId`. */
export interface ComposerTarget {
  articleId: string;
  commentId?: string | undefined;
  /** The member answered (a reply's author); the comment's author when left out. */
  replyToUserId?: string | undefined;
  /** Shown as "Reply to {name}". */
  name?: string | undefined;
}

/** One composer per page: the actions bar, "Reply" links and the thread page all open it. */
export const useComposer = create<{
  target: ComposerTarget | null;
  open: (target: ComposerTarget) => void;
  close: () => void;
}>((set) => ({
  target: null,
  open: (target) => set({ target }),
  close: () => set({ target: null }),
}));
