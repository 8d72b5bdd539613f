import { z } from 'zod';
import { SCAN_CODE_MAX, SCAN_CODE_PATTERN } from '../scan/codes.ts';
import { pageOf, PageQuerySchema, queryNumber, text } from './common.ts';
import { IdInputSchema, IdSchema } from './ids.ts';

/** Most codes a console batch may hold. */
export const BATCH_COUNT_MAX = 100_000;
/** Codes on one printable sheet page (A4, 5 columns x 7 rows). */
export const SHEET_PAGE_SIZE = 35;
/** A code scanned by more than this many distinct members carries a warning. */
export const WARN_DISTINCT_MEMBERS = 3;
/** A code first scanned more than this many days ago carries a warning. */
export const WARN_FIRST_SCAN_DAYS = 30;
/** A place report attaches to a scan made at most this long ago. */
export const REPORT_PLACE_WINDOW_MS = 10 * 60 * 1000;

/**
 * A code as the path carries it: at most 64 characters from the URL-safe alphabet (else 400 naming
 * `code`). Well-formed but unknown codes are 200 `{genuine: false}`: counterfeits print their own.
 */
export const ScanCodeSchema = text()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(SCAN_CODE_MAX, { error: 'validation.scanCode' })
  .regex(SCAN_CODE_PATTERN, { error: 'validation.scanCode' });
export const ScanCodeParamsSchema = z.object({ code: ScanCodeSchema });

/**
 * `verifyScanCode/{code}?lat=&lng=`: where the phone is, when the browser allowed it (both or none;
 * one alone is a 400 naming the missing one).
 */
export const VerifyQuerySchema = z
  .object({ lat: queryNumber(-90, 90).optional(), lng: queryNumber(-180, 180).optional() })
  .superRefine((q, ctx) => {
    if ((q.lat === undefined) !== (q.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [q.lat === undefined ? 'lat' : 'lng'],
        message: 'validation.required',
      });
    }
  });

export const SCAN_WARNINGS = ['MANY_MEMBERS', 'FIRST_SCAN_OLD'] as const;
export type ScanWarningReason = (typeof SCAN_WARNINGS)[number];

export const ScanProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first picture, or null. */
  image: z.string().nullable(),
  brand: z.string(),
});

export const VerifyResultSchema = z.object({
  genuine: z.boolean(),
  /** This verification (for `reportScanNum`). */
  scanId: z.string(),
  /** Only when genuine. */
  product: ScanProductSchema.optional(),
  /** Verifications of this code so far, this one included (genuine only). */
  scanCount: z.number().int().optional(),
  firstScanAt: z.string().nullable().optional(),
  /** "Town, Country" in the caller's language, when the first scanner's browser allowed it. */
  firstScanPlace: z.string().nullable().optional(),
  /** In words a buyer understands, in the caller's language; null when nothing is odd. */
  warning: z.string().nullable().optional(),
  warningReason: z.enum(SCAN_WARNINGS).nullable().optional(),
  /** Whether someone already claimed its points, and whether that was the caller. */
  claimed: z.boolean().optional(),
  claimedByMe: z.boolean().optional(),
});
export type VerifyResult = z.infer<typeof VerifyResultSchema>;

export const CLAIM_REFUSALS = ['NOT_GENUINE', 'ALREADY_CLAIMED', 'CLAIMED_BY_YOU'] as const;
export type ClaimRefusal = (typeof CLAIM_REFUSALS)[number];

/** `scanCodeExtPoints/{code}`. */
export const ClaimResultSchema = z.object({
  awarded: z.boolean(),
  /** SCAN points paid now (0 when the rule's daily limit was reached or it is switched off). */
  points: z.number().int(),
  /** Wheel chances granted now (1 or 0). */
  spinChances: z.number().int(),
  /** Why nothing was awarded. */
  reason: z.enum(CLAIM_REFUSALS).nullable(),
  /** Why `points` is 0 although the code was awarded. */
  pointsReason: z.enum(['DAILY_LIMIT', 'RULE_OFF']).nullable(),
  /** In the caller's language: what happened. */
  message: z.string(),
  balance: z.number().int(),
  chances: z.number().int(),
  productId: z.string().nullable(),
});
export type ClaimResult = z.infer<typeof ClaimResultSchema>;

/** `countScanNumMain`: my verifications and how many were genuine; codes I claimed. */
export const ScanCountsSchema = z.object({
  scans: z.number().int(),
  genuineScans: z.number().int(),
  claimed: z.number().int(),
});
export type ScanCounts = z.infer<typeof ScanCountsSchema>;

/** `reportScanNum`: the place of one of my recent scans (asked for after the verify). */
export const ReportScanSchema = z.object({
  scanId: IdInputSchema,
  lat: z.number({ error: 'validation.required' }).min(-90, { error: 'validation.invalid' }).max(90, {
    error: 'validation.invalid',
  }),
  lng: z.number({ error: 'validation.required' }).min(-180, { error: 'validation.invalid' }).max(180, {
    error: 'validation.invalid',
  }),
});
export const ReportedScanSchema = z.object({ place: z.string().nullable(), country: z.string().nullable() });

export const ScanTaskSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  points: z.number().int(),
  period: z.enum(['once', 'daily']),
  target: z.number().int(),
  progress: z.number().int(),
  done: z.boolean(),
});
/** `scanTask`: the scan tasks with today's progress, and the chances waiting to be spun. */
export const ScanTasksSchema = z.object({
  tasks: z.array(ScanTaskSchema),
  chances: z.number().int(),
  genuineScans: z.number().int(),
});
export type ScanTasks = z.infer<typeof ScanTasksSchema>;

/** `brandTasteEvaluate/scanCode`: the product to review, marked as a verified purchase. */
export const ReviewScanSchema = z.object({ code: ScanCodeSchema });
export const ReviewScanResultSchema = z.object({
  productId: z.string(),
  /** The member's existing review of it (now verified), or null: the form opens empty. */
  reviewId: z.string().nullable(),
  verifiedPurchase: z.boolean(),
});

// Console (`/api/console/qrcode/...`).

export const BatchCreateSchema = z.object({
  productId: IdInputSchema,
  count: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(BATCH_COUNT_MAX, { error: 'validation.batchCount' }),
});
export const BatchCreatedSchema = z.object({ batchId: z.string() });
export type BatchCreated = z.infer<typeof BatchCreatedSchema>;

export const BatchSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  count: z.number().int(),
  generated: z.number().int(),
  status: z.enum(['generating', 'ready']),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** Codes verified at least once, codes claimed, verifications in all, codes with a warning. */
  scannedCodes: z.number().int(),
  claimedCodes: z.number().int(),
  scans: z.number().int(),
  warnedCodes: z.number().int(),
  sheetPages: z.number().int(),
});
export type Batch = z.infer<typeof BatchSchema>;
export const BatchPageSchema = pageOf(BatchSchema);
export const BatchListQuerySchema = PageQuerySchema;
export const BatchParamsSchema = z.object({ id: IdSchema });
export const SheetQuerySchema = z.object({
  page: z.coerce.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(1, {
    error: 'validation.invalid',
  }),
});
