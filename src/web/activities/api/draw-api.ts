import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import {
  ActivityDetailSchema,
  AttendResultSchema,
  DRAW_LOG_PAGE_MAX,
  DrawLogSchema,
  type AttendResult,
  type DrawLog,
} from '../../../shared/schemas/activities.ts';
import { request } from '../../api/client.ts';

const BASE = '/hibackend/activity';
/** Every activity query starts with this key, so a draw refreshes the detail pages and lists too. */
export const ACTIVITIES_KEY = ['activities'] as const;

/** The activity with its odds, live stock, seed hash and my standing (chances, entries left). */
export const drawDetailQuery = (id: string, token: string, lang: Lang) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'draw', id, token, lang],
    queryFn: () =>
      request('GET', `${BASE}/build/detail/${encodeURIComponent(id)}`, undefined, {
        schema: ActivityDetailSchema,
      }),
    enabled: id !== '',
  });

/** One draw or entry: the key is one press of the button, reused when that press is retried. */
export const attend = (id: string, idempotencyKey: string): Promise<AttendResult> =>
  request('POST', `${BASE}/attend/${encodeURIComponent(id)}`, undefined, {
    schema: AttendResultSchema,
    idempotencyKey,
  });

/**
 * The whole public draw log (every entry and, once ended, the seed) for the fairness check: the
 * server pages it by entry number, so this follows `nextCursor` to the end and joins the pages.
 */
export async function fetchDrawLog(id: string): Promise<DrawLog> {
  const path = `${BASE}/drawLog/${encodeURIComponent(id)}`;
  let page = await request('GET', path, { pageSize: DRAW_LOG_PAGE_MAX }, { schema: DrawLogSchema });
  const entries = [...page.entries];
  while (page.nextCursor) {
    page = await request(
      'GET',
      path,
      { pageSize: DRAW_LOG_PAGE_MAX, cursor: page.nextCursor },
      { schema: DrawLogSchema },
    );
    entries.push(...page.entries);
  }
  return { ...page, entries, nextCursor: null };
}

export const drawLogQuery = (id: string) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'drawLog', id],
    queryFn: () => fetchDrawLog(id),
    enabled: id !== '',
    staleTime: Infinity,
  });
