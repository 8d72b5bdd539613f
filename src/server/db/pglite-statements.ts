import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/** Reads only: `PREPARE` takes these, and a read never leaves half a change if it falls back. */
const READ = /^\s*(select|with)\b/i;
/** Statements kept prepared at once; the least recently used one is deallocated beyond it. */
const KEPT = 400;
/** Texts remembered as seen once (a text is prepared the second time it comes). */
const SEEN = 4000;
/**
 * The types drizzle asks PGlite to hand over as the text it received (timestamp, timestamptz,
 * interval, date and their arrays, numeric[]): drizzle parses them itself.
 */
const AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;
const PROBE = '\u0001vc-probe';

interface Statement {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it when preparing. */
  oids: number[];
}

/**
 * PGlite plans every statement anew: its `query` parses, describes, binds and plans each time, and
 * planning in WebAssembly was most of a small read's cost (a member's article detail, points flow,
 * `store/near`: about a fifth of their PostgreSQL speed). This keeps the reads the app repeats as
 * prepared statements of the one PGlite session: the second time a text comes it is `PREPARE`d, and
 * from then on runs as `EXECUTE name('v1', 'v2', …)`, each value written as a quoted literal exactly
 * as PGlite would have sent it as a text parameter (its own serializer for the parameter's type), so
 * PostgreSQL reads it the same way. Anything it cannot prepare or write runs as before.
 * Transactions are not touched (their statements run on the transaction's own handle).
 * Decision 101.
 */
export function withStatementCache(client: PGlite): PGlite {
  let proxy = wrapped.get(client);
  if (!proxy) wrapped.set(client, (proxy = cachingProxy(client)));
  return proxy;
}

/** One cache per PGlite instance (a test database handed out again keeps its wrapper). */
const wrapped = new WeakMap<PGlite, PGlite>();

function cachingProxy(client: PGlite): PGlite {
  const seen = new Set<string>();
  const prepared = new Map<string, Promise<Statement | null>>();
  let next = 0;
  let conforming: Promise<boolean> | undefined;

  const prepare = async (text: string): Promise<Statement | null> => {
    conforming ??= client
      .query<{ on: string }>(`select current_setting('standard_conforming_strings') as on`)
      .then((r) => r.rows[0]?.on === 'on');
    if (!(await conforming)) return null;
    const name = `vc_read_${next++}`;
    try {
      await client.exec(`prepare ${name} as ${text}`);
    } catch {
      return null; // PostgreSQL cannot prepare it as it stands: it keeps running unprepared
    }
    const { rows } = await client.query<{ oids: number[] }>(
      `select array(select unnest(parameter_types)::oid::int) as oids from pg_prepared_statements where name = $1`,
      [name],
    );
    return { name, oids: rows[0]?.oids ?? [] };
  };

  /** Lets the least recently used statement go (a call that still meant to run it runs unprepared). */
  const evict = async () => {
    const [oldText, old] = prepared.entries().next().value as [string, Promise<Statement | null>];
    prepared.delete(oldText);
    const statement = await old;
    if (statement) await client.exec(`deallocate ${statement.name}`).catch(() => undefined);
  };

  const literal = (value: unknown, oid: number | undefined, options?: QueryOptions): string | null => {
    if (value === null || value === undefined) return 'null';
    const serialize =
      oid === undefined ? undefined : (options?.serializers?.[oid] ?? client.serializers[oid]);
    const text = serialize ? serialize(value) : (value as { toString(): string }).toString();
    if (typeof text !== 'string' || text.includes('\0')) return null;
    return `'${text.replaceAll("'", "''")}'`;
  };

  /**
   * Drizzle hands every query its own map of parsers for AS_TEXT, and PGlite merges that map into a
   * copy of its whole parser table (a few hundred types) for each query: about a fifth of a small
   * read's time. The session's own table takes them once instead; a query whose map holds only those
   * types, each answered as received, runs without it and gets the same values.
   */
  let ownParsers: Promise<void> | undefined;
  const withoutParsers = async (options: QueryOptions | undefined) => {
    const given = options?.parsers;
    if (!given) return options;
    for (const [key, parse] of Object.entries(given) as [string, (value: string, oid: number) => unknown][]) {
      // Only a map that hands those types over as received (a parser that answers its input).
      if (!AS_TEXT.includes(Number(key)) || parse(PROBE, Number(key)) !== PROBE) return options;
    }
    ownParsers ??= client.waitReady.then(() => {
      for (const oid of AS_TEXT) client.parsers[oid] = asText;
    });
    await ownParsers;
    return { ...options, parsers: undefined };
  };

  const query = async <T>(
    text: string,
    params: unknown[] = [],
    given?: QueryOptions,
  ): Promise<Results<T>> => {
    const options = await withoutParsers(given);
    const plain = () => client.query<T>(text, params, options);
    if (!READ.test(text) || options?.paramTypes || options?.blob) return plain();
    let pending = prepared.get(text);
    if (pending) {
      // Most recently used last: the first entry is the one to let go.
      prepared.delete(text);
      prepared.set(text, pending);
    } else {
      if (!seen.has(text)) {
        if (seen.size >= SEEN) seen.clear();
        seen.add(text);
        return plain();
      }
      seen.delete(text);
      if (prepared.size >= KEPT) await evict();
      pending = prepare(text);
      prepared.set(text, pending);
    }
    const statement = await pending;
    if (!statement || statement.oids.length !== params.length) return plain();
    const values: string[] = [];
    for (const [i, value] of params.entries()) {
      const written = literal(value, statement.oids[i], options);
      if (written === null) return plain();
      values.push(written);
    }
    const call = values.length
      ? `execute ${statement.name}(${values.join(', ')})`
      : `execute ${statement.name}`;
    try {
      const [result] = await client.exec(call, options);
      return result as Results<T>;
    } catch (err) {
      // Let go meanwhile (26000, also by `discard all`), or its plan no longer fits the tables (0A000): run it as it stands.
      const code = (err as { code?: string }).code;
      if (code === '26000' || code === '0A000') {
        prepared.delete(text);
        return plain();
      }
      throw err;
    }
  };

  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
