import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link, Navigate, useParams } from '../../app/routing.tsx';
import { ApiError } from '../../api/api-error.ts';
import { usePageHeader } from '../../app/header-store.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { articleQuery } from '../../content/api/articles-api.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { reelsFeedQuery } from '../api/reels-feed-api.ts';
import { reelFromDetail, reelItems } from '../watch/reel-clips.ts';
import { ReelsViewer } from '../watch/reels-viewer.tsx';
import '../../content/content.css';

function State({
  title,
  text,
  testId,
  to,
  action,
}: Record<'title' | 'text' | 'testId' | 'to' | 'action', string>) {
  return (
    <div className="vc-feed__state" data-testid={testId}>
      <p className="vc-feed__state-title">{title}</p>
      <p className="vc-muted">{text}</p>
      <Link className="vc-button vc-button--soft" to={to}>
        {action}
      </Link>
    </div>
  );
}

/**
 * `/article/reels/{id}`: one reel full screen with its likes, comments and saves, then on into the
 * feed. Its author is sent to the editor for a draft and told to wait while the video processes.
 */
export default function ReelPage() {
  const t = useT();
  const { id = '' } = useParams();
  const lang = useLanguage((s) => s.language);
  const query = useQuery(articleQuery(id, lang));
  const feed = useInfiniteQuery(reelsFeedQuery(lang));
  usePageHeader({ share: true });
  const a = query.data;
  const first = useMemo(() => (a ? reelFromDetail(a) : null), [a]);
  const items = useMemo(
    () => (first ? reelItems(feed.data?.pages.flatMap((p) => p.list) ?? [], first) : []),
    [feed.data, first],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // A malformed id (400) cannot name a reel either: both read as "not found", as on the article page.
  const missing = query.error instanceof ApiError && (query.error.code === 404 || query.error.code === 400);
  const fallback = useQueryFallback(query);

  if (missing) {
    return (
      <State
        testId="article-not-found"
        title={t('feed.notFound')}
        text={t('feed.notFoundText')}
        to="/reels"
        action={t('reelsWatch.openFeed')}
      />
    );
  }
  if (fallback || !a) return fallback;
  if (a.type !== 'reels') return <Navigate to={`/article/${a.id}`} replace />;
  if (a.mine && a.waitingForVideo) {
    return (
      <State
        testId="reel-processing"
        title={a.title}
        text={t('reelsWatch.processing')}
        to="/reels/draft"
        action={t('reelsWatch.drafts')}
      />
    );
  }
  if (a.mine && a.status === 'draft') return <Navigate to={`/reels/release?draft=${a.id}`} replace />;
  if (!first) {
    return (
      <State
        testId="reel-unavailable"
        title={a.title}
        text={t('reelsWatch.unavailable')}
        to="/reels"
        action={t('reelsWatch.openFeed')}
      />
    );
  }
  return (
    <ReelsViewer
      items={items}
      hasMore={feed.isPending || hasNextPage}
      loadMore={loadMore}
      testId="reel-page"
    />
  );
}
