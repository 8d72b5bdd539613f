import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

describe('ReadCache', () => {
  it('shares one load within the time to live, and loads again after it', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadCache<number>(1000, 10, () => now);
    const load = () => Promise.resolve(++loads);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('forgets everything on clear, failed loads at once, and the oldest entry when full', async () => {
    let loads = 0;
    const cache = new ReadCache<number>(1000, 2, () => 0);
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
