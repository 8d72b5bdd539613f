import { bigserial, bigint, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONSENT_KINDS, EXPORT_STATES } from '../../../shared/schemas/privacy.ts';
import { users } from './auth.ts';
import { ts } from './columns.ts';

/**
 * What a member agreed to, and when (issue 17): the terms and the privacy policy by version, the
 * cookie choice and marketing consent. Rows are only added; the newest per kind is the current one.
 */
export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    /** The policy version for `terms` and `privacy`; `all`/`essential` for cookies; `on`/`off` for marketing. */
    value: text('value').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.kind, t.id.desc())],
);

/** "Download my data": one archive a member a day, made by a job, kept for 7 days. */
export const privacyExports = pgTable(
  'privacy_exports',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UTC day it was asked for: one a member a day (unique). */
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: EXPORT_STATES }).notNull().default('queued'),
    /** The language of the email that says it is ready. */
    lang: text('lang').notNull().default('en_US'),
    /** Path under DATA_DIR/private once written. */
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    readyAt: ts('ready_at'),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('privacy_exports_user_day_key').on(t.userId, t.day)],
);
