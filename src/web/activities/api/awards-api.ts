import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import { AwardClaimedSchema, MyAwardPageSchema } from '../../../shared/schemas/activities.ts';
import { request } from '../../api/client.ts';
import { BASE } from './activities-api.ts';
import { ACTIVITIES_KEY } from './draw-api.ts';

/** What I won, newest first. */
export const myAwardsQuery = (token: string, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: [...ACTIVITIES_KEY, 'myAwards', token, lang],
    queryFn: ({ pageParam }) =>
      request(
        'GET',
        `${BASE}/my/awardsListPage`,
        { pageSize: 20, cursor: pageParam },
        { schema: MyAwardPageSchema },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: token !== '',
  });

/** Ships an award to one of my addresses (a loyalty order); `key` is made once per confirmation. */
export const claimAward = (awardId: string, addressId: string, key: string) =>
  request(
    'POST',
    `${BASE}/my/awards/claim`,
    { awardId, addressId },
    { schema: AwardClaimedSchema, idempotencyKey: key },
  );
