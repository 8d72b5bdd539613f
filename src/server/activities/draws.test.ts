import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../content/articles.fixtures.ts';
import {
  activityAwards,
  activityEntries,
  activityPrizes,
  ageProofs,
  chancesFlow,
  pointsFlow,
  users,
} from '../db/schema.ts';
import { ledgerBreaches } from '../scan/scan.fixtures.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { instantSegment, memberTag, sha256Hex } from './draws.fair.ts';
import { ACTIVITY, attend, drawLog, endActivity, makeActivity } from './draws.fixtures.ts';

let ctx: TestContext;
let members: Member[];

beforeAll(async () => {
  ctx = await startApp();
  members = await quickMembers(ctx, 8);
});
afterAll(async () => ctx?.close());

const member = (i: number) => members[i] as Member;
const db = () => ctx.app.services.database.db;
const grantChances = (userId: bigint, delta: number) =>
  db().transaction((tx) => ctx.app.services.chances.change(tx, { userId, delta, reason: 'CONSOLE' }));
const entriesIn = async (id: string) =>
  (
    await db()
      .select({ n: count() })
      .from(activityEntries)
      .where(eq(activityEntries.activityId, BigInt(id)))
  )[0]?.n;
const HOUR = 3_600_000;

describe('attend: states and refusals', () => {
  it('refuses before the start and after the end with stable reasons, writing nothing', async () => {
    const early = await makeActivity(ctx, {
      startAt: new Date(Date.now() + HOUR),
      endAt: new Date(Date.now() + 2 * HOUR),
    });
    const late = await makeActivity(ctx, {
      startAt: new Date(Date.now() - 2 * HOUR),
      endAt: new Date(Date.now() - HOUR),
    });
    const before = await attend(ctx, member(0).token, early.id);
    expect(before.status).toBe(409);
    expect(before.body.msg).toBe('The activity has not started yet');
    expect(before.body.data).toEqual({ reason: 'ACTIVITY_NOT_STARTED' });
    const after = await attend(ctx, member(0).token, late.id);
    expect(after.status).toBe(409);
    expect(after.body.msg).toBe('The activity has been closed');
    expect(after.body.data).toEqual({ reason: 'ACTIVITY_CLOSED' });
    expect(await entriesIn(early.id)).toBe(0);
    expect(await entriesIn(late.id)).toBe(0);
  });

  it('needs a session and an Idempotency-Key; an unknown activity is 404', async () => {
    const a = await makeActivity(ctx);
    expect((await call(ctx.app, { method: 'POST', url: `${ACTIVITY}/attend/${a.id}` })).status).toBe(401);
    const noKey = await call(ctx.app, {
      method: 'POST',
      url: `${ACTIVITY}/attend/${a.id}`,
      headers: { authorization: member(0).token },
    });
    expect(noKey.status).toBe(400);
    expect((await attend(ctx, member(0).token, '999999')).status).toBe(404);
  });

  it('stops at the per-member limit (LIMIT_REACHED)', async () => {
    const a = await makeActivity(ctx, {
      perMemberLimit: 2,
      prizes: [{ name: 'Cap', stock: 5, weight: 1 }],
      noPrizeWeight: 1,
    });
    expect((await attend(ctx, member(1).token, a.id)).status).toBe(200);
    expect((await attend(ctx, member(1).token, a.id)).status).toBe(200);
    const third = await attend(ctx, member(1).token, a.id);
    expect(third.status).toBe(409);
    expect(third.body.msg).toBe('You have used all your entries for this activity');
    expect(third.body.data).toEqual({ reason: 'LIMIT_REACHED' });
    expect(await entriesIn(a.id)).toBe(2);
  });

  it('NOT_ENOUGH_POINTS and NO_CHANCES leave nothing written', async () => {
    const { userId, token } = member(2);
    const had = (await ctx.app.services.points.balance(userId)).balance;
    const flowsBefore = (
      await db().select({ n: count() }).from(pointsFlow).where(eq(pointsFlow.userId, userId))
    )[0]?.n;
    const byPoints = await makeActivity(ctx, { cost: { kind: 'points', amount: had + 20 } });
    const poor = await attend(ctx, token, byPoints.id);
    expect(poor.status).toBe(409);
    expect(poor.body.data).toEqual({ reason: 'NOT_ENOUGH_POINTS' });
    expect((await ctx.app.services.points.balance(userId)).balance).toBe(had);
    const byChances = await makeActivity(ctx, { cost: { kind: 'chances', amount: 1 } });
    const none = await attend(ctx, token, byChances.id);
    expect(none.status).toBe(409);
    expect(none.body.msg).toBe('No spin chances left: scan a genuine product to earn one');
    expect(none.body.data).toEqual({ reason: 'NO_CHANCES' });
    expect(await entriesIn(byPoints.id)).toBe(0);
    expect(await entriesIn(byChances.id)).toBe(0);
    const flows = await db().select({ n: count() }).from(pointsFlow).where(eq(pointsFlow.userId, userId));
    expect(flows[0]?.n).toBe(flowsBefore);
    expect(await db().select().from(chancesFlow).where(eq(chancesFlow.userId, userId))).toEqual([]);
    // Paying works once there is enough, and the answer says what is left.
    await ctx.app.services.points.apply({ userId, delta: 30, ruleCode: 'CONSOLE' });
    const paid = await attend(ctx, token, byPoints.id);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      paid: { kind: 'points', amount: had + 20 },
      balance: 10,
      chances: 0,
    });
    await grantChances(userId, 2);
    expect((await attend(ctx, token, byChances.id)).body.data).toMatchObject({
      paid: { kind: 'chances', amount: 1 },
      chances: 1,
    });
    expect(await ledgerBreaches(ctx)).toEqual([]);
  });

  it('raffles need an approved proof of age (PROOF_REQUIRED, pending or missing)', async () => {
    const { userId, token } = member(3);
    const raffle = await makeActivity(ctx, { type: 'raffle' });
    const missing = await attend(ctx, token, raffle.id);
    expect(missing.status).toBe(409);
    expect(missing.body.data).toEqual({ reason: 'PROOF_REQUIRED' });
    expect(missing.body.msg).toBe('Upload a proof of age in Settings before entering the raffle');
    await db().insert(ageProofs).values({ userId, fileKey: 'private/proof.jpg' });
    const pending = await attend(ctx, token, raffle.id);
    expect(pending.status).toBe(409);
    expect(pending.body.msg).toBe('Your proof of age is being checked: you can enter once it is approved');
    expect(await entriesIn(raffle.id)).toBe(0);
    await db().update(users).set({ proof: true }).where(eq(users.id, userId));
    const entered = await attend(ctx, token, raffle.id);
    expect(entered.status).toBe(200);
    expect(entered.body.data).toMatchObject({ entryNo: 1, won: false, segment: null, awardId: null });
  });

  it('offline activities take check-ins elsewhere (WRONG_TYPE)', async () => {
    const offline = await makeActivity(ctx, { type: 'offline', prizes: [] });
    const wrong = await attend(ctx, member(0).token, offline.id);
    expect(wrong.status).toBe(409);
    expect(wrong.body.msg).toBe('This activity does not take this kind of entry');
    expect(wrong.body.data).toEqual({ reason: 'WRONG_TYPE' });
  });
});

describe('instant draws', () => {
  it('lands on the segment the seed gives, wins while stock lasts, then falls to "no prize"', async () => {
    const a = await makeActivity(ctx, {
      prizes: [{ name: 'Lighter', stock: 1, weight: 1 }],
      noPrizeWeight: 0,
    });
    const first = await attend(ctx, member(4).token, a.id, undefined, 'ko_KR');
    expect(first.status).toBe(200);
    const award = first.body.data.awardId;
    expect(first.body.data).toMatchObject({
      entryNo: 1,
      won: true,
      segment: 0,
      prize: { id: a.prizeIds[0], name: 'Lighter (ko)', imageUrl: null },
      proof: { seedHash: a.seedHash, entryNo: 1 },
      paid: { kind: 'free', amount: 0 },
    });
    expect(award).not.toBeNull();
    const [row] = await db()
      .select()
      .from(activityAwards)
      .where(eq(activityAwards.id, BigInt(award ?? 0)));
    expect(row?.userId).toBe(member(4).userId);
    const second = await attend(ctx, member(5).token, a.id);
    expect(second.body.data).toMatchObject({ entryNo: 2, won: false, segment: 0, awardId: null });
    expect(second.body.data.prize).toBeUndefined();
    const [prize] = await db()
      .select()
      .from(activityPrizes)
      .where(eq(activityPrizes.id, BigInt(a.prizeIds[0] ?? 0)));
    expect(prize?.stock).toBe(0);
  });

  it('records segments the HMAC recomputes, shows my entries, and the log reveals the seed only after the end', async () => {
    const a = await makeActivity(ctx, {
      type: 'scratch',
      prizes: [
        { name: 'A', stock: 3, weight: 10 },
        { name: 'B', stock: 3, weight: 30 },
      ],
      noPrizeWeight: 60,
    });
    const { token, userId } = member(6);
    for (let i = 0; i < 6; i++) expect((await attend(ctx, token, a.id)).status).toBe(200);
    const mine = await call<{ list: { entryNo: number; segment: number; won: boolean }[]; drawn: boolean }>(
      ctx.app,
      {
        method: 'GET',
        url: `${ACTIVITY}/attendResult/${a.id}`,
        headers: { authorization: token },
      },
    );
    expect(mine.body.data.list.map((e) => e.entryNo)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(mine.body.data.drawn).toBe(false);
    const open = await drawLog(ctx, a.id);
    expect(open.status).toBe(200);
    expect(open.body.data.seed).toBeNull();
    expect(open.body.data.seedHash).toBe(sha256Hex(a.seed));
    expect(open.body.data.odds.map((r) => r.weight)).toEqual([10, 30, 60]);
    for (const e of open.body.data.entries) {
      expect(e.member).toBe(memberTag(a.id, String(userId)));
      expect(e.segment).toBe(instantSegment(a.seed, a.id, String(userId), e.entryNo, [10, 30, 60]));
    }
    await endActivity(ctx, a.id);
    expect((await drawLog(ctx, a.id)).body.data.seed).toBe(a.seed);
  });

  it('answers the same key once: one draw, identical answers', async () => {
    const a = await makeActivity(ctx, { prizes: [{ name: 'P', stock: 5, weight: 1 }], noPrizeWeight: 1 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => attend(ctx, member(7).token, a.id, 'same-key-123')),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
    expect(await entriesIn(a.id)).toBe(1);
  });
});
