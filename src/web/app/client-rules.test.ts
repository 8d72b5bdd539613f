import { afterEach, describe, expect, it, vi } from 'vitest';
import { longPress, LONG_PRESS_MS, TAP_TOLERANCE_PX } from './gestures.ts';
import { destination, inAppPath } from './go.ts';
import { nextPopupZ, POPUP_Z_BASE } from './layers.ts';

const origin = 'https://club.example.com';

describe('navigation (spec §8)', () => {
  it('keeps paths and this site in the app', () => {
    expect(destination('/article/3?x=1', { origin })).toEqual({ kind: 'app', path: '/article/3?x=1' });
    expect(destination('https://club.example.com/my#top', { origin })).toEqual({
      kind: 'app',
      path: '/my#top',
    });
  });
  it('refuses another site without the external option, and takes it with it', () => {
    expect(destination('https://evil.example/', { origin })).toEqual({ kind: 'refused' });
    expect(destination('//evil.example/x', { origin })).toEqual({ kind: 'refused' });
    expect(destination('/\\evil.example/x', { origin })).toEqual({ kind: 'refused' });
    expect(destination('https://www.facebook.com/dialog', { origin, external: true })).toEqual({
      kind: 'external',
      url: 'https://www.facebook.com/dialog',
    });
  });
  it('never follows a script address, external or not', () => {
    expect(destination('javascript:alert(1)', { origin, external: true })).toEqual({ kind: 'refused' });
    expect(inAppPath('javascript:alert(1)', origin)).toBeNull();
    expect(inAppPath('/my/afterSale/4', origin)).toBe('/my/afterSale/4');
  });
});

describe('long press and tap tolerance (spec §9)', () => {
  afterEach(() => vi.useRealTimers());
  const timers = {
    set: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clear: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };

  it('fires after 500 ms held within 5 px', () => {
    expect([LONG_PRESS_MS, TAP_TOLERANCE_PX]).toEqual([500, 5]);
    vi.useFakeTimers();
    let fired = 0;
    const p = longPress(() => fired++, timers);
    p.down(10, 10);
    p.move(13, 14); // 5 px away: still a press
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    expect(fired).toBe(0);
    vi.advanceTimersByTime(1);
    expect(fired).toBe(1);
  });

  it('is cancelled by moving more than 5 px or letting go early', () => {
    vi.useFakeTimers();
    let fired = 0;
    const p = longPress(() => fired++, timers);
    p.down(0, 0);
    p.move(4, 4); // 5.7 px
    vi.advanceTimersByTime(LONG_PRESS_MS);
    p.down(0, 0);
    vi.advanceTimersByTime(LONG_PRESS_MS - 100);
    p.cancel();
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(fired).toBe(0);
  });
});

describe('popup layers (spec §9)', () => {
  it('stack from z-index 2000 up', () => {
    expect(POPUP_Z_BASE).toBe(2000);
    const a = nextPopupZ();
    const b = nextPopupZ();
    expect(a).toBeGreaterThanOrEqual(2000);
    expect(b).toBe(a + 1);
  });
});
