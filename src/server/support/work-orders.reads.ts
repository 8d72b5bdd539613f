import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type {
  ConsoleWorkOrder,
  WorkOrderDetail,
  WorkOrderItem,
  WorkOrderState,
} from '../../shared/schemas/support.ts';
import type { Db, Tx } from '../db/client.ts';
import { prizes, redeems, users, workOrderMessages, workOrders } from '../db/schema.ts';
import { pick } from '../points/points.service.ts';
import { afterCursor, cut, usOf } from '../social/social.keyset.ts';

type Q = Db | Tx;

const DEFAULT_PAGE = 20;

const columns = {
  order: workOrders,
  us: usOf(workOrders.updatedAt),
  replyCount: sql<number>`(select count(*)::int from ${workOrderMessages} where ${workOrderMessages.workOrderId} = ${workOrders.id})`,
  lastSide: sql<
    string | null
  >`(select ${workOrderMessages.side} from ${workOrderMessages} where ${workOrderMessages.workOrderId} = ${workOrders.id} order by ${workOrderMessages.id} desc limit 1)`,
  redeemNo: redeems.orderNo,
  redeemAt: redeems.createdAt,
  prizeName: prizes.name,
  email: users.email,
  nickName: users.nickName,
};

const selectOrders = (q: Q) =>
  q
    .select(columns)
    .from(workOrders)
    .innerJoin(users, eq(users.id, workOrders.userId))
    .leftJoin(redeems, eq(redeems.id, workOrders.redeemId))
    .leftJoin(prizes, eq(prizes.id, redeems.prizeId));

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

export function toItem(r: OrderRow, lang: Lang): WorkOrderItem {
  const o = r.order;
  return {
    id: String(o.id),
    number: o.number,
    description: o.description,
    pictures: o.pictures,
    state: o.state,
    redeem:
      o.redeemId !== null && r.redeemNo !== null && r.redeemAt !== null
        ? {
            id: String(o.redeemId),
            orderNo: r.redeemNo,
            prizeName: r.prizeName ? pick(r.prizeName, lang) : '',
            createdAt: r.redeemAt.toISOString(),
          }
        : null,
    replyCount: Number(r.replyCount),
    answered: r.lastSide === 'support',
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** Work orders, most recently active first, one page after `cursor`. */
export async function orderPage(
  q: Q,
  where: { userId?: bigint; state?: WorkOrderState },
  size = DEFAULT_PAGE,
  cursor?: string,
) {
  const rows = await selectOrders(q)
    .where(
      and(
        where.userId === undefined ? undefined : eq(workOrders.userId, where.userId),
        where.state ? eq(workOrders.state, where.state) : undefined,
        afterCursor(cursor, workOrders.updatedAt, workOrders.id, 'desc'),
      ),
    )
    .orderBy(desc(workOrders.updatedAt), desc(workOrders.id))
    .limit(size + 1);
  return cut(rows, size, (r) => r.order.id);
}

/** One work order (the member's own when `userId` is given) with its conversation; undefined when none. */
export async function orderWithMessages(q: Q, id: bigint, userId?: bigint) {
  const where: SQL | undefined = and(
    eq(workOrders.id, id),
    userId === undefined ? undefined : eq(workOrders.userId, userId),
  );
  const [row] = await selectOrders(q).where(where);
  if (!row) return undefined;
  const messages = await q
    .select()
    .from(workOrderMessages)
    .where(eq(workOrderMessages.workOrderId, id))
    .orderBy(asc(workOrderMessages.id));
  return { row, messages };
}

export function toDetail(
  found: NonNullable<Awaited<ReturnType<typeof orderWithMessages>>>,
  lang: Lang,
): WorkOrderDetail {
  return {
    ...toItem(found.row, lang),
    messages: found.messages.map((m) => ({
      id: String(m.id),
      side: m.side,
      content: m.content,
      pictures: m.pictures,
      createdAt: m.createdAt.toISOString(),
    })),
    closedAt: found.row.order.closedAt?.toISOString() ?? null,
  };
}

export const memberOf = (r: OrderRow) => ({
  userId: String(r.order.userId),
  email: r.email,
  nickName: r.nickName,
});

export function toConsole(
  found: NonNullable<Awaited<ReturnType<typeof orderWithMessages>>>,
): ConsoleWorkOrder {
  const lang = found.row.order.lang as Lang;
  return { ...toDetail(found, lang), member: memberOf(found.row), lang };
}

/**
 * The open work order about each of these redemption orders (the newest when several). A work order
 * names only its owner's orders, so `userId` null (the console's order lists) reads them all.
 */
export async function openForRedeems(
  q: Q,
  userId: bigint | null,
  redeemIds: readonly bigint[],
): Promise<Map<bigint, bigint>> {
  if (redeemIds.length === 0) return new Map();
  const rows = await q
    .select({ id: workOrders.id, redeemId: workOrders.redeemId })
    .from(workOrders)
    .where(
      and(
        userId === null ? undefined : eq(workOrders.userId, userId),
        eq(workOrders.state, 'accepting'),
        inArray(workOrders.redeemId, [...redeemIds]),
      ),
    )
    .orderBy(asc(workOrders.id));
  return new Map(rows.flatMap((r) => (r.redeemId === null ? [] : [[r.redeemId, r.id] as const])));
}
