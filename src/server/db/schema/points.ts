import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { type Localised, ts } from './columns.ts';

/** A member's points balance: changed only by the points service, with a flow row in the same transaction. */
export const pointWallets = pgTable(
  'point_wallets',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('point_wallets_balance_check', sql`${t.balance} >= 0`)],
);

/** The append-only points ledger: balance = sum of deltas, for every member, always. */
export const pointsFlow = pgTable(
  'points_flow',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** The rule that paid (SCAN, GIFT, ...) or the reason of a spend (REDEEM, EXPIRE, CONSOLE). */
    ruleCode: text('rule_code').notNull(),
    /** What the change is about: a redeem id, a lot id, an admin's reason. */
    ref: text('ref'),
    idempotencyKey: text('idempotency_key'),
    /** What the row counts towards the member's tier: the rule's base points when the rule qualifies. */
    qualifyingPoints: integer('qualifying_points').notNull().default(0),
    /** The rule's points before the tier multiplier; null when no multiplier applied. */
    basePoints: integer('base_points'),
    multiplier: numeric('multiplier', { precision: 4, scale: 2, mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('points_flow_user_idx').on(t.userId, t.id),
    uniqueIndex('points_flow_key_idx').on(t.userId, t.idempotencyKey),
  ],
);

/** Earned points not yet spent or expired, spent oldest expiry first (FIFO). */
export const pointLots = pgTable(
  'point_lots',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flowId: bigint('flow_id', { mode: 'bigint' }).notNull(),
    remaining: integer('remaining').notNull(),
    /** Null: never expires (POINTS_EXPIRE_DAYS=0). */
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('point_lots_user_idx').on(t.userId, t.expiresAt, t.id),
    index('point_lots_expiry_idx').on(t.expiresAt),
    check('point_lots_remaining_check', sql`${t.remaining} >= 0`),
  ],
);

/** How points are earned (spec §9): the amounts the brand sets, and the tasks shown to members. */
export const pointsRules = pgTable('points_rules', {
  code: text('code').primaryKey(),
  points: integer('points').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  title: jsonb('title').$type<Localised>().notNull(),
  description: jsonb('description').$type<Localised>().notNull(),
  /** As a task: how many times it counts (1 = once ever), and per day or ever. */
  taskTarget: integer('task_target').notNull().default(1),
  taskPeriod: text('task_period', { enum: ['once', 'daily'] })
    .notNull()
    .default('once'),
  sort: integer('sort').notNull().default(0),
  /** Its awards count towards the member's tier (issue 39). */
  qualifying: boolean('qualifying').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
