import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  HiddenItem,
  HiddenType,
  PersonPage,
  ShieldKind,
  ShieldState,
} from '../../../shared/schemas/social.ts';
import { request } from '../../api/client.ts';
import { PEOPLE_KEY, PEOPLE_PAGE_SIZE } from './people-key.ts';

export const SHIELD_KEY = [...PEOPLE_KEY, 'shield'] as const;

/** Block and/or mute a member (or undo either); the answer is the new state of both. */
export const saveShield = (userId: string, change: { block?: boolean; mute?: boolean }) =>
  request<ShieldState>('POST', '/hibackend/user/shield/save', { userId, ...change });

export const shieldListQuery = (kind: ShieldKind, token: string) =>
  infiniteQueryOptions({
    queryKey: [...SHIELD_KEY, kind, token],
    queryFn: ({ pageParam }) =>
      request<PersonPage>('GET', '/hibackend/user/shield/list', {
        kind,
        pageSize: PEOPLE_PAGE_SIZE,
        cursor: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Items I marked "not interested". */
export const hiddenListQuery = (token: string) =>
  queryOptions({
    queryKey: [...SHIELD_KEY, 'hidden', token],
    queryFn: () => request<{ list: HiddenItem[] }>('GET', '/hibackend/user/action/list').then((r) => r.list),
  });

export const undoHidden = (targetType: HiddenType, targetId: string) =>
  request<unknown>('DELETE', '/hibackend/user/action', { targetType, targetId });
