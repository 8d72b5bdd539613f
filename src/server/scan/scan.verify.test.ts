import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../shared/messages/messages.ts';
import type { Member } from '../content/articles.fixtures.ts';
import { qrBatches, qrCodes, qrScans } from '../db/schema.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { hashOfCode, newCode } from './scan.codes.ts';
import { CLAIM, claim, codeRow, makeBatch, verify, type MadeBatch } from './scan.fixtures.ts';

let ctx: TestContext;
let batch: MadeBatch;
let members: Member[];
let ipCount = 0;
/** A fresh address per call, so that only the rate-limit test meets the per-IP limit. */
const freshIp = () => `10.1.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

beforeAll(async () => {
  ctx = await startApp();
  batch = await makeBatch(ctx, 10);
  members = await quickMembers(ctx, 5);
});
afterAll(async () => ctx?.close());

const codeAt = (i: number) => batch.codes[i] as string;
const member = (i: number) => members[i] as Member;
const fieldOf = (res: { body: { data: unknown } }) =>
  (res.body.data as { fields?: { field: string }[] } | null)?.fields?.[0]?.field;

describe('verifying codes', () => {
  it('answers a genuine code with its product, counts and first scan, recording every verify', async () => {
    const code = codeAt(0);
    const first = await verify(ctx, code.toLowerCase(), { ip: '10.200.0.1' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      genuine: true,
      product: { id: batch.productId, brand: batch.brandName, image: null },
      scanCount: 1,
      firstScanPlace: null,
      warning: null,
      warningReason: null,
      claimed: false,
      claimedByMe: false,
    });
    const m = member(0);
    await claim(ctx, m.token, code);
    const second = await verify(ctx, code, { token: m.token, ip: freshIp() });
    expect(second.body.data).toMatchObject({ scanCount: 2, claimed: true, claimedByMe: true });
    expect(second.body.data.firstScanAt).toBe(first.body.data.firstScanAt);
    const third = await verify(ctx, code, { token: member(1).token, ip: freshIp() });
    expect(third.body.data).toMatchObject({ scanCount: 3, claimed: true, claimedByMe: false });
    const db = ctx.app.services.database.db;
    const [visitorScan] = await db
      .select()
      .from(qrScans)
      .where(eq(qrScans.id, BigInt(first.body.data.scanId)));
    const expectedHash = createHash('sha256').update(`${ctx.config.appKey}10.200.0.1`).digest('hex');
    expect(visitorScan).toMatchObject({
      userId: null,
      ipHash: expectedHash,
      codeId: (await codeRow(ctx, code)).id,
    });
    const [memberScan] = await db
      .select()
      .from(qrScans)
      .where(eq(qrScans.id, BigInt(second.body.data.scanId)));
    expect(memberScan?.userId).toBe(m.userId);
  });

  it('counts concurrent verifies of one code each exactly once', async () => {
    const code = codeAt(5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(ctx, code, { ip: freshIp() })));
    const counts = answers.map((a) => a.body.data.scanCount).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(answers.map((a) => a.body.data.firstScanAt)).size).toBe(1);
    expect((await codeRow(ctx, code)).scanCount).toBe(20);
  });

  it('answers unknown and malformed codes with 200 genuine:false or 400 naming code, never 500', async () => {
    const db = ctx.app.services.database.db;
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(qrScans))[0]?.n ?? 0;
    const unknown = await verify(ctx, newCode(), { ip: freshIp() });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual({ genuine: false, scanId: unknown.body.data.scanId });
    expect(unknown.body.data.scanId).toMatch(/^\d+$/);
    expect((await verify(ctx, 'A'.repeat(64), { ip: freshIp() })).body.data.genuine).toBe(false);
    for (const bad of ['%00', 'AB%20CD', '%E2%9C%93%E2%9C%93', 'A'.repeat(65), 'ab.cd', '%27%20or%201%3D1']) {
      const res = await verify(ctx, bad, { ip: freshIp() });
      expect(res.status, bad).toBe(400);
      expect(fieldOf(res), bad).toBe('code');
    }
    const after = (await db.select({ n: sql<number>`count(*)::int` }).from(qrScans))[0]?.n ?? 0;
    expect(after - before).toBe(2);
    const badPlace = await verify(ctx, newCode(), { ip: freshIp(), query: 'lat=91&lng=0' });
    expect(badPlace.status).toBe(400);
    expect(fieldOf(badPlace)).toBe('lat');
    expect(fieldOf(await verify(ctx, newCode(), { ip: freshIp(), query: 'lat=10' }))).toBe('lng');
    // The missing one is named, whichever it is (issue 35).
    expect(fieldOf(await verify(ctx, newCode(), { ip: freshIp(), query: 'lng=10' }))).toBe('lat');
    const precise = await verify(ctx, newCode(), { ip: freshIp(), query: 'lat=57.41160170068247&lng=-2.1' });
    expect(precise.status).toBe(200);
  });

  it('never verifies random well-formed codes, nor a code of a batch still generating', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => verify(ctx, newCode(), { ip: freshIp() })),
    );
    expect(answers.every((a) => a.status === 200 && a.body.data.genuine === false)).toBe(true);
    const db = ctx.app.services.database.db;
    const [pending] = await db
      .insert(qrBatches)
      .values({
        productId: BigInt(batch.productId),
        count: 2,
        status: 'generating',
        leaseUntil: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const code = newCode();
    const vault = ctx.app.services.qrBatches.vault;
    await db
      .insert(qrCodes)
      .values({ batchId: pending!.id, seq: 1, codeHash: hashOfCode(code), codeSealed: vault.seal(code) });
    expect((await verify(ctx, code, { ip: freshIp() })).body.data.genuine).toBe(false);
    const claimed = await claim(ctx, member(2).token, code);
    expect(claimed.body.data).toMatchObject({ awarded: false, reason: 'NOT_GENUINE' });
    await db.update(qrBatches).set({ status: 'ready' }).where(eq(qrBatches.id, pending!.id));
    expect((await verify(ctx, code, { ip: freshIp() })).body.data.genuine).toBe(true);
  });

  it('limits verifies per address: the 31st in a minute is 429, another address goes on', async () => {
    const ip = '10.250.250.250';
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await verify(ctx, newCode(), { ip, lang: 'ru_RU' }));
    expect(answers.slice(0, 30).every((a) => a.status === 200)).toBe(true);
    const limited = answers[30];
    expect(limited?.status).toBe(429);
    expect((limited?.body.data as { reason?: string }).reason).toBe('RATE_LIMITED');
    expect(limited?.body.code).toBe(429);
    const retryAfter = (limited?.body.data as { retryAfter?: number }).retryAfter ?? 0;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited?.body.msg).toBe(translate('ru_RU', 'error.tooManyRequests', { seconds: retryAfter }));
    expect((await verify(ctx, '%00', { ip })).status).toBe(429);
    expect((await verify(ctx, newCode(), { ip: freshIp() })).status).toBe(200);
  });

  it('counts claims and review scans in the same limit: 30 scans a minute from one address, whichever call', async () => {
    const ip = '10.250.250.251';
    const m = member(4);
    const scanAs = (i: number) =>
      i % 3 === 0
        ? verify(ctx, newCode(), { ip })
        : call(ctx.app, {
            method: 'POST',
            ...(i % 3 === 1
              ? { url: `${CLAIM}/${newCode()}`, payload: {} }
              : { url: '/api/hibackend/brandTasteEvaluate/scanCode', payload: { code: newCode() } }),
            remoteAddress: ip,
            headers: { authorization: m.token, 'idempotency-key': `k-${randomUUID()}` },
          });
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await scanAs(i));
    expect(answers.slice(0, 30).every((a) => a.status !== 429)).toBe(true);
    for (const i of [31, 32, 33]) {
      const limited = await scanAs(i);
      expect([limited.status, (limited.body.data as { reason?: string }).reason]).toEqual([
        429,
        'RATE_LIMITED',
      ]);
    }
    expect(answers[30]?.status).toBe(429);
  });
});

describe('warnings', () => {
  it('warns on the 4th distinct member, in the caller’s language', async () => {
    const code = codeAt(1);
    for (let i = 0; i < 3; i++) {
      // The same member twice counts once.
      await verify(ctx, code, { token: member(i).token, ip: freshIp() });
      const again = await verify(ctx, code, { token: member(i).token, ip: freshIp() });
      expect(again.body.data.warning).toBeNull();
    }
    const fourth = await verify(ctx, code, { token: member(3).token, ip: freshIp(), lang: 'ru_RU' });
    expect(fourth.body.data.warningReason).toBe('MANY_MEMBERS');
    expect(fourth.body.data.warning).toBe(translate('ru_RU', 'scan.warningManyMembers', { count: 4 }));
    const visitor = await verify(ctx, code, { ip: freshIp() });
    expect(visitor.body.data.warning).toBe(translate('en_US', 'scan.warningManyMembers', { count: 4 }));
  });

  it('warns when the first scan is more than 30 days old, the date in the caller’s language', async () => {
    const code = codeAt(2);
    expect((await verify(ctx, code, { ip: freshIp() })).body.data.warning).toBeNull();
    const db = ctx.app.services.database.db;
    const old = new Date(Date.UTC(2026, 0, 15, 12));
    await db
      .update(qrCodes)
      .set({ firstScanAt: old })
      .where(eq(qrCodes.codeHash, hashOfCode(code)));
    const res = await verify(ctx, code, { ip: freshIp(), lang: 'ru_RU' });
    expect(res.body.data.warningReason).toBe('FIRST_SCAN_OLD');
    expect(res.body.data.warning).toContain('15 января 2026');
    expect(res.body.data.firstScanAt).toBe(old.toISOString());
    const en = await verify(ctx, code, { ip: freshIp() });
    expect(en.body.data.warning).toContain('January 15, 2026');
    await db
      .update(qrCodes)
      .set({ firstScanAt: new Date(Date.now() - 29 * 86_400_000) })
      .where(eq(qrCodes.codeHash, hashOfCode(code)));
    expect((await verify(ctx, code, { ip: freshIp() })).body.data.warningReason).toBeNull();
  });
});
