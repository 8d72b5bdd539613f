import { countChars } from '../../shared/content/words.ts';
import { COMMENT_MAX } from '../../shared/schemas/social.ts';

/** What the composer's counter and Send button need to know about the text. */
export interface DraftState {
  /** Characters (code points) as the server counts them, trimmed. */
  count: number;
  over: boolean;
  /** Send is allowed: something to say and within the limit. */
  sendable: boolean;
}

export function draftState(text: string, max = COMMENT_MAX): DraftState {
  const count = countChars(text.trim());
  const over = count > max;
  return { count, over, sendable: count > 0 && !over };
}

/** The part of `Storage` the draft store uses (sessionStorage in the browser). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'vc.commentDraft.';

/**
 * Unsent comment text per place (an article, or a comment being replied to), kept in session storage
 * so a failed send, a reload or a trip to the login dialog never loses what the member wrote. Storage
 * failures (private mode, quota) are ignored: the text still lives in the textarea.
 */
export function draftStore(storage: DraftStorage | undefined) {
  return {
    read(scope: string): string {
      try {
        return storage?.getItem(PREFIX + scope) ?? '';
      } catch {
        return '';
      }
    },
    write(scope: string, text: string): void {
      try {
        if (text.trim() === '') storage?.removeItem(PREFIX + scope);
        else storage?.setItem(PREFIX + scope, text);
      } catch {
        // Keep typing even when storage refuses.
      }
    },
    clear(scope: string): void {
      try {
        storage?.removeItem(PREFIX + scope);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

/** The scope of a draft: a new comment on an article, or a reply under a comment. */
export const draftScope = (target: { articleId: string; commentId?: string | undefined }) =>
  target.commentId ? `reply.${target.commentId}` : `article.${target.articleId}`;
