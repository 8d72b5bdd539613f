import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { activityPrizes } from '../db/schema.ts';
import { oddsOf, weightsOf, type PrizeRow } from './activities.odds.ts';

export type { PrizeRow };

/** An activity's prizes in odds-table order. */
export const prizesOf = (db: Db | Tx, activityId: bigint): Promise<PrizeRow[]> =>
  db
    .select()
    .from(activityPrizes)
    .where(eq(activityPrizes.activityId, activityId))
    .orderBy(asc(activityPrizes.sort), asc(activityPrizes.id));

/**
 * What a draw walks: the weights of the published table (`oddsOf`: prizes, then "no prize") and
 * the prize each segment names (null for "no prize").
 */
export function drawTable(prizes: readonly PrizeRow[], noPrizeWeight: number) {
  const table = oddsOf(prizes, noPrizeWeight, 'en_US');
  const byId = new Map(prizes.map((p) => [String(p.id), p]));
  return {
    weights: weightsOf(table),
    prizeAt: (segment: number): PrizeRow | null => byId.get(table[segment]?.prizeId ?? '') ?? null,
  };
}
