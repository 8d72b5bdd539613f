import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDetail } from '../../shared/schemas/activities.ts';
import type { PrizeDetail, PrizePage } from '../../shared/schemas/prizes.ts';
import { insertActivity } from '../activities/reservations.fixtures.ts';
import { pointsFlow, redeems } from '../db/schema.ts';
import { createPrize, ledger, member as buyer, redeem, stockOf } from '../prizes/prizes.fixtures.ts';
import { addReview, LONG_TEXT, makeProduct, reviewBody } from '../reviews/reviews.fixtures.ts';
import { call, type TestContext } from '../test/app.ts';
import { award, get, ledgerHolds, startWithAdmin } from './tiers.fixtures.ts';

let ctx: TestContext;
let boss: string;
beforeAll(async () => {
  ({ ctx, boss } = await startWithAdmin('tiers-benefits@example.com'));
});
afterAll(async () => ctx?.close());

/** A member with points to spend and an address, moved up by `awards` qualifying awards of 100. */
async function holder(awards: number) {
  const m = await buyer(ctx, `${randomUUID()}@example.com`, 5000);
  for (let i = 0; i < awards; i++) await award(ctx, m.userId, `REVIEW_COMPLETE:h:${i}`);
  return m;
}

describe('tier benefits', () => {
  it('a tier-only prize: named in lists, 409 TIER_REQUIRED below it with nothing written', async () => {
    const bad = await call<{ fields: { field: string }[] }>(ctx.app, {
      method: 'POST',
      url: '/api/console/prizes',
      headers: { authorization: boss },
      payload: { name: 'Gold kit', description: 'x', points: 100, stock: 10, minTierCode: 'PLATINUM' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields[0]?.field).toBe('minTierCode');
    const id = await createPrize(ctx, boss, {
      name: 'Gold kit',
      points: 100,
      stock: 10,
      minTierCode: 'GOLD',
    });
    const plain = await createPrize(ctx, boss, { name: 'Lighter', points: 10, stock: 10 });
    const list = await get<PrizePage>(ctx, '/api/hibackend/prize/frontend/listPage', undefined, 'zh_CN');
    const byId = new Map(list.body.data.list.map((p) => [p.id, p]));
    expect(byId.get(id)?.minTier).toEqual({ code: 'GOLD', name: '黄金' });
    expect(byId.get(plain)?.minTier).toBeNull();
    const detail = await get<PrizeDetail>(ctx, `/api/hibackend/prize/frontend/detail/${id}`);
    expect(detail.body.data.minTier).toEqual({ code: 'GOLD', name: 'Gold' });

    const silver = await holder(5);
    const before = await ledger(ctx, silver.userId);
    const refused = await redeem(ctx, silver, { prizeId: id });
    expect(refused.status).toBe(409);
    expect(refused.body.data.reason).toBe('TIER_REQUIRED');
    expect(refused.body.msg).toContain('Gold');
    expect(await stockOf(ctx, id)).toBe(10);
    expect(await ledger(ctx, silver.userId)).toEqual(before);
    const orders = await ctx.app.services.database.db
      .select()
      .from(redeems)
      .where(eq(redeems.userId, silver.userId));
    expect(orders).toEqual([]);
    const gold = await holder(20);
    expect((await redeem(ctx, gold, { prizeId: id })).status).toBe(200);
    expect(await stockOf(ctx, id)).toBe(9);
    await ledgerHolds(ctx, gold.userId);
  });

  it('flash sales open earlyAccessHours earlier for the tier; others still wait for the start', async () => {
    const { activity } = await insertActivity(ctx, {
      startIn: 60,
      endIn: 600,
      seats: 5,
      prizes: [{ name: 'Pod', stock: 5 }],
    });
    const gold = await holder(20);
    const plain = await holder(0);
    const reserve = (token: string) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/hibackend/activity/reserve/add',
        headers: { authorization: token },
        payload: { activityId: String(activity.id) },
      });
    expect((await reserve(gold.token)).status).toBe(200);
    expect((await reserve(plain.token)).status).toBe(200);
    const detail = (token?: string) =>
      get<ActivityDetail>(ctx, `/api/hibackend/activity/build/detail/${activity.id}`, token);
    const opens = new Date(activity.startAt.getTime() - 12 * 60 * 60 * 1000).toISOString();
    expect((await detail(gold.token)).body.data.opensForYouAt).toBe(opens);
    expect((await detail(plain.token)).body.data.opensForYouAt).toBeNull();
    expect((await detail()).body.data.opensForYouAt).toBeNull();
    const attend = (token: string) =>
      call<{ won?: boolean; reason?: string }>(ctx.app, {
        method: 'POST',
        url: `/api/hibackend/activity/attend/${activity.id}`,
        headers: { authorization: token, 'idempotency-key': randomUUID() },
      });
    const early = await attend(gold.token);
    expect(early.status).toBe(200);
    expect(early.body.data.won).toBe(true);
    const waiting = await attend(plain.token);
    expect(waiting.status).toBe(409);
    expect(waiting.body.data.reason).toBe('ACTIVITY_NOT_STARTED');
  });

  it('a repeated Idempotency-Key on a real award (a complete review) changes nothing', async () => {
    const silver = await holder(5);
    // Yesterday's awards: today's REVIEW_COMPLETE task is still open for the real review.
    await ctx.app.services.database.db
      .update(pointsFlow)
      .set({ createdAt: sql`${pointsFlow.createdAt} - interval '1 day'` })
      .where(and(eq(pointsFlow.userId, silver.userId), eq(pointsFlow.ruleCode, 'REVIEW_COMPLETE')));
    const { productId } = await makeProduct(ctx);
    const headers = { 'idempotency-key': `tier-review-${randomUUID()}` };
    const body = reviewBody({ productId, improvement: LONG_TEXT });
    const first = await addReview(ctx, silver.token, body, headers);
    expect(first.status).toBe(200);
    expect(first.body.data.pointsAwarded).toBe(125);
    const after = await ledger(ctx, silver.userId);
    const retry = await addReview(ctx, silver.token, body, headers);
    expect(retry.body.data).toEqual(first.body.data);
    expect(await ledger(ctx, silver.userId)).toEqual(after);
    const rows = await ctx.app.services.database.db
      .select()
      .from(pointsFlow)
      .where(
        and(
          eq(pointsFlow.userId, silver.userId),
          eq(pointsFlow.idempotencyKey, `REVIEW_COMPLETE:p:${productId}`),
        ),
      );
    expect(rows.map((r) => [r.delta, r.basePoints, r.multiplier, r.qualifyingPoints])).toEqual([
      [125, 100, 1.25, 100],
    ]);
    await ledgerHolds(ctx, silver.userId);
  });
});
