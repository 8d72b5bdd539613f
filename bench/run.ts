/**
 * Benchmarks (not part of npm test): the API's read paths with autocannon against the built server,
 * each as a share of a bare Fastify route measured just before it in the same run, on the embedded database and,
 * with BENCH_DATABASE_URL, on PostgreSQL too; then every route's first load (bench/first-load.ts). Needs
 * `npm run build`.
 *
 *   npm run bench                                   # embedded PGlite only
 *   BENCH_DATABASE_URL=postgres://… npm run bench   # PGlite, then a fresh database on that server
 *   BENCH_SECONDS=5 BENCH_ONLY=postgres npm run bench
 *   BENCH_ROUTES='detail (member),store/near' npm run bench   # only the rows naming these
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import { drive, type Row, type Target } from './drive.ts';
import { type BenchServer, registerMember, root, saveReport, startBare, startServer } from './server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

/**
 * Every route's first load as Chromium transfers it (bench/first-load.ts, issue 37): its own server
 * with the demo data, after the API rows so that it takes none of their cores. BENCH_FIRST_LOAD=0 skips it.
 */
function firstLoad() {
  if (process.env.BENCH_FIRST_LOAD === '0') return;
  if (!existsSync(path.join(root, 'dist', 'web', 'index.html'))) {
    console.log('first load: not measured (no dist/web: run `npm run build`)');
    return;
  }
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'first-load.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
}

/**
 * Waits until the server has run no child process (ffmpeg: the demo reels' encodes, the music
 * library) for 5 s in a row, at most 10 minutes: they would take the cores the routes are measured on.
 */
async function settled(pid: number) {
  const children = () => {
    try {
      return execFileSync('ps', ['--ppid', String(pid), '-o', 'pid='], { encoding: 'utf8' }).trim();
    } catch {
      return ''; // ps exits 1 when there are none
    }
  };
  const t0 = Date.now();
  for (let quiet = 0; quiet < 10 && Date.now() - t0 < 600_000;) {
    quiet = children() ? 0 : quiet + 1;
    await new Promise((r) => setTimeout(r, 500));
  }
  return Date.now() - t0;
}

type Database = 'pglite' | 'postgres';
/** The table (issue 36): these rows, in this order, on every database. */
const ROUTES = [
  '/api/health',
  'getInfoByh5 (member)',
  'feed page, 20 cards (visitor, read cache on)',
  'feed page (member)',
  'article detail (visitor)',
  'article detail (member)',
  'comments page of an article',
  'points flow (member)',
  'store/near',
  // Not in the table: answers are shared per spot (docs/decisions/124), so this row asks from
  // a new spot every time and measures the statement itself.
  'store/near (a new spot each request)',
] as const;
/** BENCH_ROUTES: comma-separated parts of route names; only the rows naming one are measured. */
const wanted = (process.env.BENCH_ROUTES ?? '').split(',').filter(Boolean);
const CHOSEN = ROUTES.filter((r) => wanted.length === 0 || wanted.some((w) => r.includes(w)));

async function json<T>(url: string, token?: string): Promise<T> {
  const res = await fetch(url, { headers: token ? { authorization: token } : {} });
  const body = (await res.json()) as { code: number; data: T };
  if (body.code !== 200) throw new Error(`${url}: ${body.code}`);
  return body.data;
}

/** The targets of one server: a member signed up, the demo article with the most comments, London. */
async function targetsOf(server: BenchServer): Promise<Record<(typeof ROUTES)[number], Target>> {
  const { token } = await registerMember(server, `bench${Date.now()}@example.com`);
  const api = `${server.base}/api/hibackend`;
  const feed = await json<{ list: { id: string; commentCount: number }[] }>(
    `${api}/article/frontend/listPage?pageSize=50`,
  );
  const busiest = [...feed.list].sort((a, b) => b.commentCount - a.commentCount)[0];
  if (!busiest) throw new Error('no demo articles: is the demo data loaded?');
  const detail = `${api}/article/frontend/detail/${busiest.id}`;
  return {
    '/api/health': { name: '/api/health', url: `${server.base}/api/health` },
    'getInfoByh5 (member)': { name: 'getInfoByh5', url: `${server.base}/api/getInfoByh5`, token },
    'feed page, 20 cards (visitor, read cache on)': {
      name: 'feed (visitor)',
      url: `${api}/article/frontend/listPage?pageSize=20`,
    },
    'feed page (member)': {
      name: 'feed (member)',
      url: `${api}/article/frontend/listPage?pageSize=20`,
      token,
    },
    'article detail (visitor)': { name: 'detail (visitor)', url: detail },
    'article detail (member)': { name: 'detail (member)', url: detail, token },
    'comments page of an article': {
      name: 'comments',
      url: `${api}/article/evaluate/listPage?articleId=${busiest.id}&pageSize=20`,
    },
    'points flow (member)': {
      name: 'points flow',
      url: `${api}/pointsBalance/pointFlow?pageSize=20`,
      token,
    },
    // The demo stores are in central London; the default radius (5 km).
    'store/near': { name: 'store/near', url: `${api}/store/near?lat=51.5136&lng=-0.1365` },
    'store/near (a new spot each request)': {
      name: 'store/near (new spot)',
      url: `${api}/store/near?lat=51.5136&lng=-0.1365`,
      // Within about 1 km of the demo stores, at the 4 decimals the web sends.
      pathOf: () =>
        `/api/hibackend/store/near?lat=${(51.5136 + (Math.random() - 0.5) * 0.02).toFixed(4)}&lng=${(-0.1365 + (Math.random() - 0.5) * 0.02).toFixed(4)}`,
    },
  };
}

interface Measured {
  database: Database;
  /** Each route's row and the bare route's, measured just before it. */
  rows: Record<string, { route: Row; bare: Row }>;
  coldStartMs: number;
}

async function measure(database: Database): Promise<Measured> {
  const scratch =
    database === 'postgres'
      ? await createScratchDatabase(process.env.BENCH_DATABASE_URL ?? '', 'vc_bench')
      : undefined;
  // The demo data on both databases, as the issue measured (the embedded one loads it anyway).
  const env: Record<string, string> = { SEED_DEMO: 'true' };
  if (scratch) Object.assign(env, { DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20' });
  const server = await startServer(env);
  const bare = await startBare();
  try {
    console.log(`  ${database}: background encodes done after ${await settled(server.pid)} ms`);
    const targets = await targetsOf(server);
    const run = (t: Target) => drive(t, connections, seconds);
    const rows: Measured['rows'] = {};
    for (const route of CHOSEN) {
      // The yardstick right before each route: on a shared machine the load moves during a run, and
      // a ratio of neighbours is steadier than one to a single bare figure.
      const pair = { bare: await run({ name: 'bare', url: bare.url }), route: await run(targets[route]) };
      rows[route] = pair;
      console.log(
        `  ${database} ${route.padEnd(46)} ${String(pair.route.reqPerSec).padStart(6)} req/s  p99 ${pair.route.p99ms} ms  errors ${pair.route.errors}  (bare ${pair.bare.reqPerSec})`,
      );
    }
    return { database, rows, coldStartMs: server.startMs };
  } finally {
    bare.stop();
    await server.stop();
    await scratch?.drop();
  }
}

const fmt = (n: number) => n.toLocaleString('en');
const pairOf = (m: Measured, route: string) => m.rows[route] as { route: Row; bare: Row };
const share = (m: Measured, route: string) => {
  const { route: r, bare } = pairOf(m, route);
  return (100 * r.reqPerSec) / bare.reqPerSec;
};

/** The table: one block of columns per database, and the embedded ratio against PostgreSQL's. */
function table(all: Measured[]): string {
  const head = ['route', ...all.flatMap((m) => [`${m.database} req/s`, '% of bare', 'p99'])];
  const pg = all.find((m) => m.database === 'postgres');
  const lite = all.find((m) => m.database === 'pglite');
  if (pg && lite) head.push('pglite % / postgres %');
  const lines = [head, head.map(() => '---')];
  const bares = (m: Measured) => CHOSEN.map((r) => pairOf(m, r).bare.reqPerSec);
  lines.push([
    'bare Fastify hello JSON (range over the run)',
    ...all.flatMap((m) => [`${fmt(Math.min(...bares(m)))}-${fmt(Math.max(...bares(m)))}`, '100 %', '']),
    ...(pg && lite ? [''] : []),
  ]);
  for (const route of CHOSEN) {
    const cells = [route.startsWith('/') ? `\`${route}\`` : route];
    for (const m of all) {
      const r = pairOf(m, route).route;
      cells.push(fmt(r.reqPerSec), `${share(m, route).toFixed(0)} %`, `${r.p99ms} ms`);
    }
    if (pg && lite) cells.push((share(lite, route) / share(pg, route)).toFixed(2));
    lines.push(cells);
  }
  return lines.map((l) => `| ${l.join(' | ')} |`).join('\n');
}

async function main() {
  const only = process.env.BENCH_ONLY as Database | undefined;
  const databases: Database[] = (['pglite', 'postgres'] as const).filter(
    (d) => (!only || only === d) && (d === 'pglite' || process.env.BENCH_DATABASE_URL),
  );
  console.log(`${connections} connections, ${seconds} s a route; the demo data on each database`);
  const all: Measured[] = [];
  for (const database of databases) all.push(await measure(database));
  for (const m of all) console.log(`${m.database}: server ready in ${m.coldStartMs} ms`);
  console.log(`\n${table(all)}\n`);
  const report = {
    at: new Date().toISOString(),
    seconds,
    connections,
    runs: all.map((m) => ({
      ...m,
      rows: Object.fromEntries(
        Object.entries(m.rows).map(([k, r]) => [k, { ...r, ofBare: +share(m, k).toFixed(1) }]),
      ),
    })),
  };
  console.log(`report: ${saveReport('bench', report)}`);
  firstLoad();
}

await main();
