import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Lang } from '../../shared/i18n.ts';
import {
  REPORT_PLACE_WINDOW_MS,
  type ClaimResult,
  type ReportedScanSchema,
  type ReportScanSchema,
  type ReviewScanResultSchema,
  type ScanCounts,
  type ScanTasks,
  type VerifyResult,
} from '../../shared/schemas/scan.ts';
import { normaliseCode } from '../../shared/scan/codes.ts';
import type { Db } from '../db/client.ts';
import { qrCodes, qrScans } from '../db/schema.ts';
import { AppError, notFound } from '../http/errors.ts';
import { once } from '../http/idempotency.ts';
import type { ChancesService } from '../points/chances.service.ts';
import type { PointsService } from '../points/points.service.ts';
import { claimCode, type Ledgers } from './scan.claim.ts';
import { PlaceFinder, placeText } from './scan.places.ts';
import { verifyReviews } from './scan.purchases.ts';
import { genuineCode, ipHashOf, recordVerify, scanCounts } from './scan.verify.ts';

/** Who is scanning: a member or a visitor, from which address (hashed), where (when allowed). */
export interface Scanner {
  userId: bigint | null;
  ip: string;
  lang: Lang;
  /** ISO 3166-1 alpha-2 from a trusted proxy header, when there is one. */
  country: string | null;
}

const notGenuine = () => new AppError(404, 'NOT_GENUINE', 'scan.notGenuine');

/**
 * Authenticity (issue 11): verification of printed codes (every one recorded, with anomaly
 * warnings), the reward of a genuine code to its first signed-in claimer (SCAN points and one wheel
 * chance, once per code), my scan counts and tasks, and verified purchases for reviews.
 */
export class ScanService {
  private readonly places = new PlaceFinder();
  private readonly ledgers: Ledgers;

  constructor(
    private readonly db: Db,
    private readonly points: PointsService,
    private readonly chances: ChancesService,
    private readonly appKey: string,
    /** Clears the shared review pages: a review scan changes a review's verified badge. */
    private readonly forgetReviews: () => void = () => undefined,
  ) {
    this.ledgers = { points, chances };
  }

  /** Loads the state centres the place finder needs (about 0.7 s) before the first scan asks. */
  async warmPlaces(): Promise<void> {
    await this.places.find(51.5, -0.1);
  }

  private async placeOf(at: { lat?: number; lng?: number }) {
    return at.lat === undefined || at.lng === undefined ? null : this.places.find(at.lat, at.lng);
  }

  async verify(code: string, at: { lat?: number; lng?: number }, who: Scanner): Promise<VerifyResult> {
    const place = await this.placeOf(at);
    const scanner = { ...who, ipHash: ipHashOf(this.appKey, who.ip) };
    return this.db.transaction((tx) => recordVerify(tx, code, place, scanner));
  }

  /** Once per Idempotency-Key: a repeat answers what the first call did. */
  claim(userId: bigint, code: string, lang: Lang, key: string): Promise<ClaimResult> {
    const body = { code: normaliseCode(code) };
    return once(this.db, { userId, key, scope: 'scan.claim', body }, async (tx) =>
      claimCode(tx, this.ledgers, userId, await genuineCode(tx, code), lang),
    );
  }

  counts(userId: bigint): Promise<ScanCounts> {
    return scanCounts(this.db, userId);
  }

  /**
   * The place of one of the caller's own recent scans that has none yet (a member's by user, a
   * visitor's by hashed address); it becomes the code's first-scan place when that scan was first.
   */
  async reportPlace(
    input: z.infer<typeof ReportScanSchema>,
    who: Scanner,
  ): Promise<z.infer<typeof ReportedScanSchema>> {
    const place = await this.places.find(input.lat, input.lng);
    const owner =
      who.userId === null
        ? and(isNull(qrScans.userId), eq(qrScans.ipHash, ipHashOf(this.appKey, who.ip)))
        : eq(qrScans.userId, who.userId);
    const since = sql`now() - ${`${REPORT_PLACE_WINDOW_MS} milliseconds`}::interval`;
    return this.db.transaction(async (tx) => {
      const [scan] = await tx
        .update(qrScans)
        .set({ lat: place.lat, lng: place.lng, place: place.town, country: place.country })
        .where(
          and(
            eq(qrScans.id, BigInt(input.scanId)),
            owner,
            isNull(qrScans.place),
            gt(qrScans.createdAt, since),
          ),
        )
        .returning({ id: qrScans.id, codeId: qrScans.codeId });
      if (!scan) throw notFound();
      if (scan.codeId !== null) {
        const [earlier] = await tx
          .select({ id: qrScans.id })
          .from(qrScans)
          .where(and(eq(qrScans.codeId, scan.codeId), lt(qrScans.id, scan.id)))
          .limit(1);
        if (!earlier) {
          await tx
            .update(qrCodes)
            .set({ firstScanPlace: place.town, firstScanCountry: place.country })
            .where(and(eq(qrCodes.id, scan.codeId), isNull(qrCodes.firstScanPlace)));
        }
      }
      return { place: placeText(place.town, place.country, who.lang), country: place.country };
    });
  }

  async tasks(userId: bigint, lang: Lang): Promise<ScanTasks> {
    const tasks = (await this.points.tasks(userId, lang))
      .filter((t) => t.code === 'SCAN')
      .map((t) => ({
        code: t.code,
        title: t.title,
        description: t.description,
        points: t.points,
        period: t.period,
        target: t.target,
        progress: t.progress,
        done: t.done,
      }));
    const [chances, counts] = await Promise.all([this.chances.balance(userId), this.counts(userId)]);
    return { tasks, chances, genuineScans: counts.genuineScans };
  }

  /**
   * The product of a code this member claimed (or claims now, reward included) for their review,
   * which becomes a verified purchase. Another member's code is 409 CODE_OF_OTHER.
   */
  reviewScan(userId: bigint, code: string, lang: Lang): Promise<z.infer<typeof ReviewScanResultSchema>> {
    const done = this.db.transaction(async (tx) => {
      const found = await genuineCode(tx, code);
      if (!found) throw notGenuine();
      if (found.claimedBy !== userId) {
        const claimed = await claimCode(tx, this.ledgers, userId, found, lang);
        if (claimed.reason === 'ALREADY_CLAIMED') {
          throw new AppError(409, 'CODE_OF_OTHER', 'scan.codeOfOther');
        }
      }
      const reviewId = await verifyReviews(tx, userId, found.productId);
      return { productId: String(found.productId), reviewId, verifiedPurchase: true };
    });
    return done.finally(() => this.forgetReviews());
  }
}
