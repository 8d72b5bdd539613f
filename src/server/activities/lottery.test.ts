import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryWinners } from '../../shared/activities/fair.ts';
import type { Member } from '../content/articles.fixtures.ts';
import type { Db } from '../db/client.ts';
import { jobs, notifications } from '../db/schema.ts';
import { JobsService } from '../jobs/jobs.service.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { drawActivity, drawKey, rankOf, registerDraws, scheduleDueDraws } from './lottery.draw.ts';
import { drawOutcome, entrants, makeDrawActivity } from './lottery.fixtures.ts';

let ctx: TestContext;
let db: Db;
let members: Member[];
const errors: unknown[] = [];
const log = { error: (obj: unknown) => void errors.push(obj) };

beforeAll(async () => {
  ctx = await startApp();
  db = ctx.app.services.database.db;
  members = await quickMembers(ctx, 12);
});
afterAll(async () => ctx?.close());

const id = (i: number) => (members[i] as Member).userId;
const entrantsOf = (n: number) => entrants(members, n);
const outcome = (activityId: bigint) => drawOutcome(db, activityId);

const secondInstance = () => {
  const other = new JobsService(db, log, { instanceId: 'second' });
  registerDraws(db, other);
  return other;
};

describe('the draw at the close', () => {
  it('draws once when two instances run the queue at once: winners as recomputed, stock to zero', async () => {
    const entered = entrantsOf(10);
    const activityId = await makeDrawActivity(db, {
      prizes: [
        { name: 'Gold', stock: 1 },
        { name: 'Silver', stock: 2 },
        { name: 'Bronze', stock: 3 },
      ],
      entrants: entered,
    });
    await Promise.all([ctx.app.services.jobs.runDue(), secondInstance().runDue()]);

    const { a, prizes, entries, awards } = await outcome(activityId);
    expect(a?.drawnAt).not.toBeNull();
    const queued = await db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, drawKey(activityId)));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.doneAt).not.toBeNull();
    expect(queued[0]?.attempts).toBe(1);
    expect(awards).toHaveLength(6);
    expect(prizes.map((p) => p.stock)).toEqual([0, 0, 0]);

    const expected = lotteryWinners(
      entries.map((e) => ({
        entryNo: e.entryNo,
        userId: String(e.userId),
        rank: rankOf(a?.seed ?? '', activityId, e.entryNo),
      })),
      [1, 2, 3],
    );
    const actual = new Map(
      entries
        .filter((e) => e.wonPrizeId !== null)
        .map((e) => [e.entryNo, prizes.findIndex((p) => p.id === e.wonPrizeId)]),
    );
    expect(actual).toEqual(expected);
    const winners = awards.map((w) => w.userId);
    expect(new Set(winners).size).toBe(winners.length);
    for (const w of awards) {
      const entry = entries.find((e) => e.id === w.entryId);
      expect(entry?.wonPrizeId).toBe(w.activityPrizeId);
      expect(entry?.userId).toBe(w.userId);
    }

    const notes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'drawWon'), inArray(notifications.userId, winners)));
    expect(notes).toHaveLength(6);
    for (const w of awards) {
      expect(notes.find((n) => n.userId === w.userId)?.link).toBe(`/winner/${activityId}`);
    }
    // The winner's bell lists it, naming the prize in the reader's language.
    const winner = members.find((m) => m.userId === awards[0]?.userId) as Member;
    const bell = await call<{ list: { kind: string; snippet: string | null; actors: unknown[] }[] }>(
      ctx.app,
      {
        method: 'GET',
        url: '/api/hibackend/notice/listPage',
        headers: { authorization: winner.token, lang: 'ru_RU' },
      },
    );
    expect(bell.status).toBe(200);
    const prizeOf = prizes.find((p) => p.id === awards[0]?.activityPrizeId);
    expect(bell.body.data.list).toContainEqual(
      expect.objectContaining({ kind: 'drawWon', snippet: prizeOf?.name.ru_RU }),
    );
    expect(errors).toEqual([]);
  });

  it('awards fewer prizes than the stock when fewer members entered, each member once', async () => {
    const activityId = await makeDrawActivity(db, {
      type: 'raffle',
      prizes: [
        { name: 'Pod', stock: 4 },
        { name: 'Cap', stock: 2 },
      ],
      entrants: [id(0), id(1), id(0), id(1), id(0), id(1)],
    });
    expect(await drawActivity(db, activityId)).toEqual({ drawn: true, winners: 2 });
    const { prizes, awards } = await outcome(activityId);
    expect(awards).toHaveLength(2);
    expect(new Set(awards.map((w) => w.userId))).toEqual(new Set([id(0), id(1)]));
    // Both go to the first prize in table order; none goes below zero.
    expect(prizes.map((p) => p.stock)).toEqual([2, 2]);
  });

  it('draws once when the handler runs twice at once, and not again after a restart', async () => {
    const activityId = await makeDrawActivity(db, {
      prizes: [{ name: 'Kit', stock: 2 }],
      entrants: entrantsOf(6),
    });
    const runs = await Promise.all([drawActivity(db, activityId), drawActivity(db, activityId)]);
    expect(runs.filter((r) => r.drawn)).toHaveLength(1);
    const first = await outcome(activityId);
    expect(first.awards).toHaveLength(2);
    expect(await drawActivity(db, activityId)).toEqual({ drawn: false, winners: 0 });
    const again = await outcome(activityId);
    expect(again.awards).toEqual(first.awards);
    expect(again.a?.drawnAt).toEqual(first.a?.drawnAt);
    expect(again.prizes[0]?.stock).toBe(0);
  });

  it('does not draw before the close nor with no entries beyond setting drawn', async () => {
    const open = await makeDrawActivity(db, { endAt: new Date(Date.now() + 60_000), entrants: [id(2)] });
    await expect(drawActivity(db, open)).rejects.toThrow(/closes at/);
    expect((await outcome(open)).a?.drawnAt).toBeNull();
    const empty = await makeDrawActivity(db, { entrants: [] });
    expect(await drawActivity(db, empty)).toEqual({ drawn: true, winners: 0 });
    expect((await outcome(empty)).prizes[0]?.stock).toBe(1);
  });
});

describe('the sweep', () => {
  it('enqueues only published, closed, undrawn lotteries and raffles, once', async () => {
    await ctx.app.services.jobs.runDue();
    const due = [await makeDrawActivity(db), await makeDrawActivity(db, { type: 'raffle' })];
    const notDue = [
      await makeDrawActivity(db, { endAt: new Date(Date.now() + 3_600_000) }),
      await makeDrawActivity(db, { published: false }),
      await makeDrawActivity(db, { drawnAt: new Date() }),
      await makeDrawActivity(db, { type: 'turntable' }),
      await makeDrawActivity(db, { type: 'reservation', prizes: [] }),
    ];
    const { jobs: queue } = ctx.app.services;
    expect(await scheduleDueDraws(db, queue)).toBe(2);
    expect(await scheduleDueDraws(db, queue)).toBe(2);
    const keys = [...due, ...notDue].map(drawKey);
    const queued = await db.select().from(jobs).where(inArray(jobs.dedupeKey, keys));
    expect(queued.map((j) => j.dedupeKey).sort()).toEqual(due.map(drawKey).sort());
    expect(await queue.runDue()).toBe(2);
    expect(await scheduleDueDraws(db, queue)).toBe(0);
  });
});
