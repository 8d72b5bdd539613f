/**
 * Benchmarks (not part of npm test): API throughput and latency with autocannon against the built
 * server, and the page weight of the first load. Needs `npm run build`.
 *
 *   npm run bench                                   # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://… npm run bench   # a PostgreSQL server (fresh database)
 *   BENCH_SECONDS=5 npm run bench
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import { type BareServer, registerMember, root, saveReport, startBare, startServer } from './server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

function pageWeight() {
  const webDir = path.join(root, 'dist', 'web');
  if (!existsSync(path.join(webDir, 'index.html'))) return null;
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  let js = 0;
  let css = 0;
  for (const a of assets) {
    const size = gzipSync(readFileSync(path.join(webDir, a))).length;
    if (a.endsWith('.js')) js += size;
    else css += size;
  }
  return {
    initialJsGzipKiB: +(js / 1024).toFixed(1),
    initialCssGzipKiB: +(css / 1024).toFixed(1),
    files: assets,
  };
}

async function main() {
  const scratch = process.env.BENCH_DATABASE_URL
    ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'vc_bench')
    : undefined;
  const databaseUrl = scratch?.url;
  const server = await startServer(
    databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '20' } : {},
  );
  const { base } = server;
  let bare: BareServer | undefined;
  try {
    bare = await startBare();
    const coldStartMs = server.startMs;

    const { token } = await registerMember(server, `bench${Date.now()}@example.com`);

    const targets = [
      { name: 'bare Fastify hello JSON', url: bare.url, headers: {} },
      { name: 'GET /api/health', url: `${base}/api/health`, headers: {} },
      {
        name: 'GET /api/getInfoByh5 (session lookup)',
        url: `${base}/api/getInfoByh5`,
        headers: { authorization: token },
      },
      {
        name: 'GET /api/hibackend/user/protocol/view',
        url: `${base}/api/hibackend/user/protocol/view?type=privacy`,
        headers: {},
      },
      { name: 'GET /my (app shell)', url: `${base}/my`, headers: {} },
    ];
    const results = [];
    let bareRate = 0;
    for (const t of targets) {
      const r = await autocannon({
        url: t.url,
        connections,
        duration: seconds,
        headers: t.headers,
      });
      const row = {
        name: t.name,
        reqPerSec: Math.round(r.requests.average),
        p50ms: r.latency.p50,
        p99ms: r.latency.p99,
        errors: r.errors + r.non2xx,
        ofBare: bareRate ? +((100 * r.requests.average) / bareRate).toFixed(1) : 100,
      };
      if (!bareRate) bareRate = r.requests.average;
      results.push(row);
      console.log(
        `${row.name.padEnd(42)} ${String(row.reqPerSec).padStart(7)} req/s  ${String(row.ofBare).padStart(5)} % of bare  p50 ${row.p50ms} ms  p99 ${row.p99ms} ms  errors ${row.errors}`,
      );
    }
    const weight = pageWeight();
    if (weight) {
      console.log(
        `first load: ${weight.initialJsGzipKiB} KiB JS + ${weight.initialCssGzipKiB} KiB CSS (gzip)`,
      );
    }
    const report = {
      at: new Date().toISOString(),
      database: databaseUrl ? 'postgres' : 'pglite',
      seconds,
      connections,
      coldStartMs,
      api: results,
      pageWeight: weight,
    };
    const file = saveReport(`bench-${report.database}`, report);
    console.log(`server ready in ${coldStartMs} ms; report: ${file}`);
  } finally {
    bare?.stop();
    await server.stop();
    await scratch?.drop();
  }
}

await main();
