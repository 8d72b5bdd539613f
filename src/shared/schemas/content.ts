import { z } from 'zod';
import { countChars, countWords } from '../content/words.ts';
import { DateTimeSchema, PageQuerySchema, pageOf, text } from './common.ts';
import { IdInputSchema, IdSchema } from './ids.ts';
import { localisedInput, LocalisedSchema } from './localised.ts';
import { ReelVideoSchema } from './reels.ts';

/** Content limits (spec §5, §9; DESIGN §7), each defined once for the form and the server. */
export const TITLE_WORDS_MIN = 6;
export const TITLE_WORDS_MAX = 500;
/** A storage guard beside the word count: 500 long words still fit. */
export const TITLE_CHARS_MAX = 5000;
/** The body (paragraph and heading text together) must stay under this many characters. */
export const BODY_CHARS_LIMIT = 25_000;
export const IMAGES_MAX = 10;
export const STORY_IMAGES_MIN = 1;
/** A story's caption: a title that may be short. */
export const CAPTION_WORDS_MIN = 1;
export const SUBHEADINGS_MAX = 1000;
export const CITED_FROM_MAX = 200;
export const TOPICS_PER_ARTICLE_MAX = 5;
export const BLOCKS_MAX = 400;
export const KEYWORD_MAX = 100;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Feed cards show this many characters of the body. */
export const EXCERPT_CHARS = 140;
export const TOP_LIST_SIZE = 10;
const TITLE_WORDS = { min: TITLE_WORDS_MIN, max: TITLE_WORDS_MAX };

export const ARTICLE_TYPES = ['article', 'story', 'reels'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
/** `hidden`: taken down by the moderation queue (issue 14); its author still sees it, with a notice. */
export const ARTICLE_STATUSES = ['draft', 'published', 'hidden'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_SOURCES = ['original', 'cited'] as const;

/** Our media only: what `/api/upload` answered (the server also checks the upload exists). */
export const MediaUrlSchema = text()
  .max(300, { error: 'validation.tooLong' })
  .regex(/^\/obs\/[a-z0-9][a-z0-9/_.-]*$/, { error: 'content.imageNotOurs' });

const blockText = text({ multiline: true }).max(BODY_CHARS_LIMIT, { error: 'validation.tooLong' });
export const BlockSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('paragraph'), text: blockText }),
    z.strictObject({ type: z.literal('heading'), text: blockText }),
    z.strictObject({
      type: z.literal('image'),
      url: MediaUrlSchema,
      width: z.number().int().min(1).max(20_000),
      height: z.number().int().min(1).max(20_000),
    }),
  ],
  { error: 'validation.invalid' },
);
export type Block = z.infer<typeof BlockSchema>;

/** Characters of body text (paragraphs and headings). */
export const bodyChars = (blocks: readonly Block[]) =>
  blocks.reduce((n, b) => n + (b.type === 'image' ? 0 : countChars(b.text)), 0);
export const imageCount = (blocks: readonly Block[]) => blocks.filter((b) => b.type === 'image').length;

/**
 * One schema for the publish form and `frontend/save`. A draft keeps whatever the member wrote so far
 * (only the hard caps apply: nothing is lost); publishing also needs the minimums.
 */
export const ArticleSaveSchema = z
  .object({
    id: IdInputSchema.optional(),
    type: z.enum(ARTICLE_TYPES, { error: 'validation.choice' }),
    title: text().trim().max(TITLE_CHARS_MAX, { error: 'validation.tooLong' }),
    subheadings: text({ multiline: true })
      .trim()
      .max(SUBHEADINGS_MAX, { error: 'validation.tooLong' })
      .nullable()
      .optional(),
    blocks: z
      .array(BlockSchema, { error: 'validation.invalid' })
      .max(BLOCKS_MAX, { error: 'validation.invalid' }),
    categoryId: IdInputSchema.nullable().optional(),
    topicIds: z
      .array(IdInputSchema, { error: 'validation.invalid' })
      .max(TOPICS_PER_ARTICLE_MAX, { error: 'content.topicsMax' }) // {max} comes from the issue
      .optional(),
    source: z.enum(ARTICLE_SOURCES, { error: 'validation.choice' }),
    citedFrom: text().trim().max(CITED_FROM_MAX, { error: 'validation.tooLong' }).nullable().optional(),
    /** A reel's video (`/api/video/upload` or `audioMerge`); only reels carry one. */
    videoId: IdInputSchema.nullable().optional(),
    draft: z.boolean({ error: 'validation.invalid' }),
  })
  .superRefine((a, ctx) => {
    const words = countWords(a.title);
    const reels = a.type === 'reels';
    // A reel's caption is a story's: a title that may be short, text without headings or pictures.
    const story = a.type === 'story' || reels;
    if (!reels && a.videoId) {
      ctx.addIssue({ code: 'custom', path: ['videoId'], message: 'reels.videoOnlyReels' });
    }
    if (reels && imageCount(a.blocks) > 0) {
      ctx.addIssue({ code: 'custom', path: ['blocks'], message: 'reels.noPictures' });
    }
    if (reels && !a.draft && !a.videoId) {
      ctx.addIssue({ code: 'custom', path: ['videoId'], message: 'reels.videoRequired' });
    }
    if (words > TITLE_WORDS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'content.titleWords', params: TITLE_WORDS });
    }
    if (bodyChars(a.blocks) >= BODY_CHARS_LIMIT) {
      ctx.addIssue({
        code: 'custom',
        path: ['blocks'],
        message: 'content.bodyTooLong',
        params: { max: BODY_CHARS_LIMIT - 1 },
      });
    }
    const images = imageCount(a.blocks);
    if (images > IMAGES_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['blocks'],
        message: 'content.imagesMax',
        params: { max: IMAGES_MAX },
      });
    }
    if (story && a.blocks.some((b) => b.type === 'heading')) {
      ctx.addIssue({ code: 'custom', path: ['blocks'], message: 'content.storyBlocks' });
    }
    if (a.source === 'cited' && !a.draft && !a.citedFrom) {
      ctx.addIssue({ code: 'custom', path: ['citedFrom'], message: 'validation.required' });
    }
    if (a.draft) return;
    const minWords = story ? CAPTION_WORDS_MIN : TITLE_WORDS_MIN;
    if (words < minWords) {
      const message = story ? 'validation.required' : 'content.titleWords';
      ctx.addIssue({ code: 'custom', path: ['title'], message, params: TITLE_WORDS });
    }
    if (story && !reels && images < STORY_IMAGES_MIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['blocks'],
        message: 'content.storyImages',
        params: { max: IMAGES_MAX },
      });
    }
    if (!story && bodyChars(a.blocks) === 0 && images === 0) {
      ctx.addIssue({ code: 'custom', path: ['blocks'], message: 'validation.required' });
    }
  });
export type ArticleSave = z.input<typeof ArticleSaveSchema>;
export type ArticleSaveParsed = z.output<typeof ArticleSaveSchema>;
export const ArticleSavedSchema = z.object({
  id: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  /** A reel published while its video is still processing: it goes live by itself when ready. */
  waitingForVideo: z.boolean(),
});
export type ArticleSaved = z.infer<typeof ArticleSavedSchema>;

export const AuthorSchema = z.object({
  userId: z.string(),
  nickName: z.string(),
  avatarUrl: z.string().nullable(),
  /** Marked by the brand as a key opinion leader. */
  kol: z.boolean(),
  /** Their tier's code (issue 39), where the page shows it (comments, the profile); never their points. */
  tierCode: z.string().optional(),
});
export type Author = z.infer<typeof AuthorSchema>;

export const ImageRefSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageRef = z.infer<typeof ImageRefSchema>;

export const ArticleListItemSchema = z.object({
  id: z.string(),
  type: z.enum(ARTICLE_TYPES),
  title: z.string(),
  /** The first image in its feed size, or null. */
  cover: z.string().nullable(),
  coverWidth: z.number().int().nullable(),
  coverHeight: z.number().int().nullable(),
  imageCount: z.number().int(),
  excerpt: z.string(),
  author: AuthorSchema,
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  /** A reel's video (null for articles and stories). */
  video: ReelVideoSchema.nullable(),
  status: z.enum(ARTICLE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleListItem = z.infer<typeof ArticleListItemSchema>;
export const ArticlePageSchema = pageOf(ArticleListItemSchema);
export type ArticlePage = z.infer<typeof ArticlePageSchema>;

export const CategorySchema = z.object({ id: z.string(), name: z.string() });
export type Category = z.infer<typeof CategorySchema>;
export const TopicSchema = z.object({ id: z.string(), name: z.string(), articleCount: z.number().int() });
export type Topic = z.infer<typeof TopicSchema>;

export const ArticleDetailSchema = z.object({
  id: z.string(),
  type: z.enum(ARTICLE_TYPES),
  status: z.enum(ARTICLE_STATUSES),
  title: z.string(),
  subheadings: z.string().nullable(),
  blocks: z.array(BlockSchema),
  category: CategorySchema.nullable(),
  topics: z.array(TopicSchema),
  source: z.enum(ARTICLE_SOURCES),
  citedFrom: z.string().nullable(),
  author: AuthorSchema,
  /** Written by the brand (statute pages). */
  statute: z.boolean(),
  brandSpecialId: z.string().nullable(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  saveCount: z.number().int(),
  viewCount: z.number().int(),
  /** A reel's video (null for articles, stories and a reel draft without a ready video). */
  video: ReelVideoSchema.nullable(),
  /** The reel's video id as saved (its owner's editor reopens it while it still processes). */
  videoId: z.string().nullable(),
  /** Published by the author while the video processed: it goes live when the video is ready. */
  waitingForVideo: z.boolean(),
  /** The caller wrote it (may edit or remove it). */
  mine: z.boolean(),
  /** The caller liked it / saved it / follows its author (false for visitors). */
  liked: z.boolean(),
  saved: z.boolean(),
  followed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

const optionalId = IdSchema.optional();
export const ArticleListQuerySchema = PageQuerySchema.extend({
  type: z.enum(ARTICLE_TYPES, { error: 'validation.choice' }).optional(),
  categoryId: optionalId,
  topicId: optionalId,
  keyword: text().trim().max(KEYWORD_MAX, { error: 'validation.tooLong' }).optional(),
  /** A member's published articles (their public page). */
  userId: optionalId,
});
export type ArticleListQuery = z.input<typeof ArticleListQuerySchema>;
export const OwnerListQuerySchema = PageQuerySchema.extend({
  status: z.enum(ARTICLE_STATUSES, { error: 'validation.choice' }).optional(),
  type: z.enum(ARTICLE_TYPES, { error: 'validation.choice' }).optional(),
});
export const KeywordQuerySchema = z.object({
  keyword: text().trim().max(KEYWORD_MAX, { error: 'validation.tooLong' }).optional(),
});
export const TopicPageQuerySchema = PageQuerySchema.merge(KeywordQuerySchema);
export const TopicPageSchema = pageOf(TopicSchema);

export const SuggestionSchema = z.object({
  text: z.string(),
  kind: z.enum(['article', 'topic']),
  id: z.string(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const SuggestionListSchema = z.object({ list: z.array(SuggestionSchema) });

export const BannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  /** An in-app path (`/article/12`) or an https address. */
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const BrandSpecialSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  articleCount: z.number().int(),
});
export type BrandSpecial = z.infer<typeof BrandSpecialSchema>;
/** `brandSpecial/frontend/detail/{id}`: the page, its followers, and whether the signed-in member is one. */
export const BrandSpecialDetailSchema = BrandSpecialSchema.extend({
  followerCount: z.number().int(),
  /** False for visitors. */
  followed: z.boolean(),
});
export type BrandSpecialDetail = z.infer<typeof BrandSpecialDetailSchema>;
/** `brandSpecial/frontend/follow/save`: follow (true) or unfollow (false); idempotent both ways. */
export const BrandFollowSaveSchema = z.object({
  brandSpecialId: IdInputSchema,
  follow: z.boolean({ error: 'validation.required' }),
});
export const BrandFollowedSchema = z.object({ followed: z.boolean(), followerCount: z.number().int() });
export type BrandFollowed = z.infer<typeof BrandFollowedSchema>;
/** `myStatistics/brandSpecial`: the brands the member follows, newest follow first (decision 105). */
export const MyBrandStatisticsSchema = z.object({
  followingCount: z.number().int(),
  list: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      logoUrl: z.string().nullable(),
      followedAt: z.string(),
    }),
  ),
});
export type MyBrandStatistics = z.infer<typeof MyBrandStatisticsSchema>;
export const BrandArticleQuerySchema = PageQuerySchema.extend({ brandSpecialId: IdSchema });

export const UploadedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
/** A canvas picture: a data URL or bare base64 of at most IMAGE_MAX_BYTES once decoded. */
export const Base64UploadSchema = z.object({
  data: text()
    .min(1, { error: 'validation.required' })
    .max(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 100, { error: 'error.payloadTooLarge' }),
});

// Console (brand) inputs.
const LinkSchema = text()
  .trim()
  .max(500, { error: 'validation.tooLong' })
  // An in-app path starts with exactly one slash: `//host/x` is a link to another site.
  .regex(/^(\/(?![/\\])[A-Za-z0-9/_?=&.-]*|https:\/\/[^\s/\\][^\s]*)$/, { error: 'validation.invalid' });
export const CategorySaveSchema = z.object({
  name: localisedInput(30),
  sort: z.number().int().min(0).max(10_000).optional(),
});
export const TopicSaveSchema = z.object({ name: localisedInput(40) });
export const BannerSaveSchema = z.object({
  title: localisedInput(100),
  imageUrl: MediaUrlSchema,
  link: LinkSchema.nullable().optional(),
  sort: z.number().int().min(0).max(10_000).optional(),
  startAt: DateTimeSchema.nullable().optional(),
  endAt: DateTimeSchema.nullable().optional(),
});
export const BrandSpecialSaveSchema = z.object({
  name: localisedInput(60),
  description: localisedInput(2000, true),
  logoUrl: MediaUrlSchema.nullable().optional(),
  coverUrl: MediaUrlSchema.nullable().optional(),
  sort: z.number().int().min(0).max(10_000).optional(),
});
export const KolMarkSchema = z.object({ userId: IdInputSchema, kol: z.boolean() });
/** Attach an article to a brand special (null detaches). */
export const ArticleBrandSchema = z.object({ brandSpecialId: IdInputSchema.nullable() });
export const ConsoleCategorySchema = z.object({
  id: z.string(),
  name: LocalisedSchema,
  sort: z.number().int(),
});
export const ConsoleTopicSchema = z.object({ id: z.string(), name: LocalisedSchema });
export const ConsoleBannerSchema = z.object({
  id: z.string(),
  title: LocalisedSchema,
  imageUrl: z.string(),
  link: z.string().nullable(),
  sort: z.number().int(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
});
export const ConsoleBrandSpecialSchema = z.object({
  id: z.string(),
  name: LocalisedSchema,
  description: LocalisedSchema,
  logoUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  sort: z.number().int(),
});

/** The console's article list: members' posts (published or hidden) or the brand's statute pages. */
export const ConsoleArticleQuerySchema = PageQuerySchema.extend({
  kind: z.enum(['posts', 'statutes'], { error: 'validation.choice' }),
  status: z.enum(ARTICLE_STATUSES, { error: 'validation.choice' }).optional(),
  type: z.enum(ARTICLE_TYPES, { error: 'validation.choice' }).optional(),
  /** A part of the title. */
  q: text().trim().max(KEYWORD_MAX, { error: 'validation.tooLong' }).optional(),
});
export type ConsoleArticleQuery = z.infer<typeof ConsoleArticleQuerySchema>;
export const ConsoleArticleSchema = z.object({
  id: z.string(),
  type: z.enum(ARTICLE_TYPES),
  status: z.enum(ARTICLE_STATUSES),
  title: z.string(),
  excerpt: z.string(),
  coverUrl: z.string().nullable(),
  author: z.object({ userId: z.string(), nickName: z.string().nullable(), email: z.string() }),
  /** The language it was written in. */
  lang: z.string(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type ConsoleArticle = z.infer<typeof ConsoleArticleSchema>;
export const ConsoleArticlePageSchema = pageOf(ConsoleArticleSchema);
/** One statute page as the console edits it (any status). */
export const ConsoleStatuteSchema = z.object({
  id: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  title: z.string(),
  subheadings: z.string().nullable(),
  blocks: z.array(BlockSchema),
  lang: z.string(),
  updatedAt: z.string(),
});
export type ConsoleStatute = z.infer<typeof ConsoleStatuteSchema>;
