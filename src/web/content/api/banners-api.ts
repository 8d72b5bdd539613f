import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import type { Banner } from '../../../shared/schemas/content.ts';
import { request } from '../../api/client.ts';
import { CONTENT_KEY } from './categories-api.ts';

/** The home carousel, in the interface language (no zod on the home path). */
export const bannersQuery = (lang: Lang) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'banners', lang],
    queryFn: () => request<{ list: Banner[] }>('GET', '/hibackend/article/banner/list').then((r) => r.list),
    staleTime: 10 * 60 * 1000,
  });
