import type { z } from 'zod';
import type { Lang } from '../../shared/i18n.ts';
import type {
  ClaimResult,
  ReportedScanSchema,
  ReportScanSchema,
  ReviewScanResultSchema,
  ScanCounts,
  ScanTasks,
  VerifyResult,
} from '../../shared/schemas/scan.ts';
import type { Db } from '../db/client.ts';
import type { ChancesService } from '../points/chances.service.ts';
import type { PointsService } from '../points/points.service.ts';

/** Who is scanning: a member or a visitor, from which address (hashed), where (when allowed). */
export interface Scanner {
  userId: bigint | null;
  ip: string;
  lang: Lang;
  /** ISO 3166-1 alpha-2 from a trusted proxy header, when there is one. */
  country: string | null;
}

/**
 * Authenticity (issue 11): verification of printed codes (every one recorded, with anomaly
 * warnings), the reward of a genuine code to its first signed-in claimer (SCAN points and one wheel
 * chance, once per code), my scan counts and tasks, and verified purchases for reviews.
 */
export class ScanService {
  constructor(
    private readonly db: Db,
    private readonly points: PointsService,
    private readonly chances: ChancesService,
    private readonly appKey: string,
  ) {}

  verify(_code: string, _at: { lat?: number; lng?: number }, _who: Scanner): Promise<VerifyResult> {
    throw new Error('not built yet');
  }

  claim(_userId: bigint, _code: string, _lang: Lang, _key: string): Promise<ClaimResult> {
    throw new Error('not built yet');
  }

  counts(_userId: bigint): Promise<ScanCounts> {
    throw new Error('not built yet');
  }

  reportPlace(
    _input: z.infer<typeof ReportScanSchema>,
    _who: Scanner,
  ): Promise<z.infer<typeof ReportedScanSchema>> {
    throw new Error('not built yet');
  }

  tasks(_userId: bigint, _lang: Lang): Promise<ScanTasks> {
    throw new Error('not built yet');
  }

  reviewScan(_userId: bigint, _code: string): Promise<z.infer<typeof ReviewScanResultSchema>> {
    throw new Error('not built yet');
  }
}
