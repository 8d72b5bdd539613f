/**
 * Provably fair draws (docs/decisions/067): the pure half, shared by the server, the browser's
 * verification page and `scripts/verify-draws.mjs`. The server commits to a secret `seed` (32 random
 * bytes, hex) by publishing SHA-256(seed); every outcome is HMAC-SHA256(key = seed as UTF-8 hex text,
 * message below), read as a number, placed on the published odds table. After the end the seed is
 * revealed and anyone can recompute every outcome from the public draw log.
 */

/** The HMAC message of an instant draw (wheel, scratch card). */
export const drawMessage = (activityId: string, userId: string, entryNo: number): string =>
  `${activityId}:${userId}:${entryNo}`;

/** The HMAC message that ranks a lottery or raffle entry at the draw. */
export const rankMessage = (activityId: string, entryNo: number): string => `${activityId}:rank:${entryNo}`;

/**
 * The first 48 bits of an HMAC (hex) as an integer, 0 <= roll < 2^48. Taken modulo a total weight of
 * at most 13 x 10^6, the bias is below 5 x 10^-8.
 */
export const rollOf = (hmacHex: string): number => Number.parseInt(hmacHex.slice(0, 12), 16);

/**
 * The segment (index into `weights`: the prizes in order, then "no prize") that `roll` lands on:
 * `roll mod total` walked through the cumulative weights. Zero-weight segments are never hit.
 */
export function segmentOf(roll: number, weights: readonly number[]): number {
  const total = weights.reduce((n, w) => n + w, 0);
  if (total <= 0) throw new Error('the odds table has no weight');
  let point = roll % total;
  for (const [i, w] of weights.entries()) {
    if (point < w) return i;
    point -= w;
  }
  return weights.length - 1;
}

export interface RankedEntry {
  entryNo: number;
  userId: string;
  /** `rollOf(HMAC(seed, rankMessage(activityId, entryNo)))`. */
  rank: number;
}

/**
 * Lottery and raffle winners: entries ordered by rank (ties by entry number), each prize in table
 * order taking the next `stock` entries whose member has not won yet. Returns entryNo -> prize index.
 */
export function lotteryWinners(
  entries: readonly RankedEntry[],
  stocks: readonly number[],
): Map<number, number> {
  const order = [...entries].sort((a, b) => a.rank - b.rank || a.entryNo - b.entryNo);
  const winners = new Map<number, number>();
  const won = new Set<string>();
  let next = 0;
  for (const [prize, stock] of stocks.entries()) {
    let left = stock;
    while (left > 0 && next < order.length) {
      const e = order[next++];
      if (!e || won.has(e.userId)) continue;
      won.add(e.userId);
      winners.set(e.entryNo, prize);
      left--;
    }
  }
  return winners;
}
