import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_DECODE_CONCURRENCY, imageDecodes, limiter, normaliseImage } from './images.ts';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('image decoding is bounded (issue 35: 24 large uploads at once)', () => {
  it('a limiter never runs more than its bound, frees the slot on failure, and runs everything', async () => {
    const limit = limiter(2);
    let running = 0;
    let most = 0;
    const task = async (i: number) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      if (i % 5 === 0) throw new Error(`task ${i}`);
      return i;
    };
    const results = await Promise.allSettled(Array.from({ length: 24 }, (_, i) => limit.run(() => task(i))));
    expect(most).toBe(2);
    expect(limit.peak).toBe(2);
    expect(limit.active).toBe(0);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(19);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(5);
  });

  it('decodes at most IMAGE_DECODE_CONCURRENCY pictures at once', async () => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c81e3c' } })
      .png()
      .toBuffer();
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, imageDecodes.active)), 0);
    try {
      const out = await Promise.all(Array.from({ length: 12 }, () => normaliseImage(png, 'file', 200)));
      expect(out).toHaveLength(12);
    } finally {
      clearInterval(watch);
    }
    expect(IMAGE_DECODE_CONCURRENCY).toBe(2);
    expect(imageDecodes.peak).toBe(IMAGE_DECODE_CONCURRENCY);
    expect(most).toBeLessThanOrEqual(IMAGE_DECODE_CONCURRENCY);
    expect(imageDecodes.active).toBe(0);
  });
});
