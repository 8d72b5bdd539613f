import { describe, expect, it } from 'vitest';
import { checkBuild, hasNewerBuild, reloadOnceForChunkError } from './build-check.ts';
import { resolveColorMode } from './color-mode.ts';
import { screenScale } from './screen.ts';

describe('chunk reload guard', () => {
  it('reloads at most once per path within 10 s', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    let reloads = 0;
    let t = 1_000_000;
    const go = (path: string) =>
      reloadOnceForChunkError(
        path,
        storage,
        () => reloads++,
        () => t,
      );
    expect(go('/my')).toBe(true);
    t += 9_999;
    expect(go('/my')).toBe(false);
    expect(go('/setting')).toBe(true);
    t += 2;
    expect(go('/my')).toBe(true);
    expect(reloads).toBe(3);
  });
});

describe('build check', () => {
  it('flags a newer build only when latest.json names another build id', async () => {
    const urls: string[] = [];
    const answer = (buildId: string) => (url: string) => {
      urls.push(url);
      return Promise.resolve(new Response(JSON.stringify({ buildId })));
    };
    expect(await checkBuild('b1', answer('b1'), () => 5)).toBe(false);
    expect(urls[0]).toBe('/builds/latest.json?t=5');
    expect(await checkBuild('b1', () => Promise.reject(new Error('offline')))).toBe(false);
    expect(await checkBuild('b1', answer('b2'))).toBe(true);
    expect(hasNewerBuild()).toBe(true);
  });
});

describe('colour mode', () => {
  it('applies a forced page mode first, then the preference, system following the device', () => {
    expect(resolveColorMode('light', 'dark', false)).toBe('dark');
    expect(resolveColorMode('dark', null, false)).toBe('dark');
    expect(resolveColorMode('system', null, true)).toBe('dark');
    expect(resolveColorMode('system', null, false)).toBe('light');
  });
});

describe('screen scale', () => {
  it.each([
    [1920, 3.52],
    [1600, 3.52],
    [1440, 1.74],
    [1366, 1.55],
    [1024, 1.22],
    [501, 1.22],
    [500, 1.1],
    [390, 1.1],
    [375, 1],
  ])('%i px -> %f', (w, f) => expect(screenScale(w)).toBe(f));
});
