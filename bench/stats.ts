/**
 * Usage-report ingestion on PostgreSQL (not part of npm test). Needs `npm run build`.
 *
 * 1. Next to the bare Fastify route, at 100 connections: `POST /api/md/rpStat/appclick` with batches
 *    of 50 events (what a client's page-hide flush sends) and of one event; events/s = req/s x batch.
 * 2. The app's other calls while it ingests: the article feed at 10 connections alone, then with
 *    the batch load running beside it.
 * 3. After SIGTERM, every acknowledged event is in the table (counted), none twice.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/stats.ts
 *   BENCH_SECONDS=10 …
 */
import pg from 'pg';
import { againstBare, drive, driveBare, print, type Row } from './drive.ts';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import { type BareServer, saveReport, startBare, startServer } from './server.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const BATCH = 50;

const events = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    page_id: '/article/{id}',
    rp_time: Date.now(),
    user_id: String(1000 + i),
    client: 'h5',
    detail_id: String(i),
    mark: 'like',
  }));

const scratch = await createScratchDatabase(adminUrl, 'vc_stats');
const server = await startServer({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20', SEED_DEMO: 'false' });
let bare: BareServer | undefined;
try {
  bare = await startBare();
  const api = `${server.base}/api`;
  const batch = {
    name: `appclick, ${BATCH} events a request`,
    url: `${api}/md/rpStat/appclick`,
    method: 'POST' as const,
    body: events(BATCH),
  };
  const single = {
    name: 'appclick, 1 event a request',
    url: batch.url,
    method: 'POST' as const,
    body: events(1),
  };
  const feed = { name: 'article feed (listPage)', url: `${api}/hibackend/article/frontend/listPage` };

  console.log('\n100 connections');
  const bareRow = await driveBare(bare.url, seconds);
  const rows: Row[] = [bareRow];
  const batchRow = await againstBare(bareRow, batch, 100, seconds);
  const singleRow = await againstBare(bareRow, single, 100, seconds);
  rows.push(batchRow, singleRow);
  // Accepted events only: a full buffer answers 429, which the server sheds before reading the body.
  const eventsPerSec = {
    batched: Math.round(((batchRow.ok ?? 0) * BATCH) / seconds),
    single: Math.round((singleRow.ok ?? 0) / seconds),
  };
  console.log('events/s ingested:', eventsPerSec);

  console.log('\nthe app while it ingests (feed at 10 connections)');
  const alone = await drive({ ...feed, name: `${feed.name}, alone` }, 10, seconds);
  print(alone);
  const [beside, load] = await Promise.all([
    drive({ ...feed, name: `${feed.name}, beside ingestion` }, 10, seconds),
    drive({ ...batch, name: `${batch.name}, beside the feed` }, 50, seconds),
  ]);
  print(beside);
  print(load);
  rows.push(alone, beside, load);

  // Every 2xx was acknowledged; after SIGTERM every acknowledged event must be in the table.
  const acknowledged = ((batchRow.ok ?? 0) + (load.ok ?? 0)) * BATCH + (singleRow.ok ?? 0);
  await server.stop();
  await new Promise((r) => setTimeout(r, 2000));
  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  const { rows: counted } = await db.query<{ n: string }>('select count(*) as n from usage_events');
  await db.end();
  const stored = Number(counted[0]?.n ?? 0);
  console.log(`acknowledged ${acknowledged} events; stored after SIGTERM ${stored}`);
  const report = { at: new Date().toISOString(), seconds, rows, eventsPerSec, acknowledged, stored };
  console.log(`\nwritten ${saveReport('stats', report)}`);
} finally {
  await server.stop();
  bare?.stop();
  await scratch.drop();
}
