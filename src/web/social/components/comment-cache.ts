import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Comment, CommentPage, Reply } from '../../../shared/schemas/social.ts';
import { CONTENT_KEY } from '../../content/api/categories-api.ts';
import { dropCached, patchCached, toggleLike } from '../patch-comments.ts';
import { commentsKey, mineKey, repliesKey, SOCIAL_KEY } from '../api/social-keys.ts';

/** The article's counters (comment count, like count...) live in its detail query. */
const articleDetailKey = (articleId: string) => [...CONTENT_KEY, 'detail', articleId];

function forgetArticle(qc: QueryClient, articleId: string) {
  void qc.invalidateQueries({ queryKey: articleDetailKey(articleId) });
  void qc.invalidateQueries({ queryKey: mineKey('comments') });
}

/** A new comment shows at the top at once; the article's count is fetched again. */
export function commentAdded(qc: QueryClient, articleId: string, comment: Comment) {
  qc.setQueryData<InfiniteData<CommentPage>>(commentsKey(articleId), (data) => {
    if (!data?.pages[0]) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first, list: [comment, ...first.list] }, ...rest] };
  });
  forgetArticle(qc, articleId);
}

/** A new reply shows under its comment at once (past the preview too), and in the full reply list. */
export function replyAdded(qc: QueryClient, articleId: string, reply: Reply) {
  qc.setQueriesData({ queryKey: SOCIAL_KEY }, (data: unknown) =>
    patchCached(data, reply.commentId, (c) =>
      'replies' in c ? { ...c, replyCount: c.replyCount + 1, replies: [...c.replies, reply] } : c,
    ),
  );
  void qc.invalidateQueries({ queryKey: repliesKey(reply.commentId) });
  forgetArticle(qc, articleId);
}

/** Deleted or hidden: gone from every list at once. */
export function commentGone(qc: QueryClient, articleId: string, id: string) {
  qc.setQueriesData({ queryKey: SOCIAL_KEY }, (data: unknown) => dropCached(data, id));
  // A thread's reply count is not in a page list: read it again.
  void qc.invalidateQueries({ queryKey: [...SOCIAL_KEY, 'thread'] });
  forgetArticle(qc, articleId);
}

/** The like as the member sees it: `like` optimistically, then the server's count. */
export function commentLiked(qc: QueryClient, id: string, like: boolean, likeCount?: number) {
  qc.setQueriesData({ queryKey: SOCIAL_KEY }, (data: unknown) =>
    patchCached(data, id, (c) => {
      const next = toggleLike(c, like);
      return likeCount === undefined ? next : { ...next, liked: like, likeCount };
    }),
  );
}
