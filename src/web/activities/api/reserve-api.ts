import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import {
  CheckedInSchema,
  ReservationPageSchema,
  ReservationSchema,
} from '../../../shared/schemas/activities.ts';
import { request } from '../../api/client.ts';
import { BASE } from './activities-api.ts';
import { ACTIVITIES_KEY } from './draw-api.ts';

/** My reservations in one state (spec §4), newest first. */
export const reservationListQuery = (state: 'reserved' | 'entered' | 'expired', token: string, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: [...ACTIVITIES_KEY, 'reserve', state, token, lang],
    queryFn: ({ pageParam }) =>
      request(
        'GET',
        `${BASE}/reserve/list`,
        { state, pageSize: 20, cursor: pageParam },
        { schema: ReservationPageSchema },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: token !== '',
  });

/** Books a seat of a flash sale before it starts. */
export const reserve = (activityId: string) =>
  request('POST', `${BASE}/reserve/add`, { activityId }, { schema: ReservationSchema });

/** Checks in at a store's offline activity with the store's 4-digit code. */
export const offlineCheckIn = (activityId: string, code: string) =>
  request('POST', `${BASE}/reserve/offline/add`, { activityId, code }, { schema: CheckedInSchema });
