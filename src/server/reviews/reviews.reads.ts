import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ATTRIBUTES,
  type Review,
  type ReviewPage,
  type ReviewReplyPage,
  type ReviewSort,
  type ReviewStatistics,
} from '../../shared/schemas/reviews.ts';
import type { Db } from '../db/client.ts';
import { reviewReplies, reviews } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { afterCursor, cut } from '../social/social.keyset.ts';
import { decodeKeys, encodeKeys } from './reviews.keys.ts';
import { toReview, toReviewReply } from './reviews.mapper.ts';
import { likedAmong, selectReplies, selectReviews, type ReviewRow } from './reviews.repository.ts';

export interface ReviewFilter {
  productId?: bigint | undefined;
  brandId?: bigint | undefined;
  userId?: bigint | undefined;
}

/**
 * The orders of a review list (docs: the lead's decision record):
 * - latest: newest first (created_at desc, id desc).
 * - popular: most liked first (like_count desc, id desc), read by reviews_*_popular_idx.
 * - classic: complete reviews only (a picture or enough text), highest overall score first, then most
 *   liked, then newest id: the considered reviews a newcomer should read first.
 * - mine (ownerList): the member's own, last edited first (updated_at desc, id desc).
 * Each cursor carries the sort keys of the last row sent, so a page never repeats or skips a row that
 * kept its keys.
 */
type Order = ReviewSort | 'mine';

const orderOf: Record<Order, { by: SQL[]; keys: (r: ReviewRow) => (string | number | bigint)[] }> = {
  latest: { by: [desc(reviews.createdAt), desc(reviews.id)], keys: (r) => [r.us, r.review.id] },
  popular: {
    by: [desc(reviews.likeCount), desc(reviews.id)],
    keys: (r) => [r.review.likeCount, r.review.id],
  },
  classic: {
    by: [desc(reviews.overallScore), desc(reviews.likeCount), desc(reviews.id)],
    keys: (r) => [r.review.overallScore, r.review.likeCount, r.review.id],
  },
  mine: { by: [desc(reviews.updatedAt), desc(reviews.id)], keys: (r) => [r.updatedUs, r.review.id] },
};

const at = (us: string) => sql`(timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond')`;

function after(order: Order, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  switch (order) {
    case 'latest': {
      const [us = '0', id = '0'] = decodeKeys(cursor, 2);
      return sql`(${reviews.createdAt}, ${reviews.id}) < (${at(us)}, ${id}::bigint)`;
    }
    case 'mine': {
      const [us = '0', id = '0'] = decodeKeys(cursor, 2);
      return sql`(${reviews.updatedAt}, ${reviews.id}) < (${at(us)}, ${id}::bigint)`;
    }
    case 'popular': {
      const [likes = '0', id = '0'] = decodeKeys(cursor, 2);
      return sql`(${reviews.likeCount}, ${reviews.id}) < (${likes}::int, ${id}::bigint)`;
    }
    case 'classic': {
      const [score = '0', likes = '0', id = '0'] = decodeKeys(cursor, 3);
      return sql`(${reviews.overallScore}, ${reviews.likeCount}, ${reviews.id}) < (${score}::int, ${likes}::int, ${id}::bigint)`;
    }
  }
}

/** Rows to answers with the viewer's likes: one extra query per page. */
export async function withViewer(db: Db, rows: ReviewRow[], viewer: bigint | null): Promise<Review[]> {
  const liked = await likedAmong(
    db,
    viewer,
    rows.map((r) => r.review.id),
  );
  return rows.map((r) => toReview(r, { viewer, liked }));
}

export async function reviewPage(
  db: Db,
  filter: ReviewFilter,
  order: Order,
  viewer: bigint | null,
  size: number,
  cursor?: string,
): Promise<ReviewPage> {
  const rows = await selectReviews(db)
    .where(
      and(
        isNull(reviews.hiddenAt),
        filter.productId === undefined ? undefined : eq(reviews.productId, filter.productId),
        filter.brandId === undefined ? undefined : eq(reviews.brandId, filter.brandId),
        filter.userId === undefined ? undefined : eq(reviews.userId, filter.userId),
        order === 'classic' ? eq(reviews.complete, true) : undefined,
        after(order, cursor),
      ),
    )
    .orderBy(...orderOf[order].by)
    .limit(size + 1);
  const list = rows.slice(0, size);
  const last = list.at(-1);
  const nextCursor = rows.length > size && last ? encodeKeys(orderOf[order].keys(last)) : null;
  return { list: await withViewer(db, list, viewer), nextCursor };
}

export async function reviewDetail(db: Db, id: bigint, viewer: bigint | null): Promise<Review> {
  const rows = await selectReviews(db).where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)));
  const [review] = await withViewer(db, rows, viewer);
  if (!review) throw notFound();
  return review;
}

const levelCounts = (column: SQL) => ({
  less: sql<number>`(count(*) filter (where ${column} = 'less'))::int`,
  perfect: sql<number>`(count(*) filter (where ${column} = 'perfect'))::int`,
  more: sql<number>`(count(*) filter (where ${column} = 'more'))::int`,
});

/** A product's numbers in two aggregate queries (everything but the flavours, then the flavours). */
export async function statistics(db: Db, productId: bigint): Promise<ReviewStatistics> {
  const column = {
    aroma: reviews.aroma,
    coolness: reviews.coolness,
    sweetness: reviews.sweetness,
    throatHit: reviews.throatHit,
  };
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${reviews.overallScore}), 0)::int`,
      s1: sql<number>`(count(*) filter (where ${reviews.overallScore} = 1))::int`,
      s2: sql<number>`(count(*) filter (where ${reviews.overallScore} = 2))::int`,
      s3: sql<number>`(count(*) filter (where ${reviews.overallScore} = 3))::int`,
      s4: sql<number>`(count(*) filter (where ${reviews.overallScore} = 4))::int`,
      s5: sql<number>`(count(*) filter (where ${reviews.overallScore} = 5))::int`,
      aroma: levelCounts(sql`${column.aroma}`),
      coolness: levelCounts(sql`${column.coolness}`),
      sweetness: levelCounts(sql`${column.sweetness}`),
      throatHit: levelCounts(sql`${column.throatHit}`),
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)));
  const flavours = await db
    .select({ flavour: reviews.flavour, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
    .groupBy(reviews.flavour)
    .orderBy(desc(sql`count(*)`), asc(reviews.flavour));
  const count = Number(row?.count ?? 0);
  const levels = Object.fromEntries(
    ATTRIBUTES.map((a) => {
      const c = row?.[a];
      return [
        a,
        { less: Number(c?.less ?? 0), perfect: Number(c?.perfect ?? 0), more: Number(c?.more ?? 0) },
      ];
    }),
  ) as Pick<ReviewStatistics, (typeof ATTRIBUTES)[number]>;
  return {
    count,
    meanScore: count === 0 ? null : Math.round((Number(row?.sum ?? 0) / count) * 10) / 10,
    scores: [row?.s1, row?.s2, row?.s3, row?.s4, row?.s5].map((n) => Number(n ?? 0)),
    ...levels,
    flavours: flavours.map((f) => ({ flavour: f.flavour, count: Number(f.count) })),
  };
}

/** A review's replies, oldest first; 404 when the review does not exist. */
export async function replyPage(
  db: Db,
  reviewId: bigint,
  viewer: bigint | null,
  size: number,
  cursor?: string,
): Promise<ReviewReplyPage> {
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)));
  if (!review) throw notFound();
  const rows = await selectReplies(db)
    .where(
      and(
        eq(reviewReplies.reviewId, reviewId),
        afterCursor(cursor, reviewReplies.createdAt, reviewReplies.id, 'asc'),
      ),
    )
    .orderBy(asc(reviewReplies.createdAt), asc(reviewReplies.id))
    .limit(size + 1);
  const page = cut(rows, size, (r) => r.reply.id);
  return { list: page.list.map((r) => toReviewReply(r, viewer)), nextCursor: page.nextCursor };
}
