import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { ts } from './columns.ts';

/**
 * One row per (member, Idempotency-Key): the hash of the first request and, once it committed, its
 * answer. A repeat gets that answer; another body under the same key is a 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Every write through /api/console: who did what to which object, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    actorId: bigint('actor_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    /** `points.grant`, `prizes.create`, `prizes.update`, `points.rules.update`, `redeems.ship`, ... */
    action: text('action').notNull(),
    /** `user:12`, `prize:3`, `rule:SCAN`, `redeem:9`. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_target_idx').on(t.target)],
);

/** Every picture a member or the brand uploaded: an article may only show pictures listed here. */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Null for demo data and files the system made. */
    userId: bigint('user_id', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
    /** The detail-size URL (`/obs/...`); the feed size sits beside it (`feedUrl`). */
    url: text('url').notNull(),
    feedUrl: text('feed_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * First time a feature attached it (set by `UploadsService.owned`, the one gate every use passes):
     * retention removes pictures still unused after `RETENTION_UPLOAD_HOURS` (docs/decisions/079).
     */
    usedAt: ts('used_at'),
  },
  (t) => [
    uniqueIndex('uploads_url_key').on(t.url),
    index('uploads_user_idx').on(t.userId, t.id),
    index('uploads_unused_idx')
      .on(t.createdAt)
      .where(sql`${t.usedAt} is null`),
  ],
);

/**
 * The job queue (DESIGN §5a): claimed with a conditional UPDATE (`locked_until`), retried with
 * backoff, surviving restarts; `dedupe_key` makes enqueueing the same work twice a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    dedupeKey: text('dedupe_key'),
    runAt: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: ts('locked_until'),
    lockedBy: text('locked_by'),
    doneAt: ts('done_at'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

// --- reels (issue 13): videos, music library ----------------------------------------------------

/**
 * The demo data load (docs/decisions/084), one row at most: started and not finished means a load
 * was cut short on what was an empty database, to be undone at the next start.
 */
export const demoLoad = pgTable(
  'demo_load',
  {
    id: integer('id').primaryKey().default(1),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [check('demo_load_one_row', sql`${t.id} = 1`)],
);
