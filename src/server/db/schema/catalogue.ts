import { sql } from 'drizzle-orm';
import { bigserial, bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { type Localised, ts } from './columns.ts';
import { brandSpecials } from './content.ts';

/** A brand of the catalogue; `brand_special_id` links it to its brand page (`listWithBrandSpecial`). */
export const catalogueBrands = pgTable('catalogue_brands', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  brandSpecialId: bigint('brand_special_id', { mode: 'bigint' }).references(() => brandSpecials.id, {
    onDelete: 'set null',
  }),
  sort: integer('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const catalogueSeries = pgTable(
  'catalogue_series',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => catalogueBrands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('catalogue_series_brand_idx').on(t.brandId)],
);

/**
 * One product: a model of a series in one device type, with the flavours it comes in. `style` is
 * the flavour family (`fruit`, `menthol`, ...). Review statistics are kept on the row so that the
 * product page reads one row.
 */
export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => catalogueBrands.id, { onDelete: 'cascade' }),
    seriesId: bigint('series_id', { mode: 'bigint' }).references(() => catalogueSeries.id, {
      onDelete: 'set null',
    }),
    model: text('model').notNull(),
    name: text('name').notNull(),
    deviceType: text('device_type', { enum: ['disposable', 'pod', 'open'] }).notNull(),
    style: text('style').notNull(),
    flavours: text('flavours')
      .array()
      .notNull()
      .default(sql`'{}'`),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'`),
    description: jsonb('description')
      .$type<Localised>()
      .notNull()
      .default(sql`'{}'`),
    reviewCount: integer('review_count').notNull().default(0),
    scoreSum: integer('score_sum').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId, t.deviceType),
    index('products_series_idx').on(t.seriesId),
    check('products_counts_check', sql`${t.reviewCount} >= 0 and ${t.scoreSum} >= 0`),
  ],
);
