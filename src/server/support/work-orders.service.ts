import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type {
  ConsoleWorkOrder,
  ConsoleWorkOrderPage,
  ConsoleWorkOrderQuery,
  WorkOrderAnswerParsed,
  WorkOrderDetail,
  WorkOrderListParsed,
  WorkOrderPage,
  WorkOrderReplyParsed,
  WorkOrderSaveParsed,
  WorkOrderSaved,
} from '../../shared/schemas/support.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import type { Db, Tx } from '../db/client.ts';
import { redeems, workOrderMessages, workOrders } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { once } from '../http/idempotency.ts';
import { writeNotice } from '../notifications/notifications.writer.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { nextNumber } from './support.numbers.ts';
import {
  memberOf,
  openForRedeems,
  orderPage,
  orderWithMessages,
  toConsole,
  toDetail,
  toItem,
} from './work-orders.reads.ts';

const linkOf = (id: bigint) => `/my/afterSale/${id}`;

/**
 * After-sales work orders (`/api/hibackend/workOrder/`): a member opens one (optionally about a
 * redemption order), support answers and closes it in the console; the member is notified.
 */
export class WorkOrdersService {
  constructor(
    private readonly db: Db,
    private readonly uploads: UploadsService,
  ) {}

  /** Opens a work order (once per Idempotency-Key); `redeemId` must be one of the member's orders. */
  async save(userId: bigint, input: WorkOrderSaveParsed, lang: Lang, key?: string): Promise<WorkOrderSaved> {
    const pictures = await this.pictures(userId, input.pictures ?? []);
    const redeemId = input.redeemId ? BigInt(input.redeemId) : null;
    if (redeemId !== null) {
      const [own] = await this.db
        .select({ id: redeems.id })
        .from(redeems)
        .where(and(eq(redeems.id, redeemId), eq(redeems.userId, userId)));
      if (!own) throw badRequest('redeemId', 'support.unknownRedeem');
    }
    const action = async (tx: Tx): Promise<WorkOrderSaved> => {
      const { id, number } = await nextNumber(tx, 'work_orders', 'W');
      await tx.insert(workOrders).values({
        id,
        number,
        userId,
        description: input.description,
        pictures,
        redeemId,
        lang,
      });
      return { id: String(id), number };
    };
    return key
      ? once(this.db, { userId, key, scope: 'support.workOrder', body: input }, action)
      : this.db.transaction(action);
  }

  async list(userId: bigint, query: WorkOrderListParsed, lang: Lang): Promise<WorkOrderPage> {
    const page = await orderPage(this.db, { userId, state: query.state }, query.pageSize, query.cursor);
    return { list: page.list.map((r) => toItem(r, lang)), nextCursor: page.nextCursor };
  }

  /** The member's own work order with its conversation; 404 for anyone else's. */
  async detail(userId: bigint, id: bigint, lang: Lang): Promise<WorkOrderDetail> {
    const found = await orderWithMessages(this.db, id, userId);
    if (!found) throw notFound();
    return toDetail(found, lang);
  }

  /** The member's follow-up while the order is unsolved (409 `WORK_ORDER_CLOSED` once solved). */
  async reply(userId: bigint, id: bigint, input: WorkOrderReplyParsed, lang: Lang): Promise<WorkOrderDetail> {
    const pictures = await this.pictures(userId, input.pictures ?? []);
    await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, id, userId);
      if (order.state === 'accepted') throw conflict('WORK_ORDER_CLOSED', 'support.workOrderClosed');
      await tx
        .insert(workOrderMessages)
        .values({ workOrderId: id, side: 'member', authorId: userId, content: input.content, pictures });
      await tx.update(workOrders).set({ updatedAt: new Date() }).where(eq(workOrders.id, id));
    });
    return this.detail(userId, id, lang);
  }

  /** The open work order about each redemption order, by redemption id (for the order pages). */
  openForRedeems(userId: bigint, redeemIds: readonly bigint[]): Promise<Map<bigint, bigint>> {
    return openForRedeems(this.db, userId, redeemIds);
  }

  // --- console ---

  async consoleList(query: ConsoleWorkOrderQuery): Promise<ConsoleWorkOrderPage> {
    const page = await orderPage(this.db, { state: query.state }, query.pageSize, query.cursor);
    return {
      list: page.list.map((r) => ({
        ...toItem(r, r.order.lang as Lang),
        closedAt: r.order.closedAt?.toISOString() ?? null,
        member: memberOf(r),
        lang: r.order.lang,
      })),
      nextCursor: page.nextCursor,
    };
  }

  async consoleGet(id: bigint): Promise<ConsoleWorkOrder> {
    const found = await orderWithMessages(this.db, id);
    if (!found) throw notFound();
    return toConsole(found);
  }

  /** Support's answer (and optional close), audited; the member gets a notification. */
  async answer(actor: AuthContext, id: bigint, input: WorkOrderAnswerParsed): Promise<ConsoleWorkOrder> {
    // Support's pictures are the admin's own uploads.
    const pictures = await this.pictures(actor.user.id, input.pictures ?? []);
    await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (order.state === 'accepted') throw conflict('WORK_ORDER_CLOSED', 'support.workOrderClosed');
      const now = new Date();
      await tx.insert(workOrderMessages).values({
        workOrderId: id,
        side: 'support',
        authorId: actor.user.id,
        content: input.content,
        pictures,
      });
      const closing = input.close === true;
      await tx
        .update(workOrders)
        .set(closing ? { updatedAt: now, state: 'accepted', closedAt: now } : { updatedAt: now })
        .where(eq(workOrders.id, id));
      await writeNotice(tx, {
        userId: order.userId,
        kind: closing ? 'workOrderClosed' : 'workOrderReply',
        actorId: order.userId,
        snippet: `${order.number} · ${input.content}`,
        link: linkOf(id),
      });
      await audit(tx, {
        actor,
        action: closing ? 'support.workOrder.answerAndClose' : 'support.workOrder.answer',
        target: `workOrder:${id}`,
        before: { state: order.state },
        after: { state: closing ? 'accepted' : order.state, content: input.content, pictures },
      });
    });
    return this.consoleGet(id);
  }

  async close(actor: AuthContext, id: bigint): Promise<ConsoleWorkOrder> {
    await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (order.state === 'accepted') throw conflict('WORK_ORDER_CLOSED', 'support.workOrderClosed');
      const now = new Date();
      await tx
        .update(workOrders)
        .set({ state: 'accepted', closedAt: now, updatedAt: now })
        .where(eq(workOrders.id, id));
      await writeNotice(tx, {
        userId: order.userId,
        kind: 'workOrderClosed',
        actorId: order.userId,
        snippet: order.number,
        link: linkOf(id),
      });
      await audit(tx, {
        actor,
        action: 'support.workOrder.close',
        target: `workOrder:${id}`,
        before: { state: order.state },
        after: { state: 'accepted' },
      });
    });
    return this.consoleGet(id);
  }

  private async pictures(userId: bigint, urls: readonly string[]): Promise<string[]> {
    const unique = [...new Set(urls)];
    const owned = await this.uploads.owned(userId, unique);
    if (unique.some((u) => !owned.has(u))) throw badRequest('pictures', 'content.imageNotOurs');
    return unique;
  }
}

/** The work order locked until commit (the member's own when `userId` is given); 404 otherwise. */
async function lockOrder(tx: Tx, id: bigint, userId?: bigint) {
  const [order] = await tx
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.id, id), userId === undefined ? undefined : eq(workOrders.userId, userId)))
    .for('update');
  if (!order) throw notFound();
  return order;
}
