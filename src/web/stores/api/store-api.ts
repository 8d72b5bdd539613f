import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  MySharePageSchema,
  StoreDetailSchema,
  StoreProductListSchema,
  StoreRatingPageSchema,
} from '../../../shared/schemas/stores.ts';
import { request } from '../../api/client.ts';
import { STORES_KEY } from './stores-key.ts';

/** The token is part of the key: `myShareId` and `mine` depend on who asks. */
export const storeQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: [...STORES_KEY, 'detail', id, token],
    queryFn: () => request('GET', '/hibackend/store/detail', { id }, { schema: StoreDetailSchema }),
    enabled: id !== '',
  });

export const storeRatingsQuery = (storeId: string, token: string) =>
  infiniteQueryOptions({
    queryKey: [...STORES_KEY, 'ratings', storeId, token],
    queryFn: ({ pageParam }) =>
      request(
        'GET',
        '/hibackend/store/evaluate/list',
        { storeId, pageSize: 20, cursor: pageParam },
        { schema: StoreRatingPageSchema },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const storeProductsQuery = (storeId: string) =>
  queryOptions({
    queryKey: [...STORES_KEY, 'products', storeId],
    queryFn: () =>
      request('GET', '/hibackend/store/pickOwnerProduct', { storeId }, { schema: StoreProductListSchema }),
  });

/** Removes the caller's own share of the store (`id` is the store's). */
export const removeMyShare = (storeId: string) =>
  request('DELETE', '/hibackend/storeinfo/delete', { id: storeId }, { schema: z.unknown() });

/** The caller's own shares (`/my/shares`), newest first, loading as they scroll. */
export const mySharesQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: [...STORES_KEY, 'mine', token],
    queryFn: ({ pageParam }) =>
      request(
        'GET',
        '/hibackend/store/evaluate/ownerList',
        { pageSize: 20, cursor: pageParam },
        { schema: MySharePageSchema },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: token !== '',
  });
