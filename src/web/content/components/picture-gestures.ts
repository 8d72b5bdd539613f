import {
  DOUBLE_TAP_MS,
  LONG_IMAGE_RATIO,
  LOOP,
  SWIPE_DISTANCE_SHARE,
  SWIPE_SPEED,
  TAP_TOLERANCE_PX,
  ZOOM_DOUBLE_TAP,
  ZOOM_MAX,
  ZOOM_MIN,
} from './picture-constants.ts';

export const clampZoom = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z));

/** Index `i` in a list of `n`, wrapping round when the preview loops, clamped when it does not. */
export function wrapIndex(i: number, n: number, loop = LOOP): number {
  if (n <= 0) return 0;
  if (loop) return ((i % n) + n) % n;
  return Math.min(n - 1, Math.max(0, i));
}

/**
 * Where a horizontal drag of `dx` px over `dt` ms ends: -1 (next picture, dragged left), +1
 * (previous) or 0 (snap back). It commits when fast enough or past half the width.
 */
export function swipeDirection(dx: number, dt: number, width: number): -1 | 0 | 1 {
  if (dx === 0) return 0;
  const speed = Math.abs(dx) / Math.max(1, dt);
  if (speed > SWIPE_SPEED || Math.abs(dx) > width * SWIPE_DISTANCE_SHARE) return dx < 0 ? -1 : 1;
  return 0;
}

/** The picture index after a swipe, or null when the swipe cannot go there (ends, without loop). */
export function indexAfterSwipe(index: number, count: number, dir: -1 | 0 | 1, loop = LOOP): number | null {
  if (dir === 0 || count < 2) return null;
  const next = index - dir;
  if (!loop && (next < 0 || next >= count)) return null;
  return wrapIndex(next, count, loop);
}

export const isLongImage = (width: number, height: number) => width > 0 && height / width > LONG_IMAGE_RATIO;

/** Zoom after a pinch: the zoom at its start times the change of the fingers' distance. */
export const pinchZoom = (startZoom: number, startDist: number, dist: number) =>
  clampZoom(startDist > 0 ? (startZoom * dist) / startDist : startZoom);

/** Zoom after a wheel step (deltaY > 0 zooms out), smooth on trackpads and mice alike. */
export const wheelZoom = (zoom: number, deltaY: number) => clampZoom(zoom * Math.exp(-deltaY * 0.002));

/** A double tap goes between the fitted size and a closer look. */
export const toggledZoom = (zoom: number) => (Math.abs(zoom - 1) < 0.01 ? ZOOM_DOUBLE_TAP : 1);

export const isTap = (dx: number, dy: number) => Math.hypot(dx, dy) < TAP_TOLERANCE_PX;

/** A tap at `now` is the second of a double tap when the previous one was at `lastTap`. */
export const isDoubleTap = (lastTap: number, now: number) => now - lastTap <= DOUBLE_TAP_MS;

/** Keeps a zoomed picture's offset so its edges do not come inside the frame. */
export function clampPan(offset: number, zoom: number, size: number, frame: number): number {
  const slack = Math.max(0, (size * zoom - frame) / 2);
  return Math.min(slack, Math.max(-slack, offset));
}
