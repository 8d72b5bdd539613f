import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import type { ArticlePage, BrandSpecial } from '../../../shared/schemas/content.ts';
import { request } from '../../api/client.ts';
import { CONTENT_KEY } from './categories-api.ts';
import { FEED_PAGE_SIZE } from './articles-api.ts';

const BASE = '/hibackend/brandSpecial/frontend';

export const brandSpecialsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'brandSpecials', lang],
    queryFn: () => request<{ list: BrandSpecial[] }>('GET', `${BASE}/list`).then((r) => r.list),
  });

export const brandSpecialQuery = (id: string, lang: Lang) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'brandSpecial', id, lang],
    queryFn: () => request<BrandSpecial>('GET', `${BASE}/detail/${encodeURIComponent(id)}`),
    enabled: id !== '',
    retry: false,
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
