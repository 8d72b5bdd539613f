import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { maskName } from '../../shared/activities/mask.ts';
import { stateOf } from '../../shared/activities/state.ts';
import { CLOSING_DRAW_TYPES } from '../../shared/schemas/activities.ts';
import type { Lang } from '../../shared/i18n.ts';
import type { Db } from '../db/client.ts';
import { activities, activityEntries, activityPrizes, users } from '../db/schema.ts';
import { AppError, notFound } from '../http/errors.ts';
import { pick } from '../points/points.service.ts';
import type { LotteryView } from '../../shared/schemas/activities.ts';

/**
 * A lottery or raffle as its page shows it: how many entries, mine (won or not), and after the
 * draw the winners, masked. A draft is not found; another type is 409 WRONG_TYPE.
 */
export async function lotteryView(
  db: Db,
  activityId: bigint,
  viewer: bigint | null,
  lang: Lang,
  now = new Date(),
): Promise<LotteryView> {
  const [a] = await db.select().from(activities).where(eq(activities.id, activityId));
  if (!a?.publishedAt) throw notFound();
  if (!(CLOSING_DRAW_TYPES as readonly string[]).includes(a.type)) {
    throw new AppError(409, 'WRONG_TYPE', 'activity.wrongType');
  }
  const prizes = await db
    .select({ id: activityPrizes.id, name: activityPrizes.name, sort: activityPrizes.sort })
    .from(activityPrizes)
    .where(eq(activityPrizes.activityId, a.id));
  const prizeById = new Map(prizes.map((p) => [p.id, p]));
  const nameOf = (id: bigint | null) => {
    const p = id === null ? undefined : prizeById.get(id);
    return p ? pick(p.name, lang) : null;
  };
  const mine =
    viewer === null
      ? []
      : await db
          .select({ entryNo: activityEntries.entryNo, wonPrizeId: activityEntries.wonPrizeId })
          .from(activityEntries)
          .where(and(eq(activityEntries.activityId, a.id), eq(activityEntries.userId, viewer)))
          .orderBy(asc(activityEntries.entryNo));
  const won = a.drawnAt
    ? await db
        .select({
          entryNo: activityEntries.entryNo,
          wonPrizeId: activityEntries.wonPrizeId,
          nickName: users.nickName,
          userName: users.userName,
        })
        .from(activityEntries)
        .innerJoin(users, eq(users.id, activityEntries.userId))
        .where(and(eq(activityEntries.activityId, a.id), isNotNull(activityEntries.wonPrizeId)))
    : [];
  const sortOf = (id: bigint | null) => (id === null ? 0 : (prizeById.get(id)?.sort ?? 0));
  won.sort((x, y) => sortOf(x.wonPrizeId) - sortOf(y.wonPrizeId) || x.entryNo - y.entryNo);
  return {
    activityId: String(a.id),
    state: stateOf(a, now),
    drawn: a.drawnAt !== null,
    drawnAt: a.drawnAt?.toISOString() ?? null,
    entries: a.entryCount,
    myEntries: mine.map((e) => ({
      entryNo: e.entryNo,
      won: e.wonPrizeId !== null,
      prizeName: nameOf(e.wonPrizeId),
    })),
    winners: won.map((w) => ({
      maskedName: maskName(w.nickName?.trim() ? w.nickName : w.userName),
      prizeName: nameOf(w.wonPrizeId) ?? '',
      entryNo: w.entryNo,
    })),
  };
}
