import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '../../app/routing.tsx';
import type { Banner } from '../../../shared/schemas/content.ts';
import { inAppPath } from '../../app/go.ts';
import { useT } from '../../i18n/i18n.ts';
import { rememberArticleOrigin } from '../article-session-store.ts';

const ADVANCE_MS = 5000;

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const { link } = banner;
  // The app's one rule for paths (`//host` and `/\host` lead to another site), for banners saved
  // before the console refused such links.
  const path = link ? inAppPath(link, window.location.origin) : null;
  if (path) {
    return (
      <Link to={path} className="vc-banners__slide" onClick={() => rememberArticleOrigin(null)}>
        {children}
      </Link>
    );
  }
  if (link?.startsWith('https://')) {
    return (
      <a href={link} className="vc-banners__slide" target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <div className="vc-banners__slide">{children}</div>;
}

/**
 * The home carousel: CSS scroll-snap does the swiping; it advances by itself every few seconds
 * unless the reader prefers less motion, is pointing at it, or the tab is in the background.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);

  const go = (i: number) => {
    const el = track.current;
    if (el) el.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (held || banners.length < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const id = window.setInterval(() => {
      const el = track.current;
      if (document.hidden || !el || el.clientWidth === 0) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, ADVANCE_MS);
    return () => window.clearInterval(id);
  }, [held, banners.length]);

  if (banners.length === 0) return null;
  return (
    <section
      className="vc-banners"
      aria-label={t('feed.featured')}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div
        className="vc-banners__track"
        ref={track}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
        }}
      >
        {banners.map((b, i) => (
          <BannerLink key={b.id} banner={b}>
            <img
              src={b.imageUrl}
              alt={b.title}
              className="vc-banners__img"
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <span className="vc-banners__title" aria-hidden>
              {b.title}
            </span>
          </BannerLink>
        ))}
      </div>
      {banners.length > 1 ? (
        <div className="vc-banners__dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={`vc-banners__dot${i === index ? ' is-active' : ''}`}
              aria-label={t('feed.showBanner', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
