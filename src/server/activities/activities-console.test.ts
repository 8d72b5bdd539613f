import { createHash } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonWallTimeToUtc } from '../../shared/activities/london.ts';
import type { ActivityDetail, ConsoleActivitySchema } from '../../shared/schemas/activities.ts';
import { activities, activityPrizes, auditLog } from '../db/schema.ts';
import { registerUser, startApp, type TestContext } from '../test/app.ts';
import type { z } from 'zod';
import {
  caller,
  CONSOLE,
  daysFromNow,
  fieldsOf,
  makeActivity,
  MEMBER,
  wheelBody,
  type Fail,
} from './activities.fixtures.ts';
import { ActivitiesService } from './activities.service.ts';

type ConsoleActivity = z.infer<typeof ConsoleActivitySchema>;
const ADMIN = 'activities-console@example.com';
let ctx: TestContext;
let admin: string;
let member: string;
let as: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  as = caller(ctx);
  admin = (await registerUser(ctx, ADMIN)).token;
  member = (await registerUser(ctx, 'spinner@example.com')).token;
});
afterAll(() => ctx.close());

const db = () => ctx.app.services.database.db;
const activityCount = async () => (await db().select({ n: count() }).from(activities))[0]?.n ?? 0;
async function lastAudit(action: string) {
  const [row] = await db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('activities console access', () => {
  it('answers 401 to visitors and 403 to members, reads and writes alike', async () => {
    const id = await makeActivity(ctx, admin, wheelBody(), false);
    for (const [method, url, body] of [
      ['GET', CONSOLE, undefined],
      ['GET', `${CONSOLE}/${id}`, undefined],
      ['POST', CONSOLE, wheelBody()],
      ['PUT', `${CONSOLE}/${id}`, wheelBody()],
      ['POST', `${CONSOLE}/${id}/publish`, undefined],
    ] as const) {
      expect((await as(null, method, url, body)).status, `${method} ${url}`).toBe(401);
      expect((await as(member, method, url, body)).status, `${method} ${url}`).toBe(403);
    }
    expect((await as<ConsoleActivity>(admin, 'GET', `${CONSOLE}/${id}`)).body.data.publishedAt).toBeNull();
  });
});

describe('creating an activity', () => {
  it('stores a draft with localised text, prizes in order and a committed seed, audited without the seed', async () => {
    const id = await makeActivity(ctx, admin, wheelBody(), false);
    const got = await as<ConsoleActivity>(admin, 'GET', `${CONSOLE}/${id}`, undefined, 'ru_RU');
    expect(got.status).toBe(200);
    const a = got.body.data;
    expect(a).toMatchObject({
      type: 'turntable',
      state: 'draft',
      title: 'Летнее колесо',
      titleText: { en_US: 'Summer wheel', ru_RU: 'Летнее колесо' },
      description: 'Spin to win',
      cost: { kind: 'chances', amount: 1 },
      perMemberLimit: 3,
      seed: null,
      publishedAt: null,
    });
    expect(a.odds.map((o) => [o.segment, o.name, o.weight, o.stock])).toEqual([
      [0, 'Под', 1, 10],
      [1, 'Sticker', 9, 100],
      [2, 'Без приза', 90, null],
    ]);
    const [row] = await db()
      .select()
      .from(activities)
      .where(eq(activities.id, BigInt(id)));
    expect(row?.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(a.seedHash).toBe(
      createHash('sha256')
        .update(row?.seed ?? '')
        .digest('hex'),
    );
    const log = await lastAudit('activities.create');
    expect(log?.target).toBe(`activity:${id}`);
    expect(JSON.stringify(log?.after)).toContain('Summer wheel');
    expect(JSON.stringify(log?.after)).not.toContain(row?.seed);
  });

  it('gives every activity its own seed', async () => {
    const a = await makeActivity(ctx, admin, wheelBody(), false);
    const b = await makeActivity(ctx, admin, wheelBody(), false);
    const hashes = await Promise.all(
      [a, b].map(
        async (id) => (await as<ConsoleActivity>(admin, 'GET', `${CONSOLE}/${id}`)).body.data.seedHash,
      ),
    );
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it('writes no audit row for the seed (actor null)', async () => {
    const before = await db().select({ n: count() }).from(auditLog);
    const body = {
      ...wheelBody(),
      description: undefined,
      coverUrl: null,
      perMemberLimit: null,
      noPrizeWeight: 1,
    };
    await ctx.app.services.activities.console.create(null, body as never);
    expect(await db().select({ n: count() }).from(auditLog)).toEqual(before);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['unordered times', { startAt: daysFromNow(2), endAt: daysFromNow(1) }, 'endAt'],
    ['equal times', { startAt: daysFromNow(1), endAt: daysFromNow(1) }, 'endAt'],
    ['a time that is not ISO', { startAt: '2027-03-28 01:30' }, 'startAt'],
    ['a draw type without prizes', { prizes: [] }, 'prizes'],
    ['a lottery without prizes', { type: 'lottery', prizes: [] }, 'prizes'],
    ['a negative stock', { prizes: [{ name: 'Pod', stock: -1, weight: 1 }] }, 'prizes.0.stock'],
    [
      'a negative weight',
      {
        prizes: [
          { name: 'Pod', stock: 1, weight: 1 },
          { name: 'Cap', stock: 1, weight: -5 },
        ],
      },
      'prizes.1.weight',
    ],
    ['a negative no-prize weight', { noPrizeWeight: -1 }, 'noPrizeWeight'],
    [
      'weights adding up to zero',
      { prizes: [{ name: 'Pod', stock: 1, weight: 0 }], noPrizeWeight: 0 },
      'noPrizeWeight',
    ],
    ['a prize without a name', { prizes: [{ stock: 1, weight: 1 }] }, 'prizes.0.name'],
    ['an unknown type', { type: 'bingo' }, 'type'],
    ['a points cost of nothing', { cost: { kind: 'points', amount: 0 } }, 'cost.amount'],
    ['an unknown cost kind', { cost: { kind: 'gold', amount: 1 } }, 'cost.kind'],
    ['a reservation without seats', { type: 'reservation', prizes: [] }, 'seats'],
    ['an offline activity without its code', { type: 'offline', prizes: [] }, 'checkInCode'],
    ['a three-digit code', { checkInCode: '123' }, 'checkInCode'],
    ['a zero per-member limit', { perMemberLimit: 0 }, 'perMemberLimit'],
    ['no title', { title: '' }, 'title'],
  ];
  for (const [what, over, field] of cases) {
    it(`refuses ${what}, naming ${field}, and writes nothing`, async () => {
      const before = await activityCount();
      const res = await as<Fail>(admin, 'POST', CONSOLE, wheelBody(over));
      expect(res.status).toBe(400);
      expect(res.body.data.reason).toBe('VALIDATION');
      expect(fieldsOf(res.body)).toContain(field);
      expect(await activityCount()).toBe(before);
    });
  }

  it('refuses an unknown loyalty prize or brand page by name (400), writing nothing', async () => {
    const before = await activityCount();
    const prizes = [
      { name: 'Pod', stock: 1, weight: 1 },
      { name: 'Cap', stock: 1, weight: 1, prizeId: '999999' },
    ];
    const res = await as<Fail>(admin, 'POST', CONSOLE, wheelBody({ prizes }));
    expect(res.status).toBe(400);
    expect(res.body.data.reason).toBe('UNKNOWN_PRIZE');
    expect(fieldsOf(res.body)).toEqual(['prizes.1.prizeId']);
    const page = await as<Fail>(admin, 'POST', CONSOLE, wheelBody({ brandSpecialId: '999999' }));
    expect(page.status).toBe(400);
    expect(fieldsOf(page.body)).toEqual(['brandSpecialId']);
    expect(await activityCount()).toBe(before);
  });
});

describe('editing and publishing', () => {
  it('replaces a draft whole, prizes included, and audits the change', async () => {
    const id = await makeActivity(ctx, admin, wheelBody(), false);
    const prizes = [{ name: 'Vape', stock: 2, weight: 5 }];
    const res = await as<ConsoleActivity>(
      admin,
      'PUT',
      `${CONSOLE}/${id}`,
      wheelBody({ prizes, noPrizeWeight: 15 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.odds.map((o) => [o.name, o.weight, o.odds])).toEqual([
      ['Vape', 5, 0.25],
      ['No prize', 15, 0.75],
    ]);
    expect(
      await db()
        .select()
        .from(activityPrizes)
        .where(eq(activityPrizes.activityId, BigInt(id))),
    ).toHaveLength(1);
    expect((await lastAudit('activities.update'))?.target).toBe(`activity:${id}`);
  });

  it('publishes once: the detail becomes visible, a second publish is a 409', async () => {
    const id = await makeActivity(ctx, admin, wheelBody(), false);
    expect((await as(null, 'GET', `${MEMBER}/build/detail/${id}`)).status).toBe(404);
    const pub = await as<ConsoleActivity>(admin, 'POST', `${CONSOLE}/${id}/publish`);
    expect(pub.status).toBe(200);
    expect(pub.body.msg).toBe('Activity published');
    expect(pub.body.data).toMatchObject({ state: 'open', seed: null });
    expect(pub.body.data.publishedAt).not.toBeNull();
    expect((await lastAudit('activities.publish'))?.target).toBe(`activity:${id}`);
    expect((await as(null, 'GET', `${MEMBER}/build/detail/${id}`)).status).toBe(200);
    const again = await as<Fail>(admin, 'POST', `${CONSOLE}/${id}/publish`);
    expect(again.status).toBe(409);
    expect(again.body.data.reason).toBe('ALREADY_PUBLISHED');
  });

  it('lets a published activity change its title, description and cover only (else 409 NOT_EDITABLE)', async () => {
    const body = wheelBody();
    const id = await makeActivity(ctx, admin, body);
    const renamed = await as<ConsoleActivity>(admin, 'PUT', `${CONSOLE}/${id}`, {
      ...body,
      title: 'Autumn wheel',
      description: 'New words',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ title: 'Autumn wheel', description: 'New words' });
    const prizes = body.prizes;
    for (const change of [
      { noPrizeWeight: 50 },
      { endAt: daysFromNow(3) },
      { cost: { kind: 'chances', amount: 2 } },
      { perMemberLimit: 4 },
      { prizes: [{ ...prizes[0], weight: 2 }, prizes[1]] },
      { prizes: [prizes[0], { ...prizes[1], name: 'Badge' }] },
      { prizes: [prizes[0]] },
    ]) {
      const res = await as<Fail>(admin, 'PUT', `${CONSOLE}/${id}`, { ...body, ...change });
      expect(res.status, JSON.stringify(change)).toBe(409);
      expect(res.body.data.reason).toBe('NOT_EDITABLE');
      expect(res.body.msg).toBe('A published activity can no longer change its odds, prizes or times');
    }
    const detail = await as<ActivityDetail>(null, 'GET', `${MEMBER}/build/detail/${id}`);
    expect(detail.body.data.odds.map((o) => o.weight)).toEqual([1, 9, 90]);
  });

  it('answers 404 for an activity that does not exist', async () => {
    expect((await as(admin, 'GET', `${CONSOLE}/987654`)).status).toBe(404);
    expect((await as(admin, 'PUT', `${CONSOLE}/987654`, wheelBody())).status).toBe(404);
    expect((await as(admin, 'POST', `${CONSOLE}/987654/publish`)).status).toBe(404);
  });
});

describe('the console list', () => {
  it('pages newest first with an opaque cursor, drafts included', async () => {
    const made = [
      await makeActivity(ctx, admin, wheelBody(), false),
      await makeActivity(ctx, admin, wheelBody()),
      await makeActivity(ctx, admin, wheelBody(), false),
    ];
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${cursor}` : '';
      const page = await as<{ list: ConsoleActivity[]; nextCursor: string | null }>(
        admin,
        'GET',
        `${CONSOLE}?pageSize=2${q}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.data.list.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.list.map((a) => a.id));
      cursor = page.body.data.nextCursor;
    } while (cursor);
    expect(seen.slice(0, 3)).toEqual([...made].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(await activityCount());
  });
});

describe('London time through the console', () => {
  // An activity set to open at 01:30 London time on the days the clocks change.
  for (const [wall, utc] of [
    ['2027-03-28T01:30', '2027-03-28T01:30:00.000Z'],
    ['2026-10-25T01:30', '2026-10-25T00:30:00.000Z'],
  ] as const) {
    it(`opens an activity set to ${wall} London at ${utc}`, async () => {
      const startAt = londonWallTimeToUtc(wall);
      const endAt = new Date(startAt.getTime() + 2 * 3_600_000);
      const id = await makeActivity(
        ctx,
        admin,
        wheelBody({ startAt: startAt.toISOString(), endAt: endAt.toISOString() }),
      );
      const seen = await as<ActivityDetail>(null, 'GET', `${MEMBER}/build/detail/${id}`);
      expect(seen.body.data.startAt).toBe(utc);
      // The same stored activity read at a chosen instant: one second either side of the opening.
      const { points, chances, uploads } = ctx.app.services;
      const at = (ms: number) =>
        new ActivitiesService(
          db(),
          { points, chances },
          uploads,
          () => new Date(startAt.getTime() + ms),
        ).reads.detail(BigInt(id), null, 'en_US');
      expect((await at(-1000)).state).toBe('scheduled');
      expect((await at(1000)).state).toBe('open');
      expect((await at(2 * 3_600_000)).state).toBe('closed');
    });
  }
});
