import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import { LotteryViewSchema } from '../../../shared/schemas/activities.ts';
import { request } from '../../api/client.ts';
import { BASE } from './activities-api.ts';
import { ACTIVITIES_KEY } from './draw-api.ts';

export const lotteryQuery = (id: string, token: string, lang: Lang) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'lottery', id, token, lang],
    queryFn: () => request('GET', `${BASE}/lottery`, { id }, { schema: LotteryViewSchema }),
    enabled: id !== '',
    retry: false,
  });
