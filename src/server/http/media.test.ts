import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../test/app.ts';
import { parseRange } from './media.ts';

const onS3 = process.env.TEST_STORAGE === 's3';

describe(`/obs/ media (${onS3 ? 'S3-compatible bucket' : 'data folder'})`, () => {
  let ctx: TestContext;
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

  beforeAll(async () => {
    ctx = await startApp();
    await ctx.app.services.storage.put('videos/2026-11/clip.mp4', bytes);
    await ctx.app.services.storage.private.put(
      'proofs/0123456789abcdef0123456789abcdef.jpg',
      Buffer.from('id'),
    );
  });
  afterAll(() => ctx.close());

  it('serves a public object with its type and a year of caching', async () => {
    const res = await ctx.app.inject({ url: '/obs/videos/2026-11/clip.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers byte ranges (the seek bar of a video)', async () => {
    const res = await ctx.app.inject({
      url: '/obs/videos/2026-11/clip.mp4',
      headers: { range: 'bytes=100-199' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/1000');
    expect(res.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await ctx.app.inject({
      url: '/obs/videos/2026-11/clip.mp4',
      headers: { range: 'bytes=-10' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(990))).toBe(true);
    const beyond = await ctx.app.inject({
      url: '/obs/videos/2026-11/clip.mp4',
      headers: { range: 'bytes=5000-' },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('never serves private objects or anything outside the public area', async () => {
    for (const url of [
      '/obs/proofs/0123456789abcdef0123456789abcdef.jpg',
      '/obs/../private/proofs/0123456789abcdef0123456789abcdef.jpg',
      '/obs/%2e%2e/private/proofs/0123456789abcdef0123456789abcdef.jpg',
      '/obs/videos/2026-11/none.mp4',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it.runIf(onS3)('redirects to MEDIA_PUBLIC_URL when a CDN is in front of the bucket', async () => {
    const cdn = await startApp(
      {},
      {
        storage: {
          ...(ctx.config.storage as Extract<typeof ctx.config.storage, { kind: 's3' }>),
          publicUrl: 'https://cdn.example.com/media',
        },
      },
    );
    try {
      const res = await cdn.app.inject({ url: '/obs/videos/2026-11/clip.mp4' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://cdn.example.com/media/videos/2026-11/clip.mp4');
    } finally {
      await cdn.close();
    }
  });
});

describe('parseRange', () => {
  it('reads one range and leaves everything else to a whole answer', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=9-3', 100)).toBeNull();
  });
});
