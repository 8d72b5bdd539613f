import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import type { ArticleDetail, ArticleListItem, ArticlePage } from '../../../shared/schemas/content.ts';
import { request } from '../../api/client.ts';
import { CONTENT_KEY } from './categories-api.ts';

// Read paths trust the server's schema-serialised answers (no zod on the home path, see categories-api.ts).
const BASE = '/hibackend/article/frontend';
export const FEED_PAGE_SIZE = 20;

/** Filters of the public feed (`frontend/listPage`); empty values are left out of the query. */
export interface FeedFilter {
  type?: 'article' | 'story' | undefined;
  categoryId?: string | undefined;
  topicId?: string | undefined;
  keyword?: string | undefined;
  userId?: string | undefined;
}

/** The feeds that page the same way: the public list, KOL articles and statute articles. */
export type FeedKind = 'listPage' | 'kolListPage' | 'statuteListPage';

const clean = (f: FeedFilter) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as FeedFilter;

export const feedQuery = (kind: FeedKind, filter: FeedFilter, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: [...CONTENT_KEY, 'feed', kind, clean(filter), lang],
    queryFn: ({ pageParam }) =>
      request<ArticlePage>('GET', `${BASE}/${kind}`, {
        ...clean(filter),
        pageSize: FEED_PAGE_SIZE,
        cursor: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const top10Query = (lang: Lang) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'top10', lang],
    queryFn: () => request<{ list: ArticleListItem[] }>('GET', `${BASE}/top10`).then((r) => r.list),
    staleTime: 5 * 60 * 1000,
  });

export const articleQuery = (id: string, lang: Lang) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'detail', id, lang],
    queryFn: () => request<ArticleDetail>('GET', `${BASE}/detail/${encodeURIComponent(id)}`),
    enabled: id !== '',
    // A missing article stays missing: no retry of a 404.
    retry: false,
  });
