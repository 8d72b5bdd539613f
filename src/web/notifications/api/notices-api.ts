import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import type { NoticePage, SystemNoticeList, Unread } from '../../../shared/schemas/social.ts';
import { request } from '../../api/client.ts';

const NOTICE = '/hibackend/notice';
const SYS = '/hibackend/sysNotice';
/** The general system channel (the one the bell counts). */
export const GENERAL = 1;
const PAGE_SIZE = 20;
/** The bell looks again this often while the app is open (and whenever the window regains focus). */
const UNREAD_EVERY_MS = 60_000;

/** Every cached answer of the notifications feature sits under this key. */
export const NOTICE_KEY = ['notice'] as const;
const unreadKey = [...NOTICE_KEY, 'unread'] as const;
const listKey = [...NOTICE_KEY, 'list'] as const;

/** Keyed by the session token, so that another member signing in never sees the last one's count. */
export const unreadQuery = (token: string) =>
  queryOptions({
    queryKey: [...unreadKey, token],
    queryFn: () => request<Unread>('GET', `${NOTICE}/unreadCount`),
    enabled: token !== '',
    refetchInterval: UNREAD_EVERY_MS,
    refetchOnWindowFocus: true,
  });

export const noticesQuery = () =>
  infiniteQueryOptions({
    queryKey: listKey,
    queryFn: ({ pageParam }) =>
      request<NoticePage>('GET', `${NOTICE}/listPage`, { pageSize: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const systemQuery = (lang: Lang, type = GENERAL) =>
  queryOptions({
    queryKey: [...NOTICE_KEY, 'system', type, lang],
    queryFn: () => request<SystemNoticeList>('GET', `${SYS}/content/${type}`),
  });

/**
 * Marks one notice (`id`) or, with null, all of them read, then shows it at once: the bell from the
 * server's answer, the list patched in place (a refetch would reorder nothing but cost a request).
 */
export function useReadNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null
        ? request<Unread>('POST', `${NOTICE}/readAll`)
        : request<Unread>('POST', `${NOTICE}/read/${encodeURIComponent(id)}`),
    // A list fetch still on its way was asked before the write: it must not land after the patch
    // and bring the unread marks back.
    onMutate: () => client.cancelQueries({ queryKey: listKey }),
    onSuccess: (unread, id) => {
      client.setQueriesData({ queryKey: unreadKey }, unread);
      client.setQueryData<InfiniteData<NoticePage>>(listKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                list: p.list.map((n) => (id === null || n.id === id ? { ...n, read: true } : n)),
              })),
            }
          : data,
      );
    },
  });
}

/** Opening the system tab marks the channel read; the list refetches to drop its unread marks. */
export function useReadSystem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (type: number) => request<Unread>('POST', `${SYS}/update/${type}`),
    onSuccess: (unread) => {
      client.setQueriesData({ queryKey: unreadKey }, unread);
    },
  });
}
