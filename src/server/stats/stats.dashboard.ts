import { sql } from 'drizzle-orm';
import type { Dashboard } from '../../shared/schemas/stats.ts';
import type { Db } from '../db/client.ts';
import { MEMBER_USE } from './stats.overview.ts';
import { rowsOf } from './stats.repository.ts';

type Day = Dashboard['days'][number];

/**
 * The console dashboard, every day of the range (UTC) even when quiet: new and active members,
 * posts, reviews, scans genuine or not, redemptions, points issued and spent. Each table is counted
 * once per day over the range (one grouped scan each), then joined on the day.
 */
export async function dashboardDays(db: Db, from: string, to: string): Promise<Day[]> {
  const start = sql`${from}::date::timestamptz`;
  const end = sql`(${to}::date + 1)::timestamptz`;
  const perDay = (table: string, extra = sql``) => sql`
    select (created_at at time zone 'UTC')::date as day, count(*)::int as n ${extra}
    from ${sql.identifier(table)} where created_at >= ${start} and created_at < ${end} group by 1`;
  const result = await db.execute(sql`
    with days as (select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d),
    joined as (${perDay('users')}),
    posts as (${perDay('articles')}),
    reviews as (${perDay('reviews')}),
    scans as (${perDay('qr_scans', sql`, count(*) filter (where code_id is not null)::int as genuine`)}),
    redemptions as (${perDay('redeems')}),
    points as (${perDay(
      'points_flow',
      sql`, coalesce(sum(delta) filter (where delta > 0), 0)::bigint as issued,
          coalesce(-sum(delta) filter (where delta < 0), 0)::bigint as spent`,
    )}),
    active as (
      select day, count(distinct user_id)::int as n from usage_events e
      where day >= ${from}::date and day <= ${to}::date and ${MEMBER_USE} group by 1
    )
    select days.day::text as date,
      coalesce(joined.n, 0) as "newMembers",
      coalesce(active.n, 0) as "activeMembers",
      coalesce(posts.n, 0) as posts,
      coalesce(reviews.n, 0) as reviews,
      coalesce(scans.genuine, 0) as "scansGenuine",
      coalesce(scans.n - scans.genuine, 0) as "scansNotGenuine",
      coalesce(redemptions.n, 0) as redemptions,
      coalesce(points.issued, 0)::int as "pointsIssued",
      coalesce(points.spent, 0)::int as "pointsSpent"
    from days
    left join joined using (day) left join active using (day) left join posts using (day)
    left join reviews using (day) left join scans using (day) left join redemptions using (day)
    left join points using (day)
    order by days.day`);
  return rowsOf<Day>(result);
}

/** Members now: every account but the erased ones. */
export async function memberCount(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from users where deleted_at is null`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
