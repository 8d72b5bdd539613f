import type { Author } from '../../shared/schemas/content.ts';
import type { Comment, Reply } from '../../shared/schemas/social.ts';
import { toAuthor } from '../content/articles.mapper.ts';
import type { CommentRow } from './comments.repository.ts';

/** What the caller's relation to a row is made of: their id and the ids they liked. */
export interface ViewerState {
  viewer: bigint | null;
  liked: ReadonlySet<bigint>;
}

const replyToOf = (r: CommentRow): Author | null =>
  r.replyToId === null || r.replyUserName === null
    ? null
    : toAuthor({
        authorId: r.replyToId,
        nickName: r.replyNickName,
        userName: r.replyUserName,
        avatarUrl: r.replyAvatarUrl,
        kol: r.replyKol,
      });

export const toReply = (r: CommentRow, v: ViewerState): Reply => ({
  id: String(r.id),
  commentId: String(r.parentId ?? r.id),
  content: r.content,
  author: toAuthor(r),
  replyTo: replyToOf(r),
  likeCount: r.likeCount,
  createdAt: r.createdAt.toISOString(),
  liked: v.liked.has(r.id),
  mine: v.viewer !== null && v.viewer === r.authorId,
});

export const toComment = (r: CommentRow, replies: Reply[], v: ViewerState): Comment => ({
  id: String(r.id),
  articleId: String(r.articleId),
  content: r.content,
  author: toAuthor(r),
  likeCount: r.likeCount,
  replyCount: r.replyCount,
  createdAt: r.createdAt.toISOString(),
  liked: v.liked.has(r.id),
  mine: v.viewer !== null && v.viewer === r.authorId,
  replies,
});
