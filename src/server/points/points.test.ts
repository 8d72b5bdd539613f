import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pointsFlow, pointWallets } from '../db/schema.ts';
import { once } from '../http/idempotency.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';
import { PointsService } from './points.service.ts';

let ctx: TestContext;
let seq = 0;
/** ADMIN_EMAILS names this address, so its sign-up makes it an admin. */
const ADMIN = 'points-admin@example.com';
let boss: string;
beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_PER_MINUTE: '100000' });
  boss = (await registerUser(ctx, ADMIN)).token;
});
afterAll(async () => ctx?.close());

const member = async () => {
  const s = await registerUser(ctx, `points${++seq}.${Date.now()}@example.com`);
  return { token: s.token, id: BigInt(s.userInfo.userId) };
};
const get = <T>(url: string, token?: string, lang = 'en_US') =>
  call<T>(ctx.app, { url, headers: { lang, ...(token ? { authorization: token } : {}) } });
const grant = (token: string, key: string, body: Record<string, unknown>) =>
  call<{ flowId: string; balance: number }>(ctx.app, {
    method: 'POST',
    url: '/api/console/points/grant',
    headers: { authorization: token, 'idempotency-key': key },
    payload: body,
  });

/** The invariant: the wallet equals the sum of the member's flow deltas, and is never negative. */
async function ledgerHolds(userId: bigint) {
  const db = ctx.app.services.database.db;
  const [w] = await db.select().from(pointWallets).where(eq(pointWallets.userId, userId));
  const [f] = await db
    .select({ sum: sql<string>`coalesce(sum(${pointsFlow.delta}), 0)` })
    .from(pointsFlow)
    .where(eq(pointsFlow.userId, userId));
  expect(w?.balance ?? 0).toBe(Number(f?.sum ?? 0));
  expect(w?.balance ?? 0).toBeGreaterThanOrEqual(0);
  return w?.balance ?? 0;
}

describe('rules and tasks', () => {
  it('lists the rules of spec §9 in the caller language, public', async () => {
    const en = await get<{ code: string; points: number; title: string }[]>(
      '/api/hibackend/pointsRule/frontend/list',
    );
    expect(en.status).toBe(200);
    const byCode = Object.fromEntries(en.body.data.map((r) => [r.code, r]));
    expect(byCode.SHARE_STORE?.points).toBe(20);
    expect(byCode.GIFT?.points).toBe(100);
    expect(byCode.REVIEW_COMPLETE?.points).toBe(100);
    expect(byCode.SCAN).toBeDefined();
    expect(byCode.PROFILE_COMPLETE).toBeDefined();
    const ru = await get<{ code: string; title: string }[]>(
      '/api/hibackend/pointsRule/frontend/list',
      undefined,
      'ru_RU',
    );
    expect(ru.body.data.find((r) => r.code === 'GIFT')?.title).toBe('Приветственный подарок');
    const one = await get<{ code: string }>('/api/hibackend/pointsRule/backend/detailByCode?code=SCAN');
    expect(one.body.data.code).toBe('SCAN');
    expect((await get('/api/hibackend/pointsRule/backend/detailByCode?code=NOPE')).status).toBe(404);
  });

  it('completing the profile pays PROFILE_COMPLETE once, and the task shows it done', async () => {
    const m = await member();
    const task = async () =>
      (
        await get<{ code: string; done: boolean; progress: number }[]>(
          '/api/hibackend/pointsRule/frontend/task/list',
          m.token,
        )
      ).body.data.find((t) => t.code === 'PROFILE_COMPLETE');
    expect(await task()).toMatchObject({ done: false, progress: 0 });
    const profile = {
      firstName: 'Ada',
      lastName: 'Byron',
      gender: 'female',
      career: 'Engineer',
      phone: '+44 20 7946 0000',
    };
    const save = () =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/hibackend/user/setting/updateUserProfile',
        headers: { authorization: m.token },
        payload: profile,
      });
    await Promise.all([save(), save(), save()]);
    await save();
    expect(await task()).toMatchObject({ done: true, progress: 1 });
    const balance = await get<{ balance: number }>('/api/hibackend/myStatistics/myBalance', m.token);
    // The welcome gift (100) at sign-up, then the profile (50).
    expect(balance.body.data.balance).toBe(150);
    expect(await ledgerHolds(m.id)).toBe(150);
  });
});

describe('wallet', () => {
  it('needs a session', async () => {
    for (const url of [
      '/api/hibackend/myStatistics/myBalance',
      '/api/hibackend/myStatistics/my',
      '/api/hibackend/pointsBalance/pointFlow',
      '/api/hibackend/pointsRule/frontend/task/list',
    ]) {
      expect((await get(url)).status, url).toBe(401);
    }
  });

  it('pages the history newest first with a keyset cursor, titled in the caller language', async () => {
    const m = await member();
    for (let i = 1; i <= 5; i++) {
      expect(
        (
          await grant(boss, `page-${m.id}-${i}`, {
            userId: String(m.id),
            delta: i * 10,
            reason: `batch ${i}`,
          })
        ).status,
      ).toBe(200);
    }
    const first = await get<{ list: { delta: number; title: string }[]; nextCursor: string | null }>(
      '/api/hibackend/pointsBalance/pointFlow?pageSize=2',
      m.token,
      'zh_CN',
    );
    expect(first.body.data.list.map((f) => f.delta)).toEqual([50, 40]);
    expect(first.body.data.list[0]?.title).toBe('品牌调整');
    const second = await get<{ list: { delta: number }[]; nextCursor: string | null }>(
      `/api/hibackend/pointsBalance/pointFlow?pageSize=2&cursor=${first.body.data.nextCursor}`,
      m.token,
    );
    expect(second.body.data.list.map((f) => f.delta)).toEqual([30, 20]);
    const stats = await get<{ points: number; earned: number; spent: number }>(
      '/api/hibackend/myStatistics/my',
      m.token,
    );
    expect(stats.body.data).toMatchObject({ points: 250, earned: 250, spent: 0 });
  });
});

describe('first history page kept per member (docs/decisions/119)', () => {
  type FlowPage = { list: { delta: number }[]; nextCursor: string | null };
  const page = (token: string) =>
    call<FlowPage>(ctx.app, {
      url: '/api/hibackend/pointsBalance/pointFlow?pageSize=10',
      headers: { authorization: token },
    });

  it('shows a change to its member at once, never to another, and nothing of a rolled-back one', async () => {
    const a = await member();
    const b = await member();
    const before = (await page(a.token)).body.data.list.map((f) => f.delta);
    expect((await page(b.token)).body.data.list.map((f) => f.delta)).toEqual(before);
    // Another request (the console's) pays a: a's next read has it, b's does not.
    expect(
      (await grant(boss, `kept-flow-${a.id}`, { userId: String(a.id), delta: 7, reason: 'kept' })).status,
    ).toBe(200);
    expect((await page(a.token)).body.data.list.map((f) => f.delta)).toEqual([7, ...before]);
    expect((await page(b.token)).body.data.list.map((f) => f.delta)).toEqual(before);
    // A change whose transaction rolls back leaves the kept page as it was.
    const points = ctx.app.services.points;
    await expect(
      ctx.app.services.database.db.transaction(async (tx) => {
        await points.change(tx, { userId: a.id, delta: 5, ruleCode: 'CONSOLE', ref: 'rolled back' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await page(a.token)).body.data.list.map((f) => f.delta)).toEqual([7, ...before]);
    // A change outside the routes (the service in a transaction of its own) is seen at once too.
    await points.apply({ userId: a.id, delta: -3, ruleCode: 'CONSOLE', ref: 'spent' });
    expect((await page(a.token)).body.data.list.map((f) => f.delta)).toEqual([-3, 7, ...before]);
    await ledgerHolds(a.id);
  });

  it('sends the kept page compressed, the same answer as uncompressed', async () => {
    const a = await member();
    for (let i = 1; i <= 5; i++) {
      await grant(boss, `kept-br-${a.id}-${i}`, {
        userId: String(a.id),
        delta: i,
        reason: `a longer reason ${i} `.repeat(9),
      });
    }
    const plain = await page(a.token);
    const br = await ctx.app.inject({
      url: '/api/hibackend/pointsBalance/pointFlow?pageSize=10',
      headers: { authorization: a.token, 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.body);
  });
});

describe('console', () => {
  it('401 for visitors, 403 for members, audited grants for admins; a repeated key changes nothing', async () => {
    const m = await member();
    const body = { userId: String(m.id), delta: 30, reason: 'Welcome back' };
    expect(
      (await call(ctx.app, { method: 'POST', url: '/api/console/points/grant', payload: body })).status,
    ).toBe(401);
    expect((await grant(m.token, 'member-try-1', body)).status).toBe(403);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => grant(boss, `same-key-${m.id}`, body)),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect(await ledgerHolds(m.id)).toBe(130); // the welcome gift and one grant of 30
    const other = await grant(boss, `same-key-${m.id}`, { ...body, delta: 31 });
    expect(other.status).toBe(409);
    expect(other.body.data).toMatchObject({ reason: 'IDEMPOTENCY_MISMATCH' });
    const noKey = await call(ctx.app, {
      method: 'POST',
      url: '/api/console/points/grant',
      headers: { authorization: boss },
      payload: body,
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.data).toMatchObject({ fields: [{ field: 'Idempotency-Key' }] });
    const negative = await grant(boss, `take-key-${m.id}`, { ...body, delta: -131 });
    expect(negative.status).toBe(409);
    expect(negative.body.data).toMatchObject({ reason: 'NOT_ENOUGH_POINTS' });
    const unknown = await grant(boss, `ghost-key-${m.id}`, { ...body, userId: '999999999' });
    expect(unknown.status).toBe(404);
    const rows = await ctx.app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${m.id}`));
    expect(rows.map((r) => r.action)).toEqual(['points.grant']);
  });

  it('changes a rule amount, audited', async () => {
    const res = await call<{ points: number; enabled: boolean }>(ctx.app, {
      method: 'PUT',
      url: '/api/console/points/rules/SCAN',
      headers: { authorization: boss },
      payload: { points: 15, enabled: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ points: 15, enabled: true });
    const rule = await get<{ points: number }>('/api/hibackend/pointsRule/backend/detailByCode?code=SCAN');
    expect(rule.body.data.points).toBe(15);
    // The console lists every rule, switched-off ones too, in the caller's language.
    const all = await call<{ list: Array<{ code: string; points: number; title: string }> }>(ctx.app, {
      method: 'GET',
      url: '/api/console/points/rules',
      headers: { authorization: boss, lang: 'ru_RU' },
    });
    expect(all.body.data.list.map((r) => r.code).sort()).toEqual(
      ['GIFT', 'PROFILE_COMPLETE', 'REVIEW_COMPLETE', 'SCAN', 'SHARE_STORE'].sort(),
    );
    expect(all.body.data.list.find((r) => r.code === 'SCAN')?.points).toBe(15);
  });
});

describe('ledger under concurrency', () => {
  it('20 concurrent spends of 10 from 100 points with distinct keys: exactly 10 succeed', async () => {
    const m = await member();
    const { points, database } = ctx.app.services;
    expect(await ledgerHolds(m.id)).toBe(100); // the welcome gift
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        once(
          database.db,
          { userId: m.id, key: `spend-${m.id}-${i}`, scope: 'test.spend', body: { i } },
          (tx) => points.change(tx, { userId: m.id, delta: -10, ruleCode: 'REDEEM' }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await ledgerHolds(m.id)).toBe(0);
  });

  it('spends the lots that expire first and expires what is left, with its own flow rows', async () => {
    const m = await member();
    let now = new Date('2026-01-01T00:00:00Z');
    const clocked = new PointsService(ctx.app.services.database.db, 30, () => now);
    await clocked.apply({ userId: m.id, delta: 50, ruleCode: 'GIFT' }); // expires 2026-01-31
    now = new Date('2026-01-10T00:00:00Z');
    await clocked.apply({ userId: m.id, delta: 70, ruleCode: 'GIFT' }); // expires 2026-02-09
    await clocked.apply({ userId: m.id, delta: -60, ruleCode: 'REDEEM' }); // 50 from the first, 10 from the second
    expect((await clocked.balance(m.id)).expiringSoon).toBe(60);
    now = new Date('2026-02-01T00:00:00Z');
    expect(await clocked.expireDue()).toBe(0); // the first lot is empty
    now = new Date('2026-02-10T00:00:00Z');
    expect(await clocked.expireDue()).toBe(1);
    expect(await ledgerHolds(m.id)).toBe(100); // the welcome gift expires next year
    const flows = await clocked.flows(m.id, 'en_US', 10, undefined);
    expect(flows.list[0]).toMatchObject({ delta: -60, ruleCode: 'EXPIRE', title: 'Points expired' });
    expect(await clocked.expireDue()).toBe(0);
  });
});

describe('welcome gift', () => {
  it('pays GIFT once at sign-up, shown in the history in the caller language', async () => {
    const m = await member();
    const flows = await get<{ list: { ruleCode: string; delta: number; title: string }[] }>(
      '/api/hibackend/pointsBalance/pointFlow',
      m.token,
      'ko_KR',
    );
    expect(flows.body.data.list).toEqual([
      expect.objectContaining({ ruleCode: 'GIFT', delta: 100, title: '웰컴 선물' }),
    ]);
  });
});
