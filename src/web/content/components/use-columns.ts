import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 1024px)';
const MID = '(min-width: 640px)';

function subscribe(onChange: () => void) {
  const lists = [WIDE, MID].map((q) => window.matchMedia(q));
  lists.forEach((l) => l.addEventListener('change', onChange));
  return () => lists.forEach((l) => l.removeEventListener('change', onChange));
}

/** Masonry columns for the window: 2 on phones, 3 on tablets, `wide` on desktops. */
export function useColumns(wide = 4): number {
  return useSyncExternalStore(subscribe, () => {
    if (window.matchMedia(WIDE).matches) return wide;
    return window.matchMedia(MID).matches ? 3 : 2;
  });
}
