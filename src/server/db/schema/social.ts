import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { NOTICE_KINDS } from '../../../shared/schemas/social.ts';
import { users } from './auth.ts';
import { type Localised, ts } from './columns.ts';
import { articles } from './content.ts';

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
