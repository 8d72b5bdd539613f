import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';
import { ReadCacheBus } from './read-cache.bus.ts';

describe('ReadCache', () => {
  it('shares one load within the time to live, and loads again after it', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadCache<number>(1000, 10, { now: () => now });
    const load = () => Promise.resolve(++loads);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('forgets everything on clear, failed loads at once, and the oldest entry when full', async () => {
    let loads = 0;
    const cache = new ReadCache<number>(1000, 2, { now: () => 0 });
    const load = () => Promise.resolve(++loads);
    await cache.get('a', load);
    cache.clear();
    expect(await cache.get('a', load)).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get('b', load)).toBe(3);
    await cache.get('c', load); // evicts 'a'
    expect(await cache.get('a', load)).toBe(5);
  });
});

describe('ReadCache groups (a member each)', () => {
  it('clears one group and keeps the others; an answer loading during the clear is not kept', async () => {
    let loads = 0;
    const cache = new ReadCache<number>(60_000, 10, { now: () => 0 });
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('p', load, '1')).toBe(1);
    expect(await cache.get('p', load, '2')).toBe(2);
    expect(await cache.get('p', load, '1')).toBe(1);
    let finish: (n: number) => void = () => undefined;
    const slow = cache.get('q', () => new Promise<number>((resolve) => (finish = resolve)), '1');
    cache.clear('1');
    finish(99);
    expect(await slow).toBe(99);
    expect(await cache.get('q', load, '1')).toBe(3);
    expect(await cache.get('p', load, '1')).toBe(4);
    expect(await cache.get('p', load, '2')).toBe(2);
  });

  it('makes room by dropping the oldest group whole', async () => {
    let loads = 0;
    const cache = new ReadCache<number>(60_000, 3, { now: () => 0 });
    const load = () => Promise.resolve(++loads);
    await cache.get('a', load, '1');
    await cache.get('b', load, '1');
    await cache.get('a', load, '2');
    await cache.get('a', load, '3'); // full: member 1 goes, both entries
    expect(await cache.get('a', load, '2')).toBe(3);
    expect(await cache.get('b', load, '1')).toBe(5);
  });
});

describe('ReadCacheBus', () => {
  /** Two instances whose notes reach both (NOTIFY delivers to the sender too). */
  function twoInstances() {
    const sent: string[] = [];
    const buses: ReadCacheBus[] = [];
    const send = (note: string) => {
      sent.push(note);
      for (const bus of buses) bus.receive(note);
      return Promise.resolve();
    };
    const log = { warn: () => undefined };
    buses.push(new ReadCacheBus(60_000, send, log), new ReadCacheBus(60_000, send, log));
    return { sent, buses };
  }

  it('clears the same-named caches of every instance with one note per write, and all on `*`', async () => {
    const { sent, buses } = twoInstances();
    const [a, b] = buses.map((bus) => ({
      feed: bus.cache<number>('articles', 10),
      detail: bus.cache<number>('articles', 10),
      reviews: bus.cache<number>('reviews', 10),
    }));
    if (!a || !b) throw new Error('two instances');
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    for (const c of [b.feed, b.detail, b.reviews]) await c.get('k', load);
    expect(loads).toBe(3);
    a.feed.clear();
    a.reviews.clear();
    // Emptied on the writer at once; the note goes out once this turn is done, one for both.
    expect(sent).toEqual([]);
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    expect(await b.feed.get('k', load)).toBe(4);
    expect(await b.detail.get('k', load)).toBe(5);
    expect(await b.reviews.get('k', load)).toBe(6);
    buses[1]?.receive('*');
    expect(await b.reviews.get('k', load)).toBe(7);
    // Another instance's note for a cache nobody clears changes nothing.
    buses[1]?.receive('elsewhere shields');
    expect(await b.reviews.get('k', load)).toBe(7);
  });

  it("clears one member's group on every instance, in notes PostgreSQL takes", async () => {
    const { sent, buses } = twoInstances();
    const [a, b] = buses.map((bus) => bus.cache<number>('points-flow', 10_000));
    if (!a || !b) throw new Error('two instances');
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await b.get('en_US:20', load, '41');
    await b.get('en_US:20', load, '42');
    a.clear('41');
    await Promise.resolve();
    expect(sent).toEqual([expect.stringMatching(/^\S+ points-flow\/41$/)]);
    expect(await b.get('en_US:20', load, '41')).toBe(3);
    expect(await b.get('en_US:20', load, '42')).toBe(2);
    // A thousand members cleared in one turn: several notes, each under PostgreSQL's 8,000 bytes.
    for (let id = 100_000; id < 101_000; id++) a.clear(String(id));
    await Promise.resolve();
    const notes = sent.slice(1);
    expect(notes.length).toBeGreaterThan(1);
    for (const note of notes) expect(Buffer.byteLength(note)).toBeLessThan(8000);
    expect(notes.flatMap((n) => n.split(' ')[1]?.split(',') ?? [])).toHaveLength(1000);
  });

  it('sends nothing for a cache that keeps nothing', async () => {
    const { sent, buses } = twoInstances();
    buses[0]?.cache<number>('off', 10, 0).clear();
    await Promise.resolve();
    expect(sent).toEqual([]);
  });
});
