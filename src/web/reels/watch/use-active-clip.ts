import { useEffect, useRef, useState, type RefObject } from 'react';
import { clampIndex, keyStep, wheelStep } from './reel-clips.ts';

function scrollToClip(root: HTMLElement | null, i: number, count: number, reduced: boolean) {
  if (!root || count === 0) return;
  const target = root.querySelector<HTMLElement>(`:scope > [data-index="${clampIndex(i, count)}"]`);
  root.scrollTo({ top: target?.offsetTop ?? 0, behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * Which clip of the scroller is on screen (the one at least 60 % visible), and a way to move to
 * another: keys ↑/↓ and one clip per wheel gesture, while scroll-snap does the same for touch.
 * `count` includes the closing screen after the last clip.
 */
export function useActiveClip(scroller: RefObject<HTMLElement | null>, count: number, reduced: boolean) {
  const [active, setActive] = useState(0);
  // The listeners below read the latest index without being added again on every swipe.
  const activeRef = useRef(0);

  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          const i = Number((e.target as HTMLElement).dataset.index);
          if (!Number.isInteger(i)) continue;
          activeRef.current = i;
          setActive(i);
        }
      },
      { root, threshold: 0.6 },
    );
    root.querySelectorAll(':scope > [data-index]').forEach((el) => io.observe(el));
    return () => io.disconnect();
  }, [scroller, count]);

  const goTo = (i: number) => scrollToClip(scroller.current, i, count, reduced);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      // Typing a comment, or any dialog on top: the keys belong there.
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (el?.closest('input, textarea, select, [contenteditable], dialog')) return;
      if (document.querySelector('dialog[open]')) return;
      const step = keyStep(e.key);
      if (step === 0) return;
      e.preventDefault();
      scrollToClip(scroller.current, activeRef.current + step, count, reduced);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [scroller, count, reduced]);

  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    let last = -Infinity;
    const onWheel = (e: WheelEvent) => {
      if (e.ctrlKey) return; // pinch-zoom on a trackpad
      e.preventDefault();
      const step = wheelStep(e.deltaY, e.timeStamp - last);
      last = e.timeStamp;
      if (step !== 0) scrollToClip(root, activeRef.current + step, count, reduced);
    };
    // Not passive: the browser's own wheel scroll would skip several clips per flick.
    root.addEventListener('wheel', onWheel, { passive: false });
    return () => root.removeEventListener('wheel', onWheel);
  }, [scroller, count, reduced]);

  return { active, goTo };
}
