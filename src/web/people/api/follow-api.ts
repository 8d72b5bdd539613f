import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Followed, PersonPage } from '../../../shared/schemas/social.ts';
import { request } from '../../api/client.ts';
import { PEOPLE_KEY, PEOPLE_PAGE_SIZE } from './people-key.ts';

export const saveFollow = (userId: string, follow: boolean) =>
  request<Followed>('POST', '/hibackend/article/follow/save', { userId, follow });

/** `friend`: whom a member follows; `fans`: who follows them (the spec's path names). */
export type FollowListKind = 'friend' | 'fans';

/** A member's following or followers; mine when `userId` is left out. */
export const followListQuery = (kind: FollowListKind, userId: string | undefined, token: string) =>
  infiniteQueryOptions({
    queryKey: [...PEOPLE_KEY, 'follows', kind, userId ?? 'me', token],
    queryFn: ({ pageParam }) =>
      request<PersonPage>('GET', `/hibackend/article/follow/${kind}/listPage`, {
        userId,
        pageSize: PEOPLE_PAGE_SIZE,
        cursor: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
