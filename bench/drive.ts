/**
 * One autocannon run and its printed row, shared by the benchmarks; and the rows measured against the
 * bare Fastify route of the same run (`ofBare`: the share of its requests per second).
 */
import autocannon from 'autocannon';

export interface Row {
  name: string;
  reqPerSec: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  errors: number;
  /** Answers with a 2xx status. */
  ok?: number;
  ofBare?: number;
}

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** A member's session token, sent as `authorization`. */
  token?: string;
  /** A new path for every request (e.g. a random code of many), instead of `url`'s own. */
  pathOf?: () => string;
  /** Headers for every request (e.g. a rotating token and a fresh `Idempotency-Key`), over the fixed ones. */
  headersOf?: () => Record<string, string>;
}

export async function drive(t: Target, connections: number, seconds: number): Promise<Row> {
  const { pathOf, headersOf } = t;
  // What a phone's browser sends with every request: the server may answer in Brotli (docs/decisions/119).
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept-encoding': 'gzip, deflate, br, zstd',
  };
  if (t.token) headers.authorization = t.token;
  const r = await autocannon({
    url: t.url,
    method: t.method ?? 'GET',
    headers,
    body: t.body === undefined ? undefined : JSON.stringify(t.body),
    connections,
    duration: seconds,
    ...(pathOf || headersOf
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                ...(pathOf ? { path: pathOf() } : {}),
                ...(headersOf ? { headers: { ...req.headers, ...headersOf() } } : {}),
              }),
            },
          ],
        }
      : {}),
  });
  return {
    name: t.name,
    reqPerSec: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    // autocannon reports p97.5 rather than p95; it is the closer, stricter figure.
    p95ms: r.latency.p97_5,
    p99ms: r.latency.p99,
    errors: r.errors + r.non2xx,
    ok: r['2xx'],
  };
}

export const print = (r: Row) =>
  console.log(
    `${r.name.padEnd(46)} ${String(r.reqPerSec).padStart(7)} req/s${r.ofBare === undefined ? '' : `  ${String(r.ofBare).padStart(5)} % of bare`}  p50 ${r.p50ms} ms  p97.5 ${r.p95ms} ms  p99 ${r.p99ms} ms  errors ${r.errors}`,
  );

/** The bare Fastify route at 100 connections: the yardstick row (`ofBare` 100), printed. */
export async function driveBare(bareUrl: string, seconds: number): Promise<Row> {
  const row = await drive({ name: 'bare Fastify hello JSON', url: bareUrl }, 100, seconds);
  row.ofBare = 100;
  print(row);
  return row;
}

/** One target's row with its share of the bare route's requests per second, printed. */
export async function againstBare(
  bareRow: Row,
  target: Target,
  connections: number,
  seconds: number,
): Promise<Row> {
  const row = await drive(target, connections, seconds);
  row.ofBare = +((100 * row.reqPerSec) / bareRow.reqPerSec).toFixed(1);
  print(row);
  return row;
}
