import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { CloseOutline, SearchOutline, VideoOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { useT } from '../../i18n/i18n.ts';
import { NoticeBell } from '../../notifications/components/notice-bell.tsx';
import { useLanguage } from '../../i18n/language-store.ts';
import { feedQuery, top10Query } from '../api/articles-api.ts';
import { bannersQuery } from '../api/banners-api.ts';
import { categoriesQuery, CONTENT_KEY } from '../api/categories-api.ts';
import { useArticleSession } from '../article-session-store.ts';
import { ArticleFeed } from '../components/article-feed.tsx';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { CategoryTabs } from '../components/category-tabs.tsx';
import { PublishFab } from '../components/publish-fab.tsx';
import { TopStrip } from '../components/top-strip.tsx';
import { ScanEntry } from '../../scan/components/scan-entry.tsx';
import { usePullRefresh } from '../components/use-pull-refresh.ts';
import { FirstVisitGuide } from '../components/first-visit-guide.tsx';
import { useWidePage } from '../components/use-wide-page.ts';
import '../content.css';

/**
 * `/home` (kept alive): search entry, category tabs, banners and the top 10 on "All", then the
 * masonry feed. The chosen tab lives in the article session state, so it survives a reload too.
 */
export default function HomePage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const [params, setParams] = useSearchParams();
  const topicId = params.get('topicId') ?? undefined;
  const topicName = params.get('topic');
  const { articleCategoryItem, articleCategoryList, setCategoryItem, setCategoryList } = useArticleSession();
  const categoryId = articleCategoryItem?.id;
  useWidePage();
  const root = useRef<HTMLDivElement>(null);

  const categories = useQuery(categoriesQuery(lang));
  useEffect(() => {
    if (!categories.data) return;
    setCategoryList(categories.data);
    // A stored tab that no longer exists falls back to "All".
    const item = useArticleSession.getState().articleCategoryItem;
    if (item && !categories.data.some((c) => c.id === item.id)) setCategoryItem(null);
  }, [categories.data, setCategoryList, setCategoryItem]);

  const all = !categoryId && !topicId;
  const banners = useQuery({ ...bannersQuery(lang), enabled: all });
  const top = useQuery({ ...top10Query(lang), enabled: all });
  const feed = useInfiniteQuery(feedQuery('listPage', { categoryId, topicId }, lang));

  const queryClient = useQueryClient();
  const { pull, refreshing, ready } = usePullRefresh(() =>
    queryClient.refetchQueries({ queryKey: CONTENT_KEY, type: 'active' }),
  );

  // A fresh home (after a reload) brings back the card last opened; a kept-alive one keeps its scroll.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !feed.data) return;
    restored.current = true;
    const { articleIndex, setArticleIndex } = useArticleSession.getState();
    if (articleIndex === null) return;
    document.querySelector(`.vc-home [data-index="${articleIndex}"]`)?.scrollIntoView({ block: 'center' });
    setArticleIndex(null);
  }, [feed.data]);

  return (
    <div className="vc-home" ref={root}>
      <div
        className={`vc-pull${refreshing ? ' is-refreshing' : ''}`}
        style={{ height: refreshing ? 48 : pull }}
        role="status"
        aria-live="polite"
      >
        {pull > 0 || refreshing ? (
          <>
            <span className="vc-spinner vc-pull__spinner" style={{ transform: `rotate(${pull * 4}deg)` }} />
            <span className="vc-pull__text">
              {refreshing ? t('feed.refreshing') : ready ? t('feed.release') : t('feed.pull')}
            </span>
          </>
        ) : null}
      </div>
      <div className="vc-home__bar">
        <Link to="/article/search" className="vc-home__search">
          <SearchOutline aria-hidden />
          <span>{t('feed.search')}</span>
        </Link>
        {/* A plain link: the player loads with /reels, not with the home page. */}
        <Link
          to="/reels"
          className="vc-header__icon"
          aria-label={t('reelsWatch.openFeed')}
          data-testid="home-reels"
        >
          <VideoOutline aria-hidden />
        </Link>
        <NoticeBell />
      </div>
      <FirstVisitGuide />
      <CategoryTabs
        list={categories.data ?? articleCategoryList}
        current={categoryId ?? null}
        onChange={(c) => {
          setCategoryItem(c);
          window.scrollTo(0, 0);
        }}
      />
      {topicId ? (
        <p className="vc-home__topic">
          <span>{t('feed.topic', { name: topicName ?? `#${topicId}` })}</span>
          <button
            type="button"
            className="vc-chip vc-chip--button"
            onClick={() => setParams({}, { replace: true })}
            aria-label={t('feed.clearTopic')}
          >
            <CloseOutline aria-hidden />
          </button>
        </p>
      ) : null}
      {all ? <ScanEntry compact /> : null}
      {all && banners.data ? <BannerCarousel banners={banners.data} /> : null}
      {all && top.data ? <TopStrip items={top.data} /> : null}
      {all ? <h2 className="vc-home__heading">{t('feed.latest')}</h2> : null}
      <ArticleFeed query={feed} locale={locale} label={t('feed.latest')} testId="home-feed" />
      <PublishFab />
    </div>
  );
}
