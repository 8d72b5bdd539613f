import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityCard, ActivityDetail, OddsRow } from '../../shared/schemas/activities.ts';
import { activityEntries, brandSpecials, users } from '../db/schema.ts';
import { registerUser, startApp, type TestContext } from '../test/app.ts';
import { segmentOf } from '../../shared/activities/fair.ts';
import { lockActivity, takeEntry } from './activities.entries.ts';
import { oddsOf, weightsOf } from './activities.odds.ts';
import {
  caller,
  daysFromNow,
  fieldsOf,
  fromNow,
  makeActivity,
  MEMBER,
  wheelBody,
  type Fail,
} from './activities.fixtures.ts';

const ADMIN = 'activities-reads@example.com';
let ctx: TestContext;
let admin: string;
let member: string;
let memberId: bigint;
let other: bigint;
let as: ReturnType<typeof caller>;
type Page = { list: ActivityCard[]; nextCursor: string | null };

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  as = caller(ctx);
  admin = (await registerUser(ctx, ADMIN)).token;
  const m = await registerUser(ctx, 'reader@example.com');
  member = m.token;
  memberId = BigInt(m.userInfo.userId);
  other = BigInt((await registerUser(ctx, 'other@example.com')).userInfo.userId);
});
afterAll(() => ctx.close());

const db = () => ctx.app.services.database.db;
/** Entries written the way the entry helpers write them (under the activity's lock). */
async function enter(activityId: string, userId: bigint, status: 'done' | 'reserved' | 'entered' = 'done') {
  await db().transaction(async (tx) => {
    const a = await lockActivity(tx, BigInt(activityId));
    await takeEntry(tx, a, userId, { status });
  });
}
const detail = (id: string, token: string | null = null, lang?: string) =>
  as<ActivityDetail>(token, 'GET', `${MEMBER}/build/detail/${id}`, undefined, lang);

describe('build/detail', () => {
  it('shows visitors the odds table with live stock and the seed hash, never the seed while open', async () => {
    const id = await makeActivity(ctx, admin, wheelBody());
    const res = await detail(id, null, 'ru_RU');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      state: 'open',
      title: 'Летнее колесо',
      seed: null,
      mine: null,
      perMemberLimit: 3,
    });
    expect(d.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(d.odds.map((o) => [o.segment, o.prizeId === null, o.name, o.odds])).toEqual([
      [0, false, 'Под', 0.01],
      [1, false, 'Sticker', 0.09],
      [2, true, 'Без приза', 0.9],
    ]);
    expect(d.odds.reduce((n, o) => n + o.odds, 0)).toBeCloseTo(1, 12);
    const prizes = await as<{ list: OddsRow[] }>(
      null,
      'GET',
      `${MEMBER}/activityPrizeList?activityId=${id}`,
      undefined,
      'ru_RU',
    );
    expect(prizes.body.data.list).toEqual(d.odds);
  });

  it('is a 404 for drafts and unknown activities, to members and visitors alike', async () => {
    const draft = await makeActivity(ctx, admin, wheelBody(), false);
    for (const token of [null, member]) {
      expect((await detail(draft, token)).status).toBe(404);
      expect((await detail('987654', token)).status).toBe(404);
      expect((await as(token, 'GET', `${MEMBER}/attendNum?activityId=${draft}`)).status).toBe(404);
      expect((await as(token, 'GET', `${MEMBER}/activityPrizeList?activityId=${draft}`)).status).toBe(404);
    }
    const bad = await as<Fail>(null, 'GET', `${MEMBER}/attendNum?activityId=abc`);
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['activityId']);
  });

  it('gives a signed-in member their entries, what is left, proof of age and wallets', async () => {
    const id = await makeActivity(ctx, admin, wheelBody());
    // The sign-up bonus is in the wallet already.
    const { balance } = await ctx.app.services.points.balance(memberId);
    expect(balance).toBeGreaterThan(0);
    expect((await detail(id, member)).body.data.mine).toEqual({
      entries: 0,
      left: 3,
      reservation: null,
      proofApproved: false,
      balance,
      chances: 0,
    });
    await enter(id, memberId);
    await enter(id, other);
    await enter(id, memberId);
    await db().update(users).set({ proof: true }).where(eq(users.id, memberId));
    await db().transaction((tx) =>
      ctx.app.services.chances.change(tx, { userId: memberId, delta: 2, reason: 'SCAN' }),
    );
    const d = (await detail(id, member)).body.data;
    expect(d.mine).toMatchObject({ entries: 2, left: 1, proofApproved: true, chances: 2 });
    expect(d.entryCount).toBe(3);
    const num = await as(member, 'GET', `${MEMBER}/attendNum?activityId=${id}`);
    expect(num.body.data).toEqual({ entries: 3, members: 2, mine: 2 });
    expect((await as(null, 'GET', `${MEMBER}/attendNum?activityId=${id}`)).body.data).toEqual({
      entries: 3,
      members: 2,
      mine: 0,
    });
  });

  it('reads a reservation as reserved, entered, or expired once it has ended', async () => {
    const open = {
      type: 'reservation',
      prizes: [],
      seats: 5,
      cost: { kind: 'free', amount: 0 },
      noPrizeWeight: 0,
    };
    const reserved = await makeActivity(ctx, admin, wheelBody(open));
    const entered = await makeActivity(ctx, admin, wheelBody(open));
    const ended = await makeActivity(
      ctx,
      admin,
      wheelBody({ ...open, startAt: daysFromNow(-3), endAt: daysFromNow(-2) }),
    );
    await enter(reserved, memberId, 'reserved');
    await enter(entered, memberId, 'entered');
    await enter(ended, memberId, 'reserved');
    const seen = async (id: string) => (await detail(id, member)).body.data;
    expect((await seen(reserved)).mine?.reservation).toBe('reserved');
    expect((await seen(reserved)).seatsLeft).toBe(5);
    expect((await seen(reserved)).odds).toEqual([]);
    expect((await seen(entered)).mine?.reservation).toBe('entered');
    expect((await seen(ended)).mine?.reservation).toBe('expired');
  });

  it('reveals the seed once the activity has ended, and it matches the hash shown before', async () => {
    const id = await makeActivity(
      ctx,
      admin,
      wheelBody({ startAt: daysFromNow(-2), endAt: daysFromNow(-1) }),
    );
    const d = (await detail(id)).body.data;
    expect(d.state).toBe('closed');
    expect(d.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(
      createHash('sha256')
        .update(d.seed ?? '')
        .digest('hex'),
    ).toBe(d.seedHash);
  });
});

describe('the activity list', () => {
  // Scratch cards are made only here, so the tabs can be checked exactly.
  const scratch = (startAt: string, endAt: string) =>
    wheelBody({ type: 'scratch', startAt, endAt, title: `Card ${startAt}` });
  let ids: Record<string, string>;

  beforeAll(async () => {
    ids = {
      openLate: await makeActivity(ctx, admin, scratch(fromNow(-60), daysFromNow(5))),
      openSoon: await makeActivity(ctx, admin, scratch(fromNow(-30), daysFromNow(2))),
      openMid: await makeActivity(ctx, admin, scratch(fromNow(-10), daysFromNow(3))),
      upcomingLate: await makeActivity(ctx, admin, scratch(daysFromNow(4), daysFromNow(6))),
      upcomingSoon: await makeActivity(ctx, admin, scratch(daysFromNow(1), daysFromNow(6))),
      endedOld: await makeActivity(ctx, admin, scratch(daysFromNow(-9), daysFromNow(-8))),
      endedNew: await makeActivity(ctx, admin, scratch(daysFromNow(-3), daysFromNow(-1))),
      draft: await makeActivity(ctx, admin, scratch(fromNow(-60), daysFromNow(1)), false),
    };
  });

  async function walk(tab: string, pageSize: number) {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = `tab=${tab}&type=scratch&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await as<Page>(null, 'GET', `${MEMBER}/list?${q}`);
      expect(page.status).toBe(200);
      expect(page.body.data.list.length).toBeLessThanOrEqual(pageSize);
      seen.push(...page.body.data.list.map((c) => c.id));
      cursor = page.body.data.nextCursor;
    } while (cursor);
    return seen;
  }

  it('lists open ones by the soonest end, upcoming by the soonest start, ended newest first; no drafts', async () => {
    for (const size of [1, 2, 20]) {
      expect(await walk('open', size)).toEqual([ids.openSoon, ids.openMid, ids.openLate]);
      expect(await walk('upcoming', size)).toEqual([ids.upcomingSoon, ids.upcomingLate]);
      expect(await walk('ended', size)).toEqual([ids.endedNew, ids.endedOld]);
    }
    const page = await as<Page>(null, 'GET', `${MEMBER}/list?type=scratch`);
    expect(page.body.data.list.map((c) => c.id)).toEqual([ids.openSoon, ids.openMid, ids.openLate]);
    expect(page.body.data.list.map((c) => c.state)).toEqual(['open', 'open', 'open']);
    const up = await as<Page>(null, 'GET', `${MEMBER}/list?tab=upcoming&type=scratch`);
    expect(up.body.data.list.every((c) => c.state === 'scheduled')).toBe(true);
  });

  it('refuses a bad tab, type or cursor by name', async () => {
    for (const [q, field] of [
      ['tab=soon', 'tab'],
      ['type=bingo', 'type'],
      ['cursor=bm9wZQ', 'cursor'],
      ['pageSize=0', 'pageSize'],
    ]) {
      const res = await as<Fail>(null, 'GET', `${MEMBER}/list?${q}`);
      expect(res.status, q).toBe(400);
      expect(fieldsOf(res.body), q).toEqual([field]);
    }
  });
});

describe('recommend and brand pages', () => {
  it('recommends at most six open activities, the soonest to close first', async () => {
    const made: string[] = [];
    for (let i = 7; i >= 1; i--) made.push(await makeActivity(ctx, admin, wheelBody({ endAt: fromNow(i) })));
    await makeActivity(ctx, admin, wheelBody({ endAt: fromNow(1) }), false);
    const res = await as<{ list: ActivityCard[] }>(null, 'GET', `${MEMBER}/recommend`);
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((c) => c.id)).toEqual(made.reverse().slice(0, 6));
  });

  it("lists a brand page's activities that have not ended", async () => {
    const [page] = await db()
      .insert(brandSpecials)
      .values({ name: { en_US: 'Brand' }, description: { en_US: 'About' } })
      .returning();
    const brandSpecialId = String(page?.id);
    const later = await makeActivity(
      ctx,
      admin,
      wheelBody({ brandSpecialId, startAt: daysFromNow(1), endAt: daysFromNow(2) }),
    );
    const now = await makeActivity(ctx, admin, wheelBody({ brandSpecialId }));
    await makeActivity(
      ctx,
      admin,
      wheelBody({ brandSpecialId, startAt: daysFromNow(-3), endAt: daysFromNow(-2) }),
    );
    await makeActivity(ctx, admin, wheelBody({ brandSpecialId }), false);
    await makeActivity(ctx, admin, wheelBody());
    const res = await as<{ list: ActivityCard[] }>(
      null,
      'GET',
      `${MEMBER}/activityListByBrandSpecial?brandSpecialId=${brandSpecialId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((c) => c.id)).toEqual([now, later]);
    expect((await detail(now)).body.data.brandSpecialId).toBe(brandSpecialId);
  });
});

describe('entries and the seed stay consistent', () => {
  it('counts only this activity in attendNum', async () => {
    const a = await makeActivity(ctx, admin, wheelBody());
    const b = await makeActivity(ctx, admin, wheelBody());
    await enter(a, memberId);
    const num = await as(member, 'GET', `${MEMBER}/attendNum?activityId=${b}`);
    expect(num.body.data).toEqual({ entries: 0, members: 0, mine: 0 });
    const rows = await db()
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.activityId, BigInt(a)));
    expect(rows.map((r) => r.entryNo)).toEqual([1]);
  });
});

describe('oddsOf', () => {
  const prize = (id: number, sort: number, weight: number) => ({
    id: BigInt(id),
    name: { en_US: `P${id}` },
    imageUrl: null,
    weight,
    stock: 5,
    initialStock: 5,
    sort,
  });

  it('orders prizes by sort (then id) with "no prize" last, segment = position', () => {
    const table = oddsOf([prize(3, 1, 30), prize(2, 0, 10), prize(1, 1, 20)], 40, 'zh_CN');
    expect(table.map((r) => [r.segment, r.prizeId, r.name])).toEqual([
      [0, '2', 'P2'],
      [1, '1', 'P1'],
      [2, '3', 'P3'],
      [3, null, '未中奖'],
    ]);
    expect(table.map((r) => r.odds)).toEqual([0.1, 0.2, 0.3, 0.4]);
    // The draws map a segment to its row: the weights in table order are what segmentOf walks.
    expect(segmentOf(15, weightsOf(table))).toBe(1);
    expect(table[segmentOf(99, weightsOf(table))]?.prizeId).toBeNull();
  });

  it('has no table without prizes', () => {
    expect(oddsOf([], 10, 'en_US')).toEqual([]);
  });
});
