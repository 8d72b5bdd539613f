import { and, desc, eq } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type { ConsoleWinner } from '../../shared/schemas/activities.ts';
import type { Db } from '../db/client.ts';
import { activityAwards, activityEntries, activityPrizes, users } from '../db/schema.ts';
import { pick } from '../prizes/prizes.service.ts';
import { afterId, cutById } from './awards.cursor.ts';

/** The console's winners of one activity, newest first: the member as the brand knows them. */
export async function consoleWinners(
  db: Db,
  lang: Lang,
  activityId: string,
  page: { pageSize: number; cursor?: string | undefined },
) {
  const rows = await db
    .select({
      w: activityAwards,
      prize: activityPrizes.name,
      entryNo: activityEntries.entryNo,
      email: users.email,
      nickName: users.nickName,
    })
    .from(activityAwards)
    .innerJoin(activityPrizes, eq(activityPrizes.id, activityAwards.activityPrizeId))
    .innerJoin(activityEntries, eq(activityEntries.id, activityAwards.entryId))
    .innerJoin(users, eq(users.id, activityAwards.userId))
    .where(and(eq(activityAwards.activityId, BigInt(activityId)), afterId(page.cursor, activityAwards.id)))
    .orderBy(desc(activityAwards.id))
    .limit(page.pageSize + 1);
  const { list, nextCursor } = cutById(rows, page.pageSize, (r) => r.w.id);
  return {
    list: list.map((r): ConsoleWinner => ({
      id: String(r.w.id),
      member: { id: String(r.w.userId), email: r.email, nickName: r.nickName },
      prizeName: pick(r.prize, lang),
      entryNo: r.entryNo,
      wonAt: r.w.createdAt.toISOString(),
      redeemId: r.w.redeemId === null ? null : String(r.w.redeemId),
    })),
    nextCursor,
  };
}
