import { useEffect, useRef } from 'react';
import { TAP_TOLERANCE_PX } from '../content/components/picture-constants.ts';

/** Spec §9: a press held this long is a long press. */
export const LONG_PRESS_MS = 500;
export { TAP_TOLERANCE_PX };

interface Timers {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

/**
 * The long-press rule without the DOM: `down` starts the clock, moving further than the tap
 * tolerance or letting go cancels it, and `onLongPress` runs once the press has lasted 500 ms.
 */
export function longPress(onLongPress: () => void, timers: Timers) {
  let handle: unknown = null;
  let start = { x: 0, y: 0 };
  const cancel = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  return {
    down(x: number, y: number) {
      cancel();
      start = { x, y };
      handle = timers.set(() => {
        handle = null;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    move(x: number, y: number) {
      if (Math.hypot(x - start.x, y - start.y) > TAP_TOLERANCE_PX) cancel();
    },
    cancel,
  };
}

/** Pointer handlers that call `onLongPress` after a 500 ms press that stays within 5 px. */
export function useLongPress(onLongPress: () => void) {
  const latest = useRef(onLongPress);
  const core = useRef<ReturnType<typeof longPress> | null>(null);
  useEffect(() => {
    latest.current = onLongPress;
  });
  useEffect(() => () => core.current?.cancel(), []);
  // Made on the first press (refs are read in handlers only, never while rendering).
  const press = () =>
    (core.current ??= longPress(() => latest.current(), {
      set: (fn, ms) => setTimeout(fn, ms),
      clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    }));
  return {
    onPointerDown: (e: React.PointerEvent) => press().down(e.clientX, e.clientY),
    onPointerMove: (e: React.PointerEvent) => press().move(e.clientX, e.clientY),
    onPointerUp: () => press().cancel(),
    onPointerCancel: () => press().cancel(),
    onPointerLeave: () => press().cancel(),
  };
}
