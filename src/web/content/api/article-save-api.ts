import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  ArticleDetailSchema,
  ArticlePageSchema,
  ArticleSavedSchema,
  type ArticleSave,
  type ArticleStatus,
  type ArticleType,
} from '../../../shared/schemas/content.ts';
import { request } from '../../api/client.ts';
import { CONTENT_KEY } from './categories-api.ts';

const BASE = '/hibackend/article';
const PAGE_SIZE = 20;
/** The member's own posts and drafts; refreshed after every save or delete. */
export const OWNER_KEY = [...CONTENT_KEY, 'owner'] as const;

/** Creates or updates (with `id`) a draft or publishes it. The server parses the same schema. */
export const saveArticle = (body: ArticleSave) =>
  request('POST', `${BASE}/frontend/save`, body, { schema: ArticleSavedSchema });

/** The member's newest draft of this type, or null (offered as "Continue your draft?"). */
export const latestDraftQuery = (token: string, type: ArticleType) =>
  queryOptions({
    queryKey: [...OWNER_KEY, 'latest', token, type],
    queryFn: () =>
      request('GET', `${BASE}/frontend/owner/latest`, { type }, { schema: ArticleDetailSchema.nullable() }),
    enabled: token !== '',
    staleTime: 0,
  });

/** One article with its blocks: the author may open their own draft to continue it. */
export const loadArticle = (id: string) =>
  request('GET', `${BASE}/frontend/detail/${encodeURIComponent(id)}`, undefined, {
    schema: ArticleDetailSchema,
  });

export const ownerListQuery = (token: string, status: ArticleStatus) =>
  infiniteQueryOptions({
    queryKey: [...OWNER_KEY, 'list', token, status],
    queryFn: ({ pageParam }) =>
      request(
        'GET',
        `${BASE}/owner/listPage`,
        { status, pageSize: PAGE_SIZE, cursor: pageParam },
        { schema: ArticlePageSchema },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: token !== '',
  });

/** Deletes one of the member's own drafts or posts. */
export const removeOwnArticle = (id: string) =>
  request('DELETE', `${BASE}/frontend/removeOwner/${encodeURIComponent(id)}`);
