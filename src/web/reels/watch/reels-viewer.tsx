import { DownOutline, LeftOutline, UpOutline } from 'antd-mobile-icons';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { useBack } from '../../app/back-header.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { clipMode, shouldLoadMore, type ReelItem } from './reel-clips.ts';
import { ReelCommentsSheet } from './reel-comments-sheet.tsx';
import { ReelSlide } from './reel-slide.tsx';
import { useActiveClip } from './use-active-clip.ts';
import { useReadingTime } from '../../stats/use-reading-time.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import '../watch.css';

/**
 * On desktops the feed sits in the content column under the page header, whose height depends on
 * the title: the feed takes the rest of the window, measured rather than guessed (`--vc-reels-top`).
 */
function useFillBelow(box: React.RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () =>
      el.style.setProperty('--vc-reels-top', `${el.getBoundingClientRect().top + window.scrollY}px`);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(document.body);
    return () => ro.disconnect();
  }, [box]);
}

interface Props {
  items: ReelItem[];
  hasMore: boolean;
  loadMore: () => void;
  /** Shown over the first screen (e.g. "Processing…" for the author of a reel not yet live). */
  notice?: ReactNode;
  testId: string;
}

/**
 * The full-screen vertical feed: one clip per screen with scroll-snap, the clip on screen playing
 * muted (sound after a tap, kept for the next clips), the next one preloaded, more asked for near
 * the end. Phones get the whole screen under the nicotine warning; desktops a 9:16 column.
 */
export function ReelsViewer({ items, hasMore, loadMore, notice, testId }: Props) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const reduced = useReducedMotion();
  const back = useBack({});
  const scroller = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useFillBelow(box);
  const { active, goTo } = useActiveClip(scroller, items.length + 1, reduced);
  const [muted, setMuted] = useState(true);
  useReadingTime('reel', items[active]?.id);
  const [comments, setComments] = useState<{ id: string; count: number } | null>(null);

  useEffect(() => {
    if (shouldLoadMore(active, items.length, hasMore)) loadMore();
  }, [active, items.length, hasMore, loadMore]);

  return (
    <div className="vc-reels" ref={box} data-testid={testId}>
      <div className="vc-reels__scroller" ref={scroller} aria-label={t('reelsWatch.feed')} role="feed">
        {items.map((item, i) => (
          <ReelSlide
            key={item.id}
            item={item}
            index={i}
            mode={clipMode(i, active)}
            lang={lang}
            locale={locale}
            muted={muted}
            onMuted={setMuted}
            still={reduced}
            onComments={(id, count) => setComments({ id, count })}
          />
        ))}
        {/* Keyed by its place: scroll-snap keeps a snapped element in view when content changes, so
            the closing screen of a shorter list must not stay the same element once clips arrive. */}
        {/* A feed's children are articles (ARIA): the closing screen is one too. */}
        <div
          className="vc-reels__end"
          data-index={items.length}
          key={`end-${items.length}`}
          role="article"
          aria-label={items.length === 0 ? t('reelsWatch.empty') : t('reelsWatch.end')}
        >
          {hasMore ? (
            <span className="vc-spinner" role="status" aria-label={t('common.loading')} />
          ) : (
            <>
              <p>{items.length === 0 ? t('reelsWatch.empty') : t('reelsWatch.end')}</p>
              {items.length === 0 ? <p className="vc-reels__muted">{t('reelsWatch.emptyText')}</p> : null}
              <Link className="vc-button vc-button--primary" to="/reels/release">
                {t('reelsWatch.make')}
              </Link>
            </>
          )}
        </div>
      </div>
      {notice ? <div className="vc-reels__notice">{notice}</div> : null}
      <button type="button" className="vc-reels__back" aria-label={t('nav.back')} onClick={back}>
        <LeftOutline aria-hidden />
      </button>
      <div className="vc-reels__nav">
        <button
          type="button"
          className="vc-reel__ctl"
          aria-label={t('reelsWatch.previous')}
          disabled={active === 0}
          onClick={() => goTo(active - 1)}
          data-testid="reel-prev"
        >
          <UpOutline aria-hidden />
        </button>
        <button
          type="button"
          className="vc-reel__ctl"
          aria-label={t('reelsWatch.next')}
          disabled={active >= items.length}
          onClick={() => goTo(active + 1)}
          data-testid="reel-next"
        >
          <DownOutline aria-hidden />
        </button>
      </div>
      <ReelCommentsSheet
        articleId={comments?.id ?? null}
        commentCount={comments?.count ?? 0}
        locale={locale}
        onClose={() => setComments(null)}
      />
    </div>
  );
}
