import { lt, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from '../http/errors.ts';

/**
 * Keyset cursors for the track lists, newest first: ids grow with time (bigserial), so the last id
 * sent is the whole sort key. Sent as base64url so that clients treat it as opaque.
 */
export function encodeTrackCursor(id: bigint): string {
  return Buffer.from(String(id)).toString('base64url');
}

/** The page after `cursor`; a cursor we did not write is a 400 naming `cursor`. */
export function afterTrack(cursor: string | undefined, id: AnyColumn): SQL | undefined {
  if (cursor === undefined) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^[1-9][0-9]{0,17}$/.test(text)) throw badRequest('cursor', 'validation.invalid');
  return lt(id, BigInt(text));
}

/** Cuts the `pageSize + 1` rows read into a page and the cursor of its last row. */
export function cutTracks<R extends { id: bigint }>(rows: R[], pageSize: number) {
  const list = rows.slice(0, pageSize);
  const last = list.at(-1);
  return { list, nextCursor: rows.length > pageSize && last ? encodeTrackCursor(last.id) : null };
}
