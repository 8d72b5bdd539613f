import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userName: text('user_name').notNull(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    nickName: text('nick_name'),
    countryCode: text('country_code').notNull().default('GBR'),
    birthday: date('birthday', { mode: 'string' }),
    proof: boolean('proof').notNull().default(false),
    proofUrl: text('proof_url'),
    avatarUrl: text('avatar_url'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender', { enum: ['male', 'female', 'undisclosed'] }),
    career: text('career'),
    phone: text('phone'),
    agreedAt: ts('agreed_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_user_name_key').on(t.userName)],
);

export const userIdentities = pgTable(
  'user_identities',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One live code per email address: a new code replaces the previous one, after the cooldown. */
export const emailCodes = pgTable('email_codes', {
  email: text('email').primaryKey(),
  scene: text('scene', { enum: ['login', 'register', 'changeEmail'] }).notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: ts('used_at'),
  sentAt: ts('sent_at').notNull(),
  /** Start of the current one-hour window and codes sent in it (per-email rate limit). */
  windowStart: ts('window_start').notNull(),
  windowCount: integer('window_count').notNull().default(1),
});

/** OAuth `state` values handed to the provider, each accepted once. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/** The result of a provider sign-in, redeemed once by the web app for a session or a registration. */
export const oauthTickets = pgTable(
  'oauth_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    name: text('name'),
    userId: bigint('user_id', { mode: 'bigint' }).references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('oauth_tickets_expires_idx').on(t.expiresAt)],
);

export const now = sql`now()`;

/**
 * The undo link mailed to the old address when an account's email changes: single use, 7 days. It
 * puts the old address back and signs every device out.
 */
export const emailReverts = pgTable('email_reverts', {
  /** SHA-256 of the link's token, hex. */
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'bigint' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  oldEmail: text('old_email').notNull(),
  newEmail: text('new_email').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
