import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { memberTiers, tiers } from '../db/schema.ts';

/**
 * A member's tier code as a column of another feature's query (comment authors, a profile): the
 * stored tier, else the lowest. Only the code: never the member's points (docs/decisions/110).
 */
export const tierCodeOf = (userId: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`coalesce(
    (select ${memberTiers.tierCode} from ${memberTiers} where ${memberTiers.userId} = ${userId}),
    (select ${tiers.code} from ${tiers} order by ${tiers.threshold} limit 1))`;

/**
 * How much earlier (ms) flash sales open for the member's tier (`earlyAccessHours`; the lowest tier's
 * when none is stored).
 */
export async function earlyAccessMs(q: Db | Tx, userId: bigint): Promise<number> {
  const [row] = await q
    .select({
      hours: sql<number>`coalesce(
        (select ${tiers.earlyAccessHours} from ${memberTiers} join ${tiers} on ${tiers.code} = ${memberTiers.tierCode}
          where ${memberTiers.userId} = ${userId}),
        (select ${tiers.earlyAccessHours} from ${tiers} order by ${tiers.threshold} limit 1), 0)::int`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.hours ?? 0) * 60 * 60 * 1000;
}
