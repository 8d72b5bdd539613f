import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';
import { ADMIN, createPrize, member, redeem, type Member } from '../prizes/prizes.fixtures.ts';
import { insertAward, setNames } from '../activities/awards.fixtures.ts';
import { insertActivity } from '../activities/reservations.fixtures.ts';

let ctx: TestContext;
let admin: string;
let alice: Member;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  admin = (await registerUser(ctx, ADMIN)).token;
  alice = await member(ctx, 'alice@example.com', 1000);
});
afterAll(() => ctx.close());

/** Every console call of the OpenAPI document, with `{id}`-style parameters filled in. */
function consoleCalls(): Array<{ method: string; url: string }> {
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/console/'))
    .flatMap(([path, ops]) =>
      METHODS.filter((m) => m in ops).map((m) => ({
        method: m.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'targetType' ? 'article' : '1')),
      })),
    );
}

describe('the console guard', () => {
  it('answers a member 403 and a visitor 401 on every console call, whatever the body', async () => {
    const calls = consoleCalls();
    expect(calls.length).toBeGreaterThan(60);
    for (const c of calls) {
      const payload = c.method === 'GET' || c.method === 'DELETE' ? undefined : { nonsense: true };
      const asMember = await call(ctx.app, {
        method: c.method,
        url: c.url,
        headers: { authorization: alice.token },
        payload,
      });
      expect(asMember.status, `${c.method} ${c.url} as a member`).toBe(403);
      const visitor = await call(ctx.app, { method: c.method, url: c.url, payload });
      expect(visitor.status, `${c.method} ${c.url} as a visitor`).toBe(401);
    }
  });

  it('tells the console who is in', async () => {
    const me = await call<{ email: string; idleMinutes: number }>(ctx.app, {
      method: 'GET',
      url: '/api/console/me',
      headers: { authorization: admin },
    });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: ADMIN, idleMinutes: 480 });
  });

  it('ends an admin session idle in the console for 8 hours', async () => {
    const other = await startApp({ ADMIN_EMAILS: 'idle@example.com' });
    try {
      const s = await registerUser(other, 'idle@example.com');
      const me = () =>
        call(other.app, {
          method: 'GET',
          url: '/api/console/me',
          headers: { authorization: s.token, lang: 'ru_RU' },
        });
      expect((await me()).status).toBe(200);
      // 7 hours 59 minutes: still open.
      await other.app.services.database.db.execute(
        sql`update sessions set console_used_at = now() - interval '479 minutes'`,
      );
      expect((await me()).status).toBe(200);
      await other.app.services.database.db.execute(
        sql`update sessions set console_used_at = now() - interval '481 minutes'`,
      );
      const idle = await me();
      expect(idle.status).toBe(401);
      expect(idle.body.data).toMatchObject({ reason: 'CONSOLE_IDLE' });
      expect(idle.body.msg).toBe('Консоль простаивала 8 часов: войдите снова');
      // The session itself is over: the member side refuses it too.
      const info = await call(other.app, {
        method: 'GET',
        url: '/api/getInfoByh5',
        headers: { authorization: s.token },
      });
      expect(info.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('console orders', () => {
  it('lists every member’s orders by state, exports them as CSV and ships one', async () => {
    const prizeId = await createPrize(ctx, admin, { name: 'Cap, "limited"', points: 10, stock: 5 });
    const placed = await redeem(ctx, alice, { prizeId });
    expect(placed.status).toBe(200);
    const list = (status?: string) =>
      call<{ list: Array<{ id: string; orderNo: string; member: { email: string }; status: string }> }>(
        ctx.app,
        {
          method: 'GET',
          url: `/api/console/redeems${status ? `?status=${status}` : ''}`,
          headers: { authorization: admin },
        },
      );
    const open = await list('placed');
    expect(open.status).toBe(200);
    const order = open.body.data.list.find((o) => o.orderNo === placed.body.data.orderNo);
    expect(order).toMatchObject({ status: 'placed', member: { email: 'alice@example.com' } });

    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/console/redeems.csv?status=placed',
      headers: { authorization: admin },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'orderNo,status,createdAt,prize,quantity,points,memberEmail,name,phone,country,area,city,county,address,postalCode,carrier,trackingNo,shippedAt',
    );
    const line = lines.find((l) => l.startsWith(placed.body.data.orderNo));
    // The prize's comma and quotes are quoted; the phone's leading + is kept from becoming a formula.
    expect(line).toContain('"Cap, ""limited"""');
    expect(line).toContain(`,alice@example.com,Ada Lovelace,'+44 20 7946 0000,GBR,`);

    const bad = await call(ctx.app, {
      method: 'GET',
      url: '/api/console/redeems?status=lost',
      headers: { authorization: admin },
    });
    expect(bad.status).toBe(400);

    const shipped = await call(ctx.app, {
      method: 'POST',
      url: `/api/console/redeems/${order?.id}/ship`,
      headers: { authorization: admin },
      payload: { carrier: 'Royal Mail', trackingNo: 'RM1GB' },
    });
    expect(shipped.status).toBe(200);
    expect((await list('placed')).body.data.list.some((o) => o.id === order?.id)).toBe(false);
    expect((await list('shipped')).body.data.list.some((o) => o.id === order?.id)).toBe(true);
    expect((await list()).body.data.list.some((o) => o.id === order?.id)).toBe(true);
  });

  it('reads one prize for its edit form, and 404 for none', async () => {
    const prizeId = await createPrize(ctx, admin, { name: 'Lanyard', stock: 7 });
    const one = await call<{ stock: number }>(ctx.app, {
      method: 'GET',
      url: `/api/console/prizes/${prizeId}`,
      headers: { authorization: admin },
    });
    expect(one.body.data.stock).toBe(7);
    const none = await call(ctx.app, {
      method: 'GET',
      url: '/api/console/prizes/999999',
      headers: { authorization: admin },
    });
    expect(none.status).toBe(404);
  });
});

describe('console winners', () => {
  it('names each winner of one activity unmasked, newest first, by pages', async () => {
    const { activity, prizes } = await insertActivity(ctx, {
      type: 'turntable',
      prizes: [{ name: 'Sticker', stock: 10 }],
    });
    const bob = await member(ctx, 'bob@example.com');
    await setNames(ctx, alice.userId, 'Alice');
    await insertAward(ctx, activity.id, prizes[0]?.id ?? 0n, alice.userId);
    await insertAward(ctx, activity.id, prizes[0]?.id ?? 0n, bob.userId);
    const page = (q: string) =>
      call<{
        list: Array<{
          member: { email: string; nickName: string | null };
          entryNo: number;
          prizeName: string;
        }>;
        nextCursor: string | null;
      }>(ctx.app, {
        method: 'GET',
        url: `/api/console/activities/${activity.id}/winners?${q}`,
        headers: { authorization: admin },
      });
    const first = await page('pageSize=1');
    expect(first.status).toBe(200);
    expect(first.body.data.list).toMatchObject([
      { member: { email: 'bob@example.com' }, entryNo: 2, prizeName: 'Sticker' },
    ]);
    const rest = await page(`pageSize=1&cursor=${first.body.data.nextCursor}`);
    expect(rest.body.data.list).toMatchObject([
      { member: { email: 'alice@example.com', nickName: 'Alice' } },
    ]);
    expect(rest.body.data.nextCursor).toBeNull();
  });
});

describe('console members', () => {
  interface Found {
    list: Array<{ id: string; email: string; nickName: string | null; balance: number }>;
    nextCursor: string | null;
  }
  const search = (q: string) =>
    call<Found>(ctx.app, {
      method: 'GET',
      url: `/api/console/members?${q}`,
      headers: { authorization: admin },
    });

  it('finds members by a part of the email or the nickname, with their wallet', async () => {
    const carol = await member(ctx, 'carol.search@example.com', 240);
    await setNames(ctx, carol.userId, 'Carol_100%');
    const byEmail = await search('q=carol.SEARCH');
    expect(byEmail.body.data.list).toMatchObject([{ email: 'carol.search@example.com', balance: 240 }]);
    const byNick = await search(`q=${encodeURIComponent('l_100%')}`);
    expect(byNick.body.data.list.map((m) => m.email)).toEqual(['carol.search@example.com']);
    // `%` and `_` are letters to the search, not wildcards.
    expect((await search(`q=${encodeURIComponent('%')}`)).body.data.list.map((m) => m.email)).toEqual([
      'carol.search@example.com',
    ]);
    const paged = await search('pageSize=1');
    expect(paged.body.data.list).toHaveLength(1);
    expect(paged.body.data.nextCursor).not.toBeNull();
    expect((await search(`q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('shows one member and their points flow after a grant, newest first; 404 for nobody', async () => {
    const dave = await member(ctx, 'dave@example.com', 0);
    const grant = await call(ctx.app, {
      method: 'POST',
      url: '/api/console/points/grant',
      headers: { authorization: admin, 'idempotency-key': 'console-test-dave-1' },
      payload: { userId: String(dave.userId), delta: 75, reason: 'Event prize' },
    });
    expect(grant.status).toBe(200);
    const one = await call<{ email: string; balance: number }>(ctx.app, {
      method: 'GET',
      url: `/api/console/members/${dave.userId}`,
      headers: { authorization: admin },
    });
    expect(one.body.data).toMatchObject({ email: 'dave@example.com', balance: 75 });
    const flow = await call<{ list: Array<{ delta: number; balanceAfter: number; ruleCode: string }> }>(
      ctx.app,
      { method: 'GET', url: `/api/console/members/${dave.userId}/points`, headers: { authorization: admin } },
    );
    expect(flow.body.data.list[0]).toMatchObject({
      delta: 75,
      balanceAfter: 75,
      ruleTitle: 'Adjusted by the brand',
    });
    // The rule is named in the admin's language; the reference is the grant's reason.
    const ru = await call<{ list: Array<{ ruleCode: string; ruleTitle: string; ref: string | null }> }>(
      ctx.app,
      {
        method: 'GET',
        url: `/api/console/members/${dave.userId}/points`,
        headers: { authorization: admin, lang: 'ru_RU' },
      },
    );
    expect(ru.body.data.list[0]).toMatchObject({ ruleTitle: 'Корректировка от бренда', ref: 'Event prize' });
    const none = await call(ctx.app, {
      method: 'GET',
      url: '/api/console/members/999999/points',
      headers: { authorization: admin },
    });
    expect(none.status).toBe(404);
  });
});

describe('console audit log', () => {
  interface Page {
    list: Array<{ action: string; target: string; actor: { email: string }; after: unknown }>;
    nextCursor: string | null;
  }
  const audit = (q: string) =>
    call<Page>(ctx.app, { method: 'GET', url: `/api/console/audit?${q}`, headers: { authorization: admin } });

  it('lists console writes newest first, filtered by actor, target, action and days', async () => {
    const prizeId = await createPrize(ctx, admin, { name: 'Audit mug', stock: 2 });
    const all = await audit('');
    expect(all.status).toBe(200);
    expect(all.body.data.list[0]).toMatchObject({
      action: 'prizes.create',
      target: `prize:${prizeId}`,
      actor: { email: ADMIN },
    });
    const one = await audit(`target=prize:${prizeId}`);
    expect(one.body.data.list.map((e) => e.action)).toEqual(['prizes.create']);
    const kind = await audit('target=prize&pageSize=50');
    expect(kind.body.data.list.every((e) => e.target.startsWith('prize:'))).toBe(true);
    expect(
      (await audit('action=points.grant')).body.data.list.every((e) => e.action === 'points.grant'),
    ).toBe(true);
    expect((await audit('actor=boss')).body.data.list.length).toBeGreaterThan(0);
    expect((await audit('actor=nobody-like-this')).body.data.list).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`from=${today}&to=${today}`)).body.data.list.length).toBeGreaterThan(0);
    expect((await audit('to=2000-01-01')).body.data.list).toEqual([]);
    const paged = await audit('pageSize=1');
    const next = await audit(`pageSize=1&cursor=${paged.body.data.nextCursor}`);
    expect(next.body.data.list[0]?.target).not.toBe(paged.body.data.list[0]?.target);
    expect((await audit('target=prize:1;drop')).status).toBe(400);
    expect((await audit('from=yesterday')).status).toBe(400);
  });
});
