/**
 * Data-scale run (PostgreSQL): fills a fresh database with many users and sessions, then measures
 * the calls that look them up. Shows that lookups stay index-bound as tables grow.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/data-scale.ts
 *   SCALE_USERS=1000000 … (default 200000 users, two sessions each)
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import { startServer } from './server.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server');
const users = Number(process.env.SCALE_USERS ?? 200_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const scratch = await createScratchDatabase(adminUrl, 'vc_scale');
const databaseUrl = scratch.url;

const server = await startServer({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '20' });
const base = server.base;
try {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const t0 = Date.now();
  await db.query(
    `insert into users (user_name, email, nick_name, birthday)
     select 'scale' || g, 'scale' || g || '@example.com', 'Scale ' || g, date '1990-01-01'
     from generate_series(1, $1) g`,
    [users],
  );
  // Two sessions per user; tokens are sha256 of a known string so one can be used below.
  await db.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select u.id, encode(sha256(convert_to('tok-' || u.id || '-' || k, 'UTF8')), 'hex'), now() + interval '30 days'
     from users u cross join generate_series(1, 2) k`,
  );
  await db.query('analyze');
  const fillMs = Date.now() - t0;
  const { rows } = await db.query<{ id: string }>('select id from users order by id desc limit 1');
  const token = `tok-${rows[0]?.id}-1`;
  await db.end();
  console.log(`filled ${users} users and ${users * 2} sessions in ${fillMs} ms`);

  // One member over and over (the session cache answers), then a different random member on each
  // request (mostly cache misses at 1M users: the index answers).
  const randomToken = () => `tok-${1 + Math.floor(Math.random() * users)}-1`;
  for (const t of [
    { name: 'getInfoByh5, one member', path: '/api/getInfoByh5', token: () => token },
    { name: 'getInfoByh5, random members', path: '/api/getInfoByh5', token: randomToken },
    { name: 'hasLogin, random members', path: '/api/auth/hasLogin', token: randomToken },
  ]) {
    const r = await autocannon({
      url: `${base}${t.path}`,
      connections: 50,
      duration: seconds,
      requests: [
        { setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: t.token() } }) },
      ],
    });
    console.log(
      `${t.name.padEnd(30)} ${Math.round(r.requests.average)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`,
    );
  }
} finally {
  await server.stop();
  await new Promise((r) => setTimeout(r, 1000));
  await scratch.drop();
}
