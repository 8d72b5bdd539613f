import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { catalogueBrands, products } from './catalogue.ts';
import { ts } from './columns.ts';

/**
 * A member's taste review of a product. `product_key` is `p:<id>` for a catalogue product or
 * `t:<brand>|<product>` (normalised) for one typed in: one review per member and key.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'bigint' }).references(() => products.id, {
      onDelete: 'set null',
    }),
    brandId: bigint('brand_id', { mode: 'bigint' }).references(() => catalogueBrands.id, {
      onDelete: 'set null',
    }),
    productKey: text('product_key').notNull(),
    brandName: text('brand_name').notNull(),
    productName: text('product_name').notNull(),
    deviceType: text('device_type', { enum: ['disposable', 'pod', 'open'] }).notNull(),
    flavour: text('flavour').notNull(),
    style: text('style').notNull(),
    overallScore: integer('overall_score').notNull(),
    aroma: text('aroma', { enum: ['less', 'perfect', 'more'] }).notNull(),
    coolness: text('coolness', { enum: ['less', 'perfect', 'more'] }).notNull(),
    sweetness: text('sweetness', { enum: ['less', 'perfect', 'more'] }).notNull(),
    throatHit: text('throat_hit', { enum: ['less', 'perfect', 'more'] }).notNull(),
    appearanceReason: text('appearance_reason'),
    improvement: text('improvement'),
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** All ratings, a flavour, and a picture or 50 characters of text (what earns REVIEW_COMPLETE). */
    complete: boolean('complete').notNull().default(false),
    pointsAwarded: integer('points_awarded').notNull().default(0),
    /** Set once the member scanned a genuine code of this product (issue 11). */
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    /** Taken down by the moderation queue (issue 14): gone from every list and statistic. */
    hiddenAt: ts('hidden_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_product_key').on(t.userId, t.productKey),
    index('reviews_product_latest_idx').on(
      t.productId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reviews_product_popular_idx').on(
      t.productId,
      t.likeCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reviews_brand_latest_idx').on(
      t.brandId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reviews_brand_popular_idx').on(
      t.brandId,
      t.likeCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reviews_latest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviews_user_idx').on(t.userId, t.updatedAt.desc().nullsFirst()),
    check('reviews_score_check', sql`${t.overallScore} between 1 and 5`),
    check('reviews_counts_check', sql`${t.likeCount} >= 0 and ${t.replyCount} >= 0`),
  ],
);

export const reviewLikes = pgTable(
  'review_likes',
  {
    reviewId: bigint('review_id', { mode: 'bigint' })
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

export const reviewReplies = pgTable(
  'review_replies',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    reviewId: bigint('review_id', { mode: 'bigint' })
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replyToUserId: bigint('reply_to_user_id', { mode: 'bigint' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('review_replies_review_idx').on(t.reviewId, t.createdAt, t.id)],
);
