import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ingested, UsageOverview } from '../../shared/schemas/stats.ts';
import { ADMIN, member, publish, type Member } from '../content/articles.fixtures.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { rowsOf } from './stats.repository.ts';

const RP = '/api/md/rpStat';
let ctx: TestContext;
let admin: Member;
let reader: Member;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  admin = await member(ctx, ADMIN);
  reader = await member(ctx);
});
afterAll(() => ctx.close());

const send = (path: string, payload: unknown, lang = 'en_US') =>
  call<Ingested & { fields?: { field: string; msg: string }[]; reason?: string }>(ctx.app, {
    method: 'POST',
    url: `${RP}/${path}`,
    headers: { lang },
    payload: payload as object,
  });

const pv = (over: Record<string, unknown> = {}) => ({
  page_id: '/home',
  rp_time: Date.now(),
  user_id: '',
  client: 'h5',
  ...over,
});
const click = (over: Record<string, unknown> = {}) => ({ ...pv(), detail_id: 'x', mark: 'back', ...over });

const db = () => ctx.app.services.database.db;
const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(q));
const flush = () => ctx.app.services.stats.buffer.flush();
const marked = async (prefix: string) =>
  query<{ n: number; distinct: number }>(sql`
    select count(*)::int as n, count(distinct detail_id)::int as distinct from usage_events
    where detail_id like ${`${prefix}%`}`);

describe('POST /api/md/rpStat/*', () => {
  it('takes page-view reports 1 and 2, alone or batched, fills the defaults and writes them to the day partition', async () => {
    const one = await send('apppv', pv({ page_id: '/welcome' }));
    expect(one.status).toBe(200);
    expect(one.body.data.accepted).toBe(1);
    const two = await send('apppv', [
      pv({ page_id: '/welcome' }),
      { type: 'page', path: '/welcome', params: 'a=1', referer: '/', user_id: String(reader.userId) },
    ]);
    expect(two.body.data.accepted).toBe(2);
    await flush();
    const rows = await query<{
      kind: string;
      payload: Record<string, unknown>;
      part: string;
      user_id: string;
    }>(sql`
      select kind, payload, tableoid::regclass::text as part, user_id::text from usage_events
      where path = '/welcome' order by kind`);
    expect(rows.map((r) => r.kind)).toEqual(['pv', 'pv', 'route']);
    expect(rows[0]?.payload).toMatchObject({
      ver: '3.0.0',
      business_type: 1,
      scene: '0000',
      channel: '0000',
    });
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(new Set(rows.map((r) => r.part))).toEqual(new Set([`usage_events_${today}`]));
    expect(rows[2]?.user_id).toBe(String(reader.userId));
  });

  it('names the bad field of a bad event, in the caller language, and keeps none of its batch', async () => {
    const bad = await send(
      'appclick',
      [click({ detail_id: 'bad-batch-1' }), click({ client: 'tv' })],
      'ru_RU',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields?.[0]?.field).toBe('1.client');
    expect(bad.body.msg).toMatch(/[а-я]/i);
    const pv1 = await send('apppv', pv({ client: 'tv' }));
    expect(pv1.body.data.fields?.[0]?.field).toBe('0.client');
    expect((await send('appclick', click({ unknown: 1 }))).status).toBe(400);
    expect((await send('browsedata', { ...pv(), detail_id: '1', detail_type: 'article' })).status).toBe(400);
    expect(
      (
        await send(
          'appclick',
          Array.from({ length: 101 }, () => click()),
        )
      ).status,
    ).toBe(400);
    expect((await send('appclick', [])).status).toBe(400);
    await flush();
    expect((await marked('bad-batch-'))[0]?.n).toBe(0);
  });

  it('stores every acknowledged event of 200 clients x 50 events at once exactly once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, c) =>
        send(
          'appclick',
          Array.from({ length: 50 }, (_, i) => click({ detail_id: `load-${c}-${i}` })),
        ),
      ),
    );
    const acknowledged = answers
      .filter((a) => a.status === 200)
      .reduce((sum, a) => sum + a.body.data.accepted, 0);
    expect(acknowledged).toBe(10_000);
    await flush();
    expect(await marked('load-')).toEqual([{ n: 10_000, distinct: 10_000 }]);
  });
});

describe('overload', () => {
  it('answers 429 when the buffer is full, while the app other calls still answer', async () => {
    const small = await startApp({ USAGE_BUFFER_MAX: '100' });
    try {
      const batch = Array.from({ length: 100 }, () => click());
      const first = await call(small.app, { method: 'POST', url: `${RP}/appclick`, payload: batch });
      expect(first.status).toBe(200);
      const second = await call<{ reason: string }>(small.app, {
        method: 'POST',
        url: `${RP}/appclick`,
        payload: batch,
      });
      expect(second.status).toBe(429);
      expect(second.body.data.reason).toBe('REPORTS_BUSY');
      const other = await call(small.app, { method: 'GET', url: '/api/hibackend/article/frontend/listPage' });
      expect(other.status).toBe(200);
      // Nothing acknowledged is lost when the app closes: the buffer is written first.
      await small.app.services.stats.close();
      const [row] = rowsOf<{ n: number }>(
        await small.app.services.database.db.execute(sql`select count(*)::int as n from usage_events`),
      );
      expect(row?.n).toBe(100);
    } finally {
      await small.close();
    }
  });
});

describe('GET /api/console/stats/overview', () => {
  it('is 401 for visitors and 403 for members', async () => {
    const url = '/api/console/stats/overview';
    expect((await call(ctx.app, { method: 'GET', url })).status).toBe(401);
    expect(
      (await call(ctx.app, { method: 'GET', url, headers: { authorization: reader.token } })).status,
    ).toBe(403);
  });

  it('counts active members, views per route, top articles with reading time, and the funnels', async () => {
    const art = { id: await publish(ctx, reader.token, { title: 'Usage overview article title for today' }) };
    const m = [String((await member(ctx)).userId), String(reader.userId), '424242'];
    await send('apppv', [
      pv({ page_id: '/activity/prize/{id}', user_id: m[0] }),
      pv({ page_id: '/activity/prize/{id}', user_id: m[1] }),
      pv({ page_id: '/order/add', user_id: m[1] }),
      pv({ page_id: '/order/detail/{id}', user_id: m[1] }),
      // Placed an order without the steps before it: not counted at the last step.
      pv({ page_id: '/order/detail/{id}', user_id: m[2] }),
      pv({ page_id: '/scanResult', user_id: m[0] }),
      { type: 'page', path: `/article/${art.id}`, user_id: m[0] },
      { type: 'page', path: `/article/${art.id}`, user_id: m[1] },
      { type: 'page', path: `/article/${art.id}`, user_id: m[1] },
    ]);
    await send('browsedata', [
      { ...pv({ page_id: '/article/{id}' }), detail_id: art.id, detail_type: 'article', duration_ms: 30_000 },
      { ...pv({ page_id: '/article/{id}' }), detail_id: art.id, detail_type: 'article', duration_ms: 12_000 },
    ]);
    await flush();
    const res = await call<UsageOverview>(ctx.app, {
      method: 'GET',
      url: '/api/console/stats/overview',
      headers: { authorization: admin.token },
    });
    expect(res.status).toBe(200);
    const o = res.body.data;
    expect(o.days).toHaveLength(14);
    const today = o.days.at(-1);
    expect(today?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(today?.activeMembers).toBeGreaterThanOrEqual(3);
    expect(o.routes.find((r) => r.path === '/activity/prize/{id}')?.views).toBe(2);
    expect(o.topArticles[0]).toEqual({
      articleId: art.id,
      title: 'Usage overview article title for today',
      views: 3,
      readers: 2,
      readingMs: 42_000,
    });
    expect(o.funnels.redemption).toEqual([
      { step: '/activity/prize/{id}', members: 2 },
      { step: '/order/add', members: 1 },
      { step: '/order/detail/{id}', members: 1 },
    ]);
    expect(o.funnels.scan).toEqual([
      { step: '/scanResult', members: 1 },
      { step: '/scanResult/result', members: 0 },
    ]);
  });

  it('leaves the console and the admins’ own use out of member figures, and counts clicks', async () => {
    const overview = async () =>
      (
        await call<UsageOverview>(ctx.app, {
          method: 'GET',
          url: '/api/console/stats/overview',
          headers: { authorization: admin.token },
        })
      ).body.data;
    const todayOf = (o: UsageOverview) => o.days.at(-1)!;
    const viewsOf = (o: UsageOverview, path: string) => o.routes.find((r) => r.path === path)?.views ?? 0;
    const before = await overview();
    const shopper = String((await member(ctx)).userId);
    const boss = String(admin.userId);
    await send('apppv', [
      pv({ page_id: '/console/stats', user_id: boss }),
      pv({ page_id: '/console/{rest}', user_id: '' }),
      pv({ page_id: '/reels', user_id: boss }),
      pv({ page_id: '/reels', user_id: shopper }),
      pv({ page_id: '/reels', user_id: '' }),
    ]);
    await send('appclick', [
      click({ page_id: '/reels', user_id: shopper }),
      click({ page_id: '/reels', user_id: '', mark: 'link' }),
      click({ page_id: '/reels', user_id: boss }),
      click({ page_id: '/console/stats', user_id: '' }),
    ]);
    await flush();
    const after = await overview();
    expect(after.routes.some((r) => r.path.startsWith('/console'))).toBe(false);
    expect(viewsOf(after, '/reels') - viewsOf(before, '/reels')).toBe(2);
    expect(todayOf(after).pageViews - todayOf(before).pageViews).toBe(2);
    expect(todayOf(after).clicks - todayOf(before).clicks).toBe(2);
    // The shopper is a new active member; the admin is not one.
    expect(todayOf(after).activeMembers - todayOf(before).activeMembers).toBe(1);
    const dash = await call<{ days: { activeMembers: number }[] }>(ctx.app, {
      method: 'GET',
      url: '/api/console/stats/dashboard',
      headers: { authorization: admin.token },
    });
    expect(dash.body.data.days.at(-1)?.activeMembers).toBe(todayOf(after).activeMembers);
  });

  it('refuses a reversed or too long range, naming the field', async () => {
    const get = (qs: string) =>
      call<{ fields: { field: string }[] }>(ctx.app, {
        method: 'GET',
        url: `/api/console/stats/overview?${qs}`,
        headers: { authorization: admin.token },
      });
    const reversed = await get('from=2026-02-01&to=2026-01-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.data.fields[0]?.field).toBe('from');
    expect((await get('from=2025-01-01&to=2026-01-01')).status).toBe(400);
    expect((await get('from=2026-1-1')).status).toBe(400);
  });
});
