import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema, optionalText, pageOf, text } from './common.ts';
import { IdInputSchema, IdSchema } from './ids.ts';

/**
 * Support and trust (issue 14): work orders, feedback, reports of content, members and products, the
 * moderation queue. Each limit is defined once here for the forms and the server.
 */
export const SUPPORT_PICTURES_MAX = 10;
export const WORK_ORDER_TEXT_MAX = 2000;
/** Spec §5: opinion text 0 to 1000 characters. */
export const FEEDBACK_TEXT_MAX = 1000;
export const REPORT_TEXT_MAX = 1000;
export const CONTACT_MAX = 100;
/** Spec §5: store or name text up to 50 characters. */
export const PRODUCT_NAME_MAX = 50;
export const STORE_NAME_MAX = 50;
export const SHOP_NAMES_MAX = 200;
/** Reports a member may file in one hour (the next one is 429 `REPORT_LIMIT`). */
export const REPORTS_PER_HOUR = 10;
/** Spec §9: a redemption not delivered this many days after the order offers "contact support". */
export const SUPPORT_AFTER_DAYS = 30;
/** Longest suspension the queue can give, in days. */
export const SUSPEND_DAYS_MAX = 365;

export const WORK_ORDER_STATES = ['accepting', 'accepted'] as const;
export type WorkOrderState = (typeof WORK_ORDER_STATES)[number];

export const FEEDBACK_TYPES = ['suggestion', 'bug', 'account', 'points', 'activity', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** What can be reported: content and members through `report/add`, products through `productReport/add`. */
export const REPORT_TARGETS = ['article', 'comment', 'user', 'store', 'review', 'product'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const CONTENT_REPORT_TARGETS = ['article', 'comment', 'user', 'store', 'review'] as const;
export type ContentReportTarget = (typeof CONTENT_REPORT_TARGETS)[number];

export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'sexual',
  'violence',
  'minors',
  'illegalSale',
  'misinformation',
  'privacy',
  'impersonation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Product reports carry one of these as their reason. */
export const PRODUCT_REPORT_REASONS = ['counterfeit', 'quality'] as const;

/**
 * A report's state, which is its tab: `submitted` (new), `monitoring` (support keeps watching the
 * target: "focused monitoring"), `completed` ("acceptance completed", with an outcome).
 */
export const REPORT_STATES = ['submitted', 'monitoring', 'completed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const REPORT_OUTCOMES = ['dismissed', 'hidden', 'warned', 'suspended', 'resolved'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** The moderation queue's actions on a target; `hide` and `restore` are for content only. */
export const MODERATION_ACTIONS = [
  'dismiss',
  'monitor',
  'hide',
  'restore',
  'warn',
  'suspend',
  'resolve',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const pictures = z
  .array(text().trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.invalid' }), {
    error: 'validation.invalid',
  })
  .max(SUPPORT_PICTURES_MAX, { error: 'content.imagesMax' });

const longText = (max: number, min = 1) =>
  text({ multiline: true })
    .trim()
    .min(min, { error: min > 1 ? 'validation.tooShort' : 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

// --- work orders --------------------------------------------------------------------------------

export const WorkOrderSaveSchema = z.object({
  description: longText(WORK_ORDER_TEXT_MAX),
  /** Uploaded pictures (`/obs/...`, the member's own uploads). */
  pictures: pictures.optional(),
  /** The member's redemption order it is about. */
  redeemId: IdInputSchema.optional(),
});
export type WorkOrderSave = z.input<typeof WorkOrderSaveSchema>;
export const WorkOrderSavedSchema = z.object({ id: z.string(), number: z.string() });
export type WorkOrderSaved = z.infer<typeof WorkOrderSavedSchema>;

export const WorkOrderListQuerySchema = PageQuerySchema.extend({
  state: z.enum(WORK_ORDER_STATES, { error: 'validation.choice' }).optional(),
});
export type WorkOrderListQuery = z.input<typeof WorkOrderListQuerySchema>;

export const WorkOrderRedeemSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  prizeName: z.string(),
  createdAt: z.string(),
});

export const WorkOrderItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  description: z.string(),
  pictures: z.array(z.string()),
  state: z.enum(WORK_ORDER_STATES),
  redeem: WorkOrderRedeemSchema.nullable(),
  /** Messages in the conversation after the opening one. */
  replyCount: z.number().int(),
  /** Support answered after the member's last message. */
  answered: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkOrderItem = z.infer<typeof WorkOrderItemSchema>;
export const WorkOrderPageSchema = pageOf(WorkOrderItemSchema);
export type WorkOrderPage = z.infer<typeof WorkOrderPageSchema>;

export const WorkOrderMessageSchema = z.object({
  id: z.string(),
  side: z.enum(['member', 'support']),
  content: z.string(),
  pictures: z.array(z.string()),
  createdAt: z.string(),
});
export type WorkOrderMessage = z.infer<typeof WorkOrderMessageSchema>;
export const WorkOrderDetailSchema = WorkOrderItemSchema.extend({
  messages: z.array(WorkOrderMessageSchema),
  closedAt: z.string().nullable(),
});
export type WorkOrderDetail = z.infer<typeof WorkOrderDetailSchema>;

/** A follow-up in the conversation: the member's (while unsolved) or support's (console). */
export const WorkOrderReplySchema = z.object({
  content: longText(WORK_ORDER_TEXT_MAX),
  pictures: pictures.optional(),
});
export type WorkOrderReply = z.input<typeof WorkOrderReplySchema>;
/** Support's answer may close the order in the same step. */
export const WorkOrderAnswerSchema = WorkOrderReplySchema.extend({ close: z.boolean().optional() });
export type WorkOrderAnswer = z.input<typeof WorkOrderAnswerSchema>;

// --- feedback -----------------------------------------------------------------------------------

export const OptionSchema = z.object({ code: z.string(), name: z.string() });
export type Option = z.infer<typeof OptionSchema>;
export const OptionListSchema = z.array(OptionSchema);

export const FeedbackAddSchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: 'validation.choice' }),
  content: longText(FEEDBACK_TEXT_MAX),
  pictures: pictures.optional(),
  contact: optionalText(CONTACT_MAX),
});
export type FeedbackAdd = z.input<typeof FeedbackAddSchema>;

// --- reports ------------------------------------------------------------------------------------

export const ReportAddSchema = z.object({
  targetType: z.enum(CONTENT_REPORT_TARGETS, { error: 'validation.choice' }),
  targetId: IdInputSchema,
  reasonType: z.enum(REPORT_REASONS, { error: 'validation.choice' }),
  text: optionalText(REPORT_TEXT_MAX),
  pictures: pictures.optional(),
});
export type ReportAdd = z.input<typeof ReportAddSchema>;
export const ReportAddedSchema = z.object({ id: z.string(), reportNumber: z.string() });
export type ReportAdded = z.infer<typeof ReportAddedSchema>;

export const ProductReportAddSchema = z.object({
  productName: text()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(PRODUCT_NAME_MAX, { error: 'validation.tooLong' }),
  reasonType: z.enum(PRODUCT_REPORT_REASONS, { error: 'validation.choice' }).optional(),
  images: pictures.min(1, { error: 'support.imagesRequired' }),
  salesStore: text()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(STORE_NAME_MAX, { error: 'validation.tooLong' }),
  shopNames: optionalText(SHOP_NAMES_MAX),
  contact: text()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CONTACT_MAX, { error: 'validation.tooLong' }),
  /** The day the product was bought or seen (YYYY-MM-DD), not in the future. */
  reportTime: IsoDateSchema,
  description: longText(REPORT_TEXT_MAX),
  /** The code a non-genuine scan read (`/fake` prefills it). */
  code: optionalText(64),
});
export type ProductReportAdd = z.input<typeof ProductReportAddSchema>;

export const ReportListQuerySchema = PageQuerySchema.extend({
  tab: z.enum(REPORT_STATES, { error: 'validation.choice' }).optional(),
});
export type ReportListQuery = z.input<typeof ReportListQuerySchema>;

export const ReportItemSchema = z.object({
  id: z.string(),
  reportNumber: z.string(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string().nullable(),
  /** What was reported, as it read then (a title, the start of a comment, a nickname, a product). */
  targetSnippet: z.string().nullable(),
  reasonType: z.string(),
  /** The reason in the caller's language. */
  reason: z.string(),
  state: z.enum(REPORT_STATES),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReportItem = z.infer<typeof ReportItemSchema>;
export const ReportPageSchema = pageOf(ReportItemSchema);
export type ReportPage = z.infer<typeof ReportPageSchema>;
export const ProductReportDetailsSchema = z.object({
  productName: z.string(),
  salesStore: z.string(),
  shopNames: z.string().nullable(),
  contact: z.string(),
  reportTime: z.string(),
  code: z.string().nullable(),
});
export const ReportDetailSchema = ReportItemSchema.extend({
  text: z.string().nullable(),
  pictures: z.array(z.string()),
  product: ProductReportDetailsSchema.nullable(),
  resolvedAt: z.string().nullable(),
});
export type ReportDetail = z.infer<typeof ReportDetailSchema>;

// --- the moderation queue (console) -------------------------------------------------------------

export const ModerationQueueQuerySchema = PageQuerySchema.extend({
  /** `open` (submitted or monitoring; default) or `completed`. */
  state: z.enum(['open', 'completed'], { error: 'validation.choice' }).optional(),
  targetType: z.enum(REPORT_TARGETS, { error: 'validation.choice' }).optional(),
});
export type ModerationQueueQuery = z.input<typeof ModerationQueueQuerySchema>;

/** One reported target with its open reports counted; product reports are one group each. */
export const ModerationGroupSchema = z.object({
  targetType: z.enum(REPORT_TARGETS),
  /** The target's id; for a product report, the report's own id. */
  targetId: z.string(),
  snippet: z.string().nullable(),
  owner: z
    .object({ userId: z.string(), nickName: z.string().nullable(), suspendedUntil: z.string().nullable() })
    .nullable(),
  /** The target is hidden now. */
  hidden: z.boolean(),
  reportCount: z.number().int(),
  /** Reports per reason key. */
  reasons: z.record(z.string(), z.number().int()),
  state: z.enum(REPORT_STATES),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type ModerationGroup = z.infer<typeof ModerationGroupSchema>;
export const ModerationQueueSchema = pageOf(ModerationGroupSchema);

export const ModerationTargetParamsSchema = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: 'validation.choice' }),
  targetId: IdSchema,
});
export const ModerationReportSchema = ReportDetailSchema.extend({
  reporter: z.object({
    userId: z.string(),
    userName: z.string(),
    email: z.string(),
    nickName: z.string().nullable(),
  }),
});
export const ModerationTargetSchema = z.object({
  group: ModerationGroupSchema,
  reports: z.array(ModerationReportSchema),
});

export const ModerationActionSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: 'validation.choice' }),
    /** Told to the member on warn and suspend, kept in the audit log. */
    reason: optionalText(500),
    /** Suspend: 1 to SUSPEND_DAYS_MAX days. */
    days: z
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .min(1, { error: 'validation.invalid' })
      .max(SUSPEND_DAYS_MAX, { error: 'validation.invalid' })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'suspend' && v.days === undefined) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'validation.required' });
    }
  });
export type ModerationActionInput = z.input<typeof ModerationActionSchema>;
export const ModerationResultSchema = z.object({
  /** Open reports the action completed (0 for monitor, which keeps them open). */
  reportsClosed: z.number().int(),
  hidden: z.boolean(),
  suspendedUntil: z.string().nullable(),
});
export type ModerationResult = z.infer<typeof ModerationResultSchema>;

export const SuspendSchema = z.object({
  days: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(SUSPEND_DAYS_MAX, { error: 'validation.invalid' }),
  reason: optionalText(500),
});

export const ConsoleWorkOrderQuerySchema = PageQuerySchema.extend({
  state: z.enum(WORK_ORDER_STATES, { error: 'validation.choice' }).optional(),
});
export const ConsoleWorkOrderSchema = WorkOrderDetailSchema.extend({
  member: z.object({ userId: z.string(), email: z.string(), nickName: z.string().nullable() }),
  lang: z.string(),
});
export const ConsoleWorkOrderPageSchema = pageOf(ConsoleWorkOrderSchema.omit({ messages: true }));

export const ConsoleFeedbackSchema = z.object({
  id: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  pictures: z.array(z.string()),
  contact: z.string().nullable(),
  lang: z.string(),
  member: z.object({ userId: z.string(), email: z.string(), nickName: z.string().nullable() }),
  createdAt: z.string(),
});
export const ConsoleFeedbackPageSchema = pageOf(ConsoleFeedbackSchema);
export const ConsoleFeedbackQuerySchema = PageQuerySchema.extend({
  type: z.enum(FEEDBACK_TYPES, { error: 'validation.choice' }).optional(),
});

// --- account pages ------------------------------------------------------------------------------

/** `/setting/thirdInfo`: linked sign-in accounts. Unlinking needs the email sign-in to remain. */
export const ThirdInfoSchema = z.object({
  accounts: z.array(
    z.object({
      provider: z.enum(['facebook']),
      linked: z.boolean(),
      linkedAt: z.string().nullable(),
    }),
  ),
  email: z.string(),
  /** The member can still sign in with an emailed code after unlinking. */
  canUnlink: z.boolean(),
});
export type ThirdInfo = z.infer<typeof ThirdInfoSchema>;
export const ThirdProviderParamsSchema = z.object({
  provider: z.enum(['facebook'], { error: 'validation.choice' }),
});

/** `/setting/infoChecklist`: what personal data we hold, per category, with where to see or edit it. */
export const INFO_CATEGORIES = [
  'account',
  'profile',
  'addresses',
  'ageProof',
  'content',
  'interactions',
  'reviews',
  'stores',
  'scans',
  'points',
  'redemptions',
  'activities',
  'support',
  'linkedAccounts',
  'sessions',
  'privacy',
] as const;
export type InfoCategory = (typeof INFO_CATEGORIES)[number];
export const InfoChecklistSchema = z.object({
  categories: z.array(
    z.object({
      category: z.enum(INFO_CATEGORIES),
      /** What we hold, as counts or filled fields, e.g. `{posts: 3, comments: 12}` or `{firstName: 1}`. */
      items: z.record(z.string(), z.number().int()),
      /** Where in the app to see or edit it (a route of the table), or null. */
      link: z.string().nullable(),
    }),
  ),
});
export type InfoChecklist = z.infer<typeof InfoChecklistSchema>;

export type ModerationQueue = z.infer<typeof ModerationQueueSchema>;
export type ModerationTargetView = z.infer<typeof ModerationTargetSchema>;
export type ConsoleWorkOrder = z.infer<typeof ConsoleWorkOrderSchema>;
export type ConsoleWorkOrderPage = z.infer<typeof ConsoleWorkOrderPageSchema>;
export type ConsoleFeedbackPage = z.infer<typeof ConsoleFeedbackPageSchema>;
/** Queries as the routes hand them on (parsed: `pageSize` a number). */
export type WorkOrderListParsed = z.output<typeof WorkOrderListQuerySchema>;
export type ReportListParsed = z.output<typeof ReportListQuerySchema>;
export type ModerationQueueParsed = z.output<typeof ModerationQueueQuerySchema>;
export type ConsoleWorkOrderQuery = z.output<typeof ConsoleWorkOrderQuerySchema>;
export type ConsoleFeedbackQuery = z.output<typeof ConsoleFeedbackQuerySchema>;
export type ModerationActionParsed = z.output<typeof ModerationActionSchema>;
export type WorkOrderSaveParsed = z.output<typeof WorkOrderSaveSchema>;
export type FeedbackAddParsed = z.output<typeof FeedbackAddSchema>;
export type ReportAddParsed = z.output<typeof ReportAddSchema>;
export type ProductReportAddParsed = z.output<typeof ProductReportAddSchema>;
export type WorkOrderAnswerParsed = z.output<typeof WorkOrderAnswerSchema>;
export type WorkOrderReplyParsed = z.output<typeof WorkOrderReplySchema>;
