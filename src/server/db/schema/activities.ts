import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ACTIVITY_TYPES, COST_KINDS } from '../../../shared/schemas/activities.ts';
import { users } from './auth.ts';
import { type Localised, ts } from './columns.ts';
import { brandSpecials } from './content.ts';
import { prizes, redeems } from './prizes.ts';

/** Wheel spin chances (issue 11): a balance kept like points, changed only by the chances service. */
export const chanceWallets = pgTable(
  'chance_wallets',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('chance_wallets_balance_check', sql`${t.balance} >= 0`)],
);

/** The append-only chances ledger: balance = sum of deltas, for every member, always. */
export const chancesFlow = pgTable(
  'chances_flow',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** Why: SCAN (a genuine code claimed), SPIN (spent on a draw), CONSOLE. */
    reason: text('reason').notNull(),
    ref: text('ref'),
    idempotencyKey: text('idempotency_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chances_flow_user_idx').on(t.userId, t.id),
    uniqueIndex('chances_flow_key_idx').on(t.userId, t.idempotencyKey),
  ],
);

/**
 * An activity. Its state is read from the row and the clock: draft (not published), scheduled,
 * open, closed (after `end_at`), drawn (`drawn_at`, lotteries and raffles). Draw types commit to
 * `seed` by showing `seed_hash` from publication; `seed` is shown only after `end_at`.
 */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    title: jsonb('title').$type<Localised>().notNull(),
    description: jsonb('description').$type<Localised>().notNull().default({}),
    coverUrl: text('cover_url'),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    costKind: text('cost_kind', { enum: COST_KINDS }).notNull().default('free'),
    costAmount: integer('cost_amount').notNull().default(0),
    /** Entries, draws or check-ins one member may make; null: no limit. */
    perMemberLimit: integer('per_member_limit'),
    /** Reservations: seats offered and taken (never more taken than offered). */
    seats: integer('seats'),
    seatsTaken: integer('seats_taken').notNull().default(0),
    noPrizeWeight: integer('no_prize_weight').notNull().default(0),
    /** Offline check-in: the 4-digit code the store gives. */
    checkInCode: text('check_in_code'),
    brandSpecialId: bigint('brand_special_id', { mode: 'bigint' }).references(() => brandSpecials.id, {
      onDelete: 'set null',
    }),
    /** 32 random bytes, hex; `seed_hash` = SHA-256 of that hex text. */
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** Entries so far: the next entry gets `entry_count + 1` (taken under the row's lock). */
    entryCount: integer('entry_count').notNull().default(0),
    /** Distinct members with an entry, moved with `entry_count`. */
    memberCount: integer('member_count').notNull().default(0),
    publishedAt: ts('published_at'),
    drawnAt: ts('drawn_at'),
    createdBy: bigint('created_by', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('activities_live_idx').on(t.publishedAt, t.endAt),
    index('activities_brand_special_idx').on(t.brandSpecialId),
    check('activities_times_check', sql`${t.endAt} > ${t.startAt}`),
    check(
      'activities_counts_check',
      sql`${t.costAmount} >= 0 and ${t.noPrizeWeight} >= 0 and ${t.seatsTaken} >= 0
        and (${t.seats} is null or ${t.seatsTaken} <= ${t.seats})`,
    ),
  ],
);

/** A prize of an activity: its stock (never below zero), its weight in the odds table, and optionally the loyalty prize it ships as. */
export const activityPrizes = pgTable(
  'activity_prizes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    activityId: bigint('activity_id', { mode: 'bigint' })
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Localised>().notNull(),
    initialStock: integer('initial_stock').notNull(),
    stock: integer('stock').notNull(),
    weight: integer('weight').notNull(),
    prizeId: bigint('prize_id', { mode: 'bigint' }).references(() => prizes.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    /** Position in the odds table (segments in this order, then "no prize"). */
    sort: integer('sort').notNull(),
  },
  (t) => [
    index('activity_prizes_activity_idx').on(t.activityId, t.sort),
    check(
      'activity_prizes_counts_check',
      sql`${t.stock} >= 0 and ${t.initialStock} >= 0 and ${t.weight} >= 0`,
    ),
  ],
);

/**
 * One entry: a draw (turntable, scratch), an entry (raffle, lottery), a reservation, or a check-in.
 * `entry_no` counts per activity from 1; `segment` is the odds-table position the seed gave (draws),
 * `won_prize_id` what it won (after stock), for the public draw log.
 */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    activityId: bigint('activity_id', { mode: 'bigint' })
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryNo: integer('entry_no').notNull(),
    /** Reservations: reserved -> entered (in the window) or expired (read from the clock). */
    status: text('status', { enum: ['done', 'reserved', 'entered'] })
      .notNull()
      .default('done'),
    segment: integer('segment'),
    wonPrizeId: bigint('won_prize_id', { mode: 'bigint' }).references(() => activityPrizes.id, {
      onDelete: 'set null',
    }),
    /** What the entry cost: points or chances flow id (`points:<id>`, `chances:<id>`), or null. */
    paidRef: text('paid_ref'),
    createdAt: ts('created_at').notNull().defaultNow(),
    enteredAt: ts('entered_at'),
  },
  (t) => [
    uniqueIndex('activity_entries_no_key').on(t.activityId, t.entryNo),
    index('activity_entries_user_idx').on(t.userId, t.activityId),
    index('activity_entries_activity_user_idx').on(t.activityId, t.userId),
  ],
);

/**
 * A wrong store check-in code, kept an hour: the check-in counts them per member and per activity
 * so that guessing the 4-digit space is out of reach on every instance (decision 085).
 */
export const checkInMisses = pgTable(
  'check_in_misses',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    activityId: bigint('activity_id', { mode: 'bigint' })
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('check_in_misses_activity_idx').on(t.activityId, t.at),
    index('check_in_misses_member_idx').on(t.activityId, t.userId, t.at),
  ],
);

/** A prize won: shipped through the loyalty order flow (a redeem of 0 points) once the winner gives an address. */
export const activityAwards = pgTable(
  'activity_awards',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'bigint' })
      .notNull()
      .references(() => activityEntries.id, { onDelete: 'cascade' }),
    activityId: bigint('activity_id', { mode: 'bigint' })
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityPrizeId: bigint('activity_prize_id', { mode: 'bigint' })
      .notNull()
      .references(() => activityPrizes.id, { onDelete: 'cascade' }),
    /** The order that ships it (null until the winner chose an address, or for prizes that do not ship). */
    redeemId: bigint('redeem_id', { mode: 'bigint' }).references(() => redeems.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_awards_entry_key').on(t.entryId),
    index('activity_awards_user_idx').on(t.userId, t.id),
    index('activity_awards_activity_idx').on(t.activityId, t.id),
  ],
);

/** A member's proof of age (raffles): the picture is kept privately, never under a public URL. */
export const ageProofs = pgTable(
  'age_proofs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Storage key under the private area of DATA_DIR. */
    fileKey: text('file_key').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    reviewedBy: bigint('reviewed_by', { mode: 'bigint' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [index('age_proofs_user_idx').on(t.userId, t.id), index('age_proofs_status_idx').on(t.status, t.id)],
);
