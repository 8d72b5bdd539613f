import { badRequest } from '../http/errors.ts';

/**
 * Keyset cursors for article lists: the sort key of the last row sent, as dot-separated decimal parts
 * (an optional search rank, a time in microseconds, the id) in base64url. Microseconds, not
 * milliseconds: PostgreSQL keeps them, and a cursor rounded to the millisecond would skip or repeat
 * rows written within the same millisecond.
 */
export interface Keyset {
  rank?: number;
  /** Microseconds since 1970 (decimal text: beyond what a JS number holds exactly in general). */
  us: string;
  id: string;
}

export function encodeCursor(key: Keyset): string {
  const parts = key.rank === undefined ? [key.us, key.id] : [String(key.rank), key.us, key.id];
  return Buffer.from(parts.join('.')).toString('base64url');
}

/** Up to 16 digits: any time until the year 2286. */
const US = /^-?[0-9]{1,16}$/;
const ID = /^[1-9][0-9]{0,17}$/;

/** Decodes what `encodeCursor` made; anything else is a 400 naming `cursor`. */
export function decodeCursor(cursor: string, ranked = false): Keyset {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  // Bounded so that the database never sees an out-of-range number (that would be a 500, not a 400).
  const shapes = ranked ? [/^[01]$/, US, ID] : [US, ID];
  const valid = parts.length === shapes.length && parts.every((p, i) => shapes[i]?.test(p));
  if (!valid) throw badRequest('cursor', 'validation.invalid');
  const [a = '', b = '', c = ''] = parts;
  return ranked ? { rank: Number(a), us: b, id: c } : { us: a, id: b };
}
