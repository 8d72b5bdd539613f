import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportQueue, type ReportChannel } from './report-queue.ts';

afterEach(() => vi.useRealTimers());

const setup = (accept = true) => {
  const sent: { channel: ReportChannel; n: number }[] = [];
  const logged: unknown[][] = [];
  const queue = new ReportQueue(
    (channel, events) => {
      sent.push({ channel, n: events.length });
      return accept;
    },
    { flushAt: 3, intervalMs: 5000, log: (...a) => logged.push(a) },
  );
  return { queue, sent, logged };
};

describe('ReportQueue', () => {
  it('sends a channel once it holds `flushAt` events', () => {
    const { queue, sent } = setup();
    queue.add('pageView', {});
    queue.add('pageView', {});
    expect(sent).toEqual([]);
    queue.add('pageView', {});
    expect(sent).toEqual([{ channel: 'pageView', n: 3 }]);
  });

  it('sends the rest after the interval, and everything when the page hides', () => {
    vi.useFakeTimers();
    const { queue, sent } = setup();
    queue.add('click', {});
    vi.advanceTimersByTime(4999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ channel: 'click', n: 1 }]);
    queue.add('browse', {});
    queue.add('pageView', {});
    queue.flush();
    expect(sent.slice(1)).toEqual([
      { channel: 'pageView', n: 1 },
      { channel: 'browse', n: 1 },
    ]);
    expect(queue.size).toBe(0);
  });

  it('splits a long hold into batches the server takes (100)', () => {
    const { queue, sent } = setup();
    const big = new ReportQueue(
      (channel, events) => {
        sent.push({ channel, n: events.length });
        return true;
      },
      { flushAt: 1000, intervalMs: 5000, log: () => undefined },
    );
    for (let i = 0; i < 250; i++) big.add('click', {});
    big.flush();
    expect(sent.map((s) => s.n)).toEqual([100, 100, 50]);
    expect(queue.size).toBe(0);
  });

  it('drops and only logs a batch the browser refuses', () => {
    const { queue, logged } = setup(false);
    queue.add('click', {});
    expect(() => queue.flush()).not.toThrow();
    expect(queue.size).toBe(0);
    expect(logged).toHaveLength(1);
  });
});
