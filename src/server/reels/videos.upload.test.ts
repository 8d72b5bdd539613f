import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video, VideoUploaded } from '../../shared/schemas/reels.ts';
import { videos } from '../db/schema.ts';
import { keyOfUrl } from '../infra/storage.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';
import { multipart, storedCopy, topLevelBoxes, videoFixtures } from './video-fixtures.ts';
import { originalKey, videoDirs } from './videos.files.ts';

// ffmpeg's outputs do not depend on the database: these run once on the data folder (PGlite) and
// once on the bucket (api-s3, whichever its database), not again on PostgreSQL, to keep CI time down.
const againOnPostgres = process.env.TEST_DB === 'postgres' && process.env.TEST_STORAGE !== 's3';
describe.skipIf(againOnPostgres)('POST /api/video/upload and processing', () => {
  let ctx: TestContext;
  let token: string;
  let otherToken: string;
  const clips = videoFixtures();
  const storage = () => ctx.app.services.storage;
  const leftIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
  const leftInIncoming = () => leftIn(ctx.app.services.videos.incomingDir);
  // A stored output copied out of the store (the data folder or the bucket) for ffprobe.
  const stored = (url: string) => storedCopy(storage(), url, clips.dir);

  beforeAll(async () => {
    ctx = await startApp();
    token = (await registerUser(ctx, 'reeler@example.com')).token;
    otherToken = (await registerUser(ctx, 'other@example.com')).token;
  });
  afterAll(async () => {
    clips.cleanup();
    await ctx?.close();
  });

  const upload = (bytes: Buffer, who = token) =>
    call<VideoUploaded>(ctx.app, { method: 'POST', url: '/api/video/upload', ...multipart(bytes, who) });
  const get = (id: string, who = token) =>
    call<Video>(ctx.app, { method: 'GET', url: `/api/video/${id}`, headers: { authorization: who } });
  const fieldOf = (body: unknown) =>
    (body as { data: { fields?: { field: string }[] } }).data.fields?.[0]?.field;
  const reasonOf = (body: unknown) => (body as { data: { reason?: string } }).data.reason;

  it('refuses clips under 5 s and over 30 s, naming the file', async () => {
    for (const [seconds, reason] of [
      [4, 'VIDEO_TOO_SHORT'],
      [31, 'VIDEO_TOO_LONG'],
    ] as const) {
      const clip = await clips.clip({ seconds, width: 64, height: 112, audio: false });
      const res = await upload(readFileSync(clip));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(fieldOf(res.body)).toBe('file');
      expect(reasonOf(res.body)).toBe(reason);
      expect(res.body.msg).toMatch(seconds === 4 ? /5/ : /30/);
    }
    expect(leftInIncoming()).toEqual([]);
  });

  it('refuses a file that is not a video, whatever its name says', async () => {
    const res = await upload(Buffer.from('just some text, not a movie\n'.repeat(200)));
    expect(res.status).toBe(400);
    expect(fieldOf(res.body)).toBe('file');
    expect(reasonOf(res.body)).toBe('NOT_VIDEO');
    const notMultipart = await call(ctx.app, {
      method: 'POST',
      url: '/api/video/upload',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notMultipart.status).toBe(400);
    expect(fieldOf(notMultipart.body)).toBe('file');
    expect(notMultipart.body.msg).toMatch(/video/);
    expect(leftInIncoming()).toEqual([]);
  });

  it('refuses 51 MB with 413 without holding it in memory, leaving nothing behind', async () => {
    // Declared too large: refused before reading.
    expect((await upload(Buffer.alloc(51 * 1024 * 1024))).status).toBe(413);
    // Streamed without a length: cut at the cap, the partial file removed.
    const boundary = `----vc${randomUUID()}`;
    const chunk = randomBytes(1024 * 1024);
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\n\r\n`,
      );
      // The same megabyte each time: the test itself allocates next to nothing while it streams.
      for (let i = 0; i < 51; i++) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const used = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const before = used();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, used())), 5);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/video/upload',
      payload: Readable.from(body()),
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    clearInterval(sampler);
    expect(res.status).toBe(413);
    console.info(
      `streaming 51 MB past the cap grew heap + buffers by ${((peak - before) / 1048576).toFixed(1)} MB`,
    );
    expect(peak - before).toBeLessThan(25 * 1024 * 1024);
    expect(leftInIncoming()).toEqual([]);
  });

  it('processes a clip: H.264 + AAC, yuv420p, moov first, duration kept, metadata gone', async () => {
    const clip = await clips.clip({
      seconds: 6,
      metadata: { title: 'Secret title', location: '+48.8577+002.2950/' },
    });
    expect((await clips.probeJson(clip)).format.tags?.title).toBe('Secret title');
    const res = await upload(readFileSync(clip));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('queued');
    const id = res.body.data.videoId;
    expect((await get(id)).body.data).toMatchObject({ status: 'queued', url: null, progress: 0 });

    const started = Date.now();
    expect(await ctx.app.services.jobs.runDue()).toBe(1);
    console.info(`processing a 6 s 180x320 clip took ${Date.now() - started} ms`);
    const video = (await get(id)).body.data;
    expect(video).toMatchObject({ status: 'ready', progress: 100, width: 180, height: 320, thumbCount: 10 });
    expect(video.url).toMatch(/^\/obs\/videos\/\d{4}-\d{2}\/[0-9a-f]{24}\.mp4$/);
    expect(video.coverUrl).toBe(video.posterUrl);

    const file = await stored(video.url!);
    const out = await clips.probeJson(file);
    const v = out.streams.find((s) => s.codec_type === 'video');
    const a = out.streams.find((s) => s.codec_type === 'audio');
    expect([v?.codec_name, v?.pix_fmt, a?.codec_name]).toEqual(['h264', 'yuv420p', 'aac']);
    expect(Math.abs(Number(out.format.duration) - 6)).toBeLessThanOrEqual(0.2);
    expect(out.format.tags?.title).toBeUndefined();
    expect(out.format.tags?.location).toBeUndefined();
    const boxes = topLevelBoxes(file);
    expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(readFileSync(file).length).toBe(
      video.url && (await ctx.app.inject({ url: video.url })).rawPayload.length,
    );

    // The original went to the private area as uploaded, the outputs to the public one (the bucket
    // on S3); the job left nothing in this instance's work folder.
    const [row] = await ctx.app.services.database.db
      .select()
      .from(videos)
      .where(eq(videos.id, BigInt(id)));
    expect(row?.sourceKey).toMatch(/^\d{4}-\d{2}\/[0-9a-f]{24}\.mp4$/);
    const original = originalKey(row!.sourceKey);
    expect(await storage().private.stat(original)).toMatchObject({ size: readFileSync(clip).length });
    expect(await storage().public.stat(original)).toBeNull();
    for (const url of [video.url!, video.posterUrl!, video.thumbsUrl!]) {
      expect(await storage().public.stat(keyOfUrl(url)!), url).not.toBeNull();
    }
    expect(leftIn(videoDirs(storage().scratch).work)).toEqual([]);
    const published: string[] = [];
    for await (const o of storage().public.list('videos/')) published.push(o.key);
    expect(published.filter((k) => !/^videos\/\d{4}-\d{2}\/[0-9a-f]{24}[.-]/.test(k))).toEqual([]);
    if (storage().kind === 's3') {
      // Nothing of it stays on this instance's disk.
      expect(existsSync(path.join(ctx.dataDir, 'uploads', 'videos'))).toBe(false);
      expect(existsSync(path.join(ctx.dataDir, 'private', 'videos', row!.sourceKey))).toBe(false);
    }
    // The strip is ten 90 px frames side by side.
    const strip = await storage().public.read(keyOfUrl(video.thumbsUrl!)!);
    expect((await sharp(strip!).metadata()).width).toBe(900);

    // Re-running the job after a crash leaves a ready video alone.
    const before = (await get(id)).body.data.url;
    await ctx.app.services.jobs.enqueue(ctx.app.services.database.db, {
      kind: 'video.process',
      payload: { videoId: id },
    });
    await ctx.app.services.jobs.runDue();
    expect((await get(id)).body.data.url).toBe(before);

    // Another member's video is not found; a visitor must sign in.
    expect((await get(id, otherToken)).status).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: `/api/video/${id}` })).status).toBe(401);

    // iOS plays video only from servers that answer ranges.
    const range = await ctx.app.inject({ method: 'GET', url: video.url!, headers: { range: 'bytes=0-1' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-1/${readFileSync(file).length}`);
    expect(range.headers['content-type']).toMatch(/^video\/mp4/);
    expect(range.rawPayload.length).toBe(2);
  });

  it('turns a phone clip with a rotation flag upright, and gives a silent clip a sound track', async () => {
    const clip = await clips.clip({ seconds: 5, width: 320, height: 180, rotate: 90, audio: false });
    const res = await upload(readFileSync(clip));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await ctx.app.services.jobs.runDue();
    const video = (await get(res.body.data.videoId)).body.data;
    expect(video).toMatchObject({ status: 'ready', width: 180, height: 320 });
    const out = await clips.probeJson(await stored(video.url!));
    const v = out.streams.find((s) => s.codec_type === 'video');
    expect([v?.width, v?.height]).toEqual([180, 320]);
    expect(v?.side_data_list?.some((d) => d.rotation !== undefined && d.rotation !== 0) ?? false).toBe(false);
    expect(v?.tags?.rotate).toBeUndefined();
    expect(out.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
  });

  it('takes what phones write (MOV, WebM), and names the file when the form is wrong', async () => {
    for (const ext of ['mov', 'webm'] as const) {
      const clip = await clips.clip({ seconds: 5, width: 64, height: 112, ext });
      const res = await upload(readFileSync(clip));
      expect(res.status, `${ext}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    const clip = readFileSync(await clips.clip({ seconds: 5, width: 64, height: 112, audio: false }));
    const wrongField = await call(ctx.app, {
      method: 'POST',
      url: '/api/video/upload',
      ...multipart(clip, token, 'video'),
    });
    expect([wrongField.status, fieldOf(wrongField.body), reasonOf(wrongField.body)]).toEqual([
      400,
      'file',
      'FILE_MISSING',
    ]);
    const { payload, headers } = multipart(clip, token);
    const cut = await call(ctx.app, {
      method: 'POST',
      url: '/api/video/upload',
      payload: payload.subarray(0, payload.length - 2000),
      headers,
    });
    expect([cut.status, fieldOf(cut.body)]).toEqual([400, 'file']);
    expect(leftInIncoming()).toEqual([]);
  });
});
