import { infiniteQueryOptions } from '@tanstack/react-query';
import type { FootprintPage } from '../../../shared/schemas/social.ts';
import { request } from '../../api/client.ts';
import { PEOPLE_KEY, PEOPLE_PAGE_SIZE } from './people-key.ts';

export const FOOTPRINT_KEY = [...PEOPLE_KEY, 'footprint'] as const;

export const footprintQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: [...FOOTPRINT_KEY, token],
    queryFn: ({ pageParam }) =>
      request<FootprintPage>('GET', '/hibackend/user/footprint/listPage', {
        pageSize: PEOPLE_PAGE_SIZE,
        cursor: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const clearFootprint = () => request<unknown>('DELETE', '/hibackend/user/footprint');
