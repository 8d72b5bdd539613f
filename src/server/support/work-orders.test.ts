import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redeem } from '../../shared/schemas/prizes.ts';
import type { ConsoleWorkOrder, WorkOrderDetail, WorkOrderPage } from '../../shared/schemas/support.ts';
import { member as writer, uploadPng } from '../content/articles.fixtures.ts';
import { auditLog, redeems, workOrders } from '../db/schema.ts';
import { createPrize, member, redeem, type Member } from '../prizes/prizes.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';
import { CONSOLE, fieldOf, getAs, MODERATOR, noticesOf, post, reasonOf } from './support.fixtures.ts';

const BASE = '/api/hibackend/workOrder';
let ctx: TestContext;
let admin: string;
let alice: Member;
let bob: Member;
let prizeId: string;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: MODERATOR });
  admin = (await writer(ctx, MODERATOR)).token;
  alice = await member(ctx, `alice-${randomUUID()}@example.com`, 1000);
  bob = await member(ctx, `bob-${randomUUID()}@example.com`, 1000);
  prizeId = await createPrize(ctx, admin, { points: 100, stock: 50 });
});
afterAll(() => ctx.close());

const open = (who: { token: string }, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post<{ id: string; number: string }>(ctx, `${BASE}/save`, who.token, body, headers);
const list = (who: { token: string }, state = '') =>
  getAs<WorkOrderPage>(ctx, `${BASE}/listPage${state ? `?state=${state}` : ''}`, who.token);

describe('work orders', () => {
  it('opens one with a picture about an order, lists it as accepting and shows it only to its member', async () => {
    const picture = (await uploadPng(ctx, alice.token)).url;
    const order = await redeem(ctx, alice, { prizeId, quantity: 1 });
    const saved = await open(alice, {
      description: 'My pod kit has not arrived yet',
      pictures: [picture],
      redeemId: order.body.data.redeemId,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.number).toMatch(/^W\d{8}-\d{6}$/);
    const { id } = saved.body.data;

    const accepting = await list(alice, 'accepting');
    expect(accepting.body.data.list[0]).toMatchObject({
      id,
      state: 'accepting',
      pictures: [picture],
      redeem: { id: order.body.data.redeemId, orderNo: order.body.data.orderNo, prizeName: 'Pod kit' },
      replyCount: 0,
      answered: false,
    });
    expect((await list(alice, 'accepted')).body.data.list).toHaveLength(0);
    // The order page links to it while it is open.
    const detail = await getAs<Redeem>(
      ctx,
      `/api/hibackend/prize/frontend/owner/redeem/detail?id=${order.body.data.redeemId}`,
      alice.token,
    );
    expect(detail.body.data.workOrderId).toBe(id);

    expect((await getAs(ctx, `${BASE}/${id}`, bob.token)).status).toBe(404);
    expect((await post(ctx, `${BASE}/${id}/reply`, bob.token, { content: 'Me too' })).status).toBe(404);
    expect((await list(bob)).body.data.list).toHaveLength(0);
  });

  it('names the field for a foreign order, a foreign picture or an empty description, and writes nothing', async () => {
    const bobsOrder = await redeem(ctx, bob, { prizeId, quantity: 1 });
    const foreign = await open(alice, {
      description: 'Where is it?',
      redeemId: bobsOrder.body.data.redeemId,
    });
    expect([foreign.status, fieldOf(foreign)]).toEqual([400, 'redeemId']);
    const bobsPicture = (await uploadPng(ctx, bob.token)).url;
    const picture = await open(alice, { description: 'Look', pictures: [bobsPicture] });
    expect([picture.status, fieldOf(picture)]).toEqual([400, 'pictures']);
    const empty = await open(alice, { description: '   ' });
    expect([empty.status, fieldOf(empty)]).toEqual([400, 'description']);
    const many = await open(alice, { description: 'Pictures', pictures: Array(11).fill(bobsPicture) });
    expect([many.status, fieldOf(many)]).toEqual([400, 'pictures']);
  });

  it('a retry with the same Idempotency-Key opens one work order', async () => {
    const key = { 'idempotency-key': `wo-${randomUUID()}` };
    const first = await open(bob, { description: 'Once only' }, key);
    const second = await open(bob, { description: 'Once only' }, key);
    expect(second.body.data).toEqual(first.body.data);
    const rows = await ctx.app.services.database.db
      .select()
      .from(workOrders)
      .where(eq(workOrders.userId, bob.userId));
    expect(rows.filter((r) => r.description === 'Once only')).toHaveLength(1);
  });

  it('support answers and closes in the console; the member is told and the order moves to accepted', async () => {
    const { id, number } = (await open(alice, { description: 'The coil leaks' })).body.data;
    const follow = await post<WorkOrderDetail>(ctx, `${BASE}/${id}/reply`, alice.token, {
      content: 'Since Monday',
    });
    expect(follow.body.data.messages.map((m) => [m.side, m.content])).toEqual([['member', 'Since Monday']]);

    const queue = await getAs<{ list: { id: string; member: { userId: string } }[] }>(
      ctx,
      `${CONSOLE}/workOrders?state=accepting`,
      admin,
    );
    expect(queue.body.data.list.find((w) => w.id === id)?.member.userId).toBe(String(alice.userId));

    const answered = await post<ConsoleWorkOrder>(ctx, `${CONSOLE}/workOrders/${id}/reply`, admin, {
      content: 'We are sending a new coil today.',
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ state: 'accepting', answered: true, replyCount: 2 });
    const told = await noticesOf(ctx, alice.token, 'workOrderReply');
    expect(told[0]).toMatchObject({ link: `/my/afterSale/${id}` });
    expect(told[0]?.snippet).toContain(number);

    const closed = await post<ConsoleWorkOrder>(ctx, `${CONSOLE}/workOrders/${id}/close`, admin, {});
    expect(closed.body.data.state).toBe('accepted');
    expect((await noticesOf(ctx, alice.token, 'workOrderClosed'))[0]?.link).toBe(`/my/afterSale/${id}`);
    expect((await list(alice, 'accepted')).body.data.list.map((w) => w.id)).toEqual([id]);
    const mine = await getAs<WorkOrderDetail>(ctx, `${BASE}/${id}`, alice.token);
    expect(mine.body.data.messages.map((m) => m.side)).toEqual(['member', 'support']);
    expect(mine.body.data.closedAt).not.toBeNull();

    const late = await post(ctx, `${BASE}/${id}/reply`, alice.token, { content: 'One more thing' });
    expect([late.status, reasonOf(late)]).toEqual([409, 'WORK_ORDER_CLOSED']);
    const again = await post(ctx, `${CONSOLE}/workOrders/${id}/close`, admin, {});
    expect(again.status).toBe(409);
    const audits = await ctx.app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `workOrder:${id}`));
    expect(audits.map((a) => a.action)).toEqual(['support.workOrder.answer', 'support.workOrder.close']);
  });

  it('an order 30 days old is due for support', async () => {
    const order = await redeem(ctx, bob, { prizeId, quantity: 1 });
    const id = BigInt(order.body.data.redeemId);
    const url = `/api/hibackend/prize/frontend/owner/redeem/detail?id=${id}`;
    expect((await getAs<Redeem>(ctx, url, bob.token)).body.data.supportDue).toBe(false);
    await ctx.app.services.database.db
      .update(redeems)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(redeems.id, id));
    expect((await getAs<Redeem>(ctx, url, bob.token)).body.data).toMatchObject({
      supportDue: true,
      workOrderId: null,
    });
  });
});

describe('feedback', () => {
  it('stores feedback for the console only, naming bad fields', async () => {
    const types = await getAs<{ code: string; name: string }[]>(
      ctx,
      '/api/hibackend/user/feedback/feedbackType',
      alice.token,
      'zh_CN',
    );
    expect(types.body.data.map((t) => t.code)).toContain('bug');
    const url = '/api/hibackend/user/feedback/add';
    const empty = await post(ctx, url, alice.token, { type: 'bug', content: '' });
    expect([empty.status, fieldOf(empty)]).toEqual([400, 'content']);
    const long = await post(ctx, url, alice.token, { type: 'bug', content: 'x'.repeat(1001) });
    expect([long.status, fieldOf(long)]).toEqual([400, 'content']);
    const type = await post(ctx, url, alice.token, { type: 'rant', content: 'Hello' });
    expect([type.status, fieldOf(type)]).toEqual([400, 'type']);
    const sent = await post<{ id: string }>(ctx, url, alice.token, {
      type: 'bug',
      content: 'The map does not load on my phone',
      contact: 'alice@example.com',
    });
    expect(sent.status).toBe(200);
    const seen = await getAs<{ list: { id: string; member: { userId: string }; contact: string }[] }>(
      ctx,
      `${CONSOLE}/feedback?type=bug`,
      admin,
    );
    expect(seen.body.data.list.find((f) => f.id === sent.body.data.id)).toMatchObject({
      member: { userId: String(alice.userId) },
      contact: 'alice@example.com',
    });
    expect((await getAs(ctx, `${CONSOLE}/feedback`, bob.token)).status).toBe(403);
  });
});
