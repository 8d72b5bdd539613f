/**
 * Benchmarks (not part of npm test): API throughput and latency with autocannon against the built
 * server, and the page weight of the first load. Needs `npm run build`.
 *
 *   npm run bench                                   # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://… npm run bench   # a PostgreSQL server (fresh database)
 *   BENCH_SECONDS=5 npm run bench
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../src/server/db/scratch.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

async function waitForHealth() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vc-bench-'));
  const scratch = process.env.BENCH_DATABASE_URL
    ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'vc_bench')
    : undefined;
  const databaseUrl = scratch?.url;
  const server = spawn('node', [path.join(root, 'dist', 'server', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REQUIRE_SIGNATURE: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '20' } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const started = Date.now();
    await waitForHealth();
    const coldStartMs = Date.now() - started;

    const email = `bench${Date.now()}@example.com`;
    const post = (url: string, body: unknown) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ data: { token: string } }>);
    await post('/api/sendMailCaptcha', { email, scene: 'register' });
    const outbox = readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
    const code = (JSON.parse(outbox.at(-1) ?? '{}') as { code: string }).code;
    const session = await post('/api/auth/h5Register', {
      email,
      code,
      birthday: '1990-01-01',
      agreeUser: true,
      agreePrivacy: true,
    });
    const token = session.data.token;

    const targets = [
      { name: 'GET /api/health', path: '/api/health', headers: {} },
      {
        name: 'GET /api/getInfoByh5 (session lookup)',
        path: '/api/getInfoByh5',
        headers: { authorization: token },
      },
      {
        name: 'GET /api/hibackend/user/protocol/view',
        path: '/api/hibackend/user/protocol/view?type=privacy',
        headers: {},
      },
      { name: 'GET /my (app shell)', path: '/my', headers: {} },
    ];
    const results = [];
    for (const t of targets) {
      const r = await autocannon({
        url: `${base}${t.path}`,
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
      };
      results.push(row);
      console.log(
        `${row.name.padEnd(42)} ${String(row.reqPerSec).padStart(7)} req/s  p50 ${row.p50ms} ms  p99 ${row.p99ms} ms  errors ${row.errors}`,
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
    mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    const file = path.join(root, 'bench', 'results', `bench-${report.database}-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify(report, null, 2));
    console.log(`server ready in ${coldStartMs} ms; report: ${path.relative(root, file)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await scratch?.drop();
  }
}

await main();
