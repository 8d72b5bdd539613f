import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './catalogue.ts';
import { ts } from './columns.ts';

/**
 * A store members shared. A share within 50 m of a store with the same `normalized_name` is the same
 * store. `(lat, lng)` is indexed for the nearby search (a bounding box, then the exact distance).
 */
export const stores = pgTable(
  'stores',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    name: text('name').notNull(),
    normalizedName: text('normalized_name').notNull(),
    type: text('type', { enum: ['specialty', 'convenience'] }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    country: text('country').notNull(),
    area: text('area').notNull(),
    city: text('city').notNull(),
    county: text('county').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code'),
    photoUrl: text('photo_url'),
    createdBy: bigint('created_by', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
    shareCount: integer('share_count').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** Taken down by the moderation queue (issue 14): gone from every list and the map. */
    hiddenAt: ts('hidden_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('stores_location_idx').on(t.lat, t.lng),
    index('stores_name_idx').on(t.normalizedName),
    index('stores_city_idx').on(t.city),
    // Best rated first (top3 without a position, a city's list): the order stores.repository.ts sorts by.
    index('stores_best_idx').on(
      sql`(${t.ratingSum}::float8 / nullif(${t.ratingCount}, 0)) desc nulls last`,
      t.ratingCount.desc(),
      t.id,
    ),
    check('stores_counts_check', sql`${t.shareCount} >= 0 and ${t.ratingCount} >= 0 and ${t.ratingSum} >= 0`),
  ],
);

/** A member's share and rating of a store: one per member and store (sharing again updates it). */
export const storeShares = pgTable(
  'store_shares',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    storeId: bigint('store_id', { mode: 'bigint' })
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    text: text('text'),
    photoUrl: text('photo_url'),
    pointsAwarded: integer('points_awarded').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_shares_store_user_key').on(t.storeId, t.userId),
    index('store_shares_store_idx').on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('store_shares_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('store_shares_score_check', sql`${t.score} between 1 and 5`),
  ],
);

/** Products members saw in a store (`pickOwnerProduct`). */
export const storeProducts = pgTable(
  'store_products',
  {
    storeId: bigint('store_id', { mode: 'bigint' })
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'bigint' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId, t.userId] })],
);
