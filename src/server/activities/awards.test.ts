import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../content/articles.fixtures.ts';
import { activities, activityAwards, pointsFlow, redeems } from '../db/schema.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { insertAward, insertLoyaltyPrize, setNames } from './awards.fixtures.ts';
import { insertActivity, insertAddress } from './reservations.fixtures.ts';

const API = '/api/hibackend/activity';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startApp();
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

interface Winner {
  id: string;
  maskedName: string;
  prizeName: string;
  entryNo: number;
}
interface MyAward {
  id: string;
  prizeName: string;
  ships: boolean;
  redeemId: string | null;
}
const winners = (query: string) =>
  call<{ list: Winner[]; nextCursor: string | null }>(ctx.app, {
    method: 'GET',
    url: `${API}/awardsListPage?${query}`,
  });
const mine = (who: Member, query = '') =>
  call<{ list: MyAward[]; nextCursor: string | null }>(ctx.app, {
    method: 'GET',
    url: `${API}/my/awardsListPage?${query}`,
    headers: { authorization: who.token },
  });
const claim = (who: Member, awardId: string, addressId: string, key: string | null = randomUUID()) =>
  call<{ redeemId?: string; reason?: string }>(ctx.app, {
    method: 'POST',
    url: `${API}/my/awards/claim`,
    headers: { authorization: who.token, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { awardId, addressId },
  });

describe('winner lists', () => {
  it('masks every name by the spec §5 rule, nickname first, and pages newest first', async () => {
    const { activity, prizes } = await insertActivity(ctx, {
      type: 'turntable',
      prizes: [{ name: 'Sticker', stock: 10 }],
    });
    const prize = prizes[0]?.id ?? 0n;
    const people = await quickMembers(ctx, 4);
    const names: [string | null, string?][] = [['Anna'], ['Charlie'], ['Bartholomew'], [null, 'zed']];
    for (const [i, m] of people.entries()) {
      const [nick, userName] = names[i] ?? [null];
      await setNames(ctx, m.userId, nick, userName);
      await insertAward(ctx, activity.id, prize, m.userId);
    }
    const res = await winners(`activityId=${activity.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((w) => w.maskedName)).toEqual(['ze**', 'Ba****ew', 'C****ie', 'An**']);
    expect(res.body.data.list.map((w) => w.entryNo)).toEqual([4, 3, 2, 1]);
    expect(res.body.data.list[0]?.prizeName).toBe('Sticker');
    expect(JSON.stringify(res.body.data)).not.toMatch(/Charlie|Bartholomew|Anna/);

    const first = await winners(`activityId=${activity.id}&pageSize=3`);
    expect(first.body.data.list).toHaveLength(3);
    const rest = await winners(`activityId=${activity.id}&pageSize=3&cursor=${first.body.data.nextCursor}`);
    expect(rest.body.data.list.map((w) => w.maskedName)).toEqual(['An**']);
    expect(rest.body.data.nextCursor).toBeNull();
    expect((await winners(`activityId=${activity.id}&cursor=nonsense`)).body.data.list).toEqual([]);
    expect((await winners('activityId=abc')).status).toBe(400);
  });

  it('shows nothing of an unpublished activity', async () => {
    const { activity, prizes } = await insertActivity(ctx, {
      type: 'turntable',
      published: false,
      prizes: [{ name: 'Sticker', stock: 10 }],
    });
    const [m] = await quickMembers(ctx, 1);
    if (!m) throw new Error('member');
    await insertAward(ctx, activity.id, prizes[0]?.id ?? 0n, m.userId);
    expect((await winners(`activityId=${activity.id}`)).body.data.list).toEqual([]);
  });
});

describe('my awards and shipping them', () => {
  it('lists my awards and ships one as a 0-point order, once, to my own address', async () => {
    const loyalty = await insertLoyaltyPrize(ctx);
    const { activity, prizes } = await insertActivity(ctx, {
      type: 'turntable',
      prizes: [
        { name: 'Pod kit', stock: 5, prizeId: loyalty },
        { name: 'Badge', stock: 5 },
      ],
    });
    const [me, other] = await quickMembers(ctx, 2);
    if (!me || !other) throw new Error('members');
    const [shipsId, badgeId] = [prizes[0]?.id ?? 0n, prizes[1]?.id ?? 0n];
    const kit = await insertAward(ctx, activity.id, shipsId, me.userId);
    const badge = await insertAward(ctx, activity.id, badgeId, me.userId);
    const theirs = await insertAward(ctx, activity.id, shipsId, other.userId);
    const myAddress = await insertAddress(ctx, me.userId);
    const theirAddress = await insertAddress(ctx, other.userId);

    const listed = await mine(me);
    expect(listed.body.data.list.map((w) => [w.prizeName, w.ships, w.redeemId])).toEqual([
      ['Badge', false, null],
      ['Pod kit', true, null],
    ]);
    const paged = await mine(me, 'pageSize=1');
    expect(paged.body.data.list).toHaveLength(1);
    expect(
      (await mine(me, `pageSize=1&cursor=${paged.body.data.nextCursor}`)).body.data.list[0]?.prizeName,
    ).toBe('Pod kit');
    expect((await call(ctx.app, { method: 'GET', url: `${API}/my/awardsListPage` })).status).toBe(401);

    // Somebody else's award or address is as good as missing.
    expect((await claim(me, String(theirs.award.id), myAddress)).status).toBe(404);
    expect((await claim(me, String(kit.award.id), theirAddress)).status).toBe(404);
    expect((await claim(me, String(kit.award.id), myAddress, null)).status).toBe(400);
    const badgeClaim = await claim(me, String(badge.award.id), myAddress);
    expect([badgeClaim.status, badgeClaim.body.data.reason]).toEqual([409, 'NOT_SHIPPABLE']);

    const key = randomUUID();
    const first = await claim(me, String(kit.award.id), myAddress, key);
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('We will send your prize to this address');
    const repeat = await claim(me, String(kit.award.id), myAddress, key);
    expect(repeat.body.data).toEqual(first.body.data);
    const again = await claim(me, String(kit.award.id), myAddress);
    expect([again.status, again.body.data.reason]).toEqual([409, 'ALREADY_CLAIMED']);

    const db = ctx.app.services.database.db;
    const orders = await db.select().from(redeems).where(eq(redeems.userId, me.userId));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      prizeId: loyalty,
      quantity: 1,
      points: 0,
      flowId: null,
      status: 'placed',
    });
    expect(orders[0]?.shipTo).toMatchObject({ firstName: 'Ada', city: 'London', postalCode: 'NW1 1AA' });
    expect(String(orders[0]?.id)).toBe(first.body.data.redeemId);
    const [linked] = await db.select().from(activityAwards).where(eq(activityAwards.id, kit.award.id));
    expect(String(linked?.redeemId)).toBe(first.body.data.redeemId);
    expect(
      await db
        .select()
        .from(pointsFlow)
        .where(eq(pointsFlow.ref, `prize:${loyalty}`)),
    ).toEqual([]);
    expect((await mine(me)).body.data.list[1]?.redeemId).toBe(first.body.data.redeemId);

    // The loyalty order pages read an order without a points flow like any other.
    // It also says where the prize was won (in the reader's language), so no "0.00 points" is shown.
    await db
      .update(activities)
      .set({ title: { en_US: 'Summer wheel', ru_RU: 'Летнее колесо' } })
      .where(eq(activities.id, activity.id));
    type Order = {
      points: number;
      prizeName: string;
      wonIn: { activityId: string; type: string; title: string };
    };
    const orderPage = await call<{ list: Order[] }>(ctx.app, {
      method: 'GET',
      url: '/api/hibackend/prize/frontend/owner/redeem/pageList',
      headers: { authorization: me.token },
    });
    expect(orderPage.status).toBe(200);
    expect(orderPage.body.data.list.map((o) => [o.prizeName, o.points, o.wonIn])).toEqual([
      ['Pod kit', 0, { activityId: String(activity.id), type: 'turntable', title: 'Summer wheel' }],
    ]);
    const detail = await call<Order>(ctx.app, {
      method: 'GET',
      url: `/api/hibackend/prize/frontend/owner/redeem/detail?id=${first.body.data.redeemId}`,
      headers: { authorization: me.token, lang: 'ru_RU' },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.wonIn).toEqual({
      activityId: String(activity.id),
      type: 'turntable',
      title: 'Летнее колесо',
    });
    // Another member's order stays a 404.
    const theirView = await call(ctx.app, {
      method: 'GET',
      url: `/api/hibackend/prize/frontend/owner/redeem/detail?id=${first.body.data.redeemId}`,
      headers: { authorization: other.token },
    });
    expect(theirView.status).toBe(404);
  });
});
