/**
 * The API guard: reads the OpenAPI document and sends schema-derived bad input to every operation,
 * with and without a session. Nothing may answer 5xx, every answer is the `{code, msg, data}`
 * envelope with `code` equal to the status, and every 400 names at least one field. Operations added
 * later are covered without new code here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzCases, operationsOf, type OpenApiDoc } from '../test/fuzz.ts';
import { registerUser, startApp, type TestContext } from '../test/app.ts';

describe('API fuzz over /api/docs/json', () => {
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

  it('finds the operations', () => {
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThanOrEqual(18);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toContain('POST /api/auth/h5Register');
  });

  it('no 5xx, always the envelope, 400s name a field', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of operationsOf(doc)) {
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
    expect(sent).toBeGreaterThan(500);
  });
});
