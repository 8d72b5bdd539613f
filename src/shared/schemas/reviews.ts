import { z } from 'zod';
import { countChars } from '../content/words.ts';
import { DEVICE_TYPES, NAME_MAX, STYLES } from './catalogue.ts';
import { PageQuerySchema, pageOf, text } from './common.ts';
import { AuthorSchema } from './content.ts';
import { IdInputSchema, IdSchema } from './ids.ts';
import { CommentTextSchema } from './social.ts';

/** The level of each taste attribute (spec §3: a little less, perfect, a little more). */
export const LEVELS = ['less', 'perfect', 'more'] as const;
export type Level = (typeof LEVELS)[number];
export const ATTRIBUTES = ['aroma', 'coolness', 'sweetness', 'throatHit'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];
/** Spec §5: opinion text 0 to 1000 characters; at most 10 pictures. */
export const OPINION_MAX = 1000;
export const REVIEW_PICTURES_MAX = 10;
/** A review with this much text (or a picture) is complete (issue 10). */
export const COMPLETE_TEXT_CHARS = 50;
export const REVIEW_SORTS = ['popular', 'latest', 'classic'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

const level = z.enum(LEVELS, { error: 'validation.choice' });
const opinion = () =>
  text({ multiline: true })
    .trim()
    .refine((v) => countChars(v) <= OPINION_MAX, {
      error: 'validation.tooLong',
      params: { max: OPINION_MAX },
    })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
const typedName = (max: number) =>
  text().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

/**
 * `brandTasteEvaluate/add` and `PUT brandTasteEvaluate/{id}`: a catalogue `productId`, or a brand and
 * a product typed in when the product is not in the catalogue.
 */
export const ReviewSaveSchema = z
  .object({
    productId: IdInputSchema.optional(),
    brandName: typedName(NAME_MAX).optional(),
    productName: typedName(100).optional(),
    deviceType: z.enum(DEVICE_TYPES, { error: 'validation.choice' }),
    flavour: typedName(NAME_MAX),
    style: z.enum(STYLES, { error: 'validation.choice' }),
    overallScore: z
      .number({ error: 'validation.required' })
      .int({ error: 'validation.invalid' })
      .min(1, { error: 'validation.invalid' })
      .max(5, { error: 'validation.invalid' }),
    aroma: level,
    coolness: level,
    sweetness: level,
    throatHit: level,
    appearanceReason: opinion(),
    improvement: opinion(),
    /** Uploaded pictures (`/obs/...`, the member's own uploads). */
    pictures: z
      .array(text().trim().max(500))
      .max(REVIEW_PICTURES_MAX, { error: 'content.imagesMax' })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.productId === undefined && (v.brandName === undefined || v.productName === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['productId'], message: 'validation.required' });
    }
  });
export type ReviewSave = z.input<typeof ReviewSaveSchema>;
export type ReviewSaveParsed = z.output<typeof ReviewSaveSchema>;
export const ReviewAddedSchema = z.object({ id: z.string(), pointsAwarded: z.number().int() });
export type ReviewAdded = z.infer<typeof ReviewAddedSchema>;

export const ReviewSchema = z.object({
  id: z.string(),
  author: AuthorSchema,
  productId: z.string().nullable(),
  brandId: z.string().nullable(),
  brandName: z.string(),
  productName: z.string(),
  deviceType: z.enum(DEVICE_TYPES),
  flavour: z.string(),
  style: z.enum(STYLES),
  overallScore: z.number().int(),
  aroma: z.enum(LEVELS),
  coolness: z.enum(LEVELS),
  sweetness: z.enum(LEVELS),
  throatHit: z.enum(LEVELS),
  appearanceReason: z.string().nullable(),
  improvement: z.string().nullable(),
  pictures: z.array(z.string()),
  complete: z.boolean(),
  /** The author scanned a genuine code of this product (issue 11; false until then). */
  verifiedPurchase: z.boolean(),
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  liked: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewPageSchema = pageOf(ReviewSchema);
export type ReviewPage = z.infer<typeof ReviewPageSchema>;
export const ReviewListSchema = z.object({ list: z.array(ReviewSchema) });

/** `listPage`: a product's reviews, or a brand's (`/evaluate/{id}`), or everyone's. */
export const ReviewListQuerySchema = PageQuerySchema.extend({
  productId: IdSchema.optional(),
  brandId: IdSchema.optional(),
  sort: z.enum(REVIEW_SORTS, { error: 'validation.choice' }).optional(),
});
export const ProductIdParamsSchema = z.object({ productId: IdSchema });

const levelCounts = z.object({ less: z.number().int(), perfect: z.number().int(), more: z.number().int() });
/** `indexStatistics/{productId}`. */
export const ReviewStatisticsSchema = z.object({
  count: z.number().int(),
  /** One decimal; null without reviews. */
  meanScore: z.number().nullable(),
  /** How many reviews gave 1..5 (index 0 is a score of 1). */
  scores: z.array(z.number().int()).length(5),
  aroma: levelCounts,
  coolness: levelCounts,
  sweetness: levelCounts,
  throatHit: levelCounts,
  /** The flavours reviewed, most reviewed first. */
  flavours: z.array(z.object({ flavour: z.string(), count: z.number().int() })),
});
export type ReviewStatistics = z.infer<typeof ReviewStatisticsSchema>;

/** `addTips`: what a review earns now. */
export const ReviewTipsSchema = z.object({
  /** REVIEW_COMPLETE points; 0 when the rule is off. */
  points: z.number().int(),
  /** Today's award is already earned (the rule pays once a day). */
  doneToday: z.boolean(),
  completeTextChars: z.number().int(),
});
export type ReviewTips = z.infer<typeof ReviewTipsSchema>;

export const ReviewLikeSchema = z.object({
  id: IdInputSchema,
  like: z.boolean({ error: 'validation.required' }),
});

/** Replies under a review (`/api/hibackend/evaluateReply/...`), 1-500 characters like comments. */
export const ReviewReplyAddSchema = z.object({
  reviewId: IdInputSchema,
  content: CommentTextSchema,
  replyToUserId: IdInputSchema.optional(),
});
export const ReviewReplySchema = z.object({
  id: z.string(),
  reviewId: z.string(),
  content: z.string(),
  author: AuthorSchema,
  replyTo: AuthorSchema.nullable(),
  createdAt: z.string(),
  mine: z.boolean(),
});
export type ReviewReply = z.infer<typeof ReviewReplySchema>;
export const ReviewReplyPageSchema = pageOf(ReviewReplySchema);
export type ReviewReplyPage = z.infer<typeof ReviewReplyPageSchema>;
export const ReviewReplyQuerySchema = PageQuerySchema.extend({ reviewId: IdSchema });

/**
 * `POST /api/console/catalogue/products/{id}/approveTyped`: the brand names a catalogue product as
 * the one members typed in (compared as the one-review-per-product rule compares names).
 */
export const TypedProductApproveSchema = z.object({
  brandName: typedName(NAME_MAX),
  productName: typedName(100),
});
export type TypedProductApprove = z.infer<typeof TypedProductApproveSchema>;
/** Complete reviews that named it, and how many of them were paid REVIEW_COMPLETE by this call. */
export const TypedProductApprovedSchema = z.object({
  reviewCount: z.number().int(),
  paidCount: z.number().int(),
  pointsPaid: z.number().int(),
});
export type TypedProductApproved = z.infer<typeof TypedProductApprovedSchema>;
