import { z } from 'zod';
import { PageQuerySchema, pageOf, text } from './common.ts';
import { IdSchema } from './ids.ts';

export const RULE_CODES = ['SHARE_STORE', 'GIFT', 'REVIEW_COMPLETE', 'SCAN', 'PROFILE_COMPLETE'] as const;
export type RuleCode = (typeof RULE_CODES)[number];

export const PointsRuleSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  points: z.number().int(),
  enabled: z.boolean(),
  /** Its awards count towards member tiers (issue 39). */
  qualifying: z.boolean(),
});
export type PointsRule = z.infer<typeof PointsRuleSchema>;

export const RuleCodeQuerySchema = z.object({
  code: text().trim().min(1, { error: 'validation.required' }).max(40),
});

export const PointsTaskSchema = PointsRuleSchema.extend({
  /** `once`: counts once ever; `daily`: `target` times a day. */
  period: z.enum(['once', 'daily']),
  target: z.number().int(),
  progress: z.number().int(),
  done: z.boolean(),
});
export type PointsTask = z.infer<typeof PointsTaskSchema>;

export const BalanceSchema = z.object({
  balance: z.number().int(),
  /** Points that expire within the next 30 days. */
  expiringSoon: z.number().int(),
  /** When the next of those expires (ISO), or null. */
  nextExpiry: z.string().nullable(),
  /** Wheel spin chances waiting to be used (one per genuine code claimed). */
  chances: z.number().int(),
});
export type Balance = z.infer<typeof BalanceSchema>;

export const MyStatisticsSchema = z.object({
  points: z.number().int(),
  expiringSoon: z.number().int(),
  earned: z.number().int(),
  spent: z.number().int(),
});
export type MyStatistics = z.infer<typeof MyStatisticsSchema>;

/** The history's cursor is a flow id. */
export const PointFlowQuerySchema = PageQuerySchema.extend({
  cursor: IdSchema.optional(),
});

export const PointFlowSchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  ruleCode: z.string(),
  title: z.string(),
  /** A rule award paid at a tier multiplier other than 1 (issue 39): the rule's points before it. */
  basePoints: z.number().int().nullable(),
  /** That multiplier (e.g. 1.25); null when none applied. */
  multiplier: z.number().nullable(),
  createdAt: z.string(),
});
export type PointFlow = z.infer<typeof PointFlowSchema>;
export const PointFlowPageSchema = pageOf(PointFlowSchema);
export type PointFlowPage = z.infer<typeof PointFlowPageSchema>;

export const GrantSchema = z.object({
  userId: IdSchema,
  delta: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(-1_000_000)
    .max(1_000_000)
    .refine((d) => d !== 0, { error: 'validation.invalid' }),
  reason: text().trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }),
});
export const GrantedSchema = z.object({ flowId: z.string(), balance: z.number().int() });

export const RuleUpdateSchema = z.object({
  points: z.number({ error: 'validation.invalid' }).int().min(0).max(1_000_000),
  enabled: z.boolean({ error: 'validation.invalid' }),
  /** Its awards count towards member tiers (issue 39); unchanged when left out. */
  qualifying: z.boolean({ error: 'validation.invalid' }).optional(),
});
