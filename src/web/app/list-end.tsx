import { useCallback, useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n.ts';

/** What a list end needs of an infinite query (TanStack's `useInfiniteQuery` result). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Put at the end of a list: loads the next page when it scrolls into view (a little before, so the
 * page is usually there when the reader arrives), and says when there is no more. Lists load as you
 * scroll.
 */
export function ListEnd({ query }: { query: PagedQuery }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more(), {
      rootMargin: '400px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, more]);
  return (
    <div ref={ref} className="vc-sentinel" role="status" aria-live="polite">
      {hasNextPage ? t('list.loadMore') : t('list.end')}
    </div>
  );
}
