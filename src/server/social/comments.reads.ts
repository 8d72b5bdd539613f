import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  REPLY_PREVIEW,
  type Comment,
  type CommentPage,
  type CommentThread,
  type Reply,
} from '../../shared/schemas/social.ts';
import type { MyComment, ReplyPage } from '../../shared/schemas/social.ts';
import type { Db } from '../db/client.ts';
import { articles, comments } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { toComment, toReply } from './comments.mapper.ts';
import {
  commentPage,
  commentsByIds,
  likedAmong,
  replyPage,
  replyPreviews,
  type CommentRow,
} from './comments.repository.ts';
import { afterCursor, cut, usOf } from './social.keyset.ts';

const published = (id: bigint) => and(eq(articles.id, id), eq(articles.status, 'published'));

/** Comments with their reply previews and the viewer's likes: three queries whatever the page size. */
async function withReplies(db: Db, rows: CommentRow[], viewer: bigint | null): Promise<Comment[]> {
  const previews = await replyPreviews(
    db,
    rows.map((r) => r.id),
    viewer,
  );
  const liked = await likedAmong(
    db,
    viewer,
    [...rows, ...previews].map((r) => r.id),
  );
  const v = { viewer, liked };
  const byParent = new Map<bigint, CommentRow[]>();
  for (const p of previews) {
    if (p.parentId === null) continue;
    byParent.set(p.parentId, [...(byParent.get(p.parentId) ?? []), p]);
  }
  return rows.map((r) =>
    toComment(
      r,
      (byParent.get(r.id) ?? []).slice(0, REPLY_PREVIEW).map((p) => toReply(p, v)),
      v,
    ),
  );
}

/** An article's top-level comments, newest first; 404 unless the article is published. */
export async function listComments(
  db: Db,
  articleId: bigint,
  viewer: bigint | null,
  size: number,
  cursor?: string,
): Promise<CommentPage> {
  const [article] = await db.select({ id: articles.id }).from(articles).where(published(articleId));
  if (!article) throw notFound();
  const page = cut(await commentPage(db, articleId, viewer, size, cursor), size, (r) => r.id);
  return { list: await withReplies(db, page.list, viewer), nextCursor: page.nextCursor };
}

/**
 * A shared (visitor) page as a member sees it when they hide nothing (no block, mute or hidden
 * comment, so the same comments show): their likes among its comments and replies in one query, and
 * which of them are their own. The cached page itself is left as it is.
 */
export async function asViewer(db: Db, shared: CommentPage, viewer: bigint): Promise<CommentPage> {
  const ids = shared.list.flatMap((c) => [c.id, ...c.replies.map((r) => r.id)]).map(BigInt);
  const liked = await likedAmong(db, viewer, ids);
  const me = String(viewer);
  const mark = <T extends Comment | Reply>(x: T): T => ({
    ...x,
    liked: liked.has(BigInt(x.id)),
    mine: x.author.userId === me,
  });
  return { ...shared, list: shared.list.map((c) => ({ ...mark(c), replies: c.replies.map(mark) })) };
}

/** A thread's replies, oldest first; 404 unless it is a comment on a published article. */
export async function listReplies(
  db: Db,
  commentId: bigint,
  viewer: bigint | null,
  size: number,
  cursor?: string,
): Promise<ReplyPage> {
  const [root] = await db
    .select({ id: comments.id })
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.articleId))
    .where(
      and(
        eq(comments.id, commentId),
        sql`${comments.parentId} is null`,
        isNull(comments.hiddenAt),
        eq(articles.status, 'published'),
      ),
    );
  if (!root) throw notFound();
  const page = cut(await replyPage(db, commentId, viewer, size, cursor), size, (r) => r.id);
  const liked = await likedAmong(
    db,
    viewer,
    page.list.map((r) => r.id),
  );
  return { list: page.list.map((r) => toReply(r, { viewer, liked })), nextCursor: page.nextCursor };
}

/**
 * `/reply/{id}`: one comment, its first replies and its article. A reply's id answers the thread it
 * sits in (notifications about replies carry the reply's id, and the link should still open the
 * thread). Shown even when the viewer hid it: they asked for this one. 404 unless published.
 */
export async function thread(db: Db, id: bigint, viewer: bigint | null): Promise<CommentThread> {
  const [row] = await commentsByIds(db, [id]);
  const root = row?.parentId ? (await commentsByIds(db, [row.parentId]))[0] : row;
  if (!root || row?.hiddenAt || root.hiddenAt) throw notFound();
  const [article] = await db
    .select({ id: articles.id, title: articles.title, cover: articles.coverUrl, authorId: articles.authorId })
    .from(articles)
    .where(published(root.articleId));
  if (!article) throw notFound();
  const [comment] = await withReplies(db, [root], viewer);
  if (!comment) throw notFound();
  return {
    ...comment,
    article: {
      id: String(article.id),
      title: article.title,
      cover: article.cover,
      authorId: String(article.authorId),
    },
  };
}

/** "My comments": what the member wrote on published articles, newest first. */
export async function myComments(db: Db, userId: bigint, size: number, cursor?: string) {
  const rows = await db
    .select({
      id: comments.id,
      parentId: comments.parentId,
      content: comments.content,
      createdAt: comments.createdAt,
      likeCount: comments.likeCount,
      us: usOf(comments.createdAt),
      articleId: articles.id,
      title: articles.title,
      cover: articles.coverUrl,
    })
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.articleId))
    .where(
      and(
        eq(comments.authorId, userId),
        eq(articles.status, 'published'),
        isNull(comments.hiddenAt),
        afterCursor(cursor, comments.createdAt, comments.id, 'desc'),
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(size + 1);
  const page = cut(rows, size, (r) => r.id);
  const list = page.list.map((r): MyComment => ({
    id: String(r.id),
    commentId: r.parentId === null ? null : String(r.parentId),
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    likeCount: r.likeCount,
    article: { id: String(r.articleId), title: r.title, cover: r.cover },
  }));
  return { list, nextCursor: page.nextCursor };
}
