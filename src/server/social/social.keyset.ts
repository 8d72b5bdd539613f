import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { decodeCursor, encodeCursor } from '../content/articles.cursor.ts';

/** The default page size of every social list. */
export const SOCIAL_PAGE_SIZE = 20;

/** A time column as microseconds since 1970 (decimal text), the cursor's unit (see articles.cursor.ts). */
export const usOf = (time: AnyColumn) => sql<string>`(extract(epoch from ${time}) * 1000000)::bigint::text`;

/**
 * The keyset condition for the page after `cursor`: rows strictly older (`desc`) or newer (`asc`)
 * than the last row sent, on (time, id).
 */
export function afterCursor(
  cursor: string | undefined,
  time: AnyColumn,
  id: AnyColumn,
  dir: 'asc' | 'desc',
): SQL | undefined {
  if (!cursor) return undefined;
  const key = decodeCursor(cursor);
  const at = sql`(timestamptz 'epoch' + ${key.us}::bigint * interval '1 microsecond')`;
  return dir === 'desc'
    ? sql`(${time}, ${id}) < (${at}, ${key.id}::bigint)`
    : sql`(${time}, ${id}) > (${at}, ${key.id}::bigint)`;
}

/** Cuts the `pageSize + 1` rows a query read into a page and the cursor of its last row. */
export function cut<R extends { us: string }>(rows: R[], pageSize: number, idOf: (r: R) => bigint) {
  const list = rows.slice(0, pageSize);
  const last = list.at(-1);
  const nextCursor =
    rows.length > pageSize && last ? encodeCursor({ us: last.us, id: String(idOf(last)) }) : null;
  return { list, nextCursor };
}
