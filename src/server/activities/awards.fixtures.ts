import { eq, sql } from 'drizzle-orm';
import { activities, activityAwards, activityEntries, prizes, users } from '../db/schema.ts';
import type { TestContext } from '../test/app.ts';

/** A loyalty prize (the catalogue item an award ships as), written through the data layer. */
export async function insertLoyaltyPrize(ctx: TestContext, name = 'Pod kit'): Promise<bigint> {
  const [row] = await ctx.app.services.database.db
    .insert(prizes)
    .values({ name: { en_US: name }, description: { en_US: name }, points: 100, stock: 5 })
    .returning({ id: prizes.id });
  if (!row) throw new Error('prize not written');
  return row.id;
}

/** An entry that won `activityPrizeId`, with its award row, as a draw would leave them. */
export async function insertAward(
  ctx: TestContext,
  activityId: bigint,
  activityPrizeId: bigint,
  userId: bigint,
) {
  return ctx.app.services.database.db.transaction(async (tx) => {
    const [counter] = await tx
      .update(activities)
      .set({ entryCount: sql`${activities.entryCount} + 1` })
      .where(eq(activities.id, activityId))
      .returning({ n: activities.entryCount });
    const [entry] = await tx
      .insert(activityEntries)
      .values({ activityId, userId, entryNo: counter?.n ?? 1, wonPrizeId: activityPrizeId })
      .returning();
    if (!entry) throw new Error('entry not written');
    const [award] = await tx
      .insert(activityAwards)
      .values({ entryId: entry.id, activityId, userId, activityPrizeId })
      .returning();
    if (!award) throw new Error('award not written');
    return { entry, award };
  });
}

export async function setNames(ctx: TestContext, userId: bigint, nickName: string | null, userName?: string) {
  await ctx.app.services.database.db
    .update(users)
    .set({ nickName, ...(userName ? { userName } : {}) })
    .where(eq(users.id, userId));
}
