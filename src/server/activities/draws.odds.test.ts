import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryWinners } from '../../shared/activities/fair.ts';
import type { Member } from '../content/articles.fixtures.ts';
import { activities, activityEntries } from '../db/schema.ts';
import { ROOT_DIR } from '../config.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';
import { entryRank, instantSegment } from './draws.fair.ts';
import { attend, endActivity, makeActivity } from './draws.fixtures.ts';

const run = promisify(execFile);
const SCRIPT = path.join(ROOT_DIR, 'scripts', 'verify-draws.mjs');

describe('odds', () => {
  it('100,000 draws with the real HMAC match the weights [10, 30, 60] (chi-square, p > 0.001)', () => {
    const weights = [10, 30, 60];
    // A fixed seed (what a real one is: 32 bytes, hex) keeps the test from failing once in 1,000 runs.
    const seed = createHash('sha256').update('chi-square seed').digest('hex');
    const n = 100_000;
    const seen = [0, 0, 0];
    for (let i = 1; i <= n; i++) {
      const s = instantSegment(seed, '42', String(1 + (i % 997)), i, weights);
      seen[s] = (seen[s] ?? 0) + 1;
    }
    const chi2 = weights.reduce((sum, w, i) => {
      const expected = (n * w) / 100;
      return sum + ((seen[i] ?? 0) - expected) ** 2 / expected;
    }, 0);
    // df = 3 segments - 1 = 2; the chi-square critical value for p = 0.001 at df = 2 is 13.82.
    expect(chi2).toBeLessThan(13.82);
    // And it is a real test: a table that is off by 1 percentage point fails it.
    const skewed = [11, 29, 60].reduce((sum, w, i) => {
      const expected = (n * w) / 100;
      return sum + ((seen[i] ?? 0) - expected) ** 2 / expected;
    }, 0);
    expect(skewed).toBeGreaterThan(13.82);
  });
});

describe('scripts/verify-draws.mjs against a listening app', () => {
  let ctx: TestContext;
  let base: string;
  let members: Member[];

  beforeAll(async () => {
    ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    members = await quickMembers(ctx, 6);
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => ctx?.close());

  const verify = (id: string) =>
    run(process.execPath, [SCRIPT, base, id]).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        out: e.stdout,
        err: e.stderr,
      }),
    );

  it('recomputes every outcome of a wheel after its end, and catches a tampered segment', async () => {
    const a = await makeActivity(ctx, {
      prizes: [
        { name: 'Gold', stock: 2, weight: 10 },
        { name: 'Silver', stock: 5, weight: 30 },
      ],
      noPrizeWeight: 60,
    });
    for (let round = 0; round < 8; round++) {
      for (const m of members) expect((await attend(ctx, m.token, a.id)).status).toBe(200);
    }
    const early = await verify(a.id);
    expect(early.code).toBe(3); // the seed is not revealed before the end
    await endActivity(ctx, a.id);
    const good = await verify(a.id);
    expect(good.err).toBe('');
    expect(good.code).toBe(0);
    expect(good.out).toContain('48 outcomes recomputed');
    // Move one entry to another segment: the script must notice.
    const where = and(eq(activityEntries.activityId, BigInt(a.id)), eq(activityEntries.entryNo, 17));
    const [entry] = await ctx.app.services.database.db.select().from(activityEntries).where(where);
    await ctx.app.services.database.db
      .update(activityEntries)
      .set({ segment: ((entry?.segment ?? 0) + 1) % 3 })
      .where(where);
    const bad = await verify(a.id);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('entry 17: segment');
  }, 60_000);

  it('recomputes a lottery draw from the ranks, and catches a winner swapped', async () => {
    const a = await makeActivity(ctx, {
      type: 'lottery',
      prizes: [
        { name: 'Trip', stock: 1, weight: 1 },
        { name: 'Bag', stock: 2, weight: 1 },
      ],
    });
    for (const m of [...members, ...members]) expect((await attend(ctx, m.token, a.id)).status).toBe(200);
    await endActivity(ctx, a.id);
    // The draw at the close is helper B2's: written here from the same pure rule to test the script.
    const db = ctx.app.services.database.db;
    const rows = await db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.activityId, BigInt(a.id)));
    const ranked = rows.map((e) => ({
      entryNo: e.entryNo,
      userId: String(e.userId),
      rank: entryRank(a.seed, a.id, e.entryNo),
    }));
    const winners = lotteryWinners(ranked, [1, 2]);
    expect(winners.size).toBe(3);
    for (const [entryNo, prize] of winners) {
      await db
        .update(activityEntries)
        .set({ wonPrizeId: BigInt(a.prizeIds[prize] ?? 0) })
        .where(and(eq(activityEntries.activityId, BigInt(a.id)), eq(activityEntries.entryNo, entryNo)));
    }
    await db
      .update(activities)
      .set({ drawnAt: new Date() })
      .where(eq(activities.id, BigInt(a.id)));
    const good = await verify(a.id);
    expect(good.code).toBe(0);
    expect(good.out).toContain('3 prizes won');
    const loser = rows.find((e) => !winners.has(e.entryNo));
    await db
      .update(activityEntries)
      .set({ wonPrizeId: BigInt(a.prizeIds[1] ?? 0) })
      .where(eq(activityEntries.id, loser?.id ?? 0n));
    const bad = await verify(a.id);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain(`entry ${loser?.entryNo}: won Bag logged, no prize recomputed`);
  }, 60_000);
});
