import { and, eq, sql } from 'drizzle-orm';
import {
  COMPLETE_TEXT_CHARS,
  type Review,
  type ReviewAdded,
  type ReviewPage,
  type ReviewReply,
  type ReviewReplyPage,
  type ReviewSaveParsed,
  type ReviewSort,
  type ReviewStatistics,
  type ReviewTips,
} from '../../shared/schemas/reviews.ts';
import type { Liked } from '../../shared/schemas/social.ts';
import type { Db, Tx } from '../db/client.ts';
import type { ReadCache } from '../infra/read-cache.ts';
import { reviewLikes, reviewReplies, reviews } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { once } from '../http/idempotency.ts';
import { assertNotBlocked } from '../people/shields.rules.ts';
import type { PointsService } from '../points/points.service.ts';
import { hasPurchased } from '../scan/scan.purchases.ts';
import { SOCIAL_PAGE_SIZE } from '../social/social.keyset.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { toReviewReply } from './reviews.mapper.ts';
import { replyPage, reviewDetail, reviewPage, statistics, type ReviewFilter } from './reviews.reads.ts';
import {
  bumpProduct,
  catalogueProduct,
  lockOwnReview,
  repliedUnder,
  reviewRule,
  selectReplies,
} from './reviews.repository.ts';
import { creditReview } from './reviews.credit.ts';
import { isCatalogueKey } from './reviews.keys.ts';
import { fieldsOf, picturesOf, targetOf } from './reviews.rules.ts';

export const LATEST_COUNT = 10;
export const TOP_COUNT = 3;

/** A reply as the route's schema left it (content trimmed, 1-500 characters). */
export interface ReviewReplyInput {
  reviewId: string;
  content: string;
  replyToUserId?: string | undefined;
}

/** +1, -1 or nothing: whether the insert or delete before it changed a row. */
const deltaOf = (on: boolean, changed: number) => (changed === 0 ? 0 : on ? 1 : -1);

/**
 * Taste reviews, their likes, replies and statistics. One review per member and product key: the
 * unique index decides (`on conflict do nothing`, so concurrent adds cannot make two and no failed
 * statement aborts the transaction). A complete review of a catalogue product pays REVIEW_COMPLETE
 * once per member and product through the points ledger (key `REVIEW_COMPLETE:<product key>`, kept
 * after a delete, so reviewing the product again pays nothing). The product's review count and
 * score sum move in the same transaction as the review. Lock order everywhere: review, product,
 * wallet.
 */
export class ReviewsService {
  constructor(
    protected readonly db: Db,
    protected readonly points: PointsService,
    protected readonly uploads: UploadsService,
    /**
     * A visitor's review pages, shared for `READ_CACHE_MS` like the feed (docs/decisions/056); every
     * review write on this instance clears it. Members' pages carry their own likes: always fresh.
     */
    private readonly visitorPages?: ReadCache<ReviewPage>,
  ) {}

  private forget<T>(result: Promise<T>): Promise<T> {
    return result.finally(() => this.visitorPages?.clear());
  }

  /** Within one (user, key) a retry answers the first result and writes nothing. */
  private run<T>(
    userId: bigint,
    key: string | undefined,
    scope: string,
    body: unknown,
    action: (tx: Tx) => Promise<T>,
  ) {
    return key ? once(this.db, { userId, key, scope, body }, action) : this.db.transaction(action);
  }

  /**
   * Pays REVIEW_COMPLETE once per member and catalogue product; answers what was paid (0 when
   * nothing). A typed-in product pays nothing here: a new typed name a day would otherwise earn the
   * award every day. The console's approval pays it (reviews.approval.ts, docs/decisions/088).
   */
  private async award(tx: Tx, userId: bigint, reviewId: bigint, productKey: string): Promise<number> {
    if (!isCatalogueKey(productKey)) return 0;
    const paid = await this.points.earnOnce(
      tx,
      userId,
      'REVIEW_COMPLETE',
      `REVIEW_COMPLETE:${productKey}`,
      `review:${reviewId}`,
    );
    if (!paid) return 0;
    return creditReview(tx, reviewId, paid.flowId);
  }

  /** Publishes a review; 409 ALREADY_REVIEWED when the member reviewed this product before. */
  add(userId: bigint, input: ReviewSaveParsed, key?: string): Promise<ReviewAdded> {
    return this.forget(
      this.run(userId, key, 'reviews.add', input, async (tx) => {
        const target = await targetOf(tx, input);
        const fields = fieldsOf(input, await picturesOf(tx, this.uploads, userId, input));
        const verifiedPurchase = await hasPurchased(tx, userId, target.productId);
        const [row] = await tx
          .insert(reviews)
          .values({ userId, ...target, ...fields, verifiedPurchase })
          .onConflictDoNothing()
          .returning({ id: reviews.id });
        if (!row) throw conflict('ALREADY_REVIEWED', 'reviews.alreadyReviewed');
        await bumpProduct(tx, target.productId, 1, fields.overallScore);
        const pointsAwarded = fields.complete ? await this.award(tx, userId, row.id, target.productKey) : 0;
        return { id: String(row.id), pointsAwarded };
      }),
    );
  }

  /**
   * Edits the member's own review (anyone else's is 404). The product stays: a body naming another
   * one is 400 naming productId. Becoming complete pays then, unless this product was paid before.
   */
  update(userId: bigint, id: bigint, input: ReviewSaveParsed, key?: string): Promise<ReviewAdded> {
    return this.forget(
      this.run(userId, key, `reviews.update:${id}`, input, async (tx) => {
        const old = await lockOwnReview(tx, userId, id);
        if (!old) throw notFound();
        const target = await targetOf(tx, input);
        if (target.productKey !== old.productKey) throw badRequest('productId', 'validation.invalid');
        const fields = fieldsOf(input, await picturesOf(tx, this.uploads, userId, input));
        await tx
          .update(reviews)
          .set({
            ...fields,
            brandName: target.brandName,
            productName: target.productName,
            brandId: target.brandId,
            updatedAt: sql`now()`,
          })
          .where(eq(reviews.id, id));
        await bumpProduct(tx, old.productId, 0, fields.overallScore - old.overallScore);
        const pointsAwarded = fields.complete ? await this.award(tx, userId, id, old.productKey) : 0;
        return { id: String(id), pointsAwarded };
      }),
    );
  }

  /** Deletes the member's own review (anyone else's is 404); the points it earned stay. */
  async remove(userId: bigint, id: bigint): Promise<void> {
    await this.forget(
      this.db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(reviews)
          .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
          .returning({ productId: reviews.productId, score: reviews.overallScore });
        if (!gone) throw notFound();
        await bumpProduct(tx, gone.productId, -1, -gone.score);
      }),
    );
  }

  /** Idempotent like or unlike; the count moves only when a row was added or removed. 404 when gone. */
  like(userId: bigint, reviewId: bigint, like: boolean): Promise<Liked> {
    return this.forget(
      this.db.transaction(async (tx) => {
        const [review] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId));
        if (!review) throw notFound();
        const key = and(eq(reviewLikes.reviewId, reviewId), eq(reviewLikes.userId, userId));
        const changed = like
          ? await tx.insert(reviewLikes).values({ reviewId, userId }).onConflictDoNothing().returning()
          : await tx.delete(reviewLikes).where(key).returning();
        const [row] = await tx
          .update(reviews)
          .set({ likeCount: sql`${reviews.likeCount} + ${deltaOf(like, changed.length)}` })
          .where(eq(reviews.id, reviewId))
          .returning({ likeCount: reviews.likeCount });
        if (!row) throw notFound();
        return { liked: like, likeCount: row.likeCount };
      }),
    );
  }

  /**
   * Replies under a review (404 when it is gone). `replyToUserId` must be the review's author or have
   * replied under it (else 400); 403 BLOCKED when the review's author or the member answered blocked
   * the caller. The review row is locked first, so its reply count stays exact.
   */
  reply(userId: bigint, input: ReviewReplyInput, key?: string): Promise<ReviewReply> {
    return this.forget(
      this.run(userId, key, 'reviews.reply', input, async (tx) => {
        const reviewId = BigInt(input.reviewId);
        const [review] = await tx
          .update(reviews)
          .set({ replyCount: sql`${reviews.replyCount} + 1` })
          .where(eq(reviews.id, reviewId))
          .returning({ authorId: reviews.userId });
        if (!review) throw notFound();
        const asked = input.replyToUserId ? BigInt(input.replyToUserId) : review.authorId;
        if (asked !== review.authorId && !(await repliedUnder(tx, reviewId, asked))) {
          throw badRequest('replyToUserId', 'validation.invalid');
        }
        // Stored only when it is someone other than the review's author (the thread's default).
        const replyTo = asked === review.authorId ? null : asked;
        await assertNotBlocked(tx, [review.authorId, ...(replyTo ? [replyTo] : [])], userId);
        const [row] = await tx
          .insert(reviewReplies)
          .values({ reviewId, authorId: userId, replyToUserId: replyTo, content: input.content })
          .returning({ id: reviewReplies.id });
        if (!row) throw notFound();
        const [full] = await selectReplies(tx).where(eq(reviewReplies.id, row.id));
        if (!full) throw notFound();
        return toReviewReply(full, userId);
      }),
    );
  }

  async latest(viewer: bigint | null): Promise<{ list: Review[] }> {
    const page = await reviewPage(this.db, {}, 'latest', viewer, LATEST_COUNT);
    return { list: page.list };
  }

  page(
    filter: ReviewFilter,
    sort: ReviewSort,
    viewer: bigint | null,
    pageSize?: number,
    cursor?: string,
  ): Promise<ReviewPage> {
    const size = pageSize ?? SOCIAL_PAGE_SIZE;
    const load = () => reviewPage(this.db, filter, sort, viewer, size, cursor);
    if (viewer !== null || !this.visitorPages) return load();
    const key = [filter.productId, filter.brandId, filter.userId, sort, size, cursor].join(':');
    return this.visitorPages.get(key, load);
  }

  detail(id: bigint, viewer: bigint | null): Promise<Review> {
    return reviewDetail(this.db, id, viewer);
  }

  /** The first reviews in the classic order; 404 for an unknown product. */
  async top(productId: bigint, viewer: bigint | null): Promise<{ list: Review[] }> {
    if (!(await catalogueProduct(this.db, productId))) throw notFound();
    const page = await reviewPage(this.db, { productId }, 'classic', viewer, TOP_COUNT);
    return { list: page.list };
  }

  /** 404 for an unknown product. */
  async statistics(productId: bigint): Promise<ReviewStatistics> {
    if (!(await catalogueProduct(this.db, productId))) throw notFound();
    return statistics(this.db, productId);
  }

  async tips(userId: bigint | null): Promise<ReviewTips> {
    return { ...(await reviewRule(this.db, userId)), completeTextChars: COMPLETE_TEXT_CHARS };
  }

  /** The member's own reviews, last edited first. */
  mine(userId: bigint, pageSize?: number, cursor?: string): Promise<ReviewPage> {
    return reviewPage(this.db, { userId }, 'mine', userId, pageSize ?? SOCIAL_PAGE_SIZE, cursor);
  }

  replies(
    reviewId: bigint,
    viewer: bigint | null,
    pageSize?: number,
    cursor?: string,
  ): Promise<ReviewReplyPage> {
    return replyPage(this.db, reviewId, viewer, pageSize ?? SOCIAL_PAGE_SIZE, cursor);
  }
}
