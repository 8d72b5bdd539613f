import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import {
  PrizeDetailSchema,
  PrizePageSchema,
  RedeemPageSchema,
  RedeemResultSchema,
  RedeemSchema,
  type RedeemResult,
} from '../../../shared/schemas/prizes.ts';
import { request } from '../../api/client.ts';

const BASE = '/hibackend/prize/frontend';
const PAGE_SIZE = 20;
/** Every prize and order query starts with one of these keys, so a redemption refreshes them all. */
export const PRIZES_KEY = ['prizes'] as const;
export const REDEEMS_KEY = ['redeems'] as const;

export const prizeListQuery = (lang: Lang) =>
  infiniteQueryOptions({
    queryKey: [...PRIZES_KEY, 'list', lang],
    queryFn: ({ pageParam }) =>
      request(
        'GET',
        `${BASE}/listPage`,
        { pageSize: PAGE_SIZE, cursor: pageParam },
        { schema: PrizePageSchema },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const prizeQuery = (id: string, lang: Lang) =>
  queryOptions({
    queryKey: [...PRIZES_KEY, 'detail', id, lang],
    queryFn: () =>
      request('GET', `${BASE}/detail/${encodeURIComponent(id)}`, undefined, { schema: PrizeDetailSchema }),
    enabled: id !== '',
  });

export const redeemListQuery = (token: string, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: [...REDEEMS_KEY, 'list', token, lang],
    queryFn: ({ pageParam }) =>
      request(
        'GET',
        `${BASE}/owner/redeem/pageList`,
        { pageSize: PAGE_SIZE, cursor: pageParam },
        { schema: RedeemPageSchema },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: token !== '',
  });

export const redeemQuery = (token: string, id: string, lang: Lang) =>
  queryOptions({
    queryKey: [...REDEEMS_KEY, 'detail', token, id, lang],
    queryFn: () => request('GET', `${BASE}/owner/redeem/detail`, { id }, { schema: RedeemSchema }),
    enabled: token !== '' && id !== '',
  });

/** One redemption; `key` is made once per tap of the member and reused if the same tap is retried. */
export const redeemPrize = (
  body: { prizeId: string; addressId: string; quantity: number },
  key: string,
): Promise<RedeemResult> =>
  request('POST', `${BASE}/redeem`, body, { schema: RedeemResultSchema, idempotencyKey: key });

export const changeRedeemAddress = (redeemId: string, addressId: string) =>
  request('POST', `${BASE}/owner/redeem/address`, { redeemId, addressId }, { schema: RedeemSchema });

/** After a redemption: stock, orders, the balance and the points history are all stale. */
export function useInvalidateAfterRedeem() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [PRIZES_KEY, REDEEMS_KEY, ['pointsBalance'], ['pointFlow']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
