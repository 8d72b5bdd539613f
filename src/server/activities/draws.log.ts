import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { seedRevealed } from '../../shared/activities/state.ts';
import type { Lang } from '../../shared/i18n.ts';
import type { DrawLog } from '../../shared/schemas/activities.ts';
import type { Db } from '../db/client.ts';
import { activities, activityAwards, activityEntries } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { pick } from '../points/points.service.ts';
import { memberTag } from './draws.fair.ts';
import { oddsOf } from './activities.odds.ts';
import { prizesOf } from './draws.table.ts';

async function publishedActivity(db: Db, id: bigint) {
  const [a] = await db.select().from(activities).where(eq(activities.id, id));
  if (!a?.publishedAt) throw notFound();
  return a;
}

/**
 * The public draw log: the odds table, every entry in entry order with the member's tag and id (the
 * HMAC message needs the id), the segment and what it won; the seed only once the activity ended.
 */
export async function drawLogOf(
  db: Db,
  id: bigint,
  lang: Lang,
  now: Date,
  page: { cursor?: string; pageSize: number } = { pageSize: 1000 },
): Promise<DrawLog> {
  const a = await publishedActivity(db, id);
  const [prizes, entries] = await Promise.all([
    prizesOf(db, id),
    db
      .select()
      .from(activityEntries)
      .where(
        and(
          eq(activityEntries.activityId, id),
          page.cursor ? gt(activityEntries.entryNo, Number(page.cursor)) : undefined,
        ),
      )
      .orderBy(asc(activityEntries.entryNo))
      .limit(page.pageSize + 1),
  ]);
  const more = entries.length > page.pageSize;
  const shown = entries.slice(0, page.pageSize);
  const activityId = String(a.id);
  return {
    activityId,
    type: a.type,
    seedHash: a.seedHash,
    seed: seedRevealed(a, now) ? a.seed : null,
    odds: oddsOf(prizes, a.noPrizeWeight, lang),
    nextCursor: more ? String(shown.at(-1)?.entryNo) : null,
    entries: shown.map((e) => ({
      entryNo: e.entryNo,
      member: memberTag(activityId, String(e.userId)),
      userId: String(e.userId),
      segment: e.segment,
      wonPrizeId: e.wonPrizeId === null ? null : String(e.wonPrizeId),
    })),
  };
}

/** The member's entries in an activity, newest first, with what each won. */
export async function myEntriesOf(db: Db, id: bigint, userId: bigint, lang: Lang) {
  const a = await publishedActivity(db, id);
  const [prizes, rows] = await Promise.all([
    prizesOf(db, id),
    db
      .select({ entry: activityEntries, awardId: activityAwards.id })
      .from(activityEntries)
      .leftJoin(activityAwards, eq(activityAwards.entryId, activityEntries.id))
      .where(and(eq(activityEntries.activityId, id), eq(activityEntries.userId, userId)))
      .orderBy(desc(activityEntries.entryNo)),
  ]);
  const names = new Map(prizes.map((p) => [p.id, pick(p.name, lang)]));
  return {
    list: rows.map(({ entry, awardId }) => ({
      entryNo: entry.entryNo,
      createdAt: entry.createdAt.toISOString(),
      won: entry.wonPrizeId !== null,
      segment: entry.segment,
      prizeName: entry.wonPrizeId === null ? null : (names.get(entry.wonPrizeId) ?? null),
      awardId: awardId === null ? null : String(awardId),
    })),
    drawn: a.drawnAt !== null,
  };
}
