import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startApp, type TestContext } from './app.ts';
import { fuzzCases, operationsOf, type Operation, type OpenApiDoc } from './fuzz.ts';

/** About how many cases `fuzzCases` makes of an operation, without building their large payloads. */
const weight = (op: Operation) =>
  1 +
  op.query.length * 13 +
  op.pathParams.length * 4 +
  (op.body ? Object.keys(op.body.properties ?? {}).length * 13 + 10 : 0) +
  (op.method === 'GET' ? 0 : 1) +
  (op.multipart ? 4 : 0);

/**
 * Operations split into `shards` parts of about equal numbers of cases, the largest first: the guard
 * runs as several test files at once instead of one file that finishes last.
 */
export function shardOf(ops: Operation[], shard: number, shards: number): Operation[] {
  const parts = Array.from({ length: shards }, () => ({ cases: 0, ops: [] as Operation[] }));
  const sized = ops.map((op) => ({ op, cases: weight(op) })).sort((a, b) => b.cases - a.cases);
  for (const { op, cases } of sized) {
    const part = parts.reduce((min, p) => (p.cases < min.cases ? p : min));
    part.cases += cases;
    part.ops.push(op);
  }
  return parts[shard - 1]?.ops ?? [];
}

/**
 * The API guard, part `shard` of `shards`: reads the OpenAPI document and sends schema-derived bad
 * input to every operation of its part, with and without a session. Nothing may answer 5xx, every
 * answer is the `{code, msg, data}` envelope with `code` equal to the status, and every 400 names at
 * least one field. Operations added later are covered without new code.
 */
export function fuzzSuite(shard: number, shards: number) {
  describe(`API fuzz over /api/docs/json, part ${shard} of ${shards}`, () => {
    let ctx: TestContext;
    let token: string;
    let doc: OpenApiDoc;
    beforeAll(async () => {
      // Limits off: a 429 would hide what the input does.
      ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000000' });
      token = (await registerUser(ctx, 'fuzz-member@example.com')).token;
      doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<OpenApiDoc>();
    });
    afterAll(async () => ctx?.close());

    it('finds the operations, each in exactly one part', () => {
      const ops = operationsOf(doc);
      expect(ops.length).toBeGreaterThanOrEqual(18);
      expect(ops.map((o) => `${o.method} ${o.path}`)).toContain('POST /api/auth/h5Register');
      const parts = Array.from({ length: shards }, (_, i) => shardOf(ops, i + 1, shards));
      expect(
        parts
          .flat()
          .map((o) => `${o.method} ${o.path}`)
          .sort(),
      ).toEqual(ops.map((o) => `${o.method} ${o.path}`).sort());
    });

    it('no 5xx, always the envelope, 400s name a field', { timeout: 600_000 }, async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const op of shardOf(operationsOf(doc), shard, shards)) {
        for (const c of fuzzCases(op)) {
          for (const auth of [undefined, token]) {
            const res = await ctx.app.inject({
              method: op.method,
              url: c.url,
              headers: { ...c.headers, ...(auth ? { authorization: auth } : {}) },
              ...(c.payload !== undefined ? { payload: c.payload } : {}),
            });
            sent++;
            const where = `${op.method} ${op.path} [${c.name}]${auth ? ' signed in' : ''}`;
            // A page the browser is sent to (the OAuth callback) answers with a redirect.
            if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) continue;
            let body: { code?: unknown; msg?: unknown; data?: { fields?: { field?: string }[] } } | undefined;
            try {
              body = res.json();
            } catch {
              failures.push(`${where}: ${res.statusCode} not JSON: ${res.body.slice(0, 80)}`);
              continue;
            }
            if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${JSON.stringify(body)}`);
            else if (body?.code !== res.statusCode || typeof body.msg !== 'string' || !('data' in body)) {
              failures.push(`${where}: not the envelope: ${JSON.stringify(body).slice(0, 120)}`);
            } else if (res.statusCode === 400) {
              const fields = body.data?.fields ?? [];
              if (fields.length === 0 || fields.some((f) => !f.field)) {
                failures.push(`${where}: 400 without a named field: ${JSON.stringify(body)}`);
              }
            }
          }
        }
      }
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(500 / shards);
    });
  });
}
