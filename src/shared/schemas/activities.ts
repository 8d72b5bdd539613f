import { z } from 'zod';
import { DateTimeSchema, pageOf, PageQuerySchema, text } from './common.ts';
import { IdInputSchema, IdSchema } from './ids.ts';
import { localisedInput, LocalisedSchema } from './localised.ts';

export const ACTIVITY_TYPES = [
  'reservation',
  'raffle',
  'turntable',
  'scratch',
  'lottery',
  'offline',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** Types whose outcome comes from the odds table at once (instant) or at the close (drawn). */
export const INSTANT_DRAW_TYPES = ['turntable', 'scratch'] as const satisfies readonly ActivityType[];
export const CLOSING_DRAW_TYPES = ['raffle', 'lottery'] as const satisfies readonly ActivityType[];
export const DRAW_TYPES: readonly ActivityType[] = [...INSTANT_DRAW_TYPES, ...CLOSING_DRAW_TYPES];
export const COST_KINDS = ['points', 'chances', 'free'] as const;
export type CostKind = (typeof COST_KINDS)[number];
export const ACTIVITY_STATES = ['draft', 'scheduled', 'open', 'closed', 'drawn'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];
/** Reservation states as a member sees them (spec §4). */
export const RESERVATION_STATES = ['reserved', 'entered', 'expired'] as const;
/** Times are shown and reasoned about in this zone (spec §9). */
export const ACTIVITY_TIME_ZONE = 'Europe/London';
export const ACTIVITY_PRIZES_MAX = 12;
export const WEIGHT_MAX = 1_000_000;

const count = (min: number, max: number) =>
  z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .min(min, { error: min === 0 ? 'validation.notNegative' : 'validation.invalid' })
    .max(max, { error: 'validation.invalid' });
const isoTime = DateTimeSchema;

export const ActivityPrizeSaveSchema = z.object({
  name: localisedInput(60),
  stock: count(0, 1_000_000),
  weight: count(0, WEIGHT_MAX),
  /** The loyalty prize it ships as (a 0-point order to the winner's address). */
  prizeId: IdInputSchema.nullable().optional(),
  imageUrl: text().trim().max(500, { error: 'validation.tooLong' }).nullable().optional(),
});

/** `POST /api/console/activities` and `PUT …/{id}` (a draft; `publish` makes it visible). */
export const ActivitySaveSchema = z
  .object({
    type: z.enum(ACTIVITY_TYPES, { error: 'validation.choice' }),
    title: localisedInput(100),
    description: localisedInput(4000, true).optional(),
    coverUrl: text().trim().max(500, { error: 'validation.tooLong' }).nullable().optional(),
    startAt: isoTime,
    endAt: isoTime,
    cost: z.object({ kind: z.enum(COST_KINDS, { error: 'validation.choice' }), amount: count(0, 1_000_000) }),
    perMemberLimit: count(1, 10_000).nullable().optional(),
    seats: count(1, 1_000_000).nullable().optional(),
    prizes: z
      .array(ActivityPrizeSaveSchema)
      .max(ACTIVITY_PRIZES_MAX, { error: 'validation.tooMany' })
      .default([]),
    noPrizeWeight: count(0, WEIGHT_MAX).default(0),
    checkInCode: text()
      .regex(/^[0-9]{4}$/, { error: 'validation.fourDigits' })
      .nullable()
      .optional(),
    brandSpecialId: IdInputSchema.nullable().optional(),
  })
  .superRefine((a, ctx) => {
    if (Date.parse(a.endAt) <= Date.parse(a.startAt)) {
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'validation.endAfterStart' });
    }
    if (DRAW_TYPES.includes(a.type) && a.prizes.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'validation.prizesRequired' });
    }
    const total = a.prizes.reduce((n, p) => n + p.weight, a.noPrizeWeight);
    if ((INSTANT_DRAW_TYPES as readonly string[]).includes(a.type) && a.prizes.length > 0 && total === 0) {
      ctx.addIssue({ code: 'custom', path: ['noPrizeWeight'], message: 'validation.weightsZero' });
    }
    if (a.type === 'reservation' && !a.seats) {
      ctx.addIssue({ code: 'custom', path: ['seats'], message: 'validation.required' });
    }
    if (a.type === 'offline' && !a.checkInCode) {
      ctx.addIssue({ code: 'custom', path: ['checkInCode'], message: 'validation.fourDigits' });
    }
    if (a.cost.kind !== 'free' && a.cost.amount === 0) {
      ctx.addIssue({ code: 'custom', path: ['cost', 'amount'], message: 'validation.invalid' });
    }
  });
export type ActivitySave = z.infer<typeof ActivitySaveSchema>;
export const ActivityCreatedSchema = z.object({ id: z.string() });

/** One row of the published odds table: a prize, or the "no prize" row (`prizeId` null). */
export const OddsRowSchema = z.object({
  /** Position in the table: the segment a draw lands on. */
  segment: z.number().int(),
  prizeId: z.string().nullable(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  weight: z.number().int(),
  /** weight / total weight, 0..1. */
  odds: z.number(),
  stock: z.number().int().nullable(),
  initialStock: z.number().int().nullable(),
});
export type OddsRow = z.infer<typeof OddsRowSchema>;

export const ActivityCardSchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  coverUrl: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  state: z.enum(ACTIVITY_STATES),
  cost: z.object({ kind: z.enum(COST_KINDS), amount: z.number().int() }),
  entryCount: z.number().int(),
  /** Reservations: seats offered and still free. */
  seats: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
});
export type ActivityCard = z.infer<typeof ActivityCardSchema>;

/** `build/detail/{id}`: everything a page needs, with the odds and live stock, and my standing. */
export const ActivityDetailSchema = ActivityCardSchema.extend({
  description: z.string(),
  perMemberLimit: z.number().int().nullable(),
  odds: z.array(OddsRowSchema),
  /** SHA-256 of the seed, shown from publication (the commitment). */
  seedHash: z.string(),
  /** The seed itself, only once the activity has ended. */
  seed: z.string().nullable(),
  drawnAt: z.string().nullable(),
  brandSpecialId: z.string().nullable(),
  /**
   * A flash sale's opening for the signed-in member when their tier has early access (issue 39):
   * `earlyAccessHours` before `startAt` (ISO); null otherwise.
   */
  opensForYouAt: z.string().nullable(),
  /** The signed-in member's entries here, how many are left, reservation state, proof of age. */
  mine: z
    .object({
      entries: z.number().int(),
      left: z.number().int().nullable(),
      reservation: z.enum(RESERVATION_STATES).nullable(),
      proofApproved: z.boolean(),
      balance: z.number().int(),
      chances: z.number().int(),
    })
    .nullable(),
});
export type ActivityDetail = z.infer<typeof ActivityDetailSchema>;

export const ActivityListQuerySchema = PageQuerySchema.extend({
  /** open (default), upcoming, ended. */
  tab: z.enum(['open', 'upcoming', 'ended'], { error: 'validation.choice' }).optional(),
  type: z.enum(ACTIVITY_TYPES, { error: 'validation.choice' }).optional(),
});
export const ActivityPageSchema = pageOf(ActivityCardSchema);
export const BrandSpecialActivitiesQuerySchema = z.object({ brandSpecialId: IdSchema });
export const ActivityListSchema = z.object({ list: z.array(ActivityCardSchema) });
/** `activityListByFollowedBrands`: current activities of the brands the member follows, with their brand. */
export const BrandActivityCardSchema = ActivityCardSchema.extend({ brandSpecialId: z.string() });
export type BrandActivityCard = z.infer<typeof BrandActivityCardSchema>;
export const BrandActivityListSchema = z.object({ list: z.array(BrandActivityCardSchema) });

/** `attend/{id}`: one draw or entry (Idempotency-Key). */
export const AttendResultSchema = z.object({
  entryNo: z.number().int(),
  won: z.boolean(),
  /** The odds-table segment the draw landed on (instant draws); null for entries drawn later. */
  segment: z.number().int().nullable(),
  prize: z.object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable() }).optional(),
  proof: z.object({ seedHash: z.string(), entryNo: z.number().int() }),
  /** What it cost and what is left. */
  paid: z.object({ kind: z.enum(COST_KINDS), amount: z.number().int() }),
  balance: z.number().int(),
  chances: z.number().int(),
  awardId: z.string().nullable(),
});
export type AttendResult = z.infer<typeof AttendResultSchema>;

/** `attendResult/{id}`: my entries in an activity, newest first. */
export const MyEntrySchema = z.object({
  entryNo: z.number().int(),
  createdAt: z.string(),
  won: z.boolean(),
  segment: z.number().int().nullable(),
  prizeName: z.string().nullable(),
  awardId: z.string().nullable(),
});
export const MyEntriesSchema = z.object({ list: z.array(MyEntrySchema), drawn: z.boolean() });

export const ReserveSchema = z.object({ activityId: IdInputSchema });
export const ReservationSchema = z.object({
  activityId: z.string(),
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  state: z.enum(RESERVATION_STATES),
  seats: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
  createdAt: z.string(),
});
export const ReservationListQuerySchema = PageQuerySchema.extend({
  state: z.enum(RESERVATION_STATES, { error: 'validation.choice' }).optional(),
});
export const ReservationPageSchema = pageOf(ReservationSchema);

/** `reserve/offline/add`: check in at a store's offline activity with its 4-digit code. */
export const OfflineCheckInSchema = z.object({
  activityId: IdInputSchema,
  code: text().regex(/^[0-9]{4}$/, { error: 'validation.fourDigits' }),
});
export const CheckedInSchema = z.object({ entryNo: z.number().int(), checkedInAt: z.string() });

/** A winner as everyone sees them (name masked by spec §5). */
export const WinnerSchema = z.object({
  id: z.string(),
  activityId: z.string(),
  activityTitle: z.string(),
  maskedName: z.string(),
  prizeName: z.string(),
  entryNo: z.number().int(),
  wonAt: z.string(),
});
export const WinnerPageSchema = pageOf(WinnerSchema);
export const WinnerQuerySchema = PageQuerySchema.extend({ activityId: IdSchema.optional() });

/** My awards: what I won, and how it ships. */
export const MyAwardSchema = z.object({
  id: z.string(),
  activityId: z.string(),
  activityTitle: z.string(),
  prizeName: z.string(),
  imageUrl: z.string().nullable(),
  wonAt: z.string(),
  /** Ships as a loyalty order once I give an address (`redeemId`), or needs no shipping. */
  ships: z.boolean(),
  redeemId: z.string().nullable(),
});
export const MyAwardPageSchema = pageOf(MyAwardSchema);
export const ClaimAwardSchema = z.object({ awardId: IdInputSchema, addressId: IdInputSchema });
export const AwardClaimedSchema = z.object({ redeemId: z.string() });

/** `attendNum`: entries of an activity in all and mine. */
export const AttendNumQuerySchema = z.object({ activityId: IdSchema });
export const AttendNumSchema = z.object({
  entries: z.number().int(),
  members: z.number().int(),
  mine: z.number().int(),
});

/** The public draw log (after the end): what anyone needs to recompute every outcome. */
export const DrawLogRowSchema = z.object({
  entryNo: z.number().int(),
  /** SHA-256 of the member id with the activity id: stable per member, names nobody. */
  member: z.string(),
  userId: z.string(),
  segment: z.number().int().nullable(),
  wonPrizeId: z.string().nullable(),
});
export const DrawLogSchema = z.object({
  activityId: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  seedHash: z.string(),
  seed: z.string().nullable(),
  odds: z.array(OddsRowSchema),
  /** One page of entries in entry order; `nextCursor` continues after the last. */
  entries: z.array(DrawLogRowSchema),
  nextCursor: z.string().nullable(),
});
export type DrawLog = z.infer<typeof DrawLogSchema>;
export const DRAW_LOG_PAGE_MAX = 5000;
export const DrawLogQuerySchema = z.object({
  /** The entry number the previous page ended at. */
  cursor: text()
    .regex(/^[0-9]{1,9}$/, { error: 'validation.invalid' })
    .optional(),
  pageSize: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(DRAW_LOG_PAGE_MAX, { error: 'validation.invalid' })
    .default(1000),
});

/** Proof of age (`user/setting/valid18thProof` upload, `get18thProof`). */
export const PROOF_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export const ProofStatusSchema = z.object({
  status: z.enum(PROOF_STATES),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export const ProofReviewSchema = z.object({
  decision: z.enum(['approved', 'rejected'], { error: 'validation.choice' }),
  reason: text().trim().max(300, { error: 'validation.tooLong' }).nullable().optional(),
});

/** Console views. */
export const ConsoleActivitySchema = ActivityDetailSchema.omit({ mine: true }).extend({
  titleText: LocalisedSchema,
  descriptionText: LocalisedSchema,
  checkInCode: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** The prizes as saved (every language, the loyalty prize they ship as), for the edit form. */
  prizes: z.array(
    z.object({
      name: LocalisedSchema,
      stock: z.number().int(),
      initialStock: z.number().int(),
      weight: z.number().int(),
      prizeId: z.string().nullable(),
      imageUrl: z.string().nullable(),
    }),
  ),
  noPrizeWeight: z.number().int(),
});
export const ConsoleActivityPageSchema = pageOf(ConsoleActivitySchema);
export const ProofQueueItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  nickName: z.string().nullable(),
  email: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
});
export const ProofQueuePageSchema = pageOf(ProofQueueItemSchema);

/**
 * `GET /api/hibackend/activity/lottery?id=`: a lottery's or raffle's entries, mine, and (after the
 * draw) its winners.
 */
export const LotteryViewSchema = z.object({
  activityId: z.string(),
  state: z.enum(ACTIVITY_STATES),
  drawn: z.boolean(),
  drawnAt: z.string().nullable(),
  /** Entries of every member. */
  entries: z.number().int(),
  /** The signed-in member's entries (empty when signed out). */
  myEntries: z.array(
    z.object({ entryNo: z.number().int(), won: z.boolean(), prizeName: z.string().nullable() }),
  ),
  /** Empty until the draw; names masked by spec §5, in prize order. */
  winners: z.array(z.object({ maskedName: z.string(), prizeName: z.string(), entryNo: z.number().int() })),
});
export type LotteryView = z.infer<typeof LotteryViewSchema>;

/** `GET /api/console/activities/{id}/winners`: who won what, unmasked, and whether it ships yet. */
export const ConsoleWinnerSchema = z.object({
  id: z.string(),
  member: z.object({ id: z.string(), email: z.string(), nickName: z.string().nullable() }),
  prizeName: z.string(),
  entryNo: z.number().int(),
  wonAt: z.string(),
  redeemId: z.string().nullable(),
});
export type ConsoleWinner = z.infer<typeof ConsoleWinnerSchema>;
export const ConsoleWinnerPageSchema = pageOf(ConsoleWinnerSchema);
