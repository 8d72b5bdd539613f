import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../content/articles.fixtures.ts';
import { activities, activityAwards, activityEntries, activityPrizes } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { lockActivity } from './activities.entries.ts';
import { enterFlashSale } from './reservations.enter.ts';
import { insertActivity, moveActivity } from './reservations.fixtures.ts';

const API = '/api/hibackend/activity';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const one = async () => (await quickMembers(ctx, 1))[0] as Member;
const reserve = (who: Member, activityId: bigint | string) =>
  call<{ state?: string; seatsLeft?: number; reason?: string }>(ctx.app, {
    method: 'POST',
    url: `${API}/reserve/add`,
    headers: { authorization: who.token },
    payload: { activityId: String(activityId) },
  });
const list = (who: Member, state?: string) =>
  call<{ list: { activityId: string; state: string }[]; nextCursor: string | null }>(ctx.app, {
    method: 'GET',
    url: `${API}/reserve/list${state ? `?state=${state}` : ''}`,
    headers: { authorization: who.token },
  });
const checkIn = (who: Member, activityId: bigint, code: string) =>
  call<{ entryNo?: number; reason?: string; fields?: { field: string }[] }>(ctx.app, {
    method: 'POST',
    url: `${API}/reserve/offline/add`,
    headers: { authorization: who.token },
    payload: { activityId: String(activityId), code },
  });
const seatsOf = async (id: bigint) => {
  const [row] = await ctx.app.services.database.db.select().from(activities).where(eq(activities.id, id));
  return row?.seatsTaken;
};
/** What `attend/{id}` does for a flash sale: lock, then enter. */
const enter = (who: Member, id: bigint) =>
  ctx.app.services.database.db.transaction(async (tx) =>
    enterFlashSale(
      tx,
      { points: ctx.app.services.points, chances: ctx.app.services.chances },
      await lockActivity(tx, id),
      who.userId,
    ),
  );
const reasonOfError = (p: Promise<unknown>) =>
  p.then(
    () => 'none',
    (err: unknown) => (err instanceof AppError ? err.reason : String(err)),
  );

describe('reserving a flash sale', () => {
  it('takes one seat per member before the start', async () => {
    const { activity } = await insertActivity(ctx, { seats: 2 });
    const [a, b, c] = await quickMembers(ctx, 3);
    if (!a || !b || !c) throw new Error('members');
    const first = await reserve(a, activity.id);
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('Reservation successful');
    expect(first.body.data).toMatchObject({ state: 'reserved', seatsLeft: 1 });
    const again = await reserve(a, activity.id);
    expect([again.status, again.body.data.reason]).toEqual([409, 'ALREADY_RESERVED']);
    expect((await reserve(b, activity.id)).status).toBe(200);
    const full = await reserve(c, activity.id);
    expect([full.status, full.body.data.reason, full.body.msg]).toEqual([
      409,
      'SEATS_FULL',
      'All places are taken',
    ]);
    expect(await seatsOf(activity.id)).toBe(2);
  });

  it('refuses once the sale has started, after it ended, other types and drafts', async () => {
    const m = await one();
    const started = await insertActivity(ctx, { startIn: -5, endIn: 30 });
    const res = await reserve(m, started.activity.id);
    expect([res.status, res.body.data.reason]).toEqual([409, 'ACTIVITY_IN_PROGRESS']);
    expect(res.body.msg).toBe('The activity is in progress and appointments cannot be made');
    const ended = await insertActivity(ctx, { startIn: -60, endIn: -5 });
    expect((await reserve(m, ended.activity.id)).body.data.reason).toBe('ACTIVITY_CLOSED');
    const offline = await insertActivity(ctx, { type: 'offline', checkInCode: '1234' });
    expect((await reserve(m, offline.activity.id)).body.data.reason).toBe('WRONG_TYPE');
    const draft = await insertActivity(ctx, { published: false });
    expect((await reserve(m, draft.activity.id)).status).toBe(404);
    expect((await reserve(m, '999999')).status).toBe(404);
    expect(await seatsOf(started.activity.id)).toBe(0);
  });

  it('lists my reservations by state: reserved, then expired once the sale ended unentered', async () => {
    const m = await one();
    const soon = await insertActivity(ctx, { title: 'Soon' });
    const past = await insertActivity(ctx, { title: 'Past' });
    expect((await reserve(m, soon.activity.id)).status).toBe(200);
    expect((await reserve(m, past.activity.id)).status).toBe(200);
    await moveActivity(ctx, past.activity.id, -120, -60);
    const reserved = await list(m, 'reserved');
    expect(reserved.body.data.list.map((r) => r.activityId)).toEqual([String(soon.activity.id)]);
    const expired = await list(m, 'expired');
    expect(expired.body.data.list.map((r) => r.activityId)).toEqual([String(past.activity.id)]);
    expect((await list(m)).body.data.list.map((r) => r.state)).toEqual(['expired', 'reserved']);
    expect((await list(m, 'entered')).body.data.list).toEqual([]);
    const other = await one();
    expect((await list(other)).body.data.list).toEqual([]);
    const bad = await call(ctx.app, {
      method: 'GET',
      url: `${API}/reserve/list?state=gone`,
      headers: { authorization: m.token },
    });
    expect(bad.status).toBe(400);
    expect((await call(ctx.app, { method: 'GET', url: `${API}/reserve/list` })).status).toBe(401);
  });
});

describe('entering a flash sale', () => {
  it('pays the cost and takes the stock once; later members find none left', async () => {
    const { activity, prizes } = await insertActivity(ctx, {
      seats: 5,
      cost: { kind: 'points', amount: 30 },
      prizes: [{ name: 'Pod kit', stock: 1 }],
    });
    const [a, b, stranger] = await quickMembers(ctx, 3);
    if (!a || !b || !stranger) throw new Error('members');
    const { points } = ctx.app.services;
    for (const m of [a, b]) {
      const delta = 100 - (await points.balance(m.userId)).balance;
      if (delta !== 0) await points.apply({ userId: m.userId, delta, ruleCode: 'GIFT' });
      expect((await reserve(m, activity.id)).status).toBe(200);
    }
    expect(await reasonOfError(enter(a, activity.id))).toBe('ACTIVITY_NOT_STARTED');
    await moveActivity(ctx, activity.id, -1, 60);

    const won = await enter(a, activity.id);
    expect(won.prizeId).toBe(prizes[0]?.id);
    expect(won.paid).toMatchObject({ kind: 'points', amount: 30 });
    expect(won.entry.status).toBe('entered');
    expect((await points.balance(a.userId)).balance).toBe(70);
    expect(await reasonOfError(enter(a, activity.id))).toBe('LIMIT_REACHED');
    expect((await points.balance(a.userId)).balance).toBe(70);

    const late = await enter(b, activity.id);
    expect(late.prizeId).toBeNull();
    expect((await points.balance(b.userId)).balance).toBe(70);
    expect(await reasonOfError(enter(stranger, activity.id))).toBe('NOT_RESERVED');

    const db = ctx.app.services.database.db;
    const [stock] = await db.select().from(activityPrizes).where(eq(activityPrizes.activityId, activity.id));
    expect(stock?.stock).toBe(0);
    const awards = await db.select().from(activityAwards).where(eq(activityAwards.activityId, activity.id));
    expect(awards.map((w) => [w.userId, w.entryId])).toEqual([[a.userId, won.entry.id]]);
    expect((await list(a, 'entered')).body.data.list.map((r) => r.state)).toEqual(['entered']);
  });

  it('rolls everything back when the member cannot pay', async () => {
    const { activity } = await insertActivity(ctx, {
      cost: { kind: 'points', amount: 1_000_000 },
      prizes: [{ name: 'Pod kit', stock: 3 }],
    });
    const m = await one();
    expect((await reserve(m, activity.id)).status).toBe(200);
    await moveActivity(ctx, activity.id, -1, 60);
    expect(await reasonOfError(enter(m, activity.id))).toBe('NOT_ENOUGH_POINTS');
    const db = ctx.app.services.database.db;
    const [entry] = await db
      .select()
      .from(activityEntries)
      .where(and(eq(activityEntries.activityId, activity.id), eq(activityEntries.userId, m.userId)));
    expect(entry?.status).toBe('reserved');
    const [prize] = await db.select().from(activityPrizes).where(eq(activityPrizes.activityId, activity.id));
    expect(prize?.stock).toBe(3);
  });
});

describe('offline check-in', () => {
  it('takes the right code in the window, refuses a wrong one and holds the limit', async () => {
    const { activity } = await insertActivity(ctx, {
      type: 'offline',
      checkInCode: '4821',
      startIn: -5,
      endIn: 60,
    });
    const m = await one();
    const wrong = await checkIn(m, activity.id, '4822');
    expect([wrong.status, wrong.body.data.reason, wrong.body.data.fields?.[0]?.field]).toEqual([
      400,
      'WRONG_CODE',
      'code',
    ]);
    expect(wrong.body.msg).toBe('This is not the store’s code for this activity');
    const right = await checkIn(m, activity.id, '4821');
    expect(right.status).toBe(200);
    expect(right.body.msg).toBe('Checked in');
    expect(right.body.data.entryNo).toBe(1);
    expect((await checkIn(m, activity.id, '4821')).body.data.reason).toBe('LIMIT_REACHED');
    expect((await checkIn(await one(), activity.id, '4821')).body.data.entryNo).toBe(2);
    expect((await checkIn(m, activity.id, '12a4')).status).toBe(400);

    const twice = await insertActivity(ctx, {
      type: 'offline',
      checkInCode: '0007',
      startIn: -5,
      perMemberLimit: 2,
    });
    for (const expected of [200, 200, 409])
      expect((await checkIn(m, twice.activity.id, '0007')).status).toBe(expected);
    const later = await insertActivity(ctx, { type: 'offline', checkInCode: '0007', startIn: 5 });
    expect((await checkIn(m, later.activity.id, '0007')).body.data.reason).toBe('ACTIVITY_NOT_STARTED');
    const sale = await insertActivity(ctx, { startIn: -5 });
    expect((await checkIn(m, sale.activity.id, '0007')).body.data.reason).toBe('WRONG_TYPE');
  });
});

describe('reservations under concurrency', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    'gives 100 seats to exactly 100 of 500 members reserving at once',
    async () => {
      const { activity } = await insertActivity(ctx, { seats: 100 });
      const members = await quickMembers(ctx, 500);
      const answers = await Promise.all(members.map((m) => reserve(m, activity.id)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(100);
      expect(answers.filter((a) => a.body.data.reason === 'SEATS_FULL')).toHaveLength(400);
      expect(await seatsOf(activity.id)).toBe(100);
      const rows = await ctx.app.services.database.db
        .select()
        .from(activityEntries)
        .where(eq(activityEntries.activityId, activity.id));
      expect(rows).toHaveLength(100);
      expect(new Set(rows.map((r) => r.userId)).size).toBe(100);
      expect(rows.map((r) => r.entryNo).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 100 }, (_, i) => i + 1),
      );
    },
    120_000,
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'lets 20 reserved members enter at once for 5 units, and one member only once',
    async () => {
      const { activity } = await insertActivity(ctx, {
        seats: 20,
        prizes: [{ name: 'Pod kit', stock: 5 }],
      });
      const members = await quickMembers(ctx, 20);
      for (const m of members) expect((await reserve(m, activity.id)).status).toBe(200);
      await moveActivity(ctx, activity.id, -1, 60);
      const [first] = members;
      if (!first) throw new Error('members');
      const outcomes = await Promise.all([
        ...members.map((m) => enter(m, activity.id).then((r) => r.prizeId !== null)),
        ...Array.from({ length: 9 }, () => reasonOfError(enter(first, activity.id))),
      ]);
      expect(outcomes.slice(0, 20).filter(Boolean)).toHaveLength(5);
      expect(outcomes.slice(20)).toEqual(Array(9).fill('LIMIT_REACHED'));
      const db = ctx.app.services.database.db;
      const [prize] = await db
        .select()
        .from(activityPrizes)
        .where(eq(activityPrizes.activityId, activity.id));
      expect(prize?.stock).toBe(0);
      expect(
        await db.select().from(activityAwards).where(eq(activityAwards.activityId, activity.id)),
      ).toHaveLength(5);
    },
    60_000,
  );
});
