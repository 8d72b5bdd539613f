import { z } from 'zod';
import { parseIsoDate } from '../age.ts';
import { EMAIL_MAX, PAGE_SIZE_MAX } from '../limits.ts';

/** The body of every API answer. `code` equals the HTTP status; 200 is success. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export type Envelope<T> = { code: number; msg: string; data: T };

/** One field that failed validation, with its message in the caller's language. */
export const FieldErrorSchema = z.object({ field: z.string(), msg: z.string(), key: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorDataSchema = z
  .object({
    reason: z.string(),
    fields: z.array(FieldErrorSchema).optional(),
    retryAfter: z.number().optional(),
  })
  .nullable();

export const EmptySchema = z.null();

// C0 controls and DEL; multi-line text keeps tab, line feed and carriage return. Matching control
// characters is the point of these two patterns.
/* eslint-disable no-control-regex */
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Every string a client sends starts here: control characters (which PostgreSQL refuses or which
 * break what they are shown in) and lone surrogates (which would be stored as U+FFFD) are a 400
 * naming the field, before any other check.
 */
export function text(opts: { multiline?: boolean } = {}) {
  const control = opts.multiline ? CONTROL_MULTILINE : CONTROL;
  return z
    .string({ error: 'validation.required' })
    .refine((v) => !control.test(v) && !LONE_SURROGATE.test(v), {
      error: 'validation.characters',
      abort: true,
    });
}

/** Optional text of at most `max` characters; empty becomes null (clears the field). */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Emails are compared and stored trimmed and lower-cased. */
export const EmailSchema = text()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(EMAIL_MAX, { error: 'validation.email' })
  .pipe(z.email({ error: 'validation.email' }))
  .transform((v) => v.toLowerCase());

export const IsoDateSchema = text()
  .min(1, { error: 'validation.required' })
  .refine((v) => parseIsoDate(v) !== null, { error: 'validation.date' });

/**
 * Calendar days and moments the brand or a client sends for scheduling and reports lie in
 * 1970-2100: PostgreSQL would take year 0000 as 1 BC (or fail), and nothing here happens outside
 * that span. Checked on the year as written.
 */
const YEAR_MIN = 1970;
const YEAR_MAX = 2100;
const inYears = (v: string) => {
  const year = Number(v.slice(0, 4));
  return year >= YEAR_MIN && year <= YEAR_MAX;
};

/** `YYYY-MM-DD`, a real day in 1970-2100 (query filters such as `from`/`to`). */
export const DaySchema = z.iso
  .date({ error: 'validation.date' })
  .refine(inYears, { error: 'validation.dateRange' });

/** An ISO date-time with an offset (`2026-11-01T10:00:00Z`) in 1970-2100. */
export const DateTimeSchema = z.iso
  .datetime({ offset: true, error: 'validation.date' })
  .refine(inYears, { error: 'validation.dateRange' });

/** `true` only: a missing or false agreement fails with the given message key. */
export function mustAgree(key: 'auth.agreeRequired' | 'auth.agreeLoginRequired') {
  return z.literal(true, { error: key });
}

/** Query-string booleans arrive as text. */
export const QueryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * A number from a query string, as JavaScript prints one (`57.41160170068247`, `-0.5`, `1e-7`):
 * any finite value in [min, max], at any precision.
 */
export const queryNumber = (min: number, max: number) =>
  text()
    .max(40, { error: 'validation.invalid' })
    .regex(/^-?([0-9]+(\.[0-9]*)?|\.[0-9]+)(e[+-]?[0-9]+)?$/i, { error: 'validation.invalid' })
    .transform(Number)
    .pipe(z.number().min(min, { error: 'validation.invalid' }).max(max, { error: 'validation.invalid' }));

/** Every list's query: `pageSize` (1-50, the service picks a default) and the opaque `cursor` it answered. */
export const PageQuerySchema = z.object({
  pageSize: text()
    .regex(/^[0-9]{1,3}$/, { error: 'validation.invalid' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: 'validation.invalid' })
        .max(PAGE_SIZE_MAX, { error: 'validation.invalid' }),
    )
    .optional(),
  /** Opaque: the client sends back what `nextCursor` said. */
  cursor: text()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation.invalid' })
    .optional(),
});
export type PageQuery = z.input<typeof PageQuerySchema>;

/** Every list's answer: `{list, nextCursor}` (null on the last page). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), nextCursor: z.string().nullable() });
