import { useInfiniteQuery } from '@tanstack/react-query';
import { HeartOutline } from 'antd-mobile-icons';
import { useMemo } from 'react';
import { Link, useSearchParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { formatCount } from '../../content/components/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { GRID_PAGE_SIZE, reelsFeedQuery } from '../api/reels-feed-api.ts';
import { formatDuration, reelItems, reelPath } from '../watch/reel-clips.ts';
import '../watch/reel-grid.css';

/** `/reels/list` (`?userId=` for another member, else mine): a member's reels as a grid of covers. */
export default function ReelsListPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const [params] = useSearchParams();
  const me = useUserStore((s) => (s.token ? s.userInfo.userId : ''));
  const userId = params.get('userId') || me;
  const mine = userId !== '' && userId === me;
  const query = useInfiniteQuery({ ...reelsFeedQuery(lang, userId, GRID_PAGE_SIZE), enabled: userId !== '' });
  const items = useMemo(() => reelItems(query.data?.pages.flatMap((p) => p.list) ?? []), [query.data]);
  const fallback = useQueryFallback(query);

  if (userId === '') {
    return (
      <div className="vc-card vc-empty" data-testid="reels-list-page">
        <p className="vc-empty__text">{t('reelsWatch.signIn')}</p>
        <Link className="vc-button vc-button--primary" to="/login?needBack=1">
          {t('my.signIn')}
        </Link>
      </div>
    );
  }
  if (fallback) return fallback;
  const name = items[0]?.author.nickName;

  return (
    <div data-testid="reels-list-page">
      <div className="vc-reel-grid__head">
        <h2>{mine ? t('reelsWatch.mine') : name ? t('reelsWatch.theirs', { name }) : t('reelsWatch.tab')}</h2>
        {mine ? (
          <Link className="vc-button vc-button--soft" to="/reels/draft">
            {t('reelsWatch.drafts')}
          </Link>
        ) : null}
      </div>
      {items.length === 0 ? (
        <div className="vc-card vc-empty">
          <p className="vc-empty__text">{t('reelsWatch.gridEmpty')}</p>
          {mine ? (
            <Link className="vc-button vc-button--primary" to="/reels/release">
              {t('reelsWatch.make')}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <ul className="vc-reel-grid">
            {items.map((item) => (
              <li key={item.id}>
                <Link className="vc-reel-grid__item" to={reelPath(item.id)} data-testid="reel-grid-item">
                  <img src={item.video.posterUrl} alt={item.title} loading="lazy" decoding="async" />
                  <span className="vc-reel-grid__badge vc-reel-grid__badge--time">
                    <span aria-hidden>{formatDuration(item.video.durationMs)}</span>
                    <span className="vc-visually-hidden">
                      {t('reelsWatch.duration', { time: formatDuration(item.video.durationMs) })}
                    </span>
                  </span>
                  <span className="vc-reel-grid__badge vc-reel-grid__badge--likes">
                    <HeartOutline aria-hidden />
                    <span aria-hidden>{formatCount(item.likeCount, locale)}</span>
                    <span className="vc-visually-hidden">{t('feed.likes', { count: item.likeCount })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <ListEnd query={query} />
        </>
      )}
    </div>
  );
}
