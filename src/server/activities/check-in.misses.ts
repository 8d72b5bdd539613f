import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { checkInMisses } from '../db/schema.ts';
import { tooMany } from '../http/errors.ts';

/**
 * Wrong store check-in codes allowed (decision 085): a member gets 5 per activity in 10 minutes, an
 * activity 100 in an hour from everyone together, so the 10,000 four-digit codes take over 4 days
 * of guessing however many accounts try (at most 2,400 a day), while a member who mistypes waits
 * minutes.
 */
export const CHECK_IN_MISSES = {
  member: { max: 5, windowMs: 10 * 60_000 },
  activity: { max: 100, windowMs: 60 * 60_000 },
} as const;

/** The seconds until the oldest of `max` recent misses leaves the window. */
async function waitFor(
  tx: Tx,
  where: ReturnType<typeof and>,
  limit: { max: number; windowMs: number },
  now: Date,
): Promise<number | null> {
  const since = new Date(now.getTime() - limit.windowMs);
  const recent = await tx
    .select({ at: checkInMisses.at })
    .from(checkInMisses)
    .where(and(where, gt(checkInMisses.at, since)))
    .orderBy(asc(checkInMisses.at))
    .limit(limit.max);
  const oldest = recent[0];
  if (recent.length < limit.max || !oldest) return null;
  return Math.max(1, Math.ceil((oldest.at.getTime() + limit.windowMs - now.getTime()) / 1000));
}

/**
 * 429 before the code is compared once the member's or the activity's wrong codes are used up, so
 * a right guess then is refused like a wrong one. Runs under the activity's row lock: exact counts.
 */
export async function assertGuessesLeft(tx: Tx, activityId: bigint, userId: bigint, now: Date) {
  const mine = await waitFor(
    tx,
    and(eq(checkInMisses.activityId, activityId), eq(checkInMisses.userId, userId)),
    CHECK_IN_MISSES.member,
    now,
  );
  if (mine !== null) throw tooMany('CHECK_IN_CODE_LIMIT', 'activity.checkInCodeLimit', mine);
  const all = await waitFor(tx, eq(checkInMisses.activityId, activityId), CHECK_IN_MISSES.activity, now);
  if (all !== null) throw tooMany('CHECK_IN_CODE_LOCKED', 'activity.checkInCodeLocked', all);
}

/** Records a wrong code (committed even though the request then fails) and drops misses past every window. */
export async function recordMiss(tx: Tx, activityId: bigint, userId: bigint, now: Date) {
  await tx.insert(checkInMisses).values({ activityId, userId, at: now });
  const expired = new Date(now.getTime() - CHECK_IN_MISSES.activity.windowMs);
  await tx
    .delete(checkInMisses)
    .where(and(eq(checkInMisses.activityId, activityId), lt(checkInMisses.at, expired)));
}
