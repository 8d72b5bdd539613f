import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { activityAwards, activityEntries, activityPrizes } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { payCost, type ActivityRow, type EntryRow, type Ledgers, type Paid } from './activities.entries.ts';
import { earlyAccessMs } from '../tiers/tiers.sql.ts';
import { assertOpen, wrongType } from './reservations.service.ts';

/**
 * A reserved member enters the flash sale in its window (spec §4: reserved -> entered): their
 * reservation entry becomes `entered`, the cost is paid, and one unit of the sale's prize is taken
 * (conditional stock update; none left: nothing won). Called by `attend/{id}` for reservations,
 * under its activity lock; the award row is written here, found again by the entry's id.
 */
export async function enterFlashSale(
  tx: Tx,
  ledgers: Ledgers,
  a: ActivityRow,
  userId: bigint,
): Promise<{ entry: EntryRow; paid: Paid; prizeId: bigint | null }> {
  if (a.type !== 'reservation') throw wrongType();
  const now = new Date();
  // Open earlier for a tier with early access (issue 39).
  assertOpen(a, now, await earlyAccessMs(tx, userId));
  const [reservation] = await tx
    .select()
    .from(activityEntries)
    .where(
      and(
        eq(activityEntries.activityId, a.id),
        eq(activityEntries.userId, userId),
        inArray(activityEntries.status, ['reserved', 'entered']),
      ),
    )
    .for('update');
  if (!reservation) throw new AppError(409, 'NOT_RESERVED', 'activity.notReserved');
  if (reservation.status === 'entered') throw new AppError(409, 'LIMIT_REACHED', 'activity.limitReached');
  const [first] = await tx
    .select({ id: activityPrizes.id })
    .from(activityPrizes)
    .where(eq(activityPrizes.activityId, a.id))
    .orderBy(asc(activityPrizes.sort), asc(activityPrizes.id))
    .limit(1);
  // The conditional update is what never oversells the prize, lock or no lock.
  const [taken] = first
    ? await tx
        .update(activityPrizes)
        .set({ stock: sql`${activityPrizes.stock} - 1` })
        .where(and(eq(activityPrizes.id, first.id), gt(activityPrizes.stock, 0)))
        .returning({ id: activityPrizes.id })
    : [];
  const prizeId = taken?.id ?? null;
  // Lock order as everywhere: activity, prize stock, then the wallet.
  const paid = await payCost(tx, ledgers, a, userId, `activity:${a.id}:${reservation.entryNo}`);
  const [entry] = await tx
    .update(activityEntries)
    .set({ status: 'entered', enteredAt: now, wonPrizeId: prizeId, paidRef: paid.ref })
    .where(and(eq(activityEntries.id, reservation.id), eq(activityEntries.status, 'reserved')))
    .returning();
  if (!entry) throw new AppError(409, 'LIMIT_REACHED', 'activity.limitReached');
  if (prizeId !== null) {
    await tx
      .insert(activityAwards)
      .values({ entryId: entry.id, activityId: a.id, userId, activityPrizeId: prizeId });
  }
  return { entry, paid, prizeId };
}
