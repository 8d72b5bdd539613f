import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video, VideoUploaded } from '../../shared/schemas/reels.ts';
import { jobs, musicGenres, musicTracks, videos } from '../db/schema.ts';
import { keyOfUrl } from '../infra/storage.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';
import { multipart, storedCopy, videoFixtures } from './video-fixtures.ts';
import { originalKey, videoDirs } from './videos.files.ts';

// ffmpeg's outputs do not depend on the database: these run once on the data folder (PGlite) and
// once on the bucket (api-s3, whichever its database), not again on PostgreSQL, to keep CI time down.
const againOnPostgres = process.env.TEST_DB === 'postgres' && process.env.TEST_STORAGE !== 's3';
describe.skipIf(againOnPostgres)('merges with music, covers, failures', () => {
  let ctx: TestContext;
  let token: string;
  let otherToken: string;
  let musicId: string;
  const clips = videoFixtures();
  const storage = () => ctx.app.services.storage;
  // A stored output copied out of the store (the data folder or the bucket) for ffprobe.
  const stored = (url: string) => storedCopy(storage(), url, clips.dir);
  const workLeft = () => {
    const work = videoDirs(storage().scratch).work;
    return existsSync(work) ? readdirSync(work) : [];
  };
  const ready: bigint[] = [];
  const failed: bigint[] = [];

  beforeAll(async () => {
    ctx = await startApp();
    token = (await registerUser(ctx, 'mixer@example.com')).token;
    otherToken = (await registerUser(ctx, 'stranger@example.com')).token;
    const db = ctx.app.services.database.db;
    const [genre] = await db
      .insert(musicGenres)
      .values({ name: { en_US: 'Test' } })
      .returning();
    // The track is a public object like any library track: the merge job fetches it from the store.
    const url = await storage().putFile('music/beep.m4a', await clips.tone(8));
    const [track] = await db
      .insert(musicTracks)
      .values({ genreId: genre!.id, title: 'Beep', artist: 'Sine', durationMs: 8000, url, bytes: 1 })
      .returning();
    musicId = String(track!.id);
    ctx.app.services.videos.onReady(async (id) => void ready.push(id));
    ctx.app.services.videos.onFailed(async (id) => void failed.push(id));
  });
  afterAll(async () => {
    clips.cleanup();
    await ctx?.close();
  });

  const post = <T>(url: string, payload: unknown, who = token) =>
    call<T>(ctx.app, { method: 'POST', url, payload: payload as object, headers: { authorization: who } });
  const get = (id: string) =>
    call<Video>(ctx.app, { method: 'GET', url: `/api/video/${id}`, headers: { authorization: token } });
  const fieldOf = (body: unknown) =>
    (body as { data: { fields?: { field: string }[] } }).data.fields?.[0]?.field;
  async function uploaded(opts: { audio?: boolean; process?: boolean } = {}): Promise<string> {
    const clip = await clips.clip({ seconds: 6, audio: opts.audio ?? true });
    const res = await call<VideoUploaded>(ctx.app, {
      method: 'POST',
      url: '/api/video/upload',
      ...multipart(readFileSync(clip), token),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (opts.process ?? true) await ctx.app.services.jobs.runDue();
    return res.body.data.videoId;
  }
  const streamsOf = async (url: string) =>
    (await clips.probeJson(await stored(url))).streams.map((s) => s.codec_name);

  it('merges music into a ready clip: a new video, its picture copied, sound mixed, length kept', async () => {
    const id = await uploaded();
    const parent = (await get(id)).body.data;
    const res = await post<VideoUploaded>('/api/video/audioMerge', {
      videoId: id,
      musicId,
      musicStartMs: 1500,
      musicVolume: 80,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const started = Date.now();
    await ctx.app.services.jobs.runDue();
    console.info(`merging (video copied) took ${Date.now() - started} ms`);
    const merged = (await get(res.body.data.videoId)).body.data;
    expect(merged).toMatchObject({
      status: 'ready',
      parentId: id,
      music: { id: musicId, title: 'Beep', artist: 'Sine' },
      posterUrl: parent.posterUrl,
      width: 180,
      height: 320,
    });
    expect(merged.url).not.toBe(parent.url);
    expect(await streamsOf(merged.url!)).toEqual(['h264', 'aac']);
    const mergedFile = await stored(merged.url!);
    const out = await clips.probeJson(mergedFile);
    expect(Math.abs(Number(out.format.duration) - 6)).toBeLessThanOrEqual(0.2);
    // The picture is the parent's stream, copied, not encoded again.
    expect(await clips.videoMd5(mergedFile)).toBe(await clips.videoMd5(await stored(parent.url!)));
    // The parent's output and the track were fetched into a work folder that is gone again.
    expect(workLeft()).toEqual([]);
    expect(ready.map(String)).toEqual(expect.arrayContaining([id, merged.videoId]));
  });

  it('merges into a clip not yet processed by encoding from the original', async () => {
    const id = await uploaded({ audio: false, process: false });
    // The clip's own job waits: the merge runs first and has no processed parent to copy.
    await ctx.app.services.database.db
      .update(jobs)
      .set({ runAt: sql`now() + interval '1 hour'` })
      .where(sql`${jobs.payload}->>'videoId' = ${id}`);
    const res = await post<VideoUploaded>('/api/video/audioMerge', {
      videoId: id,
      musicId,
      originalVolume: 0,
    });
    expect(res.status).toBe(200);
    await ctx.app.services.jobs.runDue();
    const merged = (await get(res.body.data.videoId)).body.data;
    expect(merged).toMatchObject({ status: 'ready', width: 180, height: 320 });
    expect(merged.posterUrl).toMatch(/-poster\.webp$/);
    expect(await streamsOf(merged.url!)).toEqual(['h264', 'aac']);
    // The clip is silent and its level 0: what is heard is the music.
    expect(await clips.maxVolumeDb(await stored(merged.url!))).toBeGreaterThan(-30);
    expect(workLeft()).toEqual([]);
    expect((await get(id)).body.data.status).toBe('queued');
  });

  it('refuses a merge with unknown music, of another member, or of a failed clip', async () => {
    const id = await uploaded({ process: false });
    const unknown = await post('/api/video/audioMerge', { videoId: id, musicId: '999999' });
    expect([unknown.status, fieldOf(unknown.body)]).toEqual([400, 'musicId']);
    expect((await post('/api/video/audioMerge', { videoId: id, musicId }, otherToken)).status).toBe(404);
    await ctx.app.services.database.db
      .update(videos)
      .set({ status: 'failed' })
      .where(eq(videos.id, BigInt(id)));
    expect((await post('/api/video/audioMerge', { videoId: id, musicId })).status).toBe(409);
  });

  it('sets the cover from a frame or an uploaded picture, refusing a moment past the end', async () => {
    const id = await uploaded();
    const frame = await post<Video>(`/api/video/${id}/cover`, { atMs: 3000 });
    expect(frame.status, JSON.stringify(frame.body)).toBe(200);
    expect(frame.body.data).toMatchObject({ coverWidth: 180, coverHeight: 320 });
    expect(frame.body.data.coverUrl).toMatch(/-cover\.webp$/);
    expect(frame.body.data.coverUrl).not.toBe(frame.body.data.posterUrl);
    const cover = await storage().public.read(keyOfUrl(frame.body.data.coverUrl!)!);
    expect((await sharp(cover!).metadata()).format).toBe('webp');

    const outside = await post(`/api/video/${id}/cover`, { atMs: 6500 });
    expect([outside.status, fieldOf(outside.body)]).toEqual([400, 'atMs']);

    const png = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#357' } })
      .png()
      .toBuffer();
    const image = await call<{ url: string }>(ctx.app, {
      method: 'POST',
      url: '/api/upload',
      ...multipart(png, token, 'file', 'a.png'),
    });
    expect(image.status).toBe(200);
    const picked = await post<Video>(`/api/video/${id}/cover`, { imageUrl: image.body.data.url });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.data.coverUrl).toMatch(/-feed\.webp$/);
    expect([picked.body.data.coverWidth, picked.body.data.coverHeight]).toEqual([540, 720]);
    const theirs = await post(`/api/video/${id}/cover`, { imageUrl: image.body.data.url }, otherToken);
    expect(theirs.status).toBe(404);
    const otherVideo = await call<VideoUploaded>(ctx.app, {
      method: 'POST',
      url: '/api/video/upload',
      ...multipart(readFileSync(await clips.clip({ seconds: 5, audio: false })), otherToken),
    });
    const notOurs = await post(
      `/api/video/${otherVideo.body.data.videoId}/cover`,
      { imageUrl: image.body.data.url },
      otherToken,
    );
    expect([notOurs.status, fieldOf(notOurs.body)]).toEqual([400, 'imageUrl']);
  });

  it('goes back to the queue on a failed try and fails for good on the last', async () => {
    const id = await uploaded({ process: false });
    const [row] = await ctx.app.services.database.db
      .select()
      .from(videos)
      .where(eq(videos.id, BigInt(id)));
    await storage().private.remove(originalKey(row!.sourceKey));
    const due = () =>
      ctx.app.services.database.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(sql`${jobs.payload}->>'videoId' = ${id}`);
    await ctx.app.services.jobs.runDue();
    expect((await get(id)).body.data).toMatchObject({ status: 'queued', reason: null });
    for (let i = 0; i < 2; i++) {
      await due();
      await ctx.app.services.jobs.runDue();
    }
    expect((await get(id)).body.data).toMatchObject({ status: 'failed', reason: 'PROCESSING_FAILED' });
    expect(failed.map(String)).toContain(id);
    const forArticle = ctx.app.services.videos.forArticle(
      (
        await ctx.app.services.database.db
          .select()
          .from(videos)
          .where(eq(videos.id, BigInt(id)))
      )[0]!.userId!,
      BigInt(id),
    );
    await expect(forArticle).rejects.toMatchObject({ statusCode: 400, reason: 'VIDEO_FAILED' });
  });
});
