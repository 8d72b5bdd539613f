import { z } from 'zod';
import { text } from './common.ts';

/** The largest PostgreSQL `bigint`: an id or id cursor above it would fail in the database (a 500). */
export const BIGINT_MAX = 9223372036854775807n;
const DECIMAL_ID = /^[1-9][0-9]{0,18}$/;

/**
 * True for decimal text that names a possible row: 1 to `BIGINT_MAX`. Every id and id cursor a
 * client sends goes through this (or `IdSchema`), so an out-of-range one is a 400, never a 500.
 */
export function isBigintId(value: string): boolean {
  return DECIMAL_ID.test(value) && BigInt(value) <= BIGINT_MAX;
}

/** A database id as decimal text (bigint ids never travel as JSON numbers). */
export const IdSchema = text().refine(isBigintId, { error: 'validation.invalid' });
/** Bodies may carry an id as text or as a (safe) number; both become text. */
export const IdInputSchema = z
  .union([IdSchema, z.number().int().positive().max(Number.MAX_SAFE_INTEGER)], {
    error: 'validation.invalid',
  })
  .transform((v) => String(v));
export const IdParamsSchema = z.object({ id: IdSchema });
export const IdQuerySchema = z.object({ id: IdSchema });

/** What a create answers. */
export const CreatedSchema = z.object({ id: z.string() });
