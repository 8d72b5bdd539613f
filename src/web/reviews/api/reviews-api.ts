import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  Review,
  ReviewPage,
  ReviewSort,
  ReviewStatistics,
  ReviewTips,
} from '../../../shared/schemas/reviews.ts';
import { request } from '../../api/client.ts';
import { REVIEWS_KEY } from './reviews-keys.ts';

const BASE = '/hibackend/brandTasteEvaluate';
export const REVIEWS_PAGE_SIZE = 10;

/** Whose reviews a list shows: one product's, one brand's, or (neither) everyone's. */
export interface ReviewFilter {
  productId?: string | undefined;
  brandId?: string | undefined;
}

export const reviewListKey = (filter: ReviewFilter, sort: ReviewSort) =>
  [...REVIEWS_KEY, 'list', filter.productId ?? '', filter.brandId ?? '', sort] as const;

export const reviewListQuery = (filter: ReviewFilter, sort: ReviewSort) =>
  infiniteQueryOptions({
    queryKey: reviewListKey(filter, sort),
    queryFn: ({ pageParam }) =>
      request<ReviewPage>('GET', `${BASE}/listPage`, {
        ...(filter.productId ? { productId: filter.productId } : {}),
        ...(filter.brandId ? { brandId: filter.brandId } : {}),
        sort,
        pageSize: REVIEWS_PAGE_SIZE,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const reviewQuery = (id: string) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'detail', id],
    queryFn: () => request<Review>('GET', `${BASE}/detail/${encodeURIComponent(id)}`),
    enabled: id !== '',
    retry: false,
  });

export const topReviewsQuery = (productId: string) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'top', productId],
    queryFn: () =>
      request<{ list: Review[] }>('GET', `${BASE}/top/${encodeURIComponent(productId)}`).then((r) => r.list),
    enabled: productId !== '',
  });

export const statisticsQuery = (productId: string) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'statistics', productId],
    queryFn: () =>
      request<ReviewStatistics>('GET', `${BASE}/indexStatistics/${encodeURIComponent(productId)}`),
    enabled: productId !== '',
  });

export const tipsQuery = () =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'tips'],
    queryFn: () => request<ReviewTips>('GET', `${BASE}/addTips`),
  });

/** My reviews (to find the one I already wrote of a product). */
export const myReviews = () => request<{ list: Review[] }>('GET', `${BASE}/ownerList`, { pageSize: 50 });
