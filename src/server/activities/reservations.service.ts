import { and, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type { RESERVATION_STATES } from '../../shared/schemas/activities.ts';
import type { Db } from '../db/client.ts';
import { activities, activityEntries } from '../db/schema.ts';
import { AppError, badRequest } from '../http/errors.ts';
import { pick } from '../prizes/prizes.service.ts';
import {
  entriesOf,
  lockActivity,
  payCost,
  takeEntry,
  type ActivityRow,
  type Ledgers,
} from './activities.entries.ts';
import { afterId, cutById } from './awards.cursor.ts';
import { assertGuessesLeft, recordMiss } from './check-in.misses.ts';

type ReservationState = (typeof RESERVATION_STATES)[number];

export const wrongType = () => new AppError(409, 'WRONG_TYPE', 'activity.wrongType');
export const closed = () => new AppError(409, 'ACTIVITY_CLOSED', 'activity.closed');
export const notStarted = () => new AppError(409, 'ACTIVITY_NOT_STARTED', 'activity.notStarted');
const inProgress = () => new AppError(409, 'ACTIVITY_IN_PROGRESS', 'activity.inProgress');
const seatsFull = () => new AppError(409, 'SEATS_FULL', 'activity.seatsFull');
const alreadyReserved = () => new AppError(409, 'ALREADY_RESERVED', 'activity.alreadyReserved');
const limitReached = () => new AppError(409, 'LIMIT_REACHED', 'activity.limitReached');

/** 409 unless `now` is inside the activity's window [start - earlyMs, end). */
export function assertOpen(a: ActivityRow, now: Date, earlyMs = 0): void {
  if (now >= a.endAt) throw closed();
  if (now.getTime() < a.startAt.getTime() - earlyMs) throw notStarted();
}

/** Spec §4: reserved -> entered in the window; a place never entered expires with the sale. */
const stateOfEntry = (status: string, endAt: Date, now: Date): ReservationState =>
  status === 'entered' ? 'entered' : endAt <= now ? 'expired' : 'reserved';

const seatsLeft = (a: Pick<ActivityRow, 'seats' | 'seatsTaken'>) =>
  a.seats === null ? null : Math.max(0, a.seats - a.seatsTaken);

/** Flash-sale reservations (seats never oversold) and offline check-ins with a store's 4-digit code. */
export class ReservationsService {
  constructor(
    protected readonly db: Db,
    protected readonly ledgers: Ledgers,
  ) {}

  /**
   * A place in a flash sale, before it starts. Under the activity lock one member's second try sees
   * the first; the conditional seat update is what never oversells, whatever the lock order.
   */
  async reserve(userId: bigint, activityId: string, lang: Lang) {
    const now = new Date();
    const { a, entry } = await this.db.transaction(async (tx) => {
      const locked = await lockActivity(tx, BigInt(activityId));
      if (locked.type !== 'reservation') throw wrongType();
      if (now >= locked.endAt) throw closed();
      if (now >= locked.startAt) throw inProgress();
      if ((await entriesOf(tx, locked.id, userId)) > 0) throw alreadyReserved();
      const [seated] = await tx
        .update(activities)
        .set({ seatsTaken: sql`${activities.seatsTaken} + 1` })
        .where(and(eq(activities.id, locked.id), lt(activities.seatsTaken, activities.seats)))
        .returning();
      if (!seated) throw seatsFull();
      return { a: seated, entry: await takeEntry(tx, seated, userId, { status: 'reserved' }) };
    });
    return {
      activityId: String(a.id),
      title: pick(a.title, lang),
      startAt: a.startAt.toISOString(),
      endAt: a.endAt.toISOString(),
      state: 'reserved' as const,
      seats: a.seats,
      seatsLeft: seatsLeft(a),
      createdAt: entry.createdAt.toISOString(),
    };
  }

  /** My reservations, newest first; `expired` is a place still reserved after the sale ended. */
  async list(
    userId: bigint,
    lang: Lang,
    q: { state?: ReservationState | undefined; pageSize: number; cursor?: string | undefined },
  ) {
    const now = new Date();
    const byState = {
      reserved: and(eq(activityEntries.status, 'reserved'), gt(activities.endAt, now)),
      entered: eq(activityEntries.status, 'entered'),
      expired: and(eq(activityEntries.status, 'reserved'), lte(activities.endAt, now)),
    };
    const rows = await this.db
      .select({ e: activityEntries, a: activities })
      .from(activityEntries)
      .innerJoin(activities, eq(activities.id, activityEntries.activityId))
      .where(
        and(
          eq(activityEntries.userId, userId),
          eq(activities.type, 'reservation'),
          inArray(activityEntries.status, ['reserved', 'entered']),
          q.state ? byState[q.state] : undefined,
          afterId(q.cursor, activityEntries.id),
        ),
      )
      .orderBy(desc(activityEntries.id))
      .limit(q.pageSize + 1);
    const { list, nextCursor } = cutById(rows, q.pageSize, (r) => r.e.id);
    return {
      list: list.map(({ e, a }) => ({
        activityId: String(a.id),
        title: pick(a.title, lang),
        startAt: a.startAt.toISOString(),
        endAt: a.endAt.toISOString(),
        state: stateOfEntry(e.status, a.endAt, now),
        seats: a.seats,
        seatsLeft: seatsLeft(a),
        createdAt: e.createdAt.toISOString(),
      })),
      nextCursor,
    };
  }

  /** Checks in at an offline activity with the store's 4-digit code, in its window, within the limit. */
  async checkIn(userId: bigint, input: { activityId: string; code: string }) {
    const now = new Date();
    const entry = await this.db.transaction(async (tx) => {
      const a = await lockActivity(tx, BigInt(input.activityId));
      if (a.type !== 'offline') throw wrongType();
      assertOpen(a, now);
      await assertGuessesLeft(tx, a.id, userId, now);
      if (!a.checkInCode || a.checkInCode !== input.code) {
        // The miss must outlive this request's failure: commit it, then answer 400.
        await recordMiss(tx, a.id, userId, now);
        return null;
      }
      // Once each unless the activity says otherwise.
      if ((await entriesOf(tx, a.id, userId)) >= (a.perMemberLimit ?? 1)) throw limitReached();
      const paid = await payCost(tx, this.ledgers, a, userId, `activity:${a.id}`);
      return takeEntry(tx, a, userId, { paidRef: paid.ref, enteredAt: now });
    });
    if (!entry) throw badRequest('code', 'activity.wrongCode', 'WRONG_CODE');
    return { entryNo: entry.entryNo, checkedInAt: (entry.enteredAt ?? entry.createdAt).toISOString() };
  }
}
