import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * `anyOf: [X, {type: 'null'}]` (zod's nullable) as `X` with `type: [t, 'null']`: fast-json-stringify
 * serialises a type list directly, where an `anyOf` makes it validate the value against each branch
 * first (most of its cost on a feed page's nullable fields).
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = simplify(v);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [a, b] = anyOf as JsonSchema[];
    const isNull = (s: JsonSchema | undefined) => s?.type === 'null' && Object.keys(s).length === 1;
    const other = isNull(a) ? b : isNull(b) ? a : undefined;
    if (other && typeof other.type === 'string' && !('anyOf' in other) && !('const' in other)) {
      const rest = { ...out };
      delete rest.anyOf;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The response's JSON Schema as zod would emit it (output side), ready for fast-json-stringify. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return simplify(json) as JsonSchema;
}

/**
 * Compiled serialisers by zod schema: every app built in the process (the test suite builds hundreds
 * in a worker) compiles each response schema once.
 */
const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();
/** The same, by JSON Schema text: for schemas a route builds as it registers (an envelope of a page). */
const byText = new Map<string, (data: unknown) => string>();
function compiledFor(zod: z.ZodType): (data: unknown) => string {
  let fast = compiled.get(zod);
  if (!fast) {
    const json = responseJsonSchema(zod);
    const text = JSON.stringify(json);
    fast = byText.get(text) ?? fastJson(json as unknown as Parameters<typeof fastJson>[0]);
    byText.set(text, fast);
    compiled.set(zod, fast);
  }
  return fast;
}

/**
 * The response serialiser of every route: fast-json-stringify compiled (on the route's first answer)
 * from the JSON Schema of the route's zod response schema. It writes the declared fields only, in the
 * schema's order (optional fields last), like zod's `encode` followed by `JSON.stringify`, at a fraction of the CPU (a
 * feed page spent most of its time in zod; docs/decisions/090).
 *
 * With `check` (the test suite), every answer is also encoded by zod as before: an answer zod would
 * refuse is still a 500, and one that the two would write differently fails loudly, so the whole API
 * suite guards that the contract did not move.
 */
export function createSerializerCompiler(check: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    const zod = schema as z.ZodType;
    let fast: ((data: unknown) => string) | undefined;
    return (data: unknown): string => {
      fast ??= compiledFor(zod);
      if (!check) return fast(data);
      const encoded = z.safeEncode(zod, data);
      if (encoded.error) throw new ResponseSerializationError(method, url, { cause: encoded.error });
      const expected = JSON.stringify(encoded.data);
      const written = fast(data);
      // The same values; the order of keys may differ (fast-json-stringify writes optional fields last).
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${method} ${url}: the compiled serialiser wrote ${written}, zod ${expected}`);
      }
      return written;
    };
  };
}
