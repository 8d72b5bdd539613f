import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { ACTIVITY_TYPES, COST_KINDS } from '../../shared/schemas/activities.ts';
import { NOTICE_KINDS } from '../../shared/schemas/social.ts';
import { CONSENT_KINDS, EXPORT_STATES } from '../../shared/schemas/privacy.ts';
import {
  FEEDBACK_TYPES,
  REPORT_OUTCOMES,
  REPORT_STATES,
  REPORT_TARGETS,
  WORK_ORDER_STATES,
} from '../../shared/schemas/support.ts';

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

/** Text in the four languages (`en_US`, `ru_RU`, `ko_KR`, `zh_CN`); readers fall back to English. */
export type Localised = Partial<Record<'en_US' | 'ru_RU' | 'ko_KR' | 'zh_CN', string>>;

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
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A member's delivery addresses (spec §3); one default per member. */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    /** ISO 3166-1 alpha-3. */
    country: text('country').notNull(),
    area: text('area').notNull(),
    city: text('city').notNull(),
    county: text('county').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Prizes members redeem with points; stock never goes below zero. */
export const prizes = pgTable(
  'prizes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    name: jsonb('name').$type<Localised>().notNull(),
    description: jsonb('description').$type<Localised>().notNull(),
    points: integer('points').notNull(),
    stock: integer('stock').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Null: no limit per member. */
    limitPerUser: integer('limit_per_user'),
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('prizes_stock_check', sql`${t.stock} >= 0`),
    check('prizes_points_check', sql`${t.points} > 0`),
    index('prizes_sale_idx').on(t.onSale, t.id),
  ],
);

/** A redemption order: points spent, stock taken and the address it ships to, in one transaction. */
export const redeems = pgTable(
  'redeems',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prizeId: bigint('prize_id', { mode: 'bigint' })
      .notNull()
      .references(() => prizes.id),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    status: text('status', { enum: ['placed', 'shipped'] })
      .notNull()
      .default('placed'),
    addressId: bigint('address_id', { mode: 'bigint' }),
    /** The address as it was when chosen: later edits or deletion of the address do not move the parcel. */
    shipTo: jsonb('ship_to').notNull(),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    /** The points spend; null for an activity prize won (it ships as a 0-point order). */
    flowId: bigint('flow_id', { mode: 'bigint' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    shippedAt: ts('shipped_at'),
  },
  (t) => [
    uniqueIndex('redeems_order_no_key').on(t.orderNo),
    index('redeems_user_idx').on(t.userId, t.id),
    index('redeems_prize_user_idx').on(t.prizeId, t.userId),
  ],
);

// Content (docs/decisions/050-article-search.md, 051-content-model.md).

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

export const categories = pgTable('categories', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  name: jsonb('name').$type<Localised>().notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const topics = pgTable('topics', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  name: jsonb('name').$type<Localised>().notNull(),
  /** Published articles carrying the topic, kept by the content service. */
  articleCount: integer('article_count').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const brandSpecials = pgTable('brand_specials', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  name: jsonb('name').$type<Localised>().notNull(),
  description: jsonb('description').$type<Localised>().notNull(),
  logoUrl: text('logo_url'),
  coverUrl: text('cover_url'),
  sort: integer('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A member follows a brand page: `/activity/vape` lists the activities of the brands they follow. */
export const brandFollows = pgTable(
  'brand_follows',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandSpecialId: bigint('brand_special_id', { mode: 'bigint' })
      .notNull()
      .references(() => brandSpecials.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.brandSpecialId] }),
    index('brand_follows_brand_idx').on(t.brandSpecialId),
  ],
);

export const banners = pgTable('banners', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  title: jsonb('title').$type<Localised>().notNull(),
  imageUrl: text('image_url').notNull(),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
  startAt: ts('start_at'),
  endAt: ts('end_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Members the brand marks as key opinion leaders (`/kol`). */
export const kolMembers = pgTable('kol_members', {
  userId: bigint('user_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type ArticleBlock =
  | { type: 'paragraph' | 'heading'; text: string }
  | { type: 'image'; url: string; width: number; height: number };

export const articles = pgTable(
  'articles',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    type: text('type', { enum: ['article', 'story', 'reels'] }).notNull(),
    /** `hidden`: taken down by the moderation queue (issue 14); only its author still sees it. */
    status: text('status', { enum: ['draft', 'published', 'hidden'] }).notNull(),
    authorId: bigint('author_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subheadings: text('subheadings'),
    blocks: jsonb('blocks').$type<ArticleBlock[]>().notNull(),
    categoryId: bigint('category_id', { mode: 'bigint' }).references(() => categories.id, {
      onDelete: 'set null',
    }),
    topicIds: bigint('topic_ids', { mode: 'bigint' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    source: text('source', { enum: ['original', 'cited'] }).notNull(),
    citedFrom: text('cited_from'),
    /** Written by the brand for the statute pages; kept out of the member feed. */
    statute: boolean('statute').notNull().default(false),
    brandSpecialId: bigint('brand_special_id', { mode: 'bigint' }).references(() => brandSpecials.id, {
      onDelete: 'set null',
    }),
    /** The interface language the author wrote in. */
    lang: text('lang').notNull(),
    // Derived at save time so that the feed reads one row per card.
    coverUrl: text('cover_url'),
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    imageCount: integer('image_count').notNull().default(0),
    excerpt: text('excerpt').notNull().default(''),
    searchTerms: text('search_terms')
      .array()
      .notNull()
      .default(sql`'{}'`),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    saveCount: integer('save_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    publishedAt: ts('published_at'),
    /** A reel's video (issue 13) and what its card and player show of it, copied at save time. */
    videoId: bigint('video_id', { mode: 'bigint' }).references(() => videos.id, { onDelete: 'set null' }),
    video: jsonb('video').$type<ReelVideoSnapshot>(),
    /** Published by the video job as soon as the video is ready (a reel published while processing). */
    publishWhenReady: boolean('publish_when_ready').notNull().default(false),
  },
  (t) => [
    // The feed, newest first, keyset on (published_at, id); one per filter the feed offers.
    index('articles_feed_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published' and not ${t.statute}`),
    index('articles_type_feed_idx')
      .on(t.type, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published' and not ${t.statute}`),
    index('articles_category_feed_idx')
      .on(t.categoryId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('articles_brand_feed_idx')
      .on(t.brandSpecialId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('articles_statute_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published' and ${t.statute}`),
    index('articles_author_idx').on(
      t.authorId,
      t.status,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('articles_top_idx')
      .on(t.likeCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published' and not ${t.statute}`),
    index('articles_topics_idx').using('gin', t.topicIds),
    index('articles_video_idx')
      .on(t.videoId)
      .where(sql`${t.videoId} is not null`),
    index('articles_search_idx').using('gin', t.searchTerms),
    check(
      'articles_counts_check',
      sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0 and ${t.saveCount} >= 0`,
    ),
  ],
);

// --- social (issue 9): conversations, reactions, people, notifications -------------------------

/**
 * Comments and replies in one table: a comment has no `parent_id`; a reply's `parent_id` is the
 * comment it sits under (threads are one level deep). `articles.comment_count` counts both.
 */
export const comments = pgTable(
  'comments',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    articleId: bigint('article_id', { mode: 'bigint' })
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'bigint' }).references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    /** A reply may answer someone in the thread other than the comment's author. */
    replyToUserId: bigint('reply_to_user_id', { mode: 'bigint' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    content: text('content').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Taken down by the moderation queue (issue 14): gone from every list. */
    hiddenAt: ts('hidden_at'),
  },
  (t) => [
    index('comments_article_idx')
      .on(t.articleId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null`),
    index('comments_thread_idx')
      .on(t.parentId, t.createdAt, t.id)
      .where(sql`${t.parentId} is not null`),
    index('comments_author_idx').on(t.authorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('comments_counts_check', sql`${t.likeCount} >= 0 and ${t.replyCount} >= 0`),
  ],
);

/** One row per member and article liked; `articles.like_count` moves with inserts and deletes. */
export const articleLikes = pgTable(
  'article_likes',
  {
    articleId: bigint('article_id', { mode: 'bigint' })
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.userId] }),
    index('article_likes_user_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.articleId.desc().nullsFirst(),
    ),
    index('article_likes_article_idx').on(
      t.articleId,
      t.createdAt.desc().nullsFirst(),
      t.userId.desc().nullsFirst(),
    ),
  ],
);

/** Saved ("collected") articles; `articles.save_count` moves with inserts and deletes. */
export const articleSaves = pgTable(
  'article_saves',
  {
    articleId: bigint('article_id', { mode: 'bigint' })
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.userId] }),
    index('article_saves_user_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.articleId.desc().nullsFirst(),
    ),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: bigint('comment_id', { mode: 'bigint' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_likes_user_idx').on(t.userId)],
);

/** `follower_id` follows `followee_id`. */
export const follows = pgTable(
  'follows',
  {
    followerId: bigint('follower_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: bigint('followee_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_follower_idx').on(
      t.followerId,
      t.createdAt.desc().nullsFirst(),
      t.followeeId.desc().nullsFirst(),
    ),
    index('follows_followee_idx').on(
      t.followeeId,
      t.createdAt.desc().nullsFirst(),
      t.followerId.desc().nullsFirst(),
    ),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** Articles a member opened: one row per article, `viewed_at` moves on each visit. */
export const footprints = pgTable(
  'footprints',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: bigint('article_id', { mode: 'bigint' })
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index('footprints_user_idx').on(
      t.userId,
      t.viewedAt.desc().nullsFirst(),
      t.articleId.desc().nullsFirst(),
    ),
  ],
);

/**
 * Block (they cannot comment on my articles or follow me, and I no longer see them) and mute (I no
 * longer see them; nothing changes for them): `user_id` shields themself from `target_id`.
 */
export const shields = pgTable(
  'shields',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: bigint('target_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['block', 'mute'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetId, t.kind] }),
    index('shields_target_idx').on(t.targetId, t.kind),
    check('shields_not_self_check', sql`${t.userId} <> ${t.targetId}`),
  ],
);

/** "Not interested": one comment, article or store hidden for one member (undo deletes the row). */
export const hiddenItems = pgTable(
  'hidden_items',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: ['comment', 'article', 'store'] }).notNull(),
    targetId: bigint('target_id', { mode: 'bigint' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    index('hidden_items_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * What happened to a member's things. Likes are grouped: while a group is unread, each new liker
 * joins the same row (`group_key`, e.g. `like:article:12`), which moves to the top.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: NOTICE_KINDS,
    }).notNull(),
    /** Where the notice leads in the app (support notices, issue 14), when not an article. */
    link: text('link'),
    /** The latest actor first; at most a few are kept (the count says how many there were). */
    actorIds: bigint('actor_ids', { mode: 'bigint' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    actorCount: integer('actor_count').notNull().default(1),
    articleId: bigint('article_id', { mode: 'bigint' }).references(() => articles.id, {
      onDelete: 'cascade',
    }),
    commentId: bigint('comment_id', { mode: 'bigint' }).references(() => comments.id, {
      onDelete: 'cascade',
    }),
    /** The start of the comment or reply, as written. */
    snippet: text('snippet'),
    groupKey: text('group_key'),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_group_key')
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
  ],
);

/** Notices the brand sends to every member (`sysNotice`); `type` 1 is the general channel. */
export const systemNotices = pgTable(
  'system_notices',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    type: integer('type').notNull().default(1),
    title: jsonb('title').$type<Localised>().notNull(),
    body: jsonb('body').$type<Localised>().notNull(),
    publishedAt: ts('published_at').notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('system_notices_type_idx').on(t.type, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Up to when a member has read the system notices of a type. */
export const systemNoticeReads = pgTable(
  'system_notice_reads',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    readAt: ts('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

// --- catalogue, reviews and stores (issue 10) --------------------------------------------------

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

/**
 * A member's taste review of a product. `product_key` is `p:<id>` for a catalogue product or
 * `t:<brand>|<product>` (normalised) for one typed in: one review per member and key.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'bigint' }).references(() => products.id, {
      onDelete: 'set null',
    }),
    brandId: bigint('brand_id', { mode: 'bigint' }).references(() => catalogueBrands.id, {
      onDelete: 'set null',
    }),
    productKey: text('product_key').notNull(),
    brandName: text('brand_name').notNull(),
    productName: text('product_name').notNull(),
    deviceType: text('device_type', { enum: ['disposable', 'pod', 'open'] }).notNull(),
    flavour: text('flavour').notNull(),
    style: text('style').notNull(),
    overallScore: integer('overall_score').notNull(),
    aroma: text('aroma', { enum: ['less', 'perfect', 'more'] }).notNull(),
    coolness: text('coolness', { enum: ['less', 'perfect', 'more'] }).notNull(),
    sweetness: text('sweetness', { enum: ['less', 'perfect', 'more'] }).notNull(),
    throatHit: text('throat_hit', { enum: ['less', 'perfect', 'more'] }).notNull(),
    appearanceReason: text('appearance_reason'),
    improvement: text('improvement'),
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** All ratings, a flavour, and a picture or 50 characters of text (what earns REVIEW_COMPLETE). */
    complete: boolean('complete').notNull().default(false),
    pointsAwarded: integer('points_awarded').notNull().default(0),
    /** Set once the member scanned a genuine code of this product (issue 11). */
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    /** Taken down by the moderation queue (issue 14): gone from every list and statistic. */
    hiddenAt: ts('hidden_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_product_key').on(t.userId, t.productKey),
    index('reviews_product_latest_idx').on(
      t.productId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reviews_product_popular_idx').on(
      t.productId,
      t.likeCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reviews_brand_latest_idx').on(
      t.brandId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reviews_brand_popular_idx').on(
      t.brandId,
      t.likeCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reviews_latest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviews_user_idx').on(t.userId, t.updatedAt.desc().nullsFirst()),
    check('reviews_score_check', sql`${t.overallScore} between 1 and 5`),
    check('reviews_counts_check', sql`${t.likeCount} >= 0 and ${t.replyCount} >= 0`),
  ],
);

export const reviewLikes = pgTable(
  'review_likes',
  {
    reviewId: bigint('review_id', { mode: 'bigint' })
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

export const reviewReplies = pgTable(
  'review_replies',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    reviewId: bigint('review_id', { mode: 'bigint' })
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replyToUserId: bigint('reply_to_user_id', { mode: 'bigint' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('review_replies_review_idx').on(t.reviewId, t.createdAt, t.id)],
);

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

export interface ReelVideoSnapshot {
  videoId: string;
  url: string;
  posterUrl: string;
  width: number;
  height: number;
  durationMs: number;
}

/**
 * An uploaded clip and its processed MP4. The original stays private under
 * `DATA_DIR/private/videos` (`source_key`); the job writes `url`, `poster_url` and the scrubber's
 * thumbnail strip under `/obs/videos/`. A merge with music is a new row whose `parent_id` is the
 * clip it was made from.
 */
export const videos = pgTable(
  'videos',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Null: the system's own (demo reels). */
    userId: bigint('user_id', { mode: 'bigint' }).references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'processing', 'ready', 'failed'] }).notNull(),
    /** 0-100 while processing. */
    progress: integer('progress').notNull().default(0),
    sourceKey: text('source_key').notNull(),
    sourceBytes: bigint('source_bytes', { mode: 'number' }).notNull(),
    /** Of the source, from ffprobe; the output keeps it. */
    durationMs: integer('duration_ms').notNull(),
    width: integer('width'),
    height: integer('height'),
    url: text('url'),
    posterUrl: text('poster_url'),
    thumbsUrl: text('thumbs_url'),
    thumbCount: integer('thumb_count').notNull().default(0),
    coverUrl: text('cover_url'),
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    bytes: bigint('bytes', { mode: 'number' }),
    parentId: bigint('parent_id', { mode: 'bigint' }).references((): AnyPgColumn => videos.id, {
      onDelete: 'set null',
    }),
    musicId: bigint('music_id', { mode: 'bigint' }).references(() => musicTracks.id, {
      onDelete: 'set null',
    }),
    musicStartMs: integer('music_start_ms'),
    /** Percent: 100 leaves the level as it is. */
    musicVolume: integer('music_volume'),
    originalVolume: integer('original_volume'),
    /** Why it failed: a stable key (PROCESSING_FAILED, MERGE_FAILED). */
    reason: text('reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    readyAt: ts('ready_at'),
  },
  (t) => [index('videos_user_idx').on(t.userId, t.id)],
);

export const musicGenres = pgTable('music_genres', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  name: jsonb('name').$type<Localised>().notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const musicTracks = pgTable(
  'music_tracks',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    genreId: bigint('genre_id', { mode: 'bigint' })
      .notNull()
      .references(() => musicGenres.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The AAC file members hear and the merge mixes in (`/obs/music/...`). */
    url: text('url').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('music_tracks_genre_idx').on(t.genreId, t.id)],
);

// --- support and trust (issue 14): work orders, feedback, reports, moderation -----------------

/** An after-sales request (`workOrder`): `accepting` is shown as unsolved, `accepted` as solved. */
export const workOrders = pgTable(
  'work_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Human-readable and unique (`W` + date + sequence), quoted to support. */
    number: text('number').notNull(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The redemption order it is about (spec §9: not delivered 30 days after). */
    redeemId: bigint('redeem_id', { mode: 'bigint' }).references(() => redeems.id, { onDelete: 'set null' }),
    state: text('state', { enum: WORK_ORDER_STATES }).notNull().default('accepting'),
    /** The member's interface language when they wrote (support answers in it). */
    lang: text('lang').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    uniqueIndex('work_orders_number_key').on(t.number),
    index('work_orders_user_idx').on(
      t.userId,
      t.state,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('work_orders_state_idx').on(t.state, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** The conversation of a work order: the member's messages and support's answers, oldest first. */
export const workOrderMessages = pgTable(
  'work_order_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    workOrderId: bigint('work_order_id', { mode: 'bigint' })
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** `member` or `support`; support's author is the admin who answered. */
    side: text('side', { enum: ['member', 'support'] }).notNull(),
    authorId: bigint('author_id', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('work_order_messages_order_idx').on(t.workOrderId, t.id)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: FEEDBACK_TYPES }).notNull(),
    content: text('content').notNull(),
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'`),
    contact: text('contact'),
    lang: text('lang').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('feedback_user_idx').on(t.userId, t.id),
    index('feedback_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Who reported, as spec §6 asks (id, name, email, nickname), copied when the report is made. */
export interface ReporterSnapshot {
  userId: string;
  userName: string;
  email: string;
  nickName: string | null;
}

/** What a product report (`productReport/add`) says about a counterfeit or bad product. */
export interface ProductReportDetails {
  productName: string;
  salesStore: string;
  shopNames: string | null;
  contact: string;
  reportTime: string;
  /** The code a non-genuine scan read, when the report came from `/fake`. */
  code: string | null;
}

/**
 * Reports of content, members and products, one table so that a member sees one list and support one
 * queue. `target_id` is null for a product report. One open report per member and target.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Human-readable and unique (`R` + date + sequence), shown to the reporter. */
    number: text('number').notNull(),
    reporterId: bigint('reporter_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporter: jsonb('reporter').$type<ReporterSnapshot>().notNull(),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetId: bigint('target_id', { mode: 'bigint' }),
    /** The member whose content (or self) was reported, for the queue and for warnings. */
    targetOwnerId: bigint('target_owner_id', { mode: 'bigint' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** What the reported thing said when reported (title or text), so support reads what was seen. */
    targetSnippet: text('target_snippet'),
    reasonType: text('reason_type').notNull(),
    text: text('text'),
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'`),
    product: jsonb('product').$type<ProductReportDetails>(),
    state: text('state', { enum: REPORT_STATES }).notNull().default('submitted'),
    outcome: text('outcome', { enum: REPORT_OUTCOMES }),
    lang: text('lang').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    uniqueIndex('reports_number_key').on(t.number),
    uniqueIndex('reports_open_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.state} <> 'completed' and ${t.targetId} is not null`),
    index('reports_reporter_idx').on(t.reporterId, t.state, t.id.desc().nullsFirst()),
    index('reports_recent_idx').on(t.reporterId, t.createdAt),
    index('reports_queue_idx')
      .on(t.targetType, t.targetId)
      .where(sql`${t.state} <> 'completed'`),
  ],
);

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
