import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ArticlePage } from '../../../shared/schemas/content.ts';
import type { MyComment } from '../../../shared/schemas/social.ts';
import { request } from '../../api/client.ts';
import { mineKey } from './social-keys.ts';

const PAGE_SIZE = 20;

/** The article lists of "me": what I liked and what I saved, shaped like the feed. */
const PATHS = {
  likes: '/hibackend/article/owner/getLikesListPage',
  saved: '/hibackend/article/owner/collectListPage',
} as const;

export const myArticlesQuery = (list: keyof typeof PATHS, token: string) =>
  infiniteQueryOptions({
    queryKey: [...mineKey(list), token],
    queryFn: ({ pageParam }) =>
      request<ArticlePage>('GET', PATHS[list], { pageSize: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: token !== '',
  });

export const myCommentsQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: [...mineKey('comments'), token],
    queryFn: ({ pageParam }) =>
      request<{ list: MyComment[]; nextCursor: string | null }>(
        'GET',
        '/hibackend/article/evaluate/owner/listPage',
        { pageSize: PAGE_SIZE, cursor: pageParam },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: token !== '',
  });
