import { createHmac } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { lotteryWinners, rankMessage, rollOf, type RankedEntry } from '../../shared/activities/fair.ts';
import { CLOSING_DRAW_TYPES } from '../../shared/schemas/activities.ts';
import type { Db, Tx } from '../db/client.ts';
import { activities, activityAwards, activityEntries, activityPrizes, type Localised } from '../db/schema.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { writeNotice } from '../notifications/notifications.writer.ts';
import type { NoticeMails } from '../notifications/notice-mails.ts';

/** The job that draws one lottery or raffle at its close (payload `{activityId}`). */
export const DRAW_JOB = 'activity.draw';
export const drawKey = (activityId: bigint): string => `draw:${activityId}`;
/** The draw's result (winners and the fairness check): where a winner's notice and mail lead. */
export const drawResultLink = (activityId: bigint): string => `/winner/${activityId}`;

const isClosingDraw = (type: string): boolean => (CLOSING_DRAW_TYPES as readonly string[]).includes(type);

/** `rollOf(HMAC-SHA256(key = seed hex text, rankMessage))`: the entry's place in the draw (docs/decisions/067). */
export const rankOf = (seed: string, activityId: bigint, entryNo: number): number =>
  rollOf(
    createHmac('sha256', seed)
      .update(rankMessage(String(activityId), entryNo))
      .digest('hex'),
  );

/**
 * Enqueues the draw of every published lottery or raffle whose close has passed and that is not
 * drawn yet. Run by every instance on every tick of the job queue (a sweep): the dedupe key makes
 * the repeats no-ops, so a lottery closes into exactly one job whichever instance saw it first.
 */
export async function scheduleDueDraws(db: Db, jobs: JobsService): Promise<number> {
  const due = await db
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        isNotNull(activities.publishedAt),
        lte(activities.endAt, sql`now()`),
        isNull(activities.drawnAt),
        inArray(activities.type, [...CLOSING_DRAW_TYPES]),
      ),
    );
  for (const a of due) {
    await jobs.enqueue(db, {
      kind: DRAW_JOB,
      payload: { activityId: String(a.id) },
      dedupeKey: drawKey(a.id),
    });
  }
  return due.length;
}

export interface DrawOutcome {
  /** False when there was nothing to do (drawn already, not a draw, not closed). */
  drawn: boolean;
  winners: number;
}

/**
 * Draws a closed lottery or raffle, once: under the activity row's lock, a second caller (another
 * instance, a retry after a crash) finds `drawn_at` set and leaves. Every entry is ranked by its
 * HMAC roll; `lotteryWinners` gives each prize, in table order, the next `stock` entries of members
 * who have not won yet. Each winner: one stock less (never below zero), the entry's prize, an
 * award, a notification. All in one transaction, so a failure leaves nothing half-drawn.
 */
export async function drawActivity(
  db: Db,
  activityId: bigint,
  now = new Date(),
  mails: NoticeMails | null = null,
): Promise<DrawOutcome> {
  return db.transaction(async (tx) => {
    const [a] = await tx.select().from(activities).where(eq(activities.id, activityId)).for('update');
    if (!a?.publishedAt || a.drawnAt || !isClosingDraw(a.type)) return { drawn: false, winners: 0 };
    // Queued by a clock slightly ahead of this one: throw, so the queue retries a little later.
    if (a.endAt > now) throw new Error(`activity ${activityId} closes at ${a.endAt.toISOString()}`);
    const entries = await tx
      .select({ id: activityEntries.id, entryNo: activityEntries.entryNo, userId: activityEntries.userId })
      .from(activityEntries)
      .where(eq(activityEntries.activityId, a.id))
      .orderBy(asc(activityEntries.entryNo));
    const prizes = await tx
      .select()
      .from(activityPrizes)
      .where(eq(activityPrizes.activityId, a.id))
      .orderBy(asc(activityPrizes.sort), asc(activityPrizes.id));
    const ranked: RankedEntry[] = entries.map((e) => ({
      entryNo: e.entryNo,
      userId: String(e.userId),
      rank: rankOf(a.seed, a.id, e.entryNo),
    }));
    const winners = lotteryWinners(
      ranked,
      prizes.map((p) => p.stock),
    );
    const byNo = new Map(entries.map((e) => [e.entryNo, e]));
    let awarded = 0;
    for (const [entryNo, index] of winners) {
      const entry = byNo.get(entryNo);
      const prize = prizes[index];
      if (!entry || !prize) continue;
      if (await award(tx, a, entry, prize, mails)) awarded++;
    }
    await tx.update(activities).set({ drawnAt: now, updatedAt: now }).where(eq(activities.id, a.id));
    return { drawn: true, winners: awarded };
  });
}

type Prize = typeof activityPrizes.$inferSelect;

async function award(
  tx: Tx,
  activity: { id: bigint; title: Localised },
  entry: { id: bigint; userId: bigint },
  prize: Prize,
  mails: NoticeMails | null,
): Promise<boolean> {
  const activityId = activity.id;
  const [taken] = await tx
    .update(activityPrizes)
    .set({ stock: sql`${activityPrizes.stock} - 1` })
    .where(and(eq(activityPrizes.id, prize.id), gt(activityPrizes.stock, 0)))
    .returning({ stock: activityPrizes.stock });
  if (!taken) return false;
  await tx.update(activityEntries).set({ wonPrizeId: prize.id }).where(eq(activityEntries.id, entry.id));
  await tx.insert(activityAwards).values({
    entryId: entry.id,
    activityId,
    userId: entry.userId,
    activityPrizeId: prize.id,
  });
  // The prize's name in four languages: the bell shows it in the reader's, the mail in the member's.
  const link = drawResultLink(activityId);
  await writeNotice(tx, {
    userId: entry.userId,
    kind: 'drawWon',
    actorId: entry.userId,
    localised: prize.name,
    link,
  });
  await mails?.queue(tx, {
    userId: entry.userId,
    kind: 'drawWon',
    link,
    params: { prize: prize.name, activity: activity.title },
    key: `draw:${entry.id}`,
  });
  return true;
}

/** Registers the draw job and the sweep that enqueues it on `jobs` (each app instance, each test instance). */
export function registerDraws(db: Db, jobs: JobsService, mails: NoticeMails | null = null): void {
  jobs.register(DRAW_JOB, async (payload) => {
    const { activityId } = payload as { activityId: string };
    await drawActivity(db, BigInt(activityId), new Date(), mails);
  });
  jobs.onTick(async () => {
    await scheduleDueDraws(db, jobs);
  });
}
