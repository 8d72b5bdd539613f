import { describe, expect, it } from 'vitest';
import {
  clampPan,
  clampZoom,
  indexAfterSwipe,
  isDoubleTap,
  isLongImage,
  isTap,
  pinchZoom,
  swipeDirection,
  toggledZoom,
  wheelZoom,
  wrapIndex,
} from './picture-gestures.ts';

describe('picture viewer gestures', () => {
  it('keeps the zoom between one third and 3', () => {
    expect(clampZoom(0.1)).toBeCloseTo(1 / 3);
    expect(clampZoom(5)).toBe(3);
    expect(pinchZoom(1, 100, 400)).toBe(3);
    expect(pinchZoom(1, 300, 100)).toBeCloseTo(1 / 3);
    expect(pinchZoom(1, 100, 150)).toBeCloseTo(1.5);
    expect(wheelZoom(1, -100)).toBeGreaterThan(1);
    expect(wheelZoom(1, 100)).toBeLessThan(1);
    expect(wheelZoom(3, -1000)).toBe(3);
  });
  it('commits a swipe above 0.25 px/ms or past half the width', () => {
    expect(swipeDirection(-60, 200, 390)).toBe(-1); // 0.3 px/ms
    expect(swipeDirection(60, 300, 390)).toBe(0); // 0.2 px/ms, short
    expect(swipeDirection(196, 2000, 390)).toBe(1); // slow but past half
    expect(swipeDirection(194, 2000, 390)).toBe(0);
    expect(swipeDirection(0, 0, 390)).toBe(0);
  });
  it('loops round the ends', () => {
    expect(indexAfterSwipe(0, 3, 1)).toBe(2);
    expect(indexAfterSwipe(2, 3, -1)).toBe(0);
    expect(indexAfterSwipe(1, 3, -1)).toBe(2);
    expect(indexAfterSwipe(0, 3, 1, false)).toBeNull();
    expect(indexAfterSwipe(0, 1, -1)).toBeNull();
    expect(indexAfterSwipe(1, 3, 0)).toBeNull();
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4, false)).toBe(3);
  });
  it('finds long images above a 2.6 ratio', () => {
    expect(isLongImage(100, 261)).toBe(true);
    expect(isLongImage(100, 260)).toBe(false);
  });
  it('tells taps and double taps within 250 ms', () => {
    expect(isTap(3, 3)).toBe(true);
    expect(isTap(4, 4)).toBe(false);
    expect(isDoubleTap(1000, 1250)).toBe(true);
    expect(isDoubleTap(1000, 1251)).toBe(false);
    expect(toggledZoom(1)).toBe(2);
    expect(toggledZoom(2.4)).toBe(1);
  });
  it('keeps a zoomed picture over the frame', () => {
    expect(clampPan(500, 2, 400, 400)).toBe(200);
    expect(clampPan(-500, 2, 400, 400)).toBe(-200);
    expect(clampPan(50, 1, 400, 400)).toBe(0);
  });
});
