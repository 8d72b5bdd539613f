import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTiers, pointsFlow, tierMoves, users } from '../db/schema.ts';
import { JobsService } from '../jobs/jobs.service.ts';
import { PointsService } from '../points/points.service.ts';
import { startApp, type TestContext } from '../test/app.ts';
import { ledgerHolds, member } from './tiers.fixtures.ts';
import { londonDate, TierJobs } from './tiers.jobs.ts';
import { tellTierUp } from './tiers.notices.ts';
import { DAY_MS } from './tiers.rules.ts';
import { TiersService } from './tiers.service.ts';
import { TierState } from './tiers.state.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => ctx?.close());

/** The tiers and points on a clock the test moves (the app's own services read the real time). */
function clocked(start: Date) {
  const clock = { t: start };
  const now = () => clock.t;
  const db = ctx.app.services.database.db;
  const state = new TierState(db, tellTierUp(ctx.app.services.noticeMails), now);
  const points = new PointsService(db, 0, now, state);
  const tiers = new TiersService(db, state, now);
  const silent = { error: () => undefined };
  const jobs = new TierJobs(db, new JobsService(db, silent), points, tiers, now);
  const award = (userId: bigint, key: string) =>
    db.transaction((tx) => points.earnOnce(tx, userId, 'REVIEW_COMPLETE', key, undefined, true));
  const later = (ms: number) => (clock.t = new Date(clock.t.getTime() + ms));
  return { clock, tiers, jobs, award, later };
}

const heldOf = async (userId: bigint) => {
  const [row] = await ctx.app.services.database.db
    .select()
    .from(memberTiers)
    .where(eq(memberTiers.userId, userId));
  return row;
};

describe('the yearly review', () => {
  it('moves down one tier at most a year, and a replay of the ledger gives the stored state', async () => {
    const m = await member(ctx, 'review');
    // Far ahead of the real clock, so the member's real sign-up rows stay out of every window.
    const w = clocked(new Date(Date.now() + 10 * DAY_MS));
    // 20 awards of 100 a minute apart: Silver at the 5th, Gold at the 20th (2,000).
    for (let i = 0; i < 20; i++) {
      await w.award(m.id, `REVIEW_COMPLETE:r:${i}`);
      w.later(60_000);
    }
    const gold = await heldOf(m.id);
    expect(gold?.tierCode).toBe('GOLD');
    expect(await w.tiers.recompute(m.id)).toEqual(await w.tiers.stored(m.id));
    // 3 awards 200 days later (300 points, at x1.5): below Gold's and Silver's thresholds.
    w.later(200 * DAY_MS);
    for (let i = 0; i < 3; i++) await w.award(m.id, `REVIEW_COMPLETE:r2:${i}`);
    // The review a year after Gold: one tier down (Silver), not two.
    w.clock.t = new Date(gold!.reviewAt.getTime() + DAY_MS);
    expect(await w.jobs.review()).toBe(1);
    const silver = await heldOf(m.id);
    expect(silver).toMatchObject({ tierCode: 'SILVER', reachedAt: gold!.reviewAt });
    expect(silver!.reviewAt.getTime()).toBe(gold!.reviewAt.getTime() + 365 * DAY_MS);
    // Run again the same day (a second instance): nothing more is due.
    expect(await w.jobs.review()).toBe(0);
    expect(await w.tiers.recompute(m.id)).toEqual(await w.tiers.stored(m.id));
    // A year with nothing: Member.
    w.clock.t = new Date(silver!.reviewAt.getTime() + DAY_MS);
    expect(await w.jobs.review()).toBe(1);
    expect((await heldOf(m.id))?.tierCode).toBe('MEMBER');
    const moves = await ctx.app.services.database.db
      .select()
      .from(tierMoves)
      .where(eq(tierMoves.userId, m.id))
      .orderBy(asc(tierMoves.id));
    expect(moves.map((x) => [x.fromCode, x.toCode, x.reason])).toEqual([
      ['MEMBER', 'SILVER', 'up'],
      ['SILVER', 'GOLD', 'up'],
      ['GOLD', 'SILVER', 'review'],
      ['SILVER', 'MEMBER', 'review'],
    ]);
    expect(await w.tiers.recompute(m.id)).toEqual(await w.tiers.stored(m.id));
    await ledgerHolds(ctx, m.id);
  });
});

describe('the birthday bonus', () => {
  it('pays the tier bonus once a year on the London date, even run twice at once', async () => {
    const m = await member(ctx, 'bday');
    const w = clocked(new Date());
    for (let i = 0; i < 5; i++) await w.award(m.id, `REVIEW_COMPLETE:b:${i}`);
    expect((await heldOf(m.id))?.tierCode).toBe('SILVER');
    const today = londonDate(new Date());
    const db = ctx.app.services.database.db;
    await db
      .update(users)
      .set({ birthday: `1990-${today.slice(5)}` })
      .where(eq(users.id, m.id));
    const { tierJobs } = ctx.app.services;
    const runs = await Promise.all([tierJobs.birthdays(), tierJobs.birthdays()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await tierJobs.birthdays()).toBe(0);
    const rows = await db
      .select()
      .from(pointsFlow)
      .where(and(eq(pointsFlow.userId, m.id), eq(pointsFlow.ruleCode, 'BIRTHDAY')));
    expect(rows).toHaveLength(1);
    // Silver's bonus: not multiplied, not qualifying, keyed by the year.
    expect(rows[0]).toMatchObject({
      delta: 50,
      multiplier: null,
      basePoints: null,
      qualifyingPoints: 0,
      idempotencyKey: `BIRTHDAY:${today.slice(0, 4)}`,
    });
    await ledgerHolds(ctx, m.id);
  });

  it('pays 29 February birthdays on 28 February in other years', async () => {
    const m = await member(ctx, 'leap');
    // 28 February 2027, noon in London (a year without 29 February).
    const w = clocked(new Date('2027-02-28T12:00:00Z'));
    for (let i = 0; i < 5; i++) await w.award(m.id, `REVIEW_COMPLETE:l:${i}`);
    const db = ctx.app.services.database.db;
    await db.update(users).set({ birthday: '2000-02-29' }).where(eq(users.id, m.id));
    expect(await w.jobs.birthdays()).toBeGreaterThanOrEqual(1);
    const [row] = await db
      .select()
      .from(pointsFlow)
      .where(and(eq(pointsFlow.userId, m.id), eq(pointsFlow.ruleCode, 'BIRTHDAY')));
    expect(row).toMatchObject({ delta: 50, idempotencyKey: 'BIRTHDAY:2027' });
  });
});
