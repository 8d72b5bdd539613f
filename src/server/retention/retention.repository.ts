import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf as rowsIn } from '../stats/stats.repository.ts';

/**
 * Retention's deletes. Each takes at most `limit` rows in one short statement: the rows are picked
 * and locked in a CTE (evaluated once) with `FOR UPDATE SKIP LOCKED`, so a row another transaction
 * is writing right now (an upload being attached, a video a reel is being saved with: the foreign
 * key check locks it) is left for the next sweep, and a big backlog never holds a long lock.
 */

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => rowsIn<T>(await db.execute(query));

export interface RemovedUpload {
  url: string;
  feedUrl: string;
}

/** Pictures never attached (`used_at` null) and older than `hours`. */
export function deleteUnusedUploads(db: Db, hours: number, limit: number): Promise<RemovedUpload[]> {
  return rowsOf(
    db,
    sql`with doomed as (
      select id from uploads
      where used_at is null and created_at < now() - make_interval(hours => ${hours})
      order by created_at limit ${limit}
      for update skip locked
    )
    delete from uploads u using doomed d where u.id = d.id and u.used_at is null
    returning u.url as "url", u.feed_url as "feedUrl"`,
  );
}

export interface RemovedVideo {
  sourceKey: string;
  urls: string[];
}

/**
 * Finished (ready or failed) videos and music merges older than `days` that no article uses (any
 * state: draft, published, hidden) and no merge was made from (a merge encodes from its parent's
 * original and shows its poster and strip). A parent goes in a later batch, after its merges.
 */
export function deleteUnusedVideos(db: Db, days: number, limit: number): Promise<RemovedVideo[]> {
  return rowsOf(
    db,
    sql`with doomed as (
      select v.id from videos v
      where v.status in ('ready', 'failed')
        and v.created_at < now() - make_interval(days => ${days})
        and not exists (select 1 from articles a where a.video_id = v.id)
        and not exists (select 1 from videos m where m.parent_id = v.id)
      order by v.id limit ${limit}
      for update of v skip locked
    )
    delete from videos v using doomed d where v.id = d.id
    returning v.source_key as "sourceKey",
      array_remove(array[v.url, v.poster_url, v.thumbs_url, v.cover_url], null) as "urls"`,
  );
}

/**
 * Of `keys` (originals) and `urls` (public files), those a remaining video or an article still
 * names: a merge shares its parent's original, poster, strip and cover.
 */
export async function videoFilesInUse(
  db: Db,
  keys: string[],
  urls: string[],
): Promise<{ keys: Set<string>; urls: Set<string> }> {
  const keyRows = await rowsOf<{ k: string }>(
    db,
    sql`select distinct source_key as k from videos where source_key = any(${toArray(keys)}::text[])`,
  );
  const urlRows = await rowsOf<{ u: string }>(
    db,
    sql`select u from unnest(${toArray(urls)}::text[]) as u where exists (
        select 1 from videos v
        where u in (v.url, v.poster_url, v.thumbs_url, v.cover_url)
      ) or exists (
        select 1 from articles a
        where a.video is not null and u in (a.cover_url, a.video ->> 'url', a.video ->> 'posterUrl')
      )`,
  );
  return { keys: new Set(keyRows.map((r) => r.k)), urls: new Set(urlRows.map((r) => r.u)) };
}

/** Idempotency records older than `hours` (a retry after that is a new request). */
export async function deleteIdempotencyKeys(db: Db, hours: number, limit: number): Promise<number> {
  const rows = await rowsOf(
    db,
    sql`with doomed as (
      select user_id, key from idempotency_keys
      where created_at < now() - make_interval(hours => ${hours})
      order by created_at limit ${limit}
      for update skip locked
    )
    delete from idempotency_keys i using doomed d where i.user_id = d.user_id and i.key = d.key
    returning 1`,
  );
  return rows.length;
}

/**
 * Deletes up to `limit` rows of `table` (keyed by `id`) that `where` picks, oldest by `order` first;
 * how many it removed.
 */
async function deleteOldest(db: Db, table: string, where: SQL, order: SQL, limit: number): Promise<number> {
  const name = sql.identifier(table);
  const rows = await rowsOf(
    db,
    sql`with doomed as (
      select id from ${name} where ${where}
      order by ${order} limit ${limit}
      for update skip locked
    )
    delete from ${name} t using doomed d where t.id = d.id
    returning 1`,
  );
  return rows.length;
}

/** Verification codes sent more than `hours` ago: the send limits no longer count them, and none is live. */
export const deleteOldEmailCodes = (db: Db, hours: number, limit: number) =>
  deleteOldest(
    db,
    'email_codes',
    sql`sent_at < now() - make_interval(hours => ${hours})`,
    sql`sent_at`,
    limit,
  );

/** Jobs done more than `days` ago (given-up jobs stay, with their last error, for an operator). */
export const deleteFinishedJobs = (db: Db, days: number, limit: number) =>
  deleteOldest(db, 'jobs', sql`done_at < now() - make_interval(days => ${days})`, sql`id`, limit);

/** Sessions that ended (signed out, or ran out) more than `days` ago: no token can use them again. */
export const deleteEndedSessions = (db: Db, days: number, limit: number) =>
  deleteOldest(
    db,
    'sessions',
    sql`coalesce(revoked_at, expires_at) < now() - make_interval(days => ${days})`,
    sql`coalesce(revoked_at, expires_at)`,
    limit,
  );

/** A text[] literal as one parameter (drizzle would spread a JS array into a list of parameters). */
const toArray = (values: string[]): string =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
