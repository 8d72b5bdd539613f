import { useEffect } from 'react';
import { reportReading } from '../app/platform-loader.ts';

/** Shorter visits are glances, not reading: not reported. */
const MIN_MS = 1000;

/**
 * Reports how long an article or a reel was on screen (visible time only) when the reader leaves
 * it: another page, another item, or the page hiding (then counting starts again if they return).
 */
export function useReadingTime(type: 'article' | 'reel', id: string | undefined) {
  useEffect(() => {
    if (!id) return;
    let shownSince: number | null = document.visibilityState === 'visible' ? Date.now() : null;
    let total = 0;
    const send = () => {
      if (shownSince !== null) total += Date.now() - shownSince;
      shownSince = null;
      if (total >= MIN_MS) reportReading(type, id, total);
      total = 0;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') send();
      else shownSince = Date.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      send();
    };
  }, [type, id]);
}
