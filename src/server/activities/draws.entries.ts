import { desc, eq } from 'drizzle-orm';
import { stateOf } from '../../shared/activities/state.ts';
import type { Tx } from '../db/client.ts';
import { activityAwards, activityPrizes, ageProofs, users } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import {
  assertUnderLimit,
  payCost,
  takeEntry,
  type ActivityRow,
  type Ledgers,
} from './activities.entries.ts';
import { instantDraw, type Entered } from './draws.instant.ts';
import { enterFlashSale } from './reservations.enter.ts';

/**
 * 409 unless the activity takes entries now: not before its start (`earlyMs` before it for a member
 * whose tier has early access to flash sales), not after its end or draw.
 */
export function assertOpen(a: ActivityRow, now: Date, earlyMs = 0): void {
  const state = stateOf(a, now);
  if (state === 'scheduled' && earlyMs > 0 && now.getTime() >= a.startAt.getTime() - earlyMs) return;
  if (state === 'scheduled') throw new AppError(409, 'ACTIVITY_NOT_STARTED', 'activity.notStarted');
  if (state !== 'open') throw new AppError(409, 'ACTIVITY_CLOSED', 'activity.closed');
}

/** Raffles need an approved proof of age (spec §6): pending and missing proofs read differently. */
async function assertProofApproved(tx: Tx, userId: bigint): Promise<void> {
  const [user] = await tx.select({ proof: users.proof }).from(users).where(eq(users.id, userId));
  if (user?.proof) return;
  const [latest] = await tx
    .select({ status: ageProofs.status })
    .from(ageProofs)
    .where(eq(ageProofs.userId, userId))
    .orderBy(desc(ageProofs.id))
    .limit(1);
  throw new AppError(
    409,
    'PROOF_REQUIRED',
    latest?.status === 'pending' ? 'activity.proofPending' : 'activity.proofRequired',
  );
}

/** A raffle or lottery entry: paid now, drawn at the close (segment null until then). */
async function closingEntry(tx: Tx, ledgers: Ledgers, a: ActivityRow, userId: bigint): Promise<Entered> {
  if (a.type === 'raffle') await assertProofApproved(tx, userId);
  await assertUnderLimit(tx, a, userId);
  const paid = await payCost(tx, ledgers, a, userId, `activity:${a.id}`);
  const entry = await takeEntry(tx, a, userId, { paidRef: paid.ref });
  return { entry, paid, prize: null, awardId: null };
}

/** A flash sale entered by a reserved member (helper C's rules), read back as an entry. */
async function flashSale(tx: Tx, ledgers: Ledgers, a: ActivityRow, userId: bigint): Promise<Entered> {
  const { entry, paid, prizeId } = await enterFlashSale(tx, ledgers, a, userId);
  if (prizeId === null) return { entry, paid, prize: null, awardId: null };
  const [prize] = await tx.select().from(activityPrizes).where(eq(activityPrizes.id, prizeId));
  const [award] = await tx
    .select({ id: activityAwards.id })
    .from(activityAwards)
    .where(eq(activityAwards.entryId, entry.id));
  return { entry, paid, prize: prize ?? null, awardId: award?.id ?? null };
}

/** One entry of any kind, under the activity lock the caller holds. */
export function enter(tx: Tx, ledgers: Ledgers, a: ActivityRow, userId: bigint): Promise<Entered> {
  switch (a.type) {
    case 'turntable':
    case 'scratch':
      return instantDraw(tx, ledgers, a, userId);
    case 'raffle':
    case 'lottery':
      return closingEntry(tx, ledgers, a, userId);
    case 'reservation':
      return flashSale(tx, ledgers, a, userId);
    case 'offline':
      // Check-ins go through `reserve/offline/add` with the store's code.
      throw new AppError(409, 'WRONG_TYPE', 'activity.wrongType');
  }
}
