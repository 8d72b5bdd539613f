import { useLayoutEffect, useRef } from 'react';
import { useT } from '../i18n/i18n.ts';

/** The brand's nicotine warning: always in view, above everything, in every language. */
export function NicotineBanner() {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Sticky headers sit right under the banner, whose height depends on language and width.
    const set = () => document.documentElement.style.setProperty('--vc-banner-h', `${el.offsetHeight}px`);
    set();
    const ro = new ResizeObserver(set);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return (
    // A named region: the warning is a landmark of its own, so no page content sits outside one.
    <section
      ref={ref}
      className="vc-nicotine"
      aria-label={t('nicotine.label')}
      data-testid="nicotine-warning"
    >
      {t('nicotine.warning')}
    </section>
  );
}
