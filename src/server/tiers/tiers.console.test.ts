import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMemberTier, ConsoleTier, ConsoleTiers } from '../../shared/schemas/tiers.ts';
import { auditLog, pointsFlow } from '../db/schema.ts';
import { call, type TestContext } from '../test/app.ts';
import { award, get, member, startWithAdmin } from './tiers.fixtures.ts';

let ctx: TestContext;
let boss: string;
beforeAll(async () => {
  ({ ctx, boss } = await startWithAdmin('tiers-admin@example.com'));
});
afterAll(async () => ctx?.close());

type Fail = { reason: string; fields?: { field: string; msg: string }[] };

const put = (tiers: unknown[], lang = 'en_US', token = boss) =>
  call<ConsoleTiers & Fail>(ctx.app, {
    method: 'PUT',
    url: '/api/console/tiers',
    headers: { authorization: token, lang },
    payload: { tiers },
  });
const current = async () => (await get<ConsoleTiers>(ctx, '/api/console/tiers', boss)).body.data.tiers;
const body = (tiers: ConsoleTier[]) => tiers.map(({ members: _m, ...t }) => t);

describe('console tiers', () => {
  it('lists the tiers with their holders, for admins only', async () => {
    const m = await member(ctx);
    expect((await get(ctx, '/api/console/tiers', m.token)).status).toBe(403);
    expect((await get(ctx, '/api/console/tiers')).status).toBe(401);
    const tiers = await current();
    expect(tiers.map((t) => t.code)).toEqual(['MEMBER', 'SILVER', 'GOLD', 'BLACK']);
    expect(tiers[0]?.name).toEqual({ en_US: 'Member', ru_RU: 'Участник', ko_KR: '멤버', zh_CN: '会员' });
    expect(tiers[0]?.members).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad lists naming the field in the caller language, and a removed tier members hold', async () => {
    const tiers = body(await current());
    const unordered = tiers.map((t, i) => (i === 2 ? { ...t, threshold: 400 } : t));
    const bad = await put(unordered, 'ru_RU');
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields?.[0]).toEqual({
      field: 'tiers.2.threshold',
      key: 'validation.tierOrder',
      msg: 'Каждому уровню нужно больше баллов, чем предыдущему',
    });
    const wild = await put(tiers.map((t, i) => (i === 1 ? { ...t, multiplier: 6 } : t)));
    expect(wild.body.data.fields?.[0]?.field).toBe('tiers.1.multiplier');
    const m = await member(ctx);
    for (let i = 0; i < 5; i++) await award(ctx, m.id, `REVIEW_COMPLETE:c:${i}`);
    const removed = await put(tiers.filter((t) => t.code !== 'SILVER'));
    expect(removed.status).toBe(409);
    expect(removed.body.data.reason).toBe('TIER_IN_USE');
    expect(removed.body.msg).toContain('SILVER');
    expect((await current()).map((t) => t.code)).toEqual(['MEMBER', 'SILVER', 'GOLD', 'BLACK']);
  });

  it('replaces the list, audited; a newly reachable tier is taken at the next qualifying award', async () => {
    const m = await member(ctx);
    await award(ctx, m.id, 'REVIEW_COMPLETE:b:1');
    const tiers = body(await current());
    const bronze = {
      code: 'BRONZE',
      name: { en_US: 'Bronze', ru_RU: 'Бронза', ko_KR: '브론즈', zh_CN: '青铜' },
      threshold: 150,
      multiplier: 1.1,
      earlyAccessHours: 0,
      birthdayBonus: 0,
    };
    const saved = await put([tiers[0], bronze, ...tiers.slice(1)]);
    expect(saved.status).toBe(200);
    expect(saved.body.data.tiers.map((t) => t.code)).toEqual(['MEMBER', 'BRONZE', 'SILVER', 'GOLD', 'BLACK']);
    const audits = await ctx.app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'tiers.update'));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]?.after)).toContain('BRONZE');
    // 100 qualifying before: the next award (200) reaches Bronze; the one after pays floor(100 x 1.1).
    await award(ctx, m.id, 'REVIEW_COMPLETE:b:2');
    await award(ctx, m.id, 'REVIEW_COMPLETE:b:3');
    const screen = await get<ConsoleMemberTier>(ctx, `/api/console/tiers/members/${m.id}`, boss);
    expect(screen.status).toBe(200);
    expect(screen.body.data).toMatchObject({
      tier: { code: 'BRONZE', name: 'Bronze' },
      qualifyingPoints: 300,
    });
    expect(screen.body.data.history).toMatchObject([
      { from: 'MEMBER', to: 'BRONZE', reason: 'up', qualifyingPoints: 200 },
    ]);
    const last = await ctx.app.services.database.db
      .select()
      .from(pointsFlow)
      .where(eq(pointsFlow.idempotencyKey, 'REVIEW_COMPLETE:b:3'));
    expect(last[0]).toMatchObject({ delta: 110, basePoints: 100, multiplier: 1.1 });
    expect((await get(ctx, '/api/console/tiers/members/999999', boss)).status).toBe(404);
    // Back to the defaults (Bronze held by the member now: TIER_IN_USE).
    expect((await put(tiers)).body.data.reason).toBe('TIER_IN_USE');
  });

  it('marks a rule qualifying or not; its awards then count or do not', async () => {
    const rule = (qualifying: boolean) =>
      call<{ qualifying: boolean }>(ctx.app, {
        method: 'PUT',
        url: '/api/console/points/rules/REVIEW_COMPLETE',
        headers: { authorization: boss },
        payload: { points: 100, enabled: true, qualifying },
      });
    expect((await rule(false)).body.data.qualifying).toBe(false);
    const listed = await get<{ list: { code: string; qualifying: boolean }[] }>(
      ctx,
      '/api/console/points/rules',
      boss,
    );
    expect(listed.body.data.list.find((r) => r.code === 'REVIEW_COMPLETE')?.qualifying).toBe(false);
    expect(listed.body.data.list.find((r) => r.code === 'GIFT')?.qualifying).toBe(false);
    expect(listed.body.data.list.find((r) => r.code === 'SCAN')?.qualifying).toBe(true);
    const m = await member(ctx);
    await award(ctx, m.id, 'REVIEW_COMPLETE:q:1');
    const [row] = await ctx.app.services.database.db
      .select()
      .from(pointsFlow)
      .where(eq(pointsFlow.idempotencyKey, 'REVIEW_COMPLETE:q:1'));
    expect(row).toMatchObject({ delta: 100, qualifyingPoints: 0 });
    expect((await rule(true)).body.data.qualifying).toBe(true);
  });
});
