import { sql } from 'drizzle-orm';
import type { UsageOverview } from '../../shared/schemas/stats.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from './stats.repository.ts';

/** The funnels: the route patterns (page-view report 1's `page_id`) a member passes, in order. */
export const FUNNELS = {
  scan: ['/scanResult', '/scanResult/result'],
  redemption: ['/activity/prize/{id}', '/order/add', '/order/detail/{id}'],
} as const;

const ARTICLE_PATH = '^/article/[1-9][0-9]{0,17}$';

type Day = UsageOverview['days'][number];

/**
 * Members' use only (issue 38): the brand's console pages and the admins' own visits are not
 * member figures. `e` is the `usage_events` row.
 */
export const MEMBER_USE = sql.raw(
  `e.path not like '/console%' and not exists (select 1 from users a where a.id = e.user_id and a.is_admin)`,
);

/** Active members, page views and clicks per day, every day of the range (zero when quiet). */
export async function daily(db: Db, from: string, to: string): Promise<Day[]> {
  const result = await db.execute(sql`
    select d::date::text as date,
      coalesce(count(distinct e.user_id), 0)::int as "activeMembers",
      count(e.kind) filter (where e.kind = 'pv')::int as "pageViews",
      count(e.kind) filter (where e.kind = 'click')::int as clicks
    from generate_series(${from}::date, ${to}::date, interval '1 day') d
    left join usage_events e on e.day = d::date and ${MEMBER_USE}
    group by d order by d`);
  return rowsOf<Day>(result);
}

/** Page views per route pattern, most viewed first (patterns are bounded by the route table). */
export async function routes(db: Db, from: string, to: string, limit = 200) {
  const result = await db.execute(sql`
    select path, count(*)::int as views from usage_events e
    where day between ${from}::date and ${to}::date and kind = 'pv' and ${MEMBER_USE}
    group by path order by views desc, path limit ${limit}`);
  return rowsOf<{ path: string; views: number }>(result);
}

/** Articles by views of their page, with distinct readers and the reading time browse reports gave. */
export async function topArticles(db: Db, from: string, to: string, limit = 10) {
  const result = await db.execute(sql`
    with views as (
      select substring(path from 10) as id, count(*)::int as views, count(distinct user_id)::int as readers
      from usage_events e
      where day between ${from}::date and ${to}::date and kind = 'route' and path ~ ${ARTICLE_PATH}
        and ${MEMBER_USE}
      group by 1
    ), reading as (
      select detail_id as id, sum(duration_ms)::bigint as ms from usage_events e
      where day between ${from}::date and ${to}::date and kind = 'browse' and ${MEMBER_USE}
        and payload->>'detail_type' = 'article'
      group by 1
    )
    select v.id as "articleId", v.views, v.readers, coalesce(r.ms, 0)::text as "readingMs"
    from views v left join reading r on r.id = v.id
    order by v.views desc, v.id limit ${limit}`);
  return rowsOf<{ articleId: string; views: number; readers: number; readingMs: string }>(result).map(
    (r) => ({
      ...r,
      readingMs: Number(r.readingMs),
    }),
  );
}

/**
 * Members who reached each step of a funnel within the range, having reached the steps before it
 * (a member counted at step 3 was counted at 1 and 2).
 */
export async function funnel(db: Db, from: string, to: string, steps: readonly string[]) {
  const result = await db.execute(sql`
    select path, array_agg(distinct user_id::text) as members from usage_events e
    where day between ${from}::date and ${to}::date and kind = 'pv' and user_id is not null
      and ${MEMBER_USE}
      and path in (${sql.join(
        steps.map((s) => sql`${s}`),
        sql`, `,
      )})
    group by path`);
  const byStep = new Map(rowsOf<{ path: string; members: string[] }>(result).map((r) => [r.path, r.members]));
  let reached: Set<string> | null = null;
  return steps.map((step) => {
    const here = new Set(byStep.get(step) ?? []);
    reached = reached === null ? here : new Set([...here].filter((m) => reached?.has(m)));
    return { step, members: reached.size };
  });
}
