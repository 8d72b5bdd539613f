import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../shared/messages/messages.ts';
import type { ReviewScanResultSchema, ScanCounts, ScanTasks } from '../../shared/schemas/scan.ts';
import type { z } from 'zod';
import type { Member } from '../content/articles.fixtures.ts';
import { pointsRules, reviews } from '../db/schema.ts';
import { published, reviewBody, REVIEWS } from '../reviews/reviews.fixtures.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { newCode } from './scan.codes.ts';
import {
  claim,
  codeRow,
  ledgerBreaches,
  makeBatch,
  rewardRows,
  verify,
  type MadeBatch,
} from './scan.fixtures.ts';

let ctx: TestContext;
let batch: MadeBatch;
let members: Member[];

beforeAll(async () => {
  // Every injected call comes from one address; the scan limit (per address) has its own test.
  ctx = await startApp({ RATE_LIMIT_SCAN_PER_MINUTE: '100000' });
  batch = await makeBatch(ctx, 20);
  members = await quickMembers(ctx, 100);
});
afterAll(async () => ctx?.close());

const codeAt = (i: number) => batch.codes[i] as string;
/** Who won the first test's race for code 0 (and its points and chance). */
let raceWinner: bigint | null = null;
/** The i-th member of those who did not win that race: the later tests start from an empty wallet. */
const member = (i: number) => members.filter((m) => m.userId !== raceWinner)[i] as Member;
const get = <T>(url: string, token: string) =>
  call<T>(ctx.app, { method: 'GET', url, headers: { authorization: token } });
const reviewScan = (token: string, code: string) =>
  call<z.infer<typeof ReviewScanResultSchema> & { reason?: string }>(ctx.app, {
    method: 'POST',
    url: `${REVIEWS}/scanCode`,
    headers: { authorization: token },
    payload: { code },
  });

describe('claiming a genuine code', () => {
  it('pays the first of 100 concurrent members once: one award, one chance, ledgers whole', async () => {
    const code = codeAt(0);
    const answers = await Promise.all(members.map((m) => claim(ctx, m.token, code)));
    expect(answers.map((a) => a.status).every((s) => s === 200)).toBe(true);
    const won = answers.filter((a) => a.body.data.awarded);
    expect(won).toHaveLength(1);
    const winner = members[answers.indexOf(won[0] as (typeof answers)[number])] as Member;
    raceWinner = winner.userId;
    const wallet = await ctx.app.services.points.balance(winner.userId);
    expect(won[0]?.body.data).toMatchObject({ points: 10, spinChances: 1, chances: 1 });
    expect(won[0]?.body.data).toMatchObject({ balance: wallet.balance, productId: batch.productId });
    expect(wallet.chances).toBe(1);
    expect(won[0]?.body.data.message).toBe(translate('en_US', 'scan.claimed', { points: 10 }));
    const others = answers.filter((a) => !a.body.data.awarded).map((a) => a.body.data.reason);
    expect(new Set(others)).toEqual(new Set(['ALREADY_CLAIMED']));
    const row = await codeRow(ctx, code);
    expect(await rewardRows(ctx, `code:${row.id}`)).toEqual({ points: 1, chances: 1 });
    expect(await ledgerBreaches(ctx)).toEqual([]);
  });

  it('answers 20 concurrent repeats of one key identically, paying once', async () => {
    const m = member(1);
    const key = `same-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(ctx, m.token, codeAt(1), key)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const first = answers[0]?.body.data;
    expect(first?.awarded).toBe(true);
    for (const a of answers) expect(a.body.data).toEqual(first);
    expect(await rewardRows(ctx, `code:${(await codeRow(ctx, codeAt(1))).id}`)).toEqual({
      points: 1,
      chances: 1,
    });
  });

  it('pays once for different keys of one member; the rest are CLAIMED_BY_YOU', async () => {
    const m = member(2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(ctx, m.token, codeAt(2))));
    expect(answers.filter((a) => a.body.data.awarded)).toHaveLength(1);
    const refused = answers.filter((a) => !a.body.data.awarded);
    expect(refused.every((a) => a.body.data.reason === 'CLAIMED_BY_YOU')).toBe(true);
    expect(refused[0]?.body.data.message).toBe(translate('en_US', 'scan.claimedByYou'));
    expect(await ledgerBreaches(ctx)).toEqual([]);
  });

  it('refuses unknown codes (200 NOT_GENUINE), no key (400) and visitors (401)', async () => {
    const m = member(3);
    const unknown = await claim(ctx, m.token, newCode(), undefined, 'ru_RU');
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toMatchObject({
      awarded: false,
      reason: 'NOT_GENUINE',
      points: 0,
      productId: null,
    });
    expect(unknown.body.data.message).toBe(translate('ru_RU', 'scan.notGenuine'));
    const noKey = await call(ctx.app, {
      method: 'POST',
      url: `/api/scanCodeExtPoints/${codeAt(3)}`,
      headers: { authorization: m.token },
    });
    expect(noKey.status).toBe(400);
    const visitor = await call(ctx.app, {
      method: 'POST',
      url: `/api/scanCodeExtPoints/${codeAt(3)}`,
      headers: { 'idempotency-key': 'visitor-key-1' },
    });
    expect(visitor.status).toBe(401);
    expect((await codeRow(ctx, codeAt(3))).claimedBy).toBeNull();
  });

  it('still grants the chance after the daily SCAN limit, and when the rule is off', async () => {
    const m = member(4);
    const before = (await ctx.app.services.points.balance(m.userId)).balance;
    for (const i of [4, 5, 6]) expect((await claim(ctx, m.token, codeAt(i))).body.data.points).toBe(10);
    const fourth = (await claim(ctx, m.token, codeAt(7))).body.data;
    expect(fourth).toMatchObject({ awarded: true, points: 0, pointsReason: 'DAILY_LIMIT', spinChances: 1 });
    expect(fourth).toMatchObject({ balance: before + 30, chances: 4 });
    expect(fourth.message).toBe(translate('en_US', 'scan.claimedChanceOnly'));
    const db = ctx.app.services.database.db;
    await db.update(pointsRules).set({ enabled: false }).where(eq(pointsRules.code, 'SCAN'));
    try {
      const off = (await claim(ctx, member(5).token, codeAt(8))).body.data;
      expect(off).toMatchObject({ awarded: true, points: 0, pointsReason: 'RULE_OFF', chances: 1 });
    } finally {
      await db.update(pointsRules).set({ enabled: true }).where(eq(pointsRules.code, 'SCAN'));
    }
    const counts = await get<ScanCounts>('/api/countScanNumMain', m.token);
    expect(counts.body.data).toEqual({ scans: 0, genuineScans: 0, claimed: 4 });
    await verify(ctx, codeAt(4), { token: m.token });
    await verify(ctx, newCode(), { token: m.token });
    expect((await get<ScanCounts>('/api/countScanNumMain', m.token)).body.data).toEqual({
      scans: 2,
      genuineScans: 1,
      claimed: 4,
    });
    const tasks = (await get<ScanTasks>('/api/scanTask', m.token)).body.data;
    expect(tasks).toMatchObject({ chances: 4, genuineScans: 1 });
    expect(tasks.tasks).toEqual([
      expect.objectContaining({ code: 'SCAN', target: 3, progress: 3, done: true }),
    ]);
  });
});

describe('verified purchases', () => {
  it('marks the existing review of a scanned product, claiming the code on the way', async () => {
    const m = member(10);
    const reviewId = await published(ctx, m.token, reviewBody({ productId: batch.productId }));
    const res = await reviewScan(m.token, codeAt(10));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ productId: batch.productId, reviewId, verifiedPurchase: true });
    const [row] = await ctx.app.services.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, BigInt(reviewId)));
    expect(row?.verifiedPurchase).toBe(true);
    expect((await codeRow(ctx, codeAt(10))).claimedBy).toBe(m.userId);
    expect(await ctx.app.services.chances.balance(m.userId)).toBe(1);
    expect((await reviewScan(m.token, codeAt(10))).body.data.reviewId).toBe(reviewId);
    expect(await ctx.app.services.chances.balance(m.userId)).toBe(1);
  });

  it('verifies a review written after the claim, not one of another product', async () => {
    const m = member(11);
    expect((await claim(ctx, m.token, codeAt(11))).body.data.awarded).toBe(true);
    const empty = await reviewScan(m.token, codeAt(11));
    expect(empty.body.data).toEqual({ productId: batch.productId, reviewId: null, verifiedPurchase: true });
    const id = await published(ctx, m.token, reviewBody({ productId: batch.productId }));
    const other = await makeBatch(ctx, 1);
    const otherId = await published(ctx, m.token, reviewBody({ productId: other.productId }));
    const rows = await ctx.app.services.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.userId, m.userId));
    expect(rows.find((r) => String(r.id) === id)?.verifiedPurchase).toBe(true);
    expect(rows.find((r) => String(r.id) === otherId)?.verifiedPurchase).toBe(false);
  });

  it('refuses another member’s code (409) and a code that is not ours (404)', async () => {
    const other = await reviewScan(member(12).token, codeAt(10));
    expect(other.status).toBe(409);
    expect(other.body.data.reason).toBe('CODE_OF_OTHER');
    const fake = await reviewScan(member(12).token, newCode());
    expect(fake.status).toBe(404);
    expect(fake.body.data.reason).toBe('NOT_GENUINE');
    expect(await ctx.app.services.chances.balance(member(12).userId)).toBe(0);
  });
});
