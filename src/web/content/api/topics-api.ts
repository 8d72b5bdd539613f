import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import { TopicPageSchema } from '../../../shared/schemas/content.ts';
import { request } from '../../api/client.ts';
import { CONTENT_KEY } from './categories-api.ts';

/** Topics matching what the member types in the publish form (the most used first when empty). */
export const topicSearchQuery = (keyword: string, lang: Lang) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'topics', keyword, lang],
    queryFn: ({ signal }) =>
      request(
        'GET',
        '/hibackend/article/topic/listPage',
        { keyword: keyword || undefined, pageSize: 20 },
        { schema: TopicPageSchema, signal },
      ).then((r) => r.list),
    staleTime: 60 * 1000,
  });
