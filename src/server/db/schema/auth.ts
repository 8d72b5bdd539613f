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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

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
    /** The interface language the member last used (`en_US`, `ru_RU`, `ko_KR`, `zh_CN`): emails speak it. */
    lang: text('lang'),
    /** Whether the brand's decisions (shipped, proof decided, won) also come by email (`user/setting`). */
    emailNotices: boolean('email_notices').notNull().default(true),
    /** The profile's background picture (`user/setting/updateBackImg`): a public URL, or none. */
    backImgUrl: text('back_img_url'),
    /** Set at each sign-in from ADMIN_EMAILS: may call /api/console. */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Set by the moderation queue (issue 14): until then the member can read but not post. */
    suspendedUntil: ts('suspended_until'),
    /** The member asked to delete the account (issue 17): erased at this time unless they sign in first. */
    deletionScheduledAt: ts('deletion_scheduled_at'),
    /** Keep their posts and comments as "deleted member" (true) or delete them (false). */
    deletionKeepContent: boolean('deletion_keep_content').notNull().default(false),
    /** Erased: what identifies the member is gone; the row stays for the ledgers and kept content. */
    deletedAt: ts('deleted_at'),
    /** The versions of the terms and privacy policy accepted last (history in `consents`). */
    termsVersion: text('terms_version'),
    privacyVersion: text('privacy_version'),
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
    /** The browser that signed in (cut at 512 characters), shown as a device in the session list. */
    userAgent: text('user_agent'),
    /** ISO 3166-1 alpha-2 country of the sign-in, from a trusted proxy's header; null when unknown. */
    country: text('country'),
    /** Updated at most once a minute per session (docs/decisions/073). */
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    /** The last brand-console call of an admin's session: 8 hours idle ends it (docs/decisions/074). */
    consoleUsedAt: ts('console_used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    // When a session ended (signed out, or ran out): retention finds the long-ended ones by it.
    index('sessions_ended_idx').on(sql`coalesce(${t.revokedAt}, ${t.expiresAt})`),
  ],
);

/**
 * Verification codes, one row per code sent. Each code belongs to the client that asked for it (the
 * hash of its `vc_code_client` cookie) and is redeemed only from that client, or, for a client that
 * sent no cookie, from the same network address; a new code from a client ends that client's previous
 * one. Rows live an hour after sending: the send limits count them (docs/decisions/089).
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    email: text('email').notNull(),
    scene: text('scene', { enum: ['login', 'register', 'changeEmail', 'deleteAccount'] }).notNull(),
    /** sha256 of the requesting client's cookie. */
    client: text('client').notNull(),
    /** The requesting network address. */
    address: text('address').notNull(),
    /** The request carried no client cookie: the code may be redeemed from `address` without one. */
    byAddress: boolean('by_address').notNull().default(false),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: ts('used_at'),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [index('email_codes_email_idx').on(t.email, t.sentAt), index('email_codes_sent_idx').on(t.sentAt)],
);

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
