import { z } from 'zod';
import { text } from './common.ts';

/** A database id as decimal text (bigint ids never travel as JSON numbers). */
export const IdSchema = text().regex(/^[1-9][0-9]{0,17}$/, { error: 'validation.invalid' });
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
