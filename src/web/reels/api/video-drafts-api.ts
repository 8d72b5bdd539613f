import { infiniteQueryOptions } from '@tanstack/react-query';
import { ArticlePageSchema } from '../../../shared/schemas/content.ts';
import { request } from '../../api/client.ts';
import { OWNER_KEY } from '../../content/api/article-save-api.ts';

const PAGE_SIZE = 20;

/**
 * My reel drafts (`owner/listPage?type=reels&status=draft`), under the owner key so every save or
 * delete made by the editors refreshes it.
 */
export const reelDraftsQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: [...OWNER_KEY, 'reels', token],
    queryFn: ({ pageParam }) =>
      request(
        'GET',
        '/hibackend/article/owner/listPage',
        { type: 'reels', status: 'draft', pageSize: PAGE_SIZE, cursor: pageParam },
        { schema: ArticlePageSchema },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: token !== '',
  });
