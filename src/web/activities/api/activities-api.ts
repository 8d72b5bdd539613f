import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import {
  ActivityDetailSchema,
  ActivityListSchema,
  ActivityPageSchema,
  AttendNumSchema,
  BrandActivityListSchema,
  ConsoleActivitySchema,
  type ActivityDetail,
} from '../../../shared/schemas/activities.ts';
import { request } from '../../api/client.ts';
// One key for every activity query (defined in `draw-api.ts`), so any entry refreshes them all.
import { ACTIVITIES_KEY } from './draw-api.ts';

export const BASE = '/hibackend/activity';
const PAGE_SIZE = 20;

/** The public lists of the `/activity` tab, loading as the member scrolls. */
export const activityListQuery = (tab: 'open' | 'upcoming' | 'ended', lang: Lang) =>
  infiniteQueryOptions({
    queryKey: [...ACTIVITIES_KEY, 'list', tab, lang],
    queryFn: ({ pageParam }) =>
      request(
        'GET',
        `${BASE}/list`,
        { tab, pageSize: PAGE_SIZE, cursor: pageParam },
        { schema: ActivityPageSchema },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** One activity with the odds, live stock and (signed in) my standing; `token` keys the member's view. */
export const activityQuery = (id: string, token: string, lang: Lang) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'detail', id, token, lang],
    queryFn: () =>
      request('GET', `${BASE}/build/detail/${encodeURIComponent(id)}`, undefined, {
        schema: ActivityDetailSchema,
      }),
    enabled: id !== '',
    retry: false,
  });

/** A draft as the console sees it (admins only), mapped to what the member's page renders. */
export const previewQuery = (id: string, lang: Lang) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'preview', id, lang],
    queryFn: async (): Promise<ActivityDetail> => {
      const a = await request('GET', `/console/activities/${encodeURIComponent(id)}`, undefined, {
        schema: ConsoleActivitySchema,
      });
      const { titleText: _t, checkInCode: _c, publishedAt: _p, ...detail } = a;
      return { ...detail, mine: null };
    },
    enabled: id !== '',
    retry: false,
  });

export const attendNumQuery = (activityId: string, token: string) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'attendNum', activityId, token],
    queryFn: () => request('GET', `${BASE}/attendNum`, { activityId }, { schema: AttendNumSchema }),
    enabled: activityId !== '',
  });

/** `/activity/vape`: current activities of the brands the signed-in member follows. */
export const followedBrandActivitiesQuery = (lang: Lang, token: string) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'followedBrands', lang, token],
    queryFn: () =>
      request('GET', `${BASE}/activityListByFollowedBrands`, undefined, { schema: BrandActivityListSchema }),
    enabled: token !== '',
  });

export const brandActivitiesQuery = (brandSpecialId: string, lang: Lang) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'byBrand', brandSpecialId, lang],
    queryFn: () =>
      request(
        'GET',
        `${BASE}/activityListByBrandSpecial`,
        { brandSpecialId },
        { schema: ActivityListSchema },
      ),
    enabled: brandSpecialId !== '',
  });

export const recommendQuery = (lang: Lang) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'recommend', lang],
    queryFn: () => request('GET', `${BASE}/recommend`, undefined, { schema: ActivityListSchema }),
  });

/** After an entry, a reservation or a claim: stock, standing, balances and my lists are stale. */
export function useInvalidateActivities() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [ACTIVITIES_KEY, ['pointsBalance'], ['pointFlow'], ['redeems']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
