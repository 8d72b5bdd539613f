import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { UsageBuffer } from './stats.buffer.ts';
import type { UsageRow } from './stats.repository.ts';

const silent = { error: () => undefined } as unknown as FastifyBaseLogger;
const row = (n: number): UsageRow => ({
  day: '2026-11-24',
  kind: 'click',
  userId: null,
  path: '/home',
  detailId: String(n),
  client: 'h5',
  durationMs: null,
  payload: {},
});
const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => row(from + i));

describe('UsageBuffer', () => {
  it('takes a batch whole or not at all, up to its cap', () => {
    const buffer = new UsageBuffer(
      () => Promise.resolve(),
      { max: 10, batch: 100, intervalMs: 60_000 },
      silent,
    );
    expect(buffer.offer(rows(0, 8))).toBe(true);
    expect(buffer.offer(rows(8, 3))).toBe(false);
    expect(buffer.size).toBe(8);
    expect(buffer.offer(rows(8, 2))).toBe(true);
  });

  it('writes in chunks of `batch`, in order, and keeps a failed chunk to write again', async () => {
    const written: string[] = [];
    let fail = true;
    const buffer = new UsageBuffer(
      (chunk) => {
        if (fail) return Promise.reject(new Error('database down'));
        written.push(...chunk.map((r) => r.detailId ?? ''));
        return Promise.resolve();
      },
      { max: 100, batch: 4, intervalMs: 60_000 },
      silent,
    );
    buffer.offer(rows(0, 3));
    await buffer.flush();
    expect(written).toEqual([]);
    expect(buffer.size).toBe(3);
    fail = false;
    buffer.offer(rows(3, 7));
    await buffer.flush();
    expect(written).toEqual(rows(0, 10).map((r) => r.detailId));
    expect(buffer.size).toBe(0);
  });

  it('writes everything held on close, then refuses new events', async () => {
    let stored = 0;
    const buffer = new UsageBuffer(
      (chunk) => {
        stored += chunk.length;
        return Promise.resolve();
      },
      { max: 1000, batch: 7, intervalMs: 60_000 },
      silent,
    );
    buffer.offer(rows(0, 50));
    await buffer.close();
    expect(stored).toBe(50);
    expect(buffer.offer(rows(50, 1))).toBe(false);
  });
});
