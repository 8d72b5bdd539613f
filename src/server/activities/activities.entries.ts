import { and, count, eq, sql } from 'drizzle-orm';
import type { CostKind } from '../../shared/schemas/activities.ts';
import type { Tx } from '../db/client.ts';
import { activities, activityEntries } from '../db/schema.ts';
import { AppError, notFound } from '../http/errors.ts';
import type { ChancesService } from '../points/chances.service.ts';
import type { PointsService } from '../points/points.service.ts';

export type ActivityRow = typeof activities.$inferSelect;
export type EntryRow = typeof activityEntries.$inferSelect;

export interface Ledgers {
  points: PointsService;
  chances: ChancesService;
}

/**
 * Locks the activity row for the rest of the transaction: entries of one activity queue up behind
 * it, so entry numbers, stock and seats move in one order (the order the draw log shows). Lock order
 * everywhere: activity, prize stock, wallets.
 */
export async function lockActivity(tx: Tx, id: bigint): Promise<ActivityRow> {
  const [row] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
  if (!row || !row.publishedAt) throw notFound();
  return row;
}

/** The member's entries in the activity so far (under the activity lock: exact). */
export async function entriesOf(tx: Tx, activityId: bigint, userId: bigint): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(activityEntries)
    .where(and(eq(activityEntries.activityId, activityId), eq(activityEntries.userId, userId)));
  return row?.n ?? 0;
}

/** 409 LIMIT_REACHED when the member has used the activity's per-member limit. */
export async function assertUnderLimit(tx: Tx, a: ActivityRow, userId: bigint): Promise<number> {
  const used = await entriesOf(tx, a.id, userId);
  if (a.perMemberLimit !== null && used >= a.perMemberLimit) {
    throw new AppError(409, 'LIMIT_REACHED', 'activity.limitReached');
  }
  return used;
}

/**
 * Writes the next entry (number `entry_count + 1`, taken under the activity lock) and moves the
 * counters (entries, and members on a member's first entry) in the same transaction.
 */
export async function takeEntry(
  tx: Tx,
  a: ActivityRow,
  userId: bigint,
  fields: Partial<Pick<EntryRow, 'status' | 'segment' | 'wonPrizeId' | 'paidRef' | 'enteredAt'>> = {},
): Promise<EntryRow> {
  const newcomer = (await entriesOf(tx, a.id, userId)) === 0;
  const [counter] = await tx
    .update(activities)
    .set({
      entryCount: sql`${activities.entryCount} + 1`,
      memberCount: sql`${activities.memberCount} + ${newcomer ? 1 : 0}`,
    })
    .where(eq(activities.id, a.id))
    .returning({ entryNo: activities.entryCount });
  if (!counter) throw notFound();
  const [entry] = await tx
    .insert(activityEntries)
    .values({ activityId: a.id, userId, entryNo: counter.entryNo, ...fields })
    .returning();
  if (!entry) throw new Error('entry not written');
  return entry;
}

export interface Paid {
  kind: CostKind;
  amount: number;
  /** `points:<flowId>` or `chances` (the chances flow has no id to return), null when free. */
  ref: string | null;
}

/**
 * Pays the activity's cost in the caller's transaction: points through the points service (409
 * NOT_ENOUGH_POINTS), chances through the chances ledger (409 NO_CHANCES), or nothing.
 */
export async function payCost(
  tx: Tx,
  ledgers: Ledgers,
  a: ActivityRow,
  userId: bigint,
  ref: string,
): Promise<Paid> {
  if (a.costKind === 'free' || a.costAmount === 0) return { kind: 'free', amount: 0, ref: null };
  if (a.costKind === 'points') {
    const paid = await ledgers.points.change(tx, { userId, delta: -a.costAmount, ruleCode: 'ACTIVITY', ref });
    return { kind: 'points', amount: a.costAmount, ref: `points:${paid.flowId}` };
  }
  try {
    await ledgers.chances.change(tx, { userId, delta: -a.costAmount, reason: 'SPIN', ref });
  } catch (err) {
    if (err instanceof AppError && err.reason === 'NOT_ENOUGH_CHANCES') {
      throw new AppError(409, 'NO_CHANCES', 'activity.noChances');
    }
    throw err;
  }
  return { kind: 'chances', amount: a.costAmount, ref: 'chances' };
}
