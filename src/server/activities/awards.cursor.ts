import { lt, gt, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The keyset condition for the page after `cursor` (the last id sent) on an id column. The cursor is
 * opaque text to callers: one that is not an id we wrote selects nothing rather than failing.
 */
export function afterId(
  cursor: string | undefined,
  id: AnyColumn,
  dir: 'asc' | 'desc' = 'desc',
): SQL | undefined {
  if (cursor === undefined) return undefined;
  const last = /^[0-9]{1,18}$/.test(cursor) ? BigInt(cursor) : dir === 'desc' ? 0n : 2n ** 63n - 1n;
  return dir === 'desc' ? lt(id, last) : gt(id, last);
}

/** Cuts the `pageSize + 1` rows read into a page and the cursor of its last row. */
export function cutById<R>(rows: R[], pageSize: number, idOf: (r: R) => bigint) {
  const list = rows.slice(0, pageSize);
  const last = list.at(-1);
  return { list, nextCursor: rows.length > pageSize && last !== undefined ? String(idOf(last)) : null };
}
