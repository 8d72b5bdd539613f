import { describe, expect, it } from 'vitest';
import { fractionAt, frameIndexAt, frameStyle, momentAt, stepMoment } from './scrubber.ts';

describe('frameStyle', () => {
  it('scales the strip to count cells and moves frame i into the cell', () => {
    expect(frameStyle(0, 10)).toEqual({ backgroundSize: '1000% 100%', backgroundPosition: '0% 0' });
    expect(frameStyle(9, 10)).toEqual({ backgroundSize: '1000% 100%', backgroundPosition: '100% 0' });
    // background-position p% puts the image's p% point on the cell's p% point: frame 3 of 11.
    expect(frameStyle(3, 11).backgroundPosition).toBe('30% 0');
  });
  it('copes with one frame and out-of-range indexes', () => {
    expect(frameStyle(0, 1)).toEqual({ backgroundSize: '100% 100%', backgroundPosition: '0% 0' });
    expect(frameStyle(12, 10).backgroundPosition).toBe('100% 0');
  });
});

describe('pointer to moment', () => {
  it('clamps the pointer to the scrubber', () => {
    expect(fractionAt(150, 100, 200)).toBe(0.25);
    expect(fractionAt(50, 100, 200)).toBe(0);
    expect(fractionAt(400, 100, 200)).toBe(1);
    expect(fractionAt(150, 100, 0)).toBe(0);
  });
  it('maps a fraction to whole ms, the end held a frame short of the duration', () => {
    expect(momentAt(0, 8000)).toBe(0);
    expect(momentAt(0.5, 8040)).toBe(4000);
    expect(momentAt(1, 8000)).toBe(7960);
  });
  it('marks the frame nearest a moment', () => {
    expect(frameIndexAt(0, 8000, 10)).toBe(0);
    expect(frameIndexAt(799, 8000, 10)).toBe(0);
    expect(frameIndexAt(800, 8000, 10)).toBe(1);
    expect(frameIndexAt(8000, 8000, 10)).toBe(9);
  });
});

describe('stepMoment', () => {
  it('steps with arrows and page keys, staying inside the clip', () => {
    expect(stepMoment(1000, 'ArrowRight', 8000)).toBe(1100);
    expect(stepMoment(1000, 'ArrowLeft', 8000)).toBe(900);
    expect(stepMoment(50, 'ArrowLeft', 8000)).toBe(0);
    expect(stepMoment(7500, 'PageUp', 8000)).toBe(7960);
    expect(stepMoment(1000, 'Home', 8000)).toBe(0);
    expect(stepMoment(1000, 'End', 8000)).toBe(7960);
    expect(stepMoment(1000, 'a', 8000)).toBeNull();
  });
});
