import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import { maskName } from '../../shared/activities/mask.ts';
import { AddressService } from '../address/address.service.ts';
import type { Db } from '../db/client.ts';
import { activities, activityAwards, activityEntries, activityPrizes, redeems, users } from '../db/schema.ts';
import { AppError, notFound } from '../http/errors.ts';
import { once } from '../http/idempotency.ts';
import { pick } from '../prizes/prizes.service.ts';
import { afterId, cutById } from './awards.cursor.ts';
import { newOrderNo, shipToOf } from '../prizes/prizes.orders.ts';

interface Page {
  pageSize: number;
  cursor?: string | undefined;
}

const cutPage = <R extends { id: bigint }>(rows: R[], pageSize: number) =>
  cutById(rows, pageSize, (r) => r.id);

/** What members won: my awards, the public (masked) winner lists, shipping an award as a loyalty order. */
export class AwardsService {
  // Stateless over the same database: the one place that decides whose address is whose.
  private readonly address: AddressService;

  constructor(protected readonly db: Db) {
    this.address = new AddressService(db);
  }

  /** My awards, newest first. */
  async mine(userId: bigint, lang: Lang, page: Page) {
    const rows = await this.db
      .select({ id: activityAwards.id, w: activityAwards, a: activities, p: activityPrizes })
      .from(activityAwards)
      .innerJoin(activities, eq(activities.id, activityAwards.activityId))
      .innerJoin(activityPrizes, eq(activityPrizes.id, activityAwards.activityPrizeId))
      .where(and(eq(activityAwards.userId, userId), afterId(page.cursor, activityAwards.id)))
      .orderBy(desc(activityAwards.id))
      .limit(page.pageSize + 1);
    const { list, nextCursor } = cutPage(rows, page.pageSize);
    return {
      list: list.map(({ w, a, p }) => ({
        id: String(w.id),
        activityId: String(a.id),
        activityTitle: pick(a.title, lang),
        prizeName: pick(p.name, lang),
        imageUrl: p.imageUrl,
        wonAt: w.createdAt.toISOString(),
        ships: p.prizeId !== null,
        redeemId: w.redeemId === null ? null : String(w.redeemId),
      })),
      nextCursor,
    };
  }

  /** Everyone's winners (of published activities), newest first, names masked by spec §5. */
  async winners(lang: Lang, q: Page & { activityId?: string | undefined }) {
    const rows = await this.db
      .select({
        id: activityAwards.id,
        wonAt: activityAwards.createdAt,
        a: { id: activities.id, title: activities.title },
        prize: activityPrizes.name,
        entryNo: activityEntries.entryNo,
        nickName: users.nickName,
        userName: users.userName,
      })
      .from(activityAwards)
      .innerJoin(activities, eq(activities.id, activityAwards.activityId))
      .innerJoin(activityPrizes, eq(activityPrizes.id, activityAwards.activityPrizeId))
      .innerJoin(activityEntries, eq(activityEntries.id, activityAwards.entryId))
      .innerJoin(users, eq(users.id, activityAwards.userId))
      .where(
        and(
          isNotNull(activities.publishedAt),
          q.activityId ? eq(activityAwards.activityId, BigInt(q.activityId)) : undefined,
          afterId(q.cursor, activityAwards.id),
        ),
      )
      .orderBy(desc(activityAwards.id))
      .limit(q.pageSize + 1);
    const { list, nextCursor } = cutPage(rows, q.pageSize);
    return {
      list: list.map((r) => ({
        id: String(r.id),
        activityId: String(r.a.id),
        activityTitle: pick(r.a.title, lang),
        maskedName: maskName(r.nickName?.trim() ? r.nickName : r.userName),
        prizeName: pick(r.prize, lang),
        entryNo: r.entryNo,
        wonAt: r.wonAt.toISOString(),
      })),
      nextCursor,
    };
  }

  /**
   * Ships an award as a 0-point loyalty order (no points flow) to one of my addresses, once.
   * Another member's award or address is a 404, as if it did not exist.
   */
  claim(userId: bigint, key: string, input: { awardId: string; addressId: string }) {
    return once(this.db, { userId, key, scope: 'activity.claim', body: input }, async (tx) => {
      const [award] = await tx
        .select({ w: activityAwards, prizeId: activityPrizes.prizeId })
        .from(activityAwards)
        .innerJoin(activityPrizes, eq(activityPrizes.id, activityAwards.activityPrizeId))
        .where(and(eq(activityAwards.id, BigInt(input.awardId)), eq(activityAwards.userId, userId)))
        .for('update', { of: activityAwards });
      if (!award) throw notFound();
      const address = await this.address.ownedBy(userId, BigInt(input.addressId), tx);
      if (award.prizeId === null) throw new AppError(409, 'NOT_SHIPPABLE', 'activity.notShippable');
      if (award.w.redeemId !== null) throw new AppError(409, 'ALREADY_CLAIMED', 'activity.alreadyClaimed');
      const [order] = await tx
        .insert(redeems)
        .values({
          orderNo: newOrderNo(),
          userId,
          prizeId: award.prizeId,
          quantity: 1,
          points: 0,
          addressId: address.id,
          shipTo: shipToOf(address),
          flowId: null,
        })
        .returning({ id: redeems.id });
      if (!order) throw new Error('redeem row not written');
      await tx.update(activityAwards).set({ redeemId: order.id }).where(eq(activityAwards.id, award.w.id));
      return { redeemId: String(order.id) };
    });
  }
}
