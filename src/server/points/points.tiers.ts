import type { Tx } from '../db/client.ts';

/**
 * What the points service asks of member tiers (issue 39), called under the member's wallet lock in
 * the award's transaction. The tiers feature implements it; this type lives here so the points
 * service never imports the tiers feature (which pays the birthday bonus through the points service).
 */
export interface TierHooks {
  /** The multiplier of the member's tier (after applying a review that fell due). */
  multiplierFor(tx: Tx, userId: bigint): Promise<number>;
  /** After a qualifying award: moves the member up when its 365-day sum reached a higher tier. */
  afterQualifying(tx: Tx, userId: bigint, flowId: string): Promise<void>;
}

/** `floor(points x multiplier)`, in whole hundredths so 1.15 x 100 is 115, not 114. */
export const multiplied = (points: number, multiplier: number): number =>
  Math.floor((points * Math.round(multiplier * 100)) / 100);
