import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { ExportStatus } from '../../shared/schemas/privacy.ts';
import { ADMIN, member, type Member } from '../content/articles.fixtures.ts';
import { ageProofs, jobs, privacyExports, uploads } from '../db/schema.ts';
import { s3Client } from '../infra/storage.s3.ts';
import { keyOfUrl } from '../infra/storage.ts';
import { getAs, noticesOf, post } from '../support/support.fixtures.ts';
import { readOutbox, startApp, type TestContext } from '../test/app.ts';
import { CATEGORIES } from './exports.data.ts';
import { plantEverything, PRIVACY, type Planted } from './privacy.fixtures.ts';

let ctx: TestContext;
let admin: Member;
let planted: Planted;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  admin = await member(ctx, ADMIN);
  planted = await plantEverything(ctx, admin, await member(ctx));
}, 60_000);
afterAll(() => ctx.close());

const storage = () => ctx.app.services.storage;

/**
 * Downloads an archive as its owner's browser would: on the data folder the app streams it; on a
 * bucket the app answers a redirect to a presigned link of a few minutes, which is followed.
 */
async function download(url: string, token: string): Promise<{ type: string | undefined; bytes: Buffer }> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: token } });
  expect(res.headers['cache-control']).toContain('no-store');
  if (storage().kind === 'local') {
    expect(res.statusCode).toBe(200);
    return { type: String(res.headers['content-type']), bytes: res.rawPayload };
  }
  expect(res.statusCode).toBe(302);
  const link = new URL(String(res.headers.location));
  expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
  const fetched = await fetch(link);
  expect(fetched.status).toBe(200);
  expect(fetched.headers.get('content-disposition')).toMatch(/^attachment; filename="vapour-club-data-/);
  return {
    type: fetched.headers.get('content-type') ?? undefined,
    bytes: Buffer.from(await fetched.arrayBuffer()),
  };
}

/**
 * As the web app asks (`?as=link`): a presigned link on a bucket (a browser's fetch cannot follow a
 * redirect there), null on the data folder, where it then fetches the file itself.
 */
async function linkOf(url: string, token: string): Promise<string | null> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${url}?as=link`,
    headers: { authorization: token },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return res.json<{ data: { url: string | null } }>().data.url;
}

/** Whether the bucket itself holds `key` (its full name, area included); S3 only. */
async function inBucket(key: string): Promise<boolean> {
  if (ctx.config.storage.kind !== 's3') throw new Error('not a bucket');
  const client = s3Client(ctx.config.storage);
  try {
    await client.send(new HeadObjectCommand({ Bucket: ctx.config.storage.bucket, Key: key }));
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

/** The entries of a zip, each read whole (tests only: archives here are small). */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}

describe('download my data', () => {
  it('writes one archive with data.json holding a row of every category, and the member’s media', async () => {
    const { who, secrets } = planted;
    // A proof of age, kept in the private area: in the archive too.
    const id = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#876' } })
      .jpeg()
      .toBuffer();
    await ctx.app.services.proofs.submit(who.userId, id, 'file');
    const started = await post<{ exportId: string }>(ctx, `${PRIVACY}/export`, who.token, {});
    expect(started.status).toBe(200);
    const { exportId } = started.body.data;
    const queued = await getAs<ExportStatus>(ctx, `${PRIVACY}/export/${exportId}`, who.token);
    expect(queued.body.data).toMatchObject({ status: 'queued', expired: false });
    expect(queued.body.data.url).toBeUndefined();

    // A second one the same day: 429, in the caller's language.
    const again = await post<{ reason: string }>(ctx, `${PRIVACY}/export`, who.token, {}, { lang: 'ru_RU' });
    expect([again.status, again.body.data.reason]).toEqual([429, 'EXPORT_DAILY_LIMIT']);
    expect(again.body.msg).toMatch(/раз в день/);

    await ctx.app.services.jobs.runDue();
    const ready = await getAs<ExportStatus>(ctx, `${PRIVACY}/export/${exportId}`, who.token);
    expect(ready.body.data).toMatchObject({ status: 'ready', expired: false });
    expect(ready.body.data.url).toBe(`${PRIVACY}/export/${exportId}/download`);
    expect(Date.parse(ready.body.data.expiresAt!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    // Told in the app and by email, with the link to the privacy page.
    const notices = await noticesOf(ctx, who.token, 'exportReady');
    expect(notices[0]?.link).toBe(`/setting/privacy?export=${exportId}`);
    const mail = readOutbox(ctx.dataDir)
      .filter((m) => m.to === secrets.email)
      .at(-1);
    expect(mail?.text).toContain(`/setting/privacy?export=${exportId}`);

    // The archive is a private object (never under /obs/), and nothing is left in the scratch folder.
    const [row] = await ctx.app.services.database.db
      .select()
      .from(privacyExports)
      .where(eq(privacyExports.id, BigInt(exportId)));
    const key = `exports/${row!.file}`;
    expect((await storage().private.stat(key))?.size).toBe(row!.bytes);
    expect(await storage().public.stat(key)).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: `/obs/${key}` })).statusCode).toBe(404);
    if (storage().kind === 's3') {
      expect([
        await inBucket(`private/${key}`),
        await inBucket(key),
        await inBucket(`public/${key}`),
      ]).toEqual([true, false, false]);
    }

    const file = await download(ready.body.data.url!, who.token);
    const link = await linkOf(ready.body.data.url!, who.token);
    if (storage().kind === 'local') expect(link).toBeNull();
    else {
      const fetched = await fetch(link!);
      expect(fetched.status).toBe(200);
      expect(Buffer.from(await fetched.arrayBuffer()).equals(file.bytes)).toBe(true);
    }
    expect(file.type).toBe('application/zip');
    expect(file.bytes.length).toBe(row!.bytes);
    const entries = await unzip(file.bytes);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8')) as {
      profile: Record<string, unknown>;
      categories: Record<string, unknown[]>;
    };
    expect(data.profile).toMatchObject({
      email: secrets.email,
      firstName: secrets.firstName,
      phone: secrets.phone,
    });
    const empty = CATEGORIES.map((c) => c.name).filter(
      (name) =>
        ![
          'reviewReplies',
          'likes.comments',
          'likes.reviews',
          'linkedAccounts',
          'ageProofs',
          'viewingHistory',
          'blocks',
          'hiddenItems',
          'videos',
          'dataExports',
          'chancesFlow',
          'workOrderMessages',
          'memberTier',
          'tierMoves',
        ].includes(name) && (data.categories[name]?.length ?? 0) === 0,
    );
    expect(empty).toEqual([]);
    expect(JSON.stringify(data.categories.addresses)).toContain(secrets.street);
    expect(JSON.stringify(data.categories.sessions)).not.toContain('tokenHash');
    expect(data.categories.dataExports).toHaveLength(1);
    expect(data.categories.brandFollows).toEqual([expect.objectContaining({ userId: String(who.userId) })]);
    // The store photo the member uploaded, in the archive.
    const db = ctx.app.services.database.db;
    const [up] = await db.select().from(uploads).where(eq(uploads.userId, who.userId));
    const photo = await storage().public.read(keyOfUrl(up!.url)!);
    expect(entries.get(`media/pictures/${path.posix.basename(up!.url)}`)).toEqual(photo);
    // And the proof of age, read from the private area.
    const [proof] = await db.select().from(ageProofs).where(eq(ageProofs.userId, who.userId));
    const proofBytes = await storage().private.read(proof!.fileKey);
    expect(proofBytes).not.toBeNull();
    expect(entries.get(`media/proof-of-age/${path.posix.basename(proof!.fileKey)}`)).toEqual(proofBytes);
  });

  it('is the member’s own: another member gets 404, a visitor 401', async () => {
    const [row] = await ctx.app.services.database.db
      .select()
      .from(privacyExports)
      .where(eq(privacyExports.userId, planted.who.userId));
    const stranger = await member(ctx);
    const url = `${PRIVACY}/export/${row!.id}`;
    expect((await getAs(ctx, url, stranger.token)).status).toBe(404);
    expect((await getAs(ctx, `${url}/download`, stranger.token)).status).toBe(404);
    expect((await getAs(ctx, `${url}/download`)).status).toBe(401);
    expect((await getAs(ctx, `${url}/download?as=link`, stranger.token)).status).toBe(404);
    expect((await getAs(ctx, `${PRIVACY}/export/123abc`, stranger.token)).status).toBe(400);
  });

  it('expires after 7 days: the link answers 410 and the file leaves the disk', async () => {
    const db = ctx.app.services.database.db;
    await db
      .update(privacyExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(privacyExports.userId, planted.who.userId));
    const [row] = await db.select().from(privacyExports).where(eq(privacyExports.userId, planted.who.userId));
    const gone = await getAs<{ reason: string }>(
      ctx,
      `${PRIVACY}/export/${row!.id}/download`,
      planted.who.token,
    );
    expect([gone.status, gone.body.data.reason]).toEqual([410, 'EXPORT_EXPIRED']);
    const status = await getAs<ExportStatus>(ctx, `${PRIVACY}/export/${row!.id}`, planted.who.token);
    expect(status.body.data).toMatchObject({ status: 'ready', expired: true });
    expect(status.body.data.url).toBeUndefined();
    const key = `exports/${row!.file}`;
    expect(await storage().private.stat(key)).not.toBeNull();
    expect(await ctx.app.services.exports.removeExpired(100)).toBe(1);
    const [after] = await db.select().from(privacyExports).where(eq(privacyExports.id, row!.id));
    expect(after?.file).toBeNull();
    expect(await storage().private.stat(key)).toBeNull();
    const removed = await getAs<{ reason: string }>(
      ctx,
      `${PRIVACY}/export/${row!.id}/download`,
      planted.who.token,
    );
    expect([removed.status, removed.body.data.reason]).toEqual([410, 'EXPORT_EXPIRED']);
  });

  it('two requests at once make one export', async () => {
    const m = await member(ctx);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post<{ exportId?: string }>(ctx, `${PRIVACY}/export`, m.token, {})),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
  });

  it('a failed try is tried again (queued meanwhile), and ready when the disk is back', async () => {
    const m = await member(ctx);
    const folder = path.join(storage().scratch, 'exports', 'tmp');
    // A file where the scratch folder should be: writing the archive fails.
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(path.dirname(folder), { recursive: true });
    writeFileSync(folder, 'not a folder');
    const { exportId } = (await post<{ exportId: string }>(ctx, `${PRIVACY}/export`, m.token, {})).body.data;
    await ctx.app.services.jobs.runDue();
    const url = `${PRIVACY}/export/${exportId}`;
    expect((await getAs<ExportStatus>(ctx, url, m.token)).body.data.status).toBe('queued');
    rmSync(folder, { force: true });
    await ctx.app.services.database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(sql`${jobs.kind} = 'privacy.export' and ${jobs.doneAt} is null`);
    await ctx.app.services.jobs.runDue();
    expect((await getAs<ExportStatus>(ctx, url, m.token)).body.data.status).toBe('ready');
    // Moved into the private area: nothing half-written stays behind in the scratch folder.
    expect(readdirSync(folder)).toEqual([]);
  });

  it('an export whose last attempt died is failed by the queue, and its member told once', async () => {
    const m = await member(ctx);
    const { exportId } = (await post<{ exportId: string }>(ctx, `${PRIVACY}/export`, m.token, {})).body.data;
    // An instance claimed the last attempt, set it running, and was killed: its lease has run out.
    const db = ctx.app.services.database.db;
    await db
      .update(jobs)
      .set({
        attempts: sql`${jobs.maxAttempts}`,
        lockedBy: 'killed',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(sql`${jobs.payload}->>'exportId' = ${exportId}`);
    await db
      .update(privacyExports)
      .set({ status: 'running' })
      .where(eq(privacyExports.id, BigInt(exportId)));
    await ctx.app.services.jobs.runDue();
    await ctx.app.services.jobs.runDue();
    const url = `${PRIVACY}/export/${exportId}`;
    expect((await getAs<ExportStatus>(ctx, url, m.token)).body.data.status).toBe('failed');
    const told = await noticesOf(ctx, m.token, 'exportFailed');
    expect(told.map((n) => n.link)).toEqual([`/setting/privacy?export=${exportId}`]);
  });
});
