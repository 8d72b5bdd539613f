import {
  drawMessage,
  lotteryWinners,
  rankMessage,
  rollOf,
  segmentOf,
  type RankedEntry,
} from '../../../shared/activities/fair.ts';
import { INSTANT_DRAW_TYPES, type DrawLog } from '../../../shared/schemas/activities.ts';

/** The two primitives of the check, injected: WebCrypto in the browser, node:crypto in tests. */
export interface FairCrypto {
  /** HMAC-SHA256 with the seed's hex text as the key, as lowercase hex. */
  hmacHex: (seed: string, message: string) => Promise<string>;
  /** SHA-256 of a UTF-8 text, as lowercase hex. */
  sha256Hex: (text: string) => Promise<string>;
}

export interface Mismatch {
  entryNo: number;
  /** What the log says and what the recomputation gives (segment / prize id, or null for none). */
  logged: string;
  expected: string;
}

export interface FairnessReport {
  /** SHA-256(seed) equals the hash published before the start. */
  seedMatches: boolean;
  /** Outcomes recomputed. */
  checked: number;
  mismatches: Mismatch[];
}

const describe = (segment: number | null, prizeId: string | null) =>
  `${segment === null ? '–' : `#${segment}`} / ${prizeId ?? '–'}`;

/**
 * Recomputes every outcome of a draw log from its revealed seed (docs/fairness.md). Instant draws:
 * each entry's HMAC roll on the published weights, replaying prize stock in entry order (a prize
 * with none left falls to "no prize"). Lotteries and raffles: every entry's rank, then the winners
 * with `lotteryWinners`. `onProgress(done, total)` is called as it goes; long logs yield to the
 * page between batches so the progress bar moves.
 */
export async function checkDrawLog(
  log: DrawLog,
  fair: FairCrypto,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<FairnessReport> {
  const seed = log.seed;
  if (!seed) throw new Error('the seed is not revealed yet');
  const seedMatches = (await fair.sha256Hex(seed)) === log.seedHash.toLowerCase();
  const rows = [...log.odds].sort((a, b) => a.segment - b.segment);
  const entries = [...log.entries].sort((a, b) => a.entryNo - b.entryNo);
  const total = entries.length;
  const mismatches: Mismatch[] = [];
  const step = async (done: number) => {
    onProgress(done, total);
    if (done % 200 === 0) await new Promise((r) => setTimeout(r, 0));
  };

  if ((INSTANT_DRAW_TYPES as readonly string[]).includes(log.type)) {
    const weights = rows.map((r) => r.weight);
    const left = new Map(rows.map((r) => [r.segment, r.initialStock ?? r.stock]));
    for (const [i, e] of entries.entries()) {
      const roll = rollOf(await fair.hmacHex(seed, drawMessage(log.activityId, e.userId, e.entryNo)));
      const drawn = segmentOf(roll, weights);
      const row = rows[drawn];
      const stock = left.get(drawn);
      const inStock = row?.prizeId != null && (stock === null || stock === undefined || stock > 0);
      if (inStock && typeof stock === 'number') left.set(drawn, stock - 1);
      const prizeId = inStock ? (row?.prizeId ?? null) : null;
      // A prize with none left wins nothing but keeps its segment: the log shows both the draw and
      // the stock that refused it.
      const segmentOk = e.segment === drawn;
      if (!segmentOk || e.wonPrizeId !== prizeId) {
        mismatches.push({
          entryNo: e.entryNo,
          logged: describe(e.segment, e.wonPrizeId),
          expected: describe(drawn, prizeId),
        });
      }
      await step(i + 1);
    }
    return { seedMatches, checked: total, mismatches };
  }

  const ranked: RankedEntry[] = [];
  for (const [i, e] of entries.entries()) {
    const rank = rollOf(await fair.hmacHex(seed, rankMessage(log.activityId, e.entryNo)));
    ranked.push({ entryNo: e.entryNo, userId: e.userId, rank });
    await step(i + 1);
  }
  const prizes = rows.filter((r) => r.prizeId !== null);
  const winners = lotteryWinners(
    ranked,
    prizes.map((p) => p.initialStock ?? p.stock ?? 0),
  );
  for (const e of entries) {
    const index = winners.get(e.entryNo);
    const prizeId = index === undefined ? null : (prizes[index]?.prizeId ?? null);
    if (e.wonPrizeId !== prizeId) {
      mismatches.push({
        entryNo: e.entryNo,
        logged: describe(null, e.wonPrizeId),
        expected: describe(null, prizeId),
      });
    }
  }
  return { seedMatches, checked: total, mismatches };
}
