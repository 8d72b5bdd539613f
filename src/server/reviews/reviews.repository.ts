import { and, asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import {
  catalogueBrands,
  kolMembers,
  pointsFlow,
  pointsRules,
  products,
  reviewLikes,
  reviewReplies,
  reviews,
  users,
} from '../db/schema.ts';
import { usOf } from '../social/social.keyset.ts';

type Q = Db | Tx;

const kolOf = (userId: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${kolMembers} where ${kolMembers.userId} = ${userId})`;

/** A review and its author, one row (the author columns are what `toAuthor` reads). */
export const reviewColumns = {
  review: reviews,
  us: usOf(reviews.createdAt),
  updatedUs: usOf(reviews.updatedAt),
  authorId: reviews.userId,
  nickName: users.nickName,
  userName: users.userName,
  avatarUrl: users.avatarUrl,
  kol: kolOf(reviews.userId),
};

export const selectReviews = (db: Q) =>
  db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId));

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

/** The reviews among `ids` the viewer liked: one query per page, never one per row. */
export async function likedAmong(db: Q, viewer: bigint | null, ids: readonly bigint[]): Promise<Set<bigint>> {
  if (viewer === null || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: reviewLikes.reviewId })
    .from(reviewLikes)
    .where(and(eq(reviewLikes.userId, viewer), inArray(reviewLikes.reviewId, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** A catalogue product with its brand's name (the review copies both). */
export async function catalogueProduct(db: Q, id: bigint) {
  const [row] = await db
    .select({
      id: products.id,
      brandId: products.brandId,
      brandName: catalogueBrands.name,
      name: products.name,
      deviceType: products.deviceType,
    })
    .from(products)
    .innerJoin(catalogueBrands, eq(catalogueBrands.id, products.brandId))
    .where(eq(products.id, id));
  return row;
}

/** The catalogue brand a typed-in brand name means (case-insensitive), if any. */
export async function brandNamed(db: Q, name: string): Promise<bigint | null> {
  const [row] = await db
    .select({ id: catalogueBrands.id })
    .from(catalogueBrands)
    .where(sql`lower(${catalogueBrands.name}) = lower(${name.trim()})`)
    .orderBy(asc(catalogueBrands.id))
    .limit(1);
  return row?.id ?? null;
}

/** Moves a product's review count and score sum with the review write (same transaction). */
export const bumpProduct = (tx: Tx, productId: bigint | null, count: number, score: number) =>
  productId === null
    ? Promise.resolve()
    : tx
        .update(products)
        .set({
          reviewCount: sql`${products.reviewCount} + ${count}`,
          scoreSum: sql`${products.scoreSum} + ${score}`,
        })
        .where(eq(products.id, productId));

/** The caller's own review, locked until commit; undefined when it is not theirs (or gone). */
export async function lockOwnReview(tx: Tx, userId: bigint, id: bigint) {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .for('update');
  return row;
}

/** REVIEW_COMPLETE's amount (0 when off) and whether the member was paid it today (UTC, as points do). */
export async function reviewRule(db: Q, userId: bigint | null) {
  const [rule] = await db
    .select({ points: pointsRules.points, enabled: pointsRules.enabled })
    .from(pointsRules)
    .where(eq(pointsRules.code, 'REVIEW_COMPLETE'));
  const points = rule?.enabled ? Math.max(0, rule.points) : 0;
  if (userId === null) return { points, doneToday: false };
  const [paid] = await db
    .select({ id: pointsFlow.id })
    .from(pointsFlow)
    .where(
      and(
        eq(pointsFlow.userId, userId),
        eq(pointsFlow.ruleCode, 'REVIEW_COMPLETE'),
        sql`${pointsFlow.delta} > 0`,
        sql`${pointsFlow.createdAt} >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`,
      ),
    )
    .limit(1);
  return { points, doneToday: paid !== undefined };
}

const replyUser = alias(users, 'reply_user');

/** A reply with its author and the member it answers, one row. */
export const selectReplies = (db: Q) =>
  db
    .select({
      reply: reviewReplies,
      us: usOf(reviewReplies.createdAt),
      authorId: reviewReplies.authorId,
      nickName: users.nickName,
      userName: users.userName,
      avatarUrl: users.avatarUrl,
      kol: kolOf(reviewReplies.authorId),
      replyNickName: replyUser.nickName,
      replyUserName: replyUser.userName,
      replyAvatarUrl: replyUser.avatarUrl,
      replyKol: kolOf(reviewReplies.replyToUserId),
    })
    .from(reviewReplies)
    .innerJoin(users, eq(users.id, reviewReplies.authorId))
    .leftJoin(replyUser, eq(replyUser.id, reviewReplies.replyToUserId));

export type ReplyRow = Awaited<ReturnType<ReturnType<typeof selectReplies>['execute']>>[number];

/** Whether `userId` wrote a reply under the review (so a reply may answer them). */
export async function repliedUnder(tx: Tx, reviewId: bigint, userId: bigint): Promise<boolean> {
  const [row] = await tx
    .select({ id: reviewReplies.id })
    .from(reviewReplies)
    .where(and(eq(reviewReplies.reviewId, reviewId), eq(reviewReplies.authorId, userId)))
    .limit(1);
  return row !== undefined;
}
