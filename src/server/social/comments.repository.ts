import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REPLY_PREVIEW } from '../../shared/schemas/social.ts';
import type { Db, Tx } from '../db/client.ts';
import { commentLikes, comments, hiddenItems, kolMembers, shields, users } from '../db/schema.ts';
import { tierCodeOf } from '../tiers/tiers.sql.ts';
import { afterCursor, usOf } from './social.keyset.ts';

type Q = Db | Tx;

const replyUser = alias(users, 'reply_user');

/** Everything a comment or reply answer needs, in one row (author and replied-to member joined). */
export const commentColumns = {
  id: comments.id,
  articleId: comments.articleId,
  parentId: comments.parentId,
  content: comments.content,
  likeCount: comments.likeCount,
  replyCount: comments.replyCount,
  createdAt: comments.createdAt,
  hiddenAt: comments.hiddenAt,
  us: usOf(comments.createdAt),
  authorId: comments.authorId,
  nickName: users.nickName,
  userName: users.userName,
  avatarUrl: users.avatarUrl,
  kol: sql<boolean>`exists (select 1 from ${kolMembers} where ${kolMembers.userId} = ${comments.authorId})`,
  tierCode: tierCodeOf(comments.authorId),
  replyToId: comments.replyToUserId,
  replyNickName: replyUser.nickName,
  replyUserName: replyUser.userName,
  replyAvatarUrl: replyUser.avatarUrl,
  replyKol: sql<boolean>`exists (select 1 from ${kolMembers} where ${kolMembers.userId} = ${comments.replyToUserId})`,
};

const selectComments = (db: Q) =>
  db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .leftJoin(replyUser, eq(replyUser.id, comments.replyToUserId));

export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

/**
 * What a signed-in viewer does not want to see: comments and replies by members they blocked or
 * muted (either kind of shield), and single comments they marked "not interested". Nobody sees what
 * the moderation queue hid (issue 14).
 */
export function visibleTo(viewer: bigint | null): SQL {
  if (viewer === null) return isNull(comments.hiddenAt);
  return sql`${comments.hiddenAt} is null and not exists (select 1 from ${shields} where ${shields.userId} = ${viewer} and ${shields.targetId} = ${comments.authorId})
    and not exists (select 1 from ${hiddenItems} where ${hiddenItems.userId} = ${viewer}
      and ${hiddenItems.targetType} = 'comment' and ${hiddenItems.targetId} = ${comments.id})`;
}

export async function commentsByIds(db: Q, ids: bigint[]): Promise<CommentRow[]> {
  if (ids.length === 0) return [];
  return selectComments(db).where(inArray(comments.id, ids));
}

/** One page of an article's top-level comments, newest first (`comments_article_idx`). */
export function commentPage(db: Q, articleId: bigint, viewer: bigint | null, size: number, cursor?: string) {
  return selectComments(db)
    .where(
      and(
        eq(comments.articleId, articleId),
        isNull(comments.parentId),
        visibleTo(viewer),
        afterCursor(cursor, comments.createdAt, comments.id, 'desc'),
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(size + 1);
}

/** One page of a thread's replies, oldest first (`comments_thread_idx`). */
export function replyPage(db: Q, parentId: bigint, viewer: bigint | null, size: number, cursor?: string) {
  return selectComments(db)
    .where(
      and(
        eq(comments.parentId, parentId),
        visibleTo(viewer),
        afterCursor(cursor, comments.createdAt, comments.id, 'asc'),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(size + 1);
}

/** The first `REPLY_PREVIEW` visible replies of each comment, oldest first: one query per page. */
export function replyPreviews(db: Q, parentIds: bigint[], viewer: bigint | null) {
  if (parentIds.length === 0) return Promise.resolve([]);
  const ranked = db
    .select({
      id: comments.id,
      rn: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.createdAt}, ${comments.id})`.as(
        'rn',
      ),
    })
    .from(comments)
    .where(and(inArray(comments.parentId, parentIds), visibleTo(viewer)))
    .as('ranked');
  const first = db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rn, REPLY_PREVIEW));
  return selectComments(db)
    .where(inArray(comments.id, first))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/** Which of `ids` the viewer liked: one query per page. */
export async function likedAmong(db: Q, viewer: bigint | null, ids: bigint[]): Promise<Set<bigint>> {
  if (viewer === null || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, viewer), inArray(commentLikes.commentId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** A comment or reply row, locked until commit (reply-add and delete of one thread queue up). */
export async function lockComment(tx: Tx, id: bigint) {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  return row;
}

export async function plainComment(db: Q, id: bigint) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row;
}

/** Whether `userId` wrote a reply in the thread under `parentId`. */
export async function repliedInThread(db: Q, parentId: bigint, userId: bigint): Promise<boolean> {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.parentId, parentId), eq(comments.authorId, userId), isNotNull(comments.parentId)))
    .limit(1);
  return row !== undefined;
}
