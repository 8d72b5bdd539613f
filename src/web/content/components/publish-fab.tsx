import { AddOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../app/routing.tsx';
import { useT } from '../../i18n/i18n.ts';

/** The floating "+" of the home tab: a small menu to write an article, post a story or make a reel. */
export function PublishFab() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="vc-fab" ref={box}>
      {open ? (
        <ul className="vc-fab__menu" id="vc-fab-menu">
          <li>
            <Link to="/article/post" className="vc-fab__item">
              {t('feed.newArticle')}
            </Link>
          </li>
          <li>
            <Link to="/article/story" className="vc-fab__item">
              {t('feed.newStory')}
            </Link>
          </li>
          <li>
            <Link to="/reels/release" className="vc-fab__item" data-testid="fab-reel">
              {t('reelsWatch.newReel')}
            </Link>
          </li>
        </ul>
      ) : null}
      <button
        type="button"
        className={`vc-fab__button${open ? ' is-open' : ''}`}
        aria-label={t('feed.publish')}
        aria-expanded={open}
        aria-controls="vc-fab-menu"
        onClick={() => setOpen(!open)}
      >
        <AddOutline aria-hidden />
      </button>
    </div>
  );
}
