import { sql } from 'drizzle-orm';
import { bigserial, bigint, check, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { type Localised, ts } from './columns.ts';

/** Member tiers (issue 39), lowest first by `threshold` (qualifying points over 365 days). */
export const tiers = pgTable(
  'tiers',
  {
    code: text('code').primaryKey(),
    name: jsonb('name').$type<Localised>().notNull(),
    threshold: integer('threshold').notNull(),
    multiplier: numeric('multiplier', { precision: 4, scale: 2, mode: 'number' }).notNull().default(1),
    earlyAccessHours: integer('early_access_hours').notNull().default(0),
    birthdayBonus: integer('birthday_bonus').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('tiers_threshold_check', sql`${t.threshold} >= 0`),
    check('tiers_multiplier_check', sql`${t.multiplier} >= 1 and ${t.multiplier} <= 5`),
  ],
);

/** A member's tier; no row = the lowest tier. Written only by the tiers service, under the wallet lock. */
export const memberTiers = pgTable(
  'member_tiers',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tierCode: text('tier_code')
      .notNull()
      .references(() => tiers.code),
    reachedAt: ts('reached_at').notNull(),
    reviewAt: ts('review_at').notNull(),
  },
  (t) => [index('member_tiers_review_idx').on(t.reviewAt), index('member_tiers_tier_idx').on(t.tierCode)],
);

/** Every move of a member's tier: up at a qualifying award, down (one tier) at the yearly review. */
export const tierMoves = pgTable(
  'tier_moves',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromCode: text('from_code'),
    toCode: text('to_code').notNull(),
    reason: text('reason', { enum: ['up', 'review'] }).notNull(),
    qualifyingPoints: integer('qualifying_points').notNull(),
    /** The award that crossed the threshold (up-moves). */
    flowId: bigint('flow_id', { mode: 'bigint' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('tier_moves_user_idx').on(t.userId, t.id)],
);
