import { z } from 'zod';
import { LocalisedSchema } from './localised.ts';
import { text } from './common.ts';

/** Member tiers (issue 39): ordered by a threshold of qualifying points over the last 365 days. */
export const TIERS_MAX = 10;
export const MULTIPLIER_MIN = 1;
export const MULTIPLIER_MAX = 5;
export const EARLY_ACCESS_HOURS_MAX = 720;
export const BIRTHDAY_BONUS_MAX = 100_000;
export const TIER_CODE_PATTERN = /^[A-Z][A-Z0-9_]{0,19}$/;

/** What a tier gives: each set per tier in the console. */
export const TierBenefitsSchema = z.object({
  /** An earning rule's award is `floor(rule points x multiplier)`. */
  multiplier: z.number(),
  /** Reservations (flash sales) open this many hours earlier for the tier. */
  earlyAccessHours: z.number().int(),
  /** Points on the member's birthday (London date), once a year; 0 = none. */
  birthdayBonus: z.number().int(),
});
export type TierBenefits = z.infer<typeof TierBenefitsSchema>;

/** `GET /api/hibackend/member/tiers` (public): every tier, lowest first, named in the caller's language. */
export const TierSchema = z.object({
  code: z.string(),
  name: z.string(),
  threshold: z.number().int(),
  benefits: TierBenefitsSchema,
});
export type Tier = z.infer<typeof TierSchema>;
export const TiersSchema = z.object({ list: z.array(TierSchema) });
export type Tiers = z.infer<typeof TiersSchema>;

/** `GET /api/hibackend/member/tier`: the member's tier and how far the next one is. */
export const MemberTierSchema = z.object({
  tier: z.object({ code: z.string(), name: z.string() }),
  /** Qualifying points earned in the last 365 days. */
  qualifyingPoints: z.number().int(),
  nextTier: z.object({ code: z.string(), name: z.string(), threshold: z.number().int() }).nullable(),
  /** 0 at the top tier. */
  pointsToNext: z.number().int(),
  /** When the tier is reviewed (ISO): 365 days after it was reached; null at the lowest tier. */
  reviewAt: z.string().nullable(),
  /** When the member reached the tier (ISO); null at the lowest tier never left. */
  reachedAt: z.string().nullable(),
  benefits: TierBenefitsSchema,
});
export type MemberTier = z.infer<typeof MemberTierSchema>;

/** One move in a member's tier history. */
export const TierMoveSchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  /** `up`: a qualifying award crossed a threshold; `review`: the yearly review moved it down. */
  reason: z.enum(['up', 'review']),
  qualifyingPoints: z.number().int(),
  at: z.string(),
});
export type TierMove = z.infer<typeof TierMoveSchema>;

/** The console's tier: every language's name, and how many members hold it. */
export const ConsoleTierSchema = z.object({
  code: z.string(),
  name: LocalisedSchema,
  threshold: z.number().int(),
  multiplier: z.number(),
  earlyAccessHours: z.number().int(),
  birthdayBonus: z.number().int(),
  members: z.number().int(),
});
export type ConsoleTier = z.infer<typeof ConsoleTierSchema>;
export const ConsoleTiersSchema = z.object({ tiers: z.array(ConsoleTierSchema) });
export type ConsoleTiers = z.infer<typeof ConsoleTiersSchema>;

const tierName = text()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(40, { error: 'validation.tooLong' });

/** `PUT /api/console/tiers`: the whole list, lowest first; thresholds strictly increasing from 0. */
export const TiersPutSchema = z
  .object({
    tiers: z
      .array(
        z.object({
          code: text().trim().regex(TIER_CODE_PATTERN, { error: 'validation.invalid' }),
          name: z.strictObject({ en_US: tierName, ru_RU: tierName, ko_KR: tierName, zh_CN: tierName }),
          threshold: z
            .number({ error: 'validation.invalid' })
            .int({ error: 'validation.invalid' })
            .min(0)
            .max(100_000_000),
          multiplier: z
            .number({ error: 'validation.invalid' })
            .min(MULTIPLIER_MIN, { error: 'validation.invalid' })
            .max(MULTIPLIER_MAX, { error: 'validation.invalid' })
            // Whole hundredths (1.1 x 100 is 110.00000000000001 in floating point: compare with a tolerance).
            .refine((m) => Math.abs(Math.round(m * 100) - m * 100) < 1e-6, { error: 'validation.invalid' }),
          earlyAccessHours: z
            .number({ error: 'validation.invalid' })
            .int()
            .min(0)
            .max(EARLY_ACCESS_HOURS_MAX),
          birthdayBonus: z.number({ error: 'validation.invalid' }).int().min(0).max(BIRTHDAY_BONUS_MAX),
        }),
      )
      .min(1, { error: 'validation.required' })
      .max(TIERS_MAX, { error: 'validation.tooLong' }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.tiers.forEach((t, i) => {
      if (i === 0 && t.threshold !== 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', i, 'threshold'],
          message: 'validation.tierFirstZero',
        });
      }
      const before = body.tiers[i - 1];
      if (before && t.threshold <= before.threshold) {
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'threshold'], message: 'validation.tierOrder' });
      }
      if (seen.has(t.code)) {
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'code'], message: 'validation.duplicate' });
      }
      seen.add(t.code);
    });
  });
export type TiersPut = z.infer<typeof TiersPutSchema>;

/** `GET /api/console/tiers/members/{userId}`: the console member screen's tier and its history. */
export const ConsoleMemberTierSchema = z.object({
  tier: z.object({ code: z.string(), name: z.string() }),
  qualifyingPoints: z.number().int(),
  reviewAt: z.string().nullable(),
  /** Newest first. */
  history: z.array(TierMoveSchema),
});
export type ConsoleMemberTier = z.infer<typeof ConsoleMemberTierSchema>;
