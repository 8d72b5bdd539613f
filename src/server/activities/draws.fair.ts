import { createHash, createHmac, randomBytes } from 'node:crypto';
import { drawMessage, rankMessage, rollOf, segmentOf } from '../../shared/activities/fair.ts';

/**
 * The Node half of the provably fair draws (docs/fairness.md): the HMAC over the pure functions of
 * `src/shared/activities/fair.ts`. The key is the seed as its UTF-8 hex text, exactly as
 * `scripts/verify-draws.mjs` recomputes it.
 */
export const hmacHex = (seed: string, message: string): string =>
  createHmac('sha256', seed).update(message, 'utf8').digest('hex');

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A fresh secret seed and its commitment (SHA-256 of the hex text). */
export function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: sha256Hex(seed) };
}

/** The segment an instant draw lands on: `weights` are the prizes in table order, then "no prize". */
export const instantSegment = (
  seed: string,
  activityId: string,
  userId: string,
  entryNo: number,
  weights: readonly number[],
): number => segmentOf(rollOf(hmacHex(seed, drawMessage(activityId, userId, entryNo))), weights);

/** The rank of a lottery or raffle entry at the draw (lower ranks win first). */
export const entryRank = (seed: string, activityId: string, entryNo: number): number =>
  rollOf(hmacHex(seed, rankMessage(activityId, entryNo)));

/** The public, stable name of a member in one activity's draw log: names nobody by itself. */
export const memberTag = (activityId: string, userId: string): string => sha256Hex(`${activityId}:${userId}`);
