import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import type { ArticlePage } from '../../../shared/schemas/content.ts';
import { request } from '../../api/client.ts';
import { CONTENT_KEY } from '../../content/api/categories-api.ts';

/** A feed screen shows one clip, so a smaller page than the card feed keeps the first answer quick. */
export const REELS_PAGE_SIZE = 10;
export const GRID_PAGE_SIZE = 24;

/**
 * Reels of the public feed (`frontend/listPage?type=reels`), newest first; with `userId`, one
 * member's. Under the content key, so a new reel or a removed one refreshes it with the other feeds.
 */
export const reelsFeedQuery = (lang: Lang, userId?: string, pageSize = REELS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...CONTENT_KEY, 'reels', userId ?? '', pageSize, lang],
    queryFn: ({ pageParam }) =>
      request<ArticlePage>('GET', '/hibackend/article/frontend/listPage', {
        type: 'reels',
        pageSize,
        ...(userId ? { userId } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
