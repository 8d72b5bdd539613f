import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import type {
  ArticlePage,
  BrandFollowed,
  BrandSpecial,
  BrandSpecialDetail,
  MyBrandStatistics,
} from '../../../shared/schemas/content.ts';
import { request } from '../../api/client.ts';
import { CONTENT_KEY } from './categories-api.ts';
import { FEED_PAGE_SIZE } from './articles-api.ts';

const BASE = '/hibackend/brandSpecial/frontend';

export const brandSpecialsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'brandSpecials', lang],
    queryFn: () => request<{ list: BrandSpecial[] }>('GET', `${BASE}/list`).then((r) => r.list),
  });

/** Keyed by the session too: the `followed` flag is the signed-in member's. */
export const brandSpecialQuery = (id: string, lang: Lang, token: string) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'brandSpecial', id, lang, token],
    queryFn: () => request<BrandSpecialDetail>('GET', `${BASE}/detail/${encodeURIComponent(id)}`),
    enabled: id !== '',
    retry: false,
  });

/** Every answer that changes when the member follows or unfollows a brand starts with this key. */
export const BRAND_FOLLOWS_KEY = [...CONTENT_KEY, 'brandFollows'] as const;

export const saveBrandFollow = (brandSpecialId: string, follow: boolean) =>
  request<BrandFollowed>('POST', `${BASE}/follow/save`, { brandSpecialId, follow });

/** `myStatistics/brandSpecial`: the brands the member follows (decision 105). */
export const myBrandsQuery = (lang: Lang, token: string) =>
  queryOptions({
    queryKey: [...BRAND_FOLLOWS_KEY, 'mine', lang, token],
    queryFn: () => request<MyBrandStatistics>('GET', '/hibackend/myStatistics/brandSpecial'),
    enabled: token !== '',
  });

export const brandArticlesQuery = (brandSpecialId: string, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: [...CONTENT_KEY, 'brandArticles', brandSpecialId, lang],
    queryFn: ({ pageParam }) =>
      request<ArticlePage>('GET', `${BASE}/article/listPage`, {
        brandSpecialId,
        pageSize: FEED_PAGE_SIZE,
        cursor: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: brandSpecialId !== '',
  });
