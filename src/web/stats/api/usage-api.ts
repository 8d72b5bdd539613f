import { queryOptions } from '@tanstack/react-query';
import { UsageOverviewSchema } from '../../../shared/schemas/stats.ts';
import { request } from '../../api/client.ts';

/** `GET /api/console/stats/overview`: the console's usage figures for a range of days (UTC). */
export const usageQuery = (token: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['stats', 'overview', token, from, to],
    queryFn: () => request('GET', '/console/stats/overview', { from, to }, { schema: UsageOverviewSchema }),
  });
