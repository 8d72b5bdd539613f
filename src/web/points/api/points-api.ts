import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { Lang } from '../../../shared/i18n.ts';
import { BalanceSchema, PointFlowPageSchema, PointsTaskSchema } from '../../../shared/schemas/points.ts';
import { request } from '../../api/client.ts';
import { loadRules, rulesQueryKey } from './rules-cache.ts';

export const rulesQuery = (lang: Lang) =>
  queryOptions({ queryKey: rulesQueryKey(lang), queryFn: () => loadRules(lang), staleTime: Infinity });

export const tasksQuery = (token: string, lang: Lang) =>
  queryOptions({
    queryKey: ['pointsTasks', token, lang],
    queryFn: () =>
      request('GET', '/hibackend/pointsRule/frontend/task/list', undefined, {
        schema: z.array(PointsTaskSchema),
      }),
    enabled: token !== '',
  });

export const balanceQuery = (token: string) =>
  queryOptions({
    queryKey: ['pointsBalance', token],
    queryFn: () => request('GET', '/hibackend/myStatistics/myBalance', undefined, { schema: BalanceSchema }),
    enabled: token !== '',
  });

export const flowQuery = (token: string, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: ['pointFlow', token, lang],
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      request(
        'GET',
        '/hibackend/pointsBalance/pointFlow',
        { pageSize: '20', ...(pageParam ? { cursor: pageParam } : {}) },
        { schema: PointFlowPageSchema },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: token !== '',
  });
