import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { type Localised, ts } from './columns.ts';
import { tiers } from './tiers.ts';

/** Prizes members redeem with points; stock never goes below zero. */
export const prizes = pgTable(
  'prizes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    name: jsonb('name').$type<Localised>().notNull(),
    description: jsonb('description').$type<Localised>().notNull(),
    points: integer('points').notNull(),
    stock: integer('stock').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Null: no limit per member. */
    limitPerUser: integer('limit_per_user'),
    onSale: boolean('on_sale').notNull().default(true),
    /** Only members of this tier or above may redeem it (issue 39); null: everyone. */
    minTierCode: text('min_tier_code').references(() => tiers.code),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('prizes_stock_check', sql`${t.stock} >= 0`),
    check('prizes_points_check', sql`${t.points} > 0`),
    index('prizes_sale_idx').on(t.onSale, t.id),
  ],
);

/** A redemption order: points spent, stock taken and the address it ships to, in one transaction. */
export const redeems = pgTable(
  'redeems',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prizeId: bigint('prize_id', { mode: 'bigint' })
      .notNull()
      .references(() => prizes.id),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    status: text('status', { enum: ['placed', 'shipped'] })
      .notNull()
      .default('placed'),
    addressId: bigint('address_id', { mode: 'bigint' }),
    /** The address as it was when chosen: later edits or deletion of the address do not move the parcel. */
    shipTo: jsonb('ship_to').notNull(),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    /** The points spend; null for an activity prize won (it ships as a 0-point order). */
    flowId: bigint('flow_id', { mode: 'bigint' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    shippedAt: ts('shipped_at'),
  },
  (t) => [
    uniqueIndex('redeems_order_no_key').on(t.orderNo),
    index('redeems_user_idx').on(t.userId, t.id),
    index('redeems_prize_user_idx').on(t.prizeId, t.userId),
  ],
);

// Content (docs/decisions/050-article-search.md, 051-content-model.md).
