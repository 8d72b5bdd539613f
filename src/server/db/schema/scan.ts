import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './catalogue.ts';
import { ts } from './columns.ts';

/**
 * A batch of QR codes printed for one product. Codes are generated after the row exists, in chunks
 * (`generated` counts them); a batch verifies only once `status` is `ready`.
 */
export const qrBatches = pgTable(
  'qr_batches',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    productId: bigint('product_id', { mode: 'bigint' })
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    count: integer('count').notNull(),
    generated: integer('generated').notNull().default(0),
    status: text('status', { enum: ['generating', 'ready'] })
      .notNull()
      .default('generating'),
    /** The generating instance holds the batch until then (another one resumes it after). */
    leaseUntil: ts('lease_until'),
    createdBy: bigint('created_by', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    readyAt: ts('ready_at'),
  },
  (t) => [
    index('qr_batches_product_idx').on(t.productId),
    check(
      'qr_batches_count_check',
      sql`${t.count} between 1 and 100000 and ${t.generated} between 0 and ${t.count}`,
    ),
  ],
);

/**
 * One printed code. Only its SHA-256 (`code_hash`, what verification looks up) and its AES-GCM
 * ciphertext under a key outside the database (`code_sealed`, so the CSV can be downloaded again)
 * are stored: a database leak alone prints no valid code.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    batchId: bigint('batch_id', { mode: 'bigint' })
      .notNull()
      .references(() => qrBatches.id, { onDelete: 'cascade' }),
    /** Position in the batch, 1..count (CSV and sheet order; resuming generation starts after the last). */
    seq: integer('seq').notNull(),
    codeHash: text('code_hash').notNull(),
    codeSealed: text('code_sealed').notNull(),
    scanCount: integer('scan_count').notNull().default(0),
    firstScanAt: ts('first_scan_at'),
    firstScanCountry: text('first_scan_country'),
    firstScanPlace: text('first_scan_place'),
    /** The first signed-in member who claimed it (SCAN points and one chance). */
    claimedBy: bigint('claimed_by', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
    claimedAt: ts('claimed_at'),
  },
  (t) => [
    uniqueIndex('qr_codes_hash_key').on(t.codeHash),
    uniqueIndex('qr_codes_batch_seq_key').on(t.batchId, t.seq),
    index('qr_codes_claimed_idx').on(t.claimedBy),
  ],
);

/** Every verification: genuine or not (code_id null), who, where (coarse), when. */
export const qrScans = pgTable(
  'qr_scans',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    codeId: bigint('code_id', { mode: 'bigint' }).references(() => qrCodes.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the caller's IP with the app key: ties a visitor's place report to their scan. */
    ipHash: text('ip_hash').notNull(),
    /** ISO 3166-1 alpha-2, when known. */
    country: text('country'),
    /** Rounded to 0.1 degree (about 10 km) and the nearest town's name, when the browser allowed it. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    place: text('place'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('qr_scans_code_idx').on(t.codeId, t.userId), index('qr_scans_user_idx').on(t.userId, t.id)],
);

// Activities and draws (issue 12, docs/decisions/066-activities.md, 067-provably-fair-draws.md).
