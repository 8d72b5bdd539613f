import { describe, expect, it } from 'vitest';
import { clearedFraction } from './scratch-layer.ts';

describe('clearedFraction', () => {
  it('counts transparent pixels among the samples', () => {
    const px = 100;
    const data = new Uint8ClampedArray(px * 4).fill(255);
    expect(clearedFraction(data, 1)).toBe(0);
    for (let p = 0; p < 30; p++) data[p * 4 + 3] = 0;
    expect(clearedFraction(data, 1)).toBeCloseTo(0.3);
    for (let p = 0; p < px; p++) data[p * 4 + 3] = 10;
    expect(clearedFraction(data, 8)).toBe(1);
    expect(clearedFraction(new Uint8ClampedArray(0))).toBe(0);
  });
});
