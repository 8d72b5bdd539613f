import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import { WinnerPageSchema } from '../../../shared/schemas/activities.ts';
import { request } from '../../api/client.ts';
import { ACTIVITIES_KEY } from './draw-api.ts';

const PAGE_SIZE = 20;

/** Winners of one activity, names masked by the server, newest first, loaded as the list scrolls. */
export const winnersQuery = (activityId: string, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: [...ACTIVITIES_KEY, 'winners', activityId, lang],
    queryFn: ({ pageParam }) =>
      request(
        'GET',
        '/hibackend/activity/awardsListPage',
        { activityId, pageSize: PAGE_SIZE, cursor: pageParam },
        { schema: WinnerPageSchema },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: activityId !== '',
  });
