import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { type Localised, ts } from './columns.ts';
import { type ReelVideoSnapshot, videos } from './reels.ts';

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
