import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../app/routing.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { articleQuery } from '../../content/api/articles-api.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { reelsFeedQuery } from '../api/reels-feed-api.ts';
import { reelFromDetail, reelItems } from '../watch/reel-clips.ts';
import { ReelsViewer } from '../watch/reels-viewer.tsx';

/** `/reels` (`?start={id}` leads with that reel): the full-screen vertical feed of every member's reels. */
export default function ReelsFeedPage() {
  const lang = useLanguage((s) => s.language);
  const [params] = useSearchParams();
  const start = params.get('start') ?? '';
  // A start that is not a reel (gone, a typo) is simply left out: the feed still plays.
  const lead = useQuery(articleQuery(start, lang));
  const feed = useInfiniteQuery(reelsFeedQuery(lang));
  const first = useMemo(() => (lead.data?.type === 'reels' ? reelFromDetail(lead.data) : null), [lead.data]);
  const items = useMemo(
    () => reelItems(feed.data?.pages.flatMap((p) => p.list) ?? [], first),
    [feed.data, first],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const fallback = useQueryFallback(feed);
  const waiting = feed.isPending || (start !== '' && lead.isPending);
  if (feed.isError && items.length === 0) return fallback;
  return (
    <ReelsViewer
      items={waiting ? [] : items}
      hasMore={waiting || hasNextPage}
      loadMore={loadMore}
      testId="reels-feed-page"
    />
  );
}
