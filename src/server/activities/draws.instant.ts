import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { activityAwards, activityEntries, activityPrizes } from '../db/schema.ts';
import {
  assertUnderLimit,
  payCost,
  takeEntry,
  type ActivityRow,
  type EntryRow,
  type Ledgers,
  type Paid,
} from './activities.entries.ts';
import { instantSegment } from './draws.fair.ts';
import { drawTable, prizesOf, type PrizeRow } from './draws.table.ts';

/** One entry written under the activity lock, and what it won. */
export interface Entered {
  entry: EntryRow;
  paid: Paid;
  prize: PrizeRow | null;
  awardId: bigint | null;
}

/** Takes one unit of a prize if any is left (conditional update: stock never below zero). */
async function takeStock(tx: Tx, prizeId: bigint): Promise<boolean> {
  const taken = await tx
    .update(activityPrizes)
    .set({ stock: sql`${activityPrizes.stock} - 1` })
    .where(and(eq(activityPrizes.id, prizeId), gt(activityPrizes.stock, 0)))
    .returning({ id: activityPrizes.id });
  return taken.length > 0;
}

/** Records a prize won: the award row that ships it (awards service) points at the entry. */
export async function awardOf(tx: Tx, entry: EntryRow, prizeId: bigint): Promise<bigint> {
  const [award] = await tx
    .insert(activityAwards)
    .values({
      entryId: entry.id,
      activityId: entry.activityId,
      userId: entry.userId,
      activityPrizeId: prizeId,
    })
    .returning({ id: activityAwards.id });
  if (!award) throw new Error('award not written');
  return award.id;
}

/**
 * A wheel spin or scratch card, under the activity lock: limit, cost, the next entry number, the
 * segment the seed gives it, then live stock. A prize segment with no stock left wins nothing but
 * keeps its segment, so the public log shows both the draw and the stock that refused it.
 */
export async function instantDraw(
  tx: Tx,
  ledgers: Ledgers,
  a: ActivityRow,
  userId: bigint,
): Promise<Entered> {
  await assertUnderLimit(tx, a, userId);
  const paid = await payCost(tx, ledgers, a, userId, `activity:${a.id}`);
  const entry = await takeEntry(tx, a, userId, { paidRef: paid.ref });
  const table = drawTable(await prizesOf(tx, a.id), a.noPrizeWeight);
  const segment = instantSegment(a.seed, String(a.id), String(userId), entry.entryNo, table.weights);
  const aimed = table.prizeAt(segment);
  const prize = aimed && (await takeStock(tx, aimed.id)) ? aimed : null;
  const [drawn] = await tx
    .update(activityEntries)
    .set({ segment, wonPrizeId: prize?.id ?? null })
    .where(eq(activityEntries.id, entry.id))
    .returning();
  if (!drawn) throw new Error('entry not updated');
  const awardId = prize ? await awardOf(tx, drawn, prize.id) : null;
  return { entry: drawn, paid, prize, awardId };
}
