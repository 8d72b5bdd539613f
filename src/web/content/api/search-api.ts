import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import { ArticlePageSchema, SuggestionListSchema } from '../../../shared/schemas/content.ts';
import { request } from '../../api/client.ts';
import { CONTENT_KEY } from './categories-api.ts';

const BASE = '/hibackend/article/frontend';
const PAGE_SIZE = 20;

/** Suggestions while typing (titles and topics); the caller debounces the keyword. */
export const suggestionsQuery = (keyword: string, lang: Lang) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'associate', keyword, lang],
    queryFn: ({ signal }) =>
      request('GET', `${BASE}/associate`, { keyword }, { schema: SuggestionListSchema, signal }).then(
        (r) => r.list,
      ),
    enabled: keyword.trim() !== '',
    staleTime: 60 * 1000,
  });

/** Search results: the feed filtered by `keyword`, ranked by the server. */
export const searchResultsQuery = (keyword: string, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: [...CONTENT_KEY, 'search', keyword, lang],
    queryFn: ({ pageParam, signal }) =>
      request(
        'GET',
        `${BASE}/listPage`,
        { keyword, pageSize: PAGE_SIZE, cursor: pageParam },
        { schema: ArticlePageSchema, signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: keyword.trim() !== '',
  });
