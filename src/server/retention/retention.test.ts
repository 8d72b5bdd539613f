import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, publish } from '../content/articles.fixtures.ts';
import {
  articles,
  emailCodes,
  idempotencyKeys,
  jobs,
  privacyExports,
  sessions,
  videos,
} from '../db/schema.ts';
import { keyOfUrl } from '../infra/storage.ts';
import { JobsService } from '../jobs/jobs.service.ts';
import { originalKey } from '../reels/videos.files.ts';
import { insertVideo, type VideoRow } from '../reels/videos.repository.ts';
import { startApp, type TestContext } from '../test/app.ts';
import { RETENTION_JOB, RetentionService } from './retention.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(async () => ctx?.close());

const db = () => ctx.app.services.database.db;
const storage = () => ctx.app.services.storage;
const quiet = { info: () => undefined, error: () => undefined };
const daysAgo = (d: number) => sql`now() - make_interval(days => ${d})`;

/** A processed video with real stored files (no encode: retention only reads rows and keys). */
async function video(userId: bigint, parent: VideoRow | null = null): Promise<VideoRow> {
  const name = `${Math.random().toString(16).slice(2)}`;
  const sourceKey = parent?.sourceKey ?? `2020-01/${name}.mp4`;
  await storage().private.put(originalKey(sourceKey), Buffer.from('original'));
  const url = await storage().put(`videos/2020-01/${name}.mp4`, Buffer.from('mp4'));
  const own = async (suffix: string) =>
    storage().put(`videos/2020-01/${name}-${suffix}.webp`, Buffer.from('x'));
  return insertVideo(db(), {
    userId,
    status: 'ready',
    sourceKey,
    sourceBytes: 8,
    durationMs: 6000,
    url,
    posterUrl: parent?.posterUrl ?? (await own('poster')),
    thumbsUrl: parent?.thumbsUrl ?? (await own('thumbs')),
    coverUrl: parent?.coverUrl ?? (await own('cover')),
    parentId: parent?.id ?? null,
  });
}
const age = (rows: VideoRow[], days: number) =>
  db()
    .update(videos)
    .set({ createdAt: daysAgo(days) })
    .where(
      inArray(
        videos.id,
        rows.map((r) => r.id),
      ),
    );
const onDisk = async (url: string | null) => (await storage().public.stat(keyOfUrl(url!)!)) !== null;
const originalOnDisk = async (v: VideoRow) =>
  (await storage().private.stat(originalKey(v.sourceKey))) !== null;
const allOnDisk = (urls: (string | null)[]) => Promise.all(urls.map(onDisk));
const alive = async (v: VideoRow) =>
  (await db().select().from(videos).where(eq(videos.id, v.id))).length === 1;

describe('retention', () => {
  it('removes videos and merges no article uses after RETENTION_VIDEO_DAYS, files too, but never a used one or a shared original', async () => {
    const who = await member(ctx);
    const lone = await video(who.userId);
    const lonely = await video(who.userId);
    const lonelyMerge = await video(who.userId, lonely);
    const inDraft = await video(who.userId);
    const parent = await video(who.userId);
    const keptMerge = await video(who.userId, parent);
    const recentParent = await video(who.userId);
    const oldMerge = await video(who.userId, recentParent);
    const fresh = await video(who.userId);
    const draft = await publish(ctx, who.token, { draft: true });
    const post = await publish(ctx, who.token);
    await db()
      .update(articles)
      .set({ videoId: inDraft.id })
      .where(eq(articles.id, BigInt(draft)));
    await db()
      .update(articles)
      .set({ videoId: keptMerge.id })
      .where(eq(articles.id, BigInt(post)));
    await age([lone, lonely, lonelyMerge, inDraft, parent, keptMerge, oldMerge], 8);

    const report = await ctx.app.services.retention.run();
    expect(report.videos).toBe(4);
    for (const gone of [lone, lonely, lonelyMerge, oldMerge]) expect(await alive(gone)).toBe(false);
    for (const kept of [inDraft, parent, keptMerge, recentParent, fresh])
      expect(await alive(kept)).toBe(true);
    // Gone with their files: a clip and a clip whose merge went first.
    for (const v of [lone, lonely, lonelyMerge]) {
      expect(await allOnDisk([v.url, v.posterUrl, v.thumbsUrl, v.coverUrl])).toEqual([
        false,
        false,
        false,
        false,
      ]);
      expect(await originalOnDisk(v)).toBe(false);
    }
    // A merge of a kept clip: its own MP4 goes; the original, poster and strip it shared stay.
    expect(await allOnDisk([oldMerge.url, oldMerge.posterUrl, oldMerge.thumbsUrl])).toEqual([
      false,
      true,
      true,
    ]);
    expect(await originalOnDisk(recentParent)).toBe(true);
    for (const v of [inDraft, parent, keptMerge]) {
      expect(await allOnDisk([v.url, v.posterUrl, v.thumbsUrl, v.coverUrl])).toEqual([
        true,
        true,
        true,
        true,
      ]);
      expect(await originalOnDisk(v)).toBe(true);
    }
  });

  it('removes idempotency keys after RETENTION_IDEMPOTENCY_HOURS, expired export files, and jobs done a week ago', async () => {
    const who = await member(ctx);
    const key = (k: string, hours: number) => ({
      userId: who.userId,
      key: k,
      scope: 'test',
      requestHash: 'h',
      createdAt: new Date(Date.now() - hours * 3_600_000),
    });
    await db()
      .insert(idempotencyKeys)
      .values([key('old-1', 49), key('old-2', 100), key('new', 47)]);
    const file = `${who.userId}-1.zip`;
    await storage().private.put(`exports/${file}`, Buffer.from('zip'));
    const day = (d: number) => new Date(Date.now() - d * 86_400_000);
    const [expired] = await db()
      .insert(privacyExports)
      .values({
        userId: who.userId,
        day: '2020-01-01',
        status: 'ready',
        file,
        expiresAt: day(1),
      })
      .returning();
    const [done] = await db()
      .insert(jobs)
      .values([
        { kind: 'old.done', doneAt: day(8) },
        { kind: 'new.done', doneAt: day(6) },
        { kind: 'given.up', attempts: 5, maxAttempts: 5, createdAt: day(30) },
      ])
      .returning();

    const report = await ctx.app.services.retention.run();
    expect(report).toMatchObject({ idempotencyKeys: 2, exports: 1, jobs: 1 });
    const keys = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, who.userId));
    expect(keys.map((k) => k.key)).toEqual(['new']);
    expect(await storage().private.stat(`exports/${file}`)).toBeNull();
    const [after] = await db().select().from(privacyExports).where(eq(privacyExports.id, expired!.id));
    expect(after).toMatchObject({ status: 'ready', file: null });
    const left = await db()
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(inArray(jobs.kind, ['old.done', 'new.done', 'given.up']));
    expect(left.map((j) => j.kind).sort()).toEqual(['given.up', 'new.done']);
    expect(done).toBeDefined();
  });

  it('removes sessions that ended (signed out or ran out) over RETENTION_SESSION_DAYS ago, and no other', async () => {
    const who = await member(ctx);
    const day = (d: number) => new Date(Date.now() + d * 86_400_000);
    const session = (name: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      userId: who.userId,
      tokenHash: `retention-${name}-${who.userId}`,
      expiresAt,
      revokedAt,
    });
    await db()
      .insert(sessions)
      .values([
        session('ran-out-long-ago', day(-31)),
        session('signed-out-long-ago', day(20), day(-31)),
        session('ran-out-lately', day(-29)),
        session('signed-out-lately', day(20), day(-1)),
      ]);
    const report = await ctx.app.services.retention.run();
    expect(report.sessions).toBe(2);
    const left = await db()
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(like(sessions.tokenHash, 'retention-%'));
    expect(left.map((r) => r.tokenHash.split('-').slice(1, -1).join('-')).sort()).toEqual([
      'ran-out-lately',
      'signed-out-lately',
    ]);
    // The member's own live session (made by signing up) is untouched.
    const live = await db().select().from(sessions).where(eq(sessions.userId, who.userId));
    expect(live.length).toBe(3);
  });

  it('removes verification codes sent over a day ago, and no other', async () => {
    const code = (email: string, hoursAgo: number) => ({
      email,
      scene: 'login' as const,
      client: 'c',
      address: '192.0.2.1',
      codeHash: 'h',
      expiresAt: new Date(Date.now() - hoursAgo * 3_600_000 + 600_000),
      sentAt: new Date(Date.now() - hoursAgo * 3_600_000),
    });
    await db()
      .insert(emailCodes)
      .values([code('old@retention.test', 25), code('recent@retention.test', 23)]);
    const report = await ctx.app.services.retention.run();
    expect(report.emailCodes).toBe(1);
    const left = await db()
      .select({ email: emailCodes.email })
      .from(emailCodes)
      .where(like(emailCodes.email, '%@retention.test'));
    expect(left.map((r) => r.email)).toEqual(['recent@retention.test']);
  });

  it('runs one sweep a period however many instances tick', async () => {
    const every = 3_600_000;
    const instances = ['a', 'b'].map((name) => {
      const queue = new JobsService(db(), quiet, { instanceId: name });
      const config = { ...ctx.config.retention, sweepEveryMs: every };
      const retention = new RetentionService(db(), queue, storage(), ctx.app.services.exports, config, quiet);
      retention.schedule();
      return { queue, retention };
    });
    const hour = Math.floor(Date.now() / every) * every;
    const sweeps = () => db().select().from(jobs).where(eq(jobs.kind, RETENTION_JOB)).orderBy(jobs.id);
    const before = (await sweeps()).length;
    await Promise.all(instances.map((i) => i.queue.runDue()));
    await Promise.all(instances.map((i) => i.retention.enqueueDue(hour + 10 * 60_000)));
    const first = await sweeps();
    expect(first.length - before).toBe(1);
    expect(first.at(-1)).toMatchObject({ dedupeKey: `retention:${new Date(hour).toISOString()}` });
    expect(first.at(-1)?.doneAt).not.toBeNull();
    // The next hour: one more, whichever instance gets there first.
    await Promise.all(instances.map((i) => i.retention.enqueueDue(hour + every + 1)));
    await Promise.all(instances.map((i) => i.queue.runDue()));
    const second = await sweeps();
    expect(second.length - before).toBe(2);
    expect(second.every((j) => j.doneAt !== null && j.attempts === 1)).toBe(true);
  });
});
