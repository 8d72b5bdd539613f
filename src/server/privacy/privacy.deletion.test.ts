import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, articleExists, member, type Member } from '../content/articles.fixtures.ts';
import { ageProofs, brandFollows, emailCodes, jobs, uploads, users } from '../db/schema.ts';
import { keyOfUrl } from '../infra/storage.ts';
import { originalKey } from '../reels/videos.files.ts';
import { insertVideo } from '../reels/videos.repository.ts';
import { post } from '../support/support.fixtures.ts';
import { call, lastCode, registerUser, startApp, type TestContext } from '../test/app.ts';
import {
  plantEverything,
  PRIVACY,
  rowsOf,
  secretList,
  whereFound,
  type Planted,
} from './privacy.fixtures.ts';

let ctx: TestContext;
let admin: Member;
beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  admin = await member(ctx, ADMIN);
}, 60_000);
afterAll(() => ctx.close());

const db = () => ctx.app.services.database.db;
const me = (token: string) =>
  call<{ deletionScheduledAt: string | null }>(ctx.app, {
    method: 'GET',
    url: '/api/getInfoByh5',
    headers: { authorization: token },
  });

/** Asks for the code, then schedules the deletion. */
async function schedule(who: Member, email: string, keepContent: boolean) {
  await db()
    .update(emailCodes)
    .set({ sentAt: new Date(Date.now() - 120_000) })
    .where(eq(emailCodes.email, email));
  const sent = await post(ctx, '/api/sendMailCaptcha', who.token, { email, scene: 'deleteAccount' });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return post<{ scheduledAt: string }>(ctx, `${PRIVACY}/delete`, who.token, {
    code: lastCode(ctx.dataDir, email),
    keepContent,
  });
}

/** Makes the scheduled erasure due now (the job and the member's row agree on the time). */
async function makeDue(userId: bigint) {
  const at = new Date(Date.now() - 1000);
  await db().update(users).set({ deletionScheduledAt: at }).where(eq(users.id, userId));
  await db()
    .update(jobs)
    .set({ runAt: at, payload: { userId: String(userId), at: at.toISOString() } })
    .where(sql`${jobs.kind} = 'privacy.delete' and ${jobs.payload}->>'userId' = ${String(userId)}`);
}

/**
 * Gives the member a proof of age and a video (its original private, its outputs public), and
 * answers whether each of the member's stored files is still in the store: [public, private].
 */
async function plantFiles(userId: bigint) {
  const storage = ctx.app.services.storage;
  const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#456' } })
    .jpeg()
    .toBuffer();
  await ctx.app.services.proofs.submit(userId, jpeg, 'file');
  const sourceKey = `2020-01/deleted-${userId}.mp4`;
  await storage.private.put(originalKey(sourceKey), Buffer.from('original'));
  const url = await storage.put(`videos/2020-01/deleted-${userId}.mp4`, Buffer.from('mp4'));
  await insertVideo(db(), { userId, status: 'ready', sourceKey, sourceBytes: 8, durationMs: 6000, url });
  const [proof] = await db().select().from(ageProofs).where(eq(ageProofs.userId, userId));
  const pictures = await db().select().from(uploads).where(eq(uploads.userId, userId));
  const publicKeys = [url, ...pictures.flatMap((p) => [p.url, p.feedUrl])].map((u) => keyOfUrl(u)!);
  const privateKeys = [proof!.fileKey, originalKey(sourceKey)];
  return async () => [
    await Promise.all(publicKeys.map(async (k) => (await storage.public.stat(k)) !== null)),
    await Promise.all(privateKeys.map(async (k) => (await storage.private.stat(k)) !== null)),
  ];
}

async function ledgerBreaks(userId: bigint) {
  const [row] = await rowsOf<{ flows: string; wallet: string }>(
    ctx,
    sql`
    select (select coalesce(sum(delta), 0) from points_flow where user_id = ${userId})::bigint as flows,
           (select coalesce(max(balance), 0) from point_wallets where user_id = ${userId})::bigint as wallet`,
  );
  return row;
}

describe('account deletion', () => {
  let planted: Planted;

  it('needs the emailed code, of the account’s own address', async () => {
    planted = await plantEverything(ctx, admin, await member(ctx));
    const { who, secrets } = planted;
    const other = await post<{ reason: string }>(ctx, '/api/sendMailCaptcha', who.token, {
      email: 'someone.else@example.com',
      scene: 'deleteAccount',
    });
    expect([other.status, other.body.data.reason]).toEqual([400, 'EMAIL_NOT_YOURS']);
    const wrong = await post<{ fields: { field: string }[] }>(ctx, `${PRIVACY}/delete`, who.token, {
      code: '000000',
      keepContent: true,
    });
    expect(wrong.status).toBe(400);
    const bad = await post<{ fields: { field: string }[] }>(ctx, `${PRIVACY}/delete`, who.token, {
      code: '123456',
      keepContent: 'yes',
    });
    expect([bad.status, bad.body.data.fields[0]?.field]).toEqual([400, 'keepContent']);
    expect((await me(who.token)).body.data.deletionScheduledAt).toBeNull();
    void secrets;
  });

  it('schedules in 14 days, the job waits until then, then erases every trace of who they were', async () => {
    const { who, secrets } = planted;
    const stored = await plantFiles(who.userId);
    expect(await stored()).toEqual([
      [true, true, true],
      [true, true],
    ]);
    const before = await ledgerBreaks(who.userId);
    const brandFollowsOf = () => db().select().from(brandFollows).where(eq(brandFollows.userId, who.userId));
    expect(await brandFollowsOf()).toHaveLength(1);
    const res = await schedule(who, secrets.email, false);
    expect(res.status).toBe(200);
    const days = (Date.parse(res.body.data.scheduledAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect((await me(who.token)).body.data.deletionScheduledAt).toBe(res.body.data.scheduledAt);

    // Not due yet: the queue runs, nothing happens.
    await ctx.app.services.jobs.runDue();
    expect((await whereFound(ctx, [secrets.email])).length).toBeGreaterThan(0);

    await makeDue(who.userId);
    await ctx.app.services.jobs.runDue();
    const left = await whereFound(ctx, secretList(secrets));
    expect(left).toEqual([]);
    expect(await brandFollowsOf()).toEqual([]);
    // The ledgers still add up, and the rows accounting needs are there.
    expect(await ledgerBreaks(who.userId)).toEqual(before);
    expect((await me(who.token)).status).toBe(401);
    expect(await articleExists(ctx, planted.articleId)).toBe(false);
    // Their files left the store: pictures, the video and its original, the proof of age.
    expect(await stored()).toEqual([
      [false, false, false],
      [false, false],
    ]);
    const [row] = await db().select().from(users).where(eq(users.id, who.userId));
    expect(row?.deletedAt).not.toBeNull();
    const audit = await rowsOf<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from audit_log where action = 'privacy.delete' and target = ${`user:${who.userId}`}`,
    );
    expect(audit[0]?.n).toBe(1);

    // A second run does nothing.
    const again = await ctx.app.services.deletion.run({
      userId: String(who.userId),
      at: new Date().toISOString(),
    });
    expect(again).toBe(false);
    // The address can register again.
    const back = await registerUser(ctx, secrets.email);
    expect(BigInt(back.userInfo.userId)).not.toBe(who.userId);
  });

  it('keeps posts as a deleted member when asked to', async () => {
    const author = await member(ctx);
    const [row] = await db().select().from(users).where(eq(users.id, author.userId));
    const { publish } = await import('../content/articles.fixtures.ts');
    const articleId = await publish(ctx, author.token);
    expect((await schedule(author, row!.email, true)).status).toBe(200);
    await makeDue(author.userId);
    await ctx.app.services.jobs.runDue();
    expect(await articleExists(ctx, articleId)).toBe(true);
    expect(await whereFound(ctx, [row!.email])).toEqual([]);
  });

  it('signing in again cancels it, and says so', async () => {
    const email = `comeback-${Date.now()}@example.com`;
    const m = await member(ctx, email);
    expect((await schedule(m, email, false)).status).toBe(200);
    await db()
      .update(emailCodes)
      .set({ sentAt: new Date(Date.now() - 120_000) })
      .where(eq(emailCodes.email, email));
    await call(ctx.app, { method: 'POST', url: '/api/sendMailCaptcha', payload: { email, scene: 'login' } });
    const login = await call<{
      deletionCancelled: boolean;
      userInfo: { deletionScheduledAt: string | null };
    }>(ctx.app, {
      method: 'POST',
      url: '/api/auth/h5Login',
      payload: { email, code: lastCode(ctx.dataDir, email), agreeLogin: true },
    });
    expect(login.body.data.deletionCancelled).toBe(true);
    expect(login.body.data.userInfo.deletionScheduledAt).toBeNull();
    // The job that was queued finds nothing to do.
    await makeDue(m.userId);
    await db().update(users).set({ deletionScheduledAt: null }).where(eq(users.id, m.userId));
    await ctx.app.services.jobs.runDue();
    const [row] = await db().select().from(users).where(eq(users.id, m.userId));
    expect([row?.email, row?.deletedAt]).toEqual([email, null]);
  });

  it('the member can cancel it from the app', async () => {
    const email = `cancel-${Date.now()}@example.com`;
    const m = await member(ctx, email);
    expect((await schedule(m, email, true)).status).toBe(200);
    const res = await post(ctx, `${PRIVACY}/delete/cancel`, m.token, {});
    expect(res.status).toBe(200);
    expect((await me(m.token)).body.data.deletionScheduledAt).toBeNull();
  });
});
