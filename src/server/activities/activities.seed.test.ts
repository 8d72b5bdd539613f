import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateOf } from '../../shared/activities/state.ts';
import { member } from '../content/articles.fixtures.ts';
import { activities, activityAwards } from '../db/schema.ts';
import { seedPrizes } from '../prizes/prizes.seed.ts';
import { startApp, type TestContext } from '../test/app.ts';
import demo from './demo/activities.json' with { type: 'json' };
import { seedActivities } from './activities.seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(() => ctx.close());

describe('demo activities', () => {
  it('are published and played through the services; the ended ones reveal their seed, the lottery is drawn', async () => {
    const { services } = ctx.app;
    await seedPrizes(services);
    const slugs = new Set(
      demo.flatMap((a) => [...(a.plays ?? []), ...(a.reserve ?? []), ...(a.checkIn ?? [])]),
    );
    const members = new Map<string, bigint>();
    for (const slug of slugs) {
      const { userId } = await member(ctx);
      members.set(slug, userId);
      // Spins are paid with scan chances: two each, as two genuine scans would give.
      await services.database.db.transaction((tx) =>
        services.chances.change(tx, { userId, delta: 2, reason: 'SCAN', ref: 'test' }),
      );
    }
    const seeded = await seedActivities(services, members);
    const plays = demo.reduce(
      (n, a) => n + (a.plays?.length ?? 0) + (a.reserve?.length ?? 0) + (a.checkIn?.length ?? 0),
      0,
    );
    expect(seeded).toEqual({ activities: demo.length, entries: plays });

    const db = services.database.db;
    const rows = await db.select().from(activities);
    const now = new Date();
    const byTitle = new Map(rows.map((r) => [r.title.en_US ?? '', r]));
    const lottery = byTitle.get('November lottery (drawn)');
    expect(lottery && stateOf(lottery, now)).toBe('drawn');
    const [won] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(activityAwards)
      .where(eq(activityAwards.activityId, lottery?.id ?? 0n));
    expect(won?.n).toBe(3);
    const ended = byTitle.get('Autumn wheel (ended)');
    expect(ended && stateOf(ended, now)).toBe('closed');
    const detail = await services.activities.reads.detail(ended?.id ?? 0n, null, 'en_US');
    expect(detail.seed).toMatch(/^[0-9a-f]{64}$/);
    const flash = byTitle.get('Flash sale: Vapour Pod Kit for 300 points');
    expect(flash && stateOf(flash, now)).toBe('scheduled');
    expect(flash?.seatsTaken).toBe(3);
  });
});
