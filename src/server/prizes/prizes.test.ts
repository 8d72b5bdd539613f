import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';
import {
  ADMIN,
  auditActions,
  createPrize,
  ledger,
  member,
  redeem,
  stockOf,
  type Member,
} from './prizes.fixtures.ts';

let ctx: TestContext;
let admin: string;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  admin = (await registerUser(ctx, ADMIN)).token;
  alice = await member(ctx, 'alice@example.com', 1000);
  bob = await member(ctx, 'bob@example.com', 50);
});
afterAll(() => ctx.close());

describe('console prizes', () => {
  it('is 401 for visitors and 403 for members', async () => {
    const body = { name: 'x', description: 'y', points: 1, stock: 1 };
    const visitor = await call(ctx.app, { method: 'POST', url: '/api/console/prizes', payload: body });
    expect(visitor.status).toBe(401);
    const asMember = await call(ctx.app, {
      method: 'POST',
      url: '/api/console/prizes',
      headers: { authorization: alice.token },
      payload: body,
    });
    expect(asMember.status).toBe(403);
    const list = await call(ctx.app, {
      method: 'GET',
      url: '/api/console/prizes',
      headers: { authorization: alice.token },
    });
    expect(list.status).toBe(403);
    const ship = await call(ctx.app, { method: 'POST', url: '/api/console/redeems/1/ship', payload: {} });
    expect(ship.status).toBe(401);
  });

  it('creates in four languages, edits stock up and down but never below zero, and audits each write', async () => {
    const id = await createPrize(ctx, admin, {
      name: { en_US: 'Lighter', ru_RU: 'Зажигалка', ko_KR: '라이터', zh_CN: '打火机' },
      stock: 3,
    });
    const ru = await call<{ name: string }>(ctx.app, {
      method: 'GET',
      url: `/api/hibackend/prize/frontend/detail/${id}`,
      headers: { lang: 'ru_RU' },
    });
    expect(ru.body.data.name).toBe('Зажигалка');

    const put = (stock: number) =>
      call<{ stock: number; reason?: string }>(ctx.app, {
        method: 'PUT',
        url: `/api/console/prizes/${id}`,
        headers: { authorization: admin },
        payload: { name: 'Lighter', description: 'Only English', points: 100, stock },
      });
    expect((await put(8)).body.data.stock).toBe(8);
    expect((await put(2)).body.data.stock).toBe(2);
    const negative = await put(-1);
    expect(negative.status).toBe(409);
    expect(negative.body.data.reason).toBe('STOCK_NEGATIVE');
    expect(await stockOf(ctx, id)).toBe(2);
    // A plain string is stored for every language.
    const ko = await call<{ description: string }>(ctx.app, {
      method: 'GET',
      url: `/api/hibackend/prize/frontend/detail/${id}`,
      headers: { lang: 'ko_KR' },
    });
    expect(ko.body.data.description).toBe('Only English');

    const listed = await call<{ list: { id: string; name: Record<string, string>; stock: number }[] }>(
      ctx.app,
      {
        method: 'GET',
        url: '/api/console/prizes',
        headers: { authorization: admin },
      },
    );
    expect(listed.body.data.list.find((p) => p.id === id)).toMatchObject({
      stock: 2,
      name: { en_US: 'Lighter', ru_RU: 'Lighter', ko_KR: 'Lighter', zh_CN: 'Lighter' },
    });

    const actions = await auditActions(ctx);
    expect(actions.filter((a) => a === 'prizes.create').length).toBeGreaterThanOrEqual(1);
    expect(actions.filter((a) => a === 'prizes.update')).toHaveLength(2);
  });
});

describe('redemption', () => {
  it('spends points and takes stock together, and lists the order', async () => {
    const id = await createPrize(ctx, admin, { name: 'Mug', points: 120, stock: 5 });
    const res = await redeem(ctx, alice, { prizeId: id, quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.balance).toBe(1000 - 240);
    expect(res.body.data.orderNo).toMatch(/^R\d{8}[0-9A-F]{8}$/);
    expect(await stockOf(ctx, id)).toBe(3);

    const detail = await call<{ status: string; shipTo: { city: string }; points: number }>(ctx.app, {
      method: 'GET',
      url: `/api/hibackend/prize/frontend/owner/redeem/detail?id=${res.body.data.redeemId}`,
      headers: { authorization: alice.token },
    });
    expect(detail.body.data).toMatchObject({
      status: 'placed',
      points: 240,
      shipTo: { city: 'London' },
      // Paid with points, not won in an activity.
      wonIn: null,
    });

    const mine = await call<{ list: { id: string }[] }>(ctx.app, {
      method: 'GET',
      url: '/api/hibackend/prize/frontend/owner/redeem/pageList',
      headers: { authorization: alice.token },
    });
    expect(mine.body.data.list.map((r) => r.id)).toContain(res.body.data.redeemId);
    const l = await ledger(ctx, alice.userId);
    expect(l.balance).toBe(l.sum);
  });

  it('refuses with 409 and changes nothing when points, stock or the limit fall short', async () => {
    const id = await createPrize(ctx, admin, { name: 'Cap', points: 100, stock: 1, limitPerUser: 1 });
    const poor = await redeem(ctx, bob, { prizeId: id });
    expect(poor.status).toBe(409);
    expect(poor.body.data.reason).toBe('NOT_ENOUGH_POINTS');
    expect(poor.body.msg).toBe('Not enough points');
    expect(await stockOf(ctx, id)).toBe(1);
    expect((await ledger(ctx, bob.userId)).balance).toBe(50);

    expect((await redeem(ctx, alice, { prizeId: id })).status).toBe(200);
    const empty = await redeem(ctx, alice, { prizeId: id });
    expect(empty.body.data.reason).toBe('OUT_OF_STOCK');

    await call(ctx.app, {
      method: 'PUT',
      url: `/api/console/prizes/${id}`,
      headers: { authorization: admin },
      payload: { name: 'Cap', description: 'x', points: 100, stock: 5 },
    });
    const again = await redeem(ctx, alice, { prizeId: id });
    expect(again.status).toBe(409);
    expect(again.body.data.reason).toBe('LIMIT_REACHED');
    expect(await stockOf(ctx, id)).toBe(5);
  });

  it("is 404 for another member's address and for a prize off sale", async () => {
    const id = await createPrize(ctx, admin, { name: 'Pen', points: 10, stock: 5 });
    const res = await redeem(ctx, alice, { prizeId: id, addressId: bob.addressId });
    expect(res.status).toBe(404);
    const hidden = await createPrize(ctx, admin, { name: 'Secret', points: 10, stock: 5, onSale: false });
    expect((await redeem(ctx, alice, { prizeId: hidden })).status).toBe(404);
    const list = await call<{ list: { id: string }[] }>(ctx.app, {
      method: 'GET',
      url: '/api/hibackend/prize/frontend/listPage?pageSize=50',
    });
    expect(list.body.data.list.map((p) => p.id)).not.toContain(hidden);
    expect(list.body.data.list.map((p) => p.id)).toContain(id);
  });

  it('answers a repeated key with the first answer, and another body with 409 IDEMPOTENCY_MISMATCH', async () => {
    const id = await createPrize(ctx, admin, { name: 'Lanyard', points: 10, stock: 5 });
    const key = randomUUID();
    const first = await redeem(ctx, alice, { prizeId: id }, key);
    const second = await redeem(ctx, alice, { prizeId: id }, key);
    expect(second.body.data).toEqual(first.body.data);
    expect(await stockOf(ctx, id)).toBe(4);
    const other = await redeem(ctx, alice, { prizeId: id, quantity: 2 }, key);
    expect(other.status).toBe(409);
    expect(other.body.data.reason).toBe('IDEMPOTENCY_MISMATCH');
    const noKey = await call(ctx.app, {
      method: 'POST',
      url: '/api/hibackend/prize/frontend/redeem',
      headers: { authorization: alice.token },
      payload: { prizeId: id, addressId: alice.addressId },
    });
    expect(noKey.status).toBe(400);
  });

  it("keeps another member's order a 404 and lets the owner move it only before it ships", async () => {
    const id = await createPrize(ctx, admin, { name: 'Bag', points: 10, stock: 5 });
    const order = (await redeem(ctx, alice, { prizeId: id })).body.data.redeemId;
    const peek = await call(ctx.app, {
      method: 'GET',
      url: `/api/hibackend/prize/frontend/owner/redeem/detail?id=${order}`,
      headers: { authorization: bob.token },
    });
    expect(peek.status).toBe(404);
    const move = (who: Member, addressId: string) =>
      call<{ shipTo: { firstName: string }; reason?: string }>(ctx.app, {
        method: 'POST',
        url: '/api/hibackend/prize/frontend/owner/redeem/address',
        headers: { authorization: who.token },
        payload: { redeemId: order, addressId },
      });
    expect((await move(bob, bob.addressId)).status).toBe(404);
    expect((await move(alice, bob.addressId)).status).toBe(404);
    expect((await move(alice, alice.addressId)).status).toBe(200);

    const ship = await call<{ status: string }>(ctx.app, {
      method: 'POST',
      url: `/api/console/redeems/${order}/ship`,
      headers: { authorization: admin },
      payload: { carrier: 'Royal Mail', trackingNo: 'RM123456789GB' },
    });
    expect(ship.body.data.status).toBe('shipped');
    const shipped = await call<{ status: string; carrier: string; trackingNo: string }>(ctx.app, {
      method: 'GET',
      url: `/api/hibackend/prize/frontend/owner/redeem/detail?id=${order}`,
      headers: { authorization: alice.token },
    });
    expect(shipped.body.data).toMatchObject({
      status: 'shipped',
      carrier: 'Royal Mail',
      trackingNo: 'RM123456789GB',
    });
    const late = await move(alice, alice.addressId);
    expect(late.status).toBe(409);
    expect(late.body.data.reason).toBe('ALREADY_SHIPPED');
    expect(await auditActions(ctx)).toContain('redeems.ship');
  });

  it('pages the prize list with a keyset cursor', async () => {
    const first = await call<{ list: { id: string }[]; nextCursor: string | null }>(ctx.app, {
      method: 'GET',
      url: '/api/hibackend/prize/frontend/listPage?pageSize=2',
    });
    expect(first.body.data.list).toHaveLength(2);
    const next = await call<{ list: { id: string }[] }>(ctx.app, {
      method: 'GET',
      url: `/api/hibackend/prize/frontend/listPage?pageSize=2&cursor=${first.body.data.nextCursor}`,
    });
    const ids = [...first.body.data.list, ...next.body.data.list].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('demo prizes', () => {
  it('seeds prizes in four languages with pictures served from storage', async () => {
    const { seedPrizes } = await import('./prizes.seed.ts');
    expect(await seedPrizes(ctx.app.services)).toBe(6);
    const zh = await call<{ list: { name: string; image: string | null }[] }>(ctx.app, {
      method: 'GET',
      url: '/api/hibackend/prize/frontend/listPage?pageSize=6',
      headers: { lang: 'zh_CN' },
    });
    expect(zh.body.data.list.map((p) => p.name)).toContain('贴纸包');
    const image = zh.body.data.list[0]?.image ?? '';
    expect(image).toMatch(/^\/obs\/prizes\/demo-.+\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
  });
});
