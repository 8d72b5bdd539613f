import { useEffect } from 'react';

/**
 * Widens the desktop content column while the calling page is shown. A class on the root (not a
 * CSS `:has()`) because a kept-alive page stays in the DOM when hidden; its effect does not.
 */
export function useWidePage(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('vc-wide-page');
    return () => root.classList.remove('vc-wide-page');
  }, []);
}
