import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import type { Category } from '../../../shared/schemas/content.ts';
import { request } from '../../api/client.ts';

/** Every content query key starts with this, so a publish can refresh them all. */
export const CONTENT_KEY = ['content'] as const;

/**
 * The brand's categories (home tabs and the publish form), in the interface language. Read paths of
 * the home tab trust the server's answer shape (its responses are schema-serialised) instead of
 * parsing with zod, which keeps zod out of the first load of /home.
 */
export const categoriesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'categories', lang],
    queryFn: () =>
      request<{ list: Category[] }>('GET', '/hibackend/article/category/list').then((r) => r.list),
    staleTime: 10 * 60 * 1000,
  });
