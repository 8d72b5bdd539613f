import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../content/articles.fixtures.ts';
import { activityAwards, activityEntries, activityPrizes, chancesFlow } from '../db/schema.ts';
import { ledgerBreaches } from '../scan/scan.fixtures.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';
import { attend, makeActivity } from './draws.fixtures.ts';

let ctx: TestContext;
let members: Member[];
// The issue asks for these on PostgreSQL (real row locks, a pool of connections): 1,000 spins there.
// On PGlite the same code serialises through one connection, so 200 spins check the same rules in a
// fifth of the time.
const SPINS = process.env.TEST_DB === 'postgres' ? 1000 : 200;
const SPINNERS = SPINS === 1000 ? 150 : 30;
const SPINS_EACH = SPINS / SPINNERS;

beforeAll(async () => {
  // Every spin comes from one test address: the per-IP limit has its own test.
  ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  members = await quickMembers(ctx, SPINNERS + 1);
}, 120_000);
afterAll(async () => ctx?.close());

const db = () => ctx.app.services.database.db;

describe('concurrent draws', () => {
  it(`${SPINS} concurrent spins against a prize of stock 10: exactly 10 winners of it, stock 0`, async () => {
    const a = await makeActivity(ctx, { prizes: [{ name: 'Rare', stock: 10, weight: 1 }], noPrizeWeight: 1 });
    const spins = members
      .slice(0, SPINNERS)
      .flatMap((m) => Array.from({ length: Math.ceil(SPINS_EACH) }, () => m))
      .slice(0, SPINS);
    expect(spins).toHaveLength(SPINS);
    const answers = await Promise.all(spins.map((m) => attend(ctx, m.token, a.id)));
    expect(answers.filter((r) => r.status !== 200).map((r) => r.body)).toEqual([]);
    expect(answers.filter((r) => r.body.data.won)).toHaveLength(10);
    const prizeId = BigInt(a.prizeIds[0] ?? 0);
    const [prize] = await db().select().from(activityPrizes).where(eq(activityPrizes.id, prizeId));
    expect(prize?.stock).toBe(0);
    const won = await db()
      .select({ n: count() })
      .from(activityEntries)
      .where(and(eq(activityEntries.activityId, BigInt(a.id)), isNotNull(activityEntries.wonPrizeId)));
    expect(won[0]?.n).toBe(10);
    const awards = await db()
      .select({ n: count() })
      .from(activityAwards)
      .where(eq(activityAwards.activityPrizeId, prizeId));
    expect(awards[0]?.n).toBe(10);
    // Entry numbers 1..SPINS, no gap, no repeat.
    expect(new Set(answers.map((r) => r.body.data.entryNo)).size).toBe(SPINS);
    expect(Math.max(...answers.map((r) => r.body.data.entryNo))).toBe(SPINS);
    // Segment 0 drawn more than 10 times: the rest fell to "no prize" but kept their segment.
    expect(answers.filter((r) => r.body.data.segment === 0).length).toBeGreaterThan(10);
  }, 120_000);

  it('a member with 3 chances spinning 20 times at once: 3 draws, 17 NO_CHANCES, the ledger holds', async () => {
    const m = members[SPINNERS] as Member;
    await db().transaction((tx) =>
      ctx.app.services.chances.change(tx, { userId: m.userId, delta: 3, reason: 'CONSOLE' }),
    );
    const a = await makeActivity(ctx, { cost: { kind: 'chances', amount: 1 }, noPrizeWeight: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => attend(ctx, m.token, a.id, `k-${randomUUID()}`)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(17);
    expect(refused.every((r) => (r.body.data as unknown as { reason: string }).reason === 'NO_CHANCES')).toBe(
      true,
    );
    const entries = await db()
      .select({ n: count() })
      .from(activityEntries)
      .where(eq(activityEntries.activityId, BigInt(a.id)));
    expect(entries[0]?.n).toBe(3);
    expect(await ctx.app.services.chances.balance(m.userId)).toBe(0);
    const spends = await db()
      .select({ n: count() })
      .from(chancesFlow)
      .where(and(eq(chancesFlow.userId, m.userId), eq(chancesFlow.reason, 'SPIN')));
    expect(spends[0]?.n).toBe(3);
    expect(await ledgerBreaches(ctx)).toEqual([]);
  }, 60_000);
});
