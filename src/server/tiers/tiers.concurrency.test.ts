import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTiers, pointsFlow, pointsRules, tierMoves } from '../db/schema.ts';
import { startApp, type TestContext } from '../test/app.ts';
import { award, ledgerHolds, member } from './tiers.fixtures.ts';

// Row locks only mean something on a server with real concurrent connections.
const onPostgres = process.env.TEST_DB === 'postgres';
const AWARDS = 20;
const BASE = 90;
const SILVER_PAY = 112;

let ctx: TestContext;
beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  // 90 a review: 20 of them (1,800) cross Silver (500) at the 6th and stay below Gold (2,000);
  // floor(90 x 1.25) = 112 after the crossing.
  await ctx.app.services.database.db
    .update(pointsRules)
    .set({ points: BASE })
    .where(eq(pointsRules.code, 'REVIEW_COMPLETE'));
});
afterAll(async () => {
  if (onPostgres) await ctx.close();
});

describe('tier moves under concurrency', () => {
  it.runIf(onPostgres)(
    `${AWARDS} parallel qualifying awards crossing Silver (500) at 90 each: one move, the new multiplier only after the crossing award`,
    async () => {
      const m = await member(ctx, 'race');
      const db = ctx.app.services.database.db;
      const started = Date.now();
      const paid = await Promise.all(
        Array.from({ length: AWARDS }, (_, i) => award(ctx, m.id, `REVIEW_COMPLETE:race:${i}`)),
      );
      const ms = Date.now() - started;
      expect(paid.every((p) => p !== null)).toBe(true);
      const rows = await db
        .select()
        .from(pointsFlow)
        .where(eq(pointsFlow.userId, m.id))
        .orderBy(asc(pointsFlow.id));
      const awards = rows.filter((r) => r.ruleCode === 'REVIEW_COMPLETE');
      expect(awards).toHaveLength(AWARDS);
      const moves = await db.select().from(tierMoves).where(eq(tierMoves.userId, m.id));
      expect(moves).toHaveLength(1);
      const move = moves[0]!;
      expect(move).toMatchObject({
        fromCode: 'MEMBER',
        toCode: 'SILVER',
        reason: 'up',
        qualifyingPoints: 540,
      });
      // In ledger (lock) order: the 6th award crosses at the old multiplier, the 14 after it at 1.25.
      const crossing = awards.findIndex((r) => r.id === move.flowId);
      expect(crossing).toBe(5);
      const before = awards.slice(0, crossing + 1);
      const after = awards.slice(crossing + 1);
      expect(before.every((r) => r.delta === BASE && r.multiplier === null && r.basePoints === null)).toBe(
        true,
      );
      expect(
        after.every((r) => r.delta === SILVER_PAY && r.multiplier === 1.25 && r.basePoints === BASE),
      ).toBe(true);
      expect(awards.every((r) => r.qualifyingPoints === BASE)).toBe(true);
      const [held] = await db.select().from(memberTiers).where(eq(memberTiers.userId, m.id));
      expect(held?.tierCode).toBe('SILVER');
      const balance = await ledgerHolds(ctx, m.id);
      const gift = rows.filter((r) => r.ruleCode !== 'REVIEW_COMPLETE').reduce((s, r) => s + r.delta, 0);
      expect(balance).toBe(gift + before.length * BASE + after.length * SILVER_PAY);
      const { tiers } = ctx.app.services;
      expect(await tiers.recompute(m.id)).toEqual(await tiers.stored(m.id));
      console.log(
        `[tiers concurrency] ${AWARDS} parallel awards in ${ms} ms: tier_moves=${moves.length}, ` +
          `crossing award #${crossing + 1} (x1: ${before.length} awards of ${BASE}), ` +
          `after it x1.25: ${after.length} awards of ${SILVER_PAY}, balance=${balance} (gift ${gift}), ledger invariant holds`,
      );
    },
  );
});
