import { describe, expect, it } from 'vitest';
import type { OddsRow } from '../../../shared/schemas/activities.ts';
import { landingRotation, percent, segmentAt, sliceLabel, wheelSlices } from './wheel-geometry.ts';

const row = (segment: number, weight: number): OddsRow => ({
  segment,
  prizeId: segment === 3 ? null : `p${segment}`,
  name: `Prize ${segment}`,
  imageUrl: null,
  weight,
  odds: weight / 100,
  stock: 5,
  initialStock: 5,
});

describe('wheel geometry', () => {
  const slices = wheelSlices([row(3, 60), row(0, 10), row(1, 0), row(2, 30)]);

  it('sizes slices by weight, in table order, without zero-weight rows', () => {
    expect(slices.map((s) => [s.segment, s.start, s.end])).toEqual([
      [0, 0, 36],
      [2, 36, 144],
      [3, 144, 360],
    ]);
  });

  it('lands exactly on the answered segment after whole turns, from any start', () => {
    for (const current of [0, 17, 359, 1234.5]) {
      for (const seg of [0, 2, 3]) {
        for (const nudge of [0, 0.5, 0.999]) {
          const r = landingRotation(slices, seg, current, 6, nudge);
          expect(r).toBeGreaterThanOrEqual(current + 6 * 360);
          expect(r).toBeLessThan(current + 7 * 360);
          expect(segmentAt(slices, r)).toBe(seg);
        }
      }
    }
    expect(() => landingRotation(slices, 1, 0, 6)).toThrow();
  });

  it('fits labels: shrinks, cuts with an ellipsis, drops them from thin slices', () => {
    expect(sliceLabel('Cap', 90, 150)).toEqual({ lines: ['Cap'], fontSize: 15 });
    const cut = sliceLabel('A very long prize name that cannot fit anywhere at all', 90, 150);
    expect(cut?.lines.some((l) => l.endsWith('…'))).toBe(true);
    expect(sliceLabel('Cap', 2, 150)).toBeNull();
  });

  it('breaks a name into two lines rather than cutting it', () => {
    // One of six slices of the demo wheel: "Sticker pack" used to read "Sticker p…".
    const sticker = sliceLabel('Sticker pack', 60, 150);
    expect(sticker?.lines).toEqual(['Sticker', 'pack']);
    expect(sticker?.fontSize).toBeGreaterThanOrEqual(12);
    const ru = sliceLabel('Набор наклеек', 60, 150);
    expect(ru?.lines.join(' ')).toBe('Набор наклеек');
    expect(ru?.lines.every((l) => !l.endsWith('…'))).toBe(true);
    const zh = sliceLabel('贴纸套装礼盒', 45, 150);
    expect(zh?.lines.join('')).toBe('贴纸套装礼盒');
    // A name that fits stays on one line at the largest font the slice allows.
    expect(sliceLabel('Cap', 30, 150)).toEqual({ lines: ['Cap'], fontSize: 15 });
    // A narrow slice that cannot hold two lines keeps one, shrunk or cut.
    const narrow = sliceLabel('Sticker pack', 9, 150);
    expect(narrow?.lines).toHaveLength(1);
  });

  it('formats odds as percentages', () => {
    expect(percent(0.6, 'en-GB')).toBe('60%');
    expect(percent(0.0125, 'en-GB')).toBe('1.3%');
    expect(percent(0.001, 'en-GB')).toBe('0.1%');
  });
});
