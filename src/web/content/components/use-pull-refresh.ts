import { useEffect, useRef, useState } from 'react';

/** Pulled this far (after damping), a release refreshes. */
export const PULL_TRIGGER_PX = 64;
const PULL_MAX_PX = 96;

/** The finger's travel, damped so the list follows at half speed and stops at a ceiling. */
export const pullDistance = (dy: number) => Math.min(PULL_MAX_PX, Math.max(0, dy * 0.5));

/**
 * Pull to refresh on touch screens: a pull down while the page is at its top shows the indicator,
 * and a release past PULL_TRIGGER_PX runs `refresh`. Hand-written to keep gesture libraries off the
 * home page. Listens only while the calling page is shown (effects pause in a hidden <Activity>).
 */
export function usePullRefresh(refresh: () => Promise<unknown>) {
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    let startY: number | null = null;
    let distance = 0;
    // The browser's own pull (reload or glow) would fight ours.
    const root = document.documentElement;
    root.classList.add('vc-no-overscroll');
    const onStart = (e: TouchEvent) => {
      startY = window.scrollY <= 0 && e.touches.length === 1 ? e.touches[0]!.clientY : null;
      distance = 0;
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null) return;
      if (window.scrollY > 0) {
        startY = null;
        setPull(0);
        return;
      }
      distance = pullDistance(e.touches[0]!.clientY - startY);
      setPull(distance);
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      setPull(0);
      if (distance < PULL_TRIGGER_PX) return;
      setRefreshing(true);
      void latest.current().finally(() => setRefreshing(false));
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      root.classList.remove('vc-no-overscroll');
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return { pull, refreshing, ready: pull >= PULL_TRIGGER_PX };
}
