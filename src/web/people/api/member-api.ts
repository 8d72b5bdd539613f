import { queryOptions } from '@tanstack/react-query';
import type { MemberStats } from '../../../shared/schemas/social.ts';
import { request } from '../../api/client.ts';
import { PEOPLE_KEY } from './people-key.ts';

export const MEMBER_KEY = [...PEOPLE_KEY, 'member'] as const;

/** A member's public profile and counters, and how the caller relates to them. */
export const memberStatsQuery = (userId: string, token: string) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, userId, token],
    queryFn: () => request<MemberStats>('GET', '/hibackend/myStatistics/other', { userId }),
    enabled: userId !== '',
    // An unknown member stays unknown: no retry of a 404.
    retry: false,
  });
