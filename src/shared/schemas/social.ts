import { z } from 'zod';
import { countChars } from '../content/words.ts';
import { PageQuerySchema, pageOf, text } from './common.ts';
import { ArticleListItemSchema, AuthorSchema } from './content.ts';
import { IdInputSchema, IdSchema } from './ids.ts';
import { localisedInput, LocalisedSchema } from './localised.ts';

/** Spec §5 and §9: a comment or a reply holds at most 500 characters (code points) after trimming. */
export const COMMENT_MAX = 500;
/** "view N replies" shows this many replies under a comment before the thread page. */
export const REPLY_PREVIEW = 2;

/** Comment and reply text: trimmed, 1 to 500 characters, line breaks kept. */
export const CommentTextSchema = text({ multiline: true })
  .trim()
  .min(1, { error: 'validation.required' })
  .refine((v) => countChars(v) <= COMMENT_MAX, {
    error: 'validation.tooLong',
    params: { max: COMMENT_MAX },
  });

// --- comments and replies (`/api/hibackend/article/evaluate…`) ---------------------------------

export const CommentAddSchema = z.object({ articleId: IdInputSchema, content: CommentTextSchema });
export type CommentAdd = z.input<typeof CommentAddSchema>;
export const ReplyAddSchema = z.object({
  commentId: IdInputSchema,
  content: CommentTextSchema,
  /** Answering someone in the thread; the comment's author when left out. */
  replyToUserId: IdInputSchema.optional(),
});
export type ReplyAdd = z.input<typeof ReplyAddSchema>;

export const ReplySchema = z.object({
  id: z.string(),
  commentId: z.string(),
  content: z.string(),
  author: AuthorSchema,
  /** Who the reply answers, when not the comment's author. */
  replyTo: AuthorSchema.nullable(),
  likeCount: z.number().int(),
  createdAt: z.string(),
  /** The caller liked it. */
  liked: z.boolean(),
  /** The caller wrote it (may delete it). */
  mine: z.boolean(),
});
export type Reply = z.infer<typeof ReplySchema>;

export const CommentSchema = z.object({
  id: z.string(),
  articleId: z.string(),
  content: z.string(),
  author: AuthorSchema,
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  createdAt: z.string(),
  liked: z.boolean(),
  mine: z.boolean(),
  /** The first `REPLY_PREVIEW` replies, oldest first (the rest: `evaluateReply/listPage`). */
  replies: z.array(ReplySchema),
});
export type Comment = z.infer<typeof CommentSchema>;
export const CommentPageSchema = pageOf(CommentSchema);
export type CommentPage = z.infer<typeof CommentPageSchema>;
export const ReplyPageSchema = pageOf(ReplySchema);
export type ReplyPage = z.infer<typeof ReplyPageSchema>;

/** `/reply/{id}`: one comment with the article it belongs to. */
export const CommentThreadSchema = CommentSchema.extend({
  article: z.object({
    id: z.string(),
    title: z.string(),
    cover: z.string().nullable(),
    authorId: z.string(),
  }),
});
export type CommentThread = z.infer<typeof CommentThreadSchema>;

export const CommentPageQuerySchema = PageQuerySchema.extend({ articleId: IdSchema });
export const ReplyPageQuerySchema = PageQuerySchema.extend({ commentId: IdSchema });

/** "My comments": what I wrote, newest first, with the article it is on. */
export const MyCommentSchema = z.object({
  id: z.string(),
  /** The comment a reply sits under; null for a comment. */
  commentId: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  likeCount: z.number().int(),
  article: z.object({ id: z.string(), title: z.string(), cover: z.string().nullable() }),
});
export type MyComment = z.infer<typeof MyCommentSchema>;
export const MyCommentPageSchema = pageOf(MyCommentSchema);

// --- likes and saves ----------------------------------------------------------------------------

export const LikeSchema = z.object({
  articleId: IdInputSchema,
  like: z.boolean({ error: 'validation.required' }),
});
export const LikedSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type Liked = z.infer<typeof LikedSchema>;
export const CollectSchema = z.object({
  articleId: IdInputSchema,
  saved: z.boolean({ error: 'validation.required' }),
});
export const SavedSchema = z.object({ saved: z.boolean(), saveCount: z.number().int() });
export type Saved = z.infer<typeof SavedSchema>;
export const CommentLikeSchema = z.object({
  commentId: IdInputSchema,
  like: z.boolean({ error: 'validation.required' }),
});
export const ArticleIdQuerySchema = PageQuerySchema.extend({ articleId: IdSchema });

// --- people ---------------------------------------------------------------------------------------

/** A member in a list (followers, following, likers, blocked): public fields and my relation. */
export const PersonSchema = AuthorSchema.extend({
  /** I follow them. */
  followed: z.boolean(),
  /** They follow me. */
  followsMe: z.boolean(),
});
export type Person = z.infer<typeof PersonSchema>;
export const PersonPageSchema = pageOf(PersonSchema);
export type PersonPage = z.infer<typeof PersonPageSchema>;

export const FollowSaveSchema = z.object({
  userId: IdInputSchema,
  follow: z.boolean({ error: 'validation.required' }),
});
export const FollowedSchema = z.object({ following: z.boolean(), followerCount: z.number().int() });
export type Followed = z.infer<typeof FollowedSchema>;
/** Whose lists; the caller's own when left out. */
export const UserPageQuerySchema = PageQuerySchema.extend({ userId: IdSchema.optional() });
export const UserQuerySchema = z.object({ userId: IdSchema });

/** `myStatistics/other`: a member's public profile and counters, and how I relate to them. */
export const MemberStatsSchema = z.object({
  user: AuthorSchema,
  /** Their profile background picture, or null (the plain header). */
  backImg: z.string().nullable(),
  followingCount: z.number().int(),
  followerCount: z.number().int(),
  /** Published articles and stories. */
  articleCount: z.number().int(),
  /** Likes their published articles received. */
  likeCount: z.number().int(),
  followed: z.boolean(),
  followsMe: z.boolean(),
  /** I blocked them / muted them. */
  blocked: z.boolean(),
  muted: z.boolean(),
  /** It is the caller. */
  me: z.boolean(),
});
export type MemberStats = z.infer<typeof MemberStatsSchema>;
/** `myStatistics/otherBalance`: what a member's posts earned from the community (never their points). */
export const MemberBalanceSchema = z.object({
  userId: z.string(),
  likeCount: z.number().int(),
  saveCount: z.number().int(),
  commentCount: z.number().int(),
});
export type MemberBalance = z.infer<typeof MemberBalanceSchema>;

// --- footprint ------------------------------------------------------------------------------------

export const FootprintItemSchema = ArticleListItemSchema.extend({ viewedAt: z.string() });
export type FootprintItem = z.infer<typeof FootprintItemSchema>;
export const FootprintPageSchema = pageOf(FootprintItemSchema);
export type FootprintPage = z.infer<typeof FootprintPageSchema>;

// --- block, mute, not interested --------------------------------------------------------------------

export const SHIELD_KINDS = ['block', 'mute'] as const;
export type ShieldKind = (typeof SHIELD_KINDS)[number];
/** `shield/save`: `block` and/or `mute` (at least one). */
export const ShieldSaveSchema = z
  .object({
    userId: IdInputSchema,
    block: z.boolean().optional(),
    mute: z.boolean().optional(),
  })
  .refine((v) => v.block !== undefined || v.mute !== undefined, {
    path: ['block'],
    error: 'validation.required',
  });
export const ShieldStateSchema = z.object({ blocked: z.boolean(), muted: z.boolean() });
export type ShieldState = z.infer<typeof ShieldStateSchema>;
export const ShieldListQuerySchema = PageQuerySchema.extend({
  kind: z.enum(SHIELD_KINDS, { error: 'validation.choice' }).optional(),
});

export const HIDDEN_TYPES = ['comment', 'article', 'store'] as const;
export type HiddenType = (typeof HIDDEN_TYPES)[number];
export const ActionSaveSchema = z.object({
  targetType: z.enum(HIDDEN_TYPES, { error: 'validation.choice' }),
  targetId: IdInputSchema,
});
export const ActionQuerySchema = z.object({
  targetType: z.enum(HIDDEN_TYPES, { error: 'validation.choice' }),
  targetId: IdSchema,
});
export const HiddenItemSchema = z.object({
  targetType: z.enum(HIDDEN_TYPES),
  targetId: z.string(),
  /** What the member saw: the article's title or the comment's start; null for a gone item. */
  label: z.string().nullable(),
  createdAt: z.string(),
});
export type HiddenItem = z.infer<typeof HiddenItemSchema>;
export const HiddenListSchema = z.object({ list: z.array(HiddenItemSchema) });

// --- notifications ------------------------------------------------------------------------------

/**
 * `workOrderReply`/`workOrderClosed`: support answered or closed a work order; `reportClosed`: a report
 * the member filed was handled; `warning`, `suspended`: the moderation queue's word to the member;
 * `contentHidden`: their post, comment, review or store was taken down.
 * `reelReady` and `reelFailed`: a reel published while its video processed went live, or its video failed. */
export const NOTICE_KINDS = [
  'comment',
  'reply',
  'follow',
  'like',
  'commentLike',
  'award',
  'reelReady',
  'reelFailed',
  // Support and trust (issue 14): each leads to `link`.
  'workOrderReply',
  'workOrderClosed',
  'reportClosed',
  'warning',
  'suspended',
  'contentHidden',
  // Privacy (issue 17): the member's data export is ready (leads to `link`).
  'exportReady',
  // The member's video or data export failed for good (issue 33; leads to `link`).
  'videoFailed',
  'exportFailed',
  // The brand's decisions about the member (issue 38; each leads to `link`): a prize order shipped,
  // a proof of age approved or rejected, a draw won (`snippet`: the prize in the reader's language),
  // points granted or deducted in the console (`snippet`: the change and the reason).
  'redeemShipped',
  'proofApproved',
  'proofRejected',
  'drawWon',
  'pointsGranted',
  'pointsDeducted',
  // The member reached a higher tier (issue 39; `snippet`: the tier's name in the reader's language).
  'tierUp',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  /** The latest actors, newest first (at most 3). */
  actors: z.array(AuthorSchema),
  /** How many members acted (likes are grouped). */
  actorCount: z.number().int(),
  article: z.object({ id: z.string(), title: z.string(), cover: z.string().nullable() }).nullable(),
  commentId: z.string().nullable(),
  snippet: z.string().nullable(),
  /** Where the notice leads (an app path) when it is not about an article. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;
export const NoticePageSchema = pageOf(NoticeSchema);
export type NoticePage = z.infer<typeof NoticePageSchema>;
export const UnreadSchema = z.object({
  /** Unread interaction notices. */
  notices: z.number().int(),
  /** Unread system notices. */
  system: z.number().int(),
  total: z.number().int(),
});
export type Unread = z.infer<typeof UnreadSchema>;

export const SystemNoticeSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
  read: z.boolean(),
});
export type SystemNotice = z.infer<typeof SystemNoticeSchema>;
/** `sysNotice/content/{type}`: the latest notices of the channel, newest first. */
export const SystemNoticeListSchema = z.object({
  list: z.array(SystemNoticeSchema),
  unread: z.number().int(),
});
export type SystemNoticeList = z.infer<typeof SystemNoticeListSchema>;
export const NoticeTypeParamsSchema = z.object({
  type: text()
    .regex(/^[1-9][0-9]{0,2}$/, { error: 'validation.invalid' })
    .transform(Number),
});

/** Console: a system notice to every member. */
export const SystemNoticeSaveSchema = z.object({
  type: z.number().int().min(1).max(999).optional(),
  title: localisedInput(120),
  body: localisedInput(2000, true),
});
export const ConsoleSystemNoticeSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  title: LocalisedSchema,
  body: LocalisedSchema,
  publishedAt: z.string(),
});
