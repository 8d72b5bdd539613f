/**
 * Activity and draw benchmarks on PostgreSQL (not part of npm test). Needs `npm run build`.
 *
 * 1. Data scale: one published, open wheel (`turntable`) with 10k and then 1M entries by 1,000
 *    members (inserted in SQL, one in fifty a win with its award row), and, as a visitor,
 *    `build/detail/{id}`, `attendNum?activityId=`, `awardsListPage?activityId=` (first page) and
 *    `drawLog/{id}?pageSize=1000` (first page) p50/p95/p99 at 10 connections; goal: p95 at 1M within
 *    1.5x of 10k.
 * 2. Throughput at 100 connections next to a bare Fastify route in the same run: spins of a free wheel
 *    with plenty of stock (`POST attend/{id}`, 20 signed-in members in turn, a fresh Idempotency-Key
 *    each; spins of one activity queue on its row lock by design, docs/decisions/066), and
 *    `GET build/detail/{id}` as a visitor and signed in.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/activities.ts
 *   SCALE_ENTRIES=10000,1000000 BENCH_SECONDS=10 …
 */
import pg from 'pg';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import { againstBare, drive, driveBare, print, type Row } from './drive.ts';
import { type BareServer, registerMember, saveReport, startBare, startServer } from './server.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const scales = (process.env.SCALE_ENTRIES ?? '10000,1000000').split(',').map(Number);
const MEMBERS = 1000;
const SPINNERS = 20;
const PRIZES = 3;
/** One entry in this many wins a prize (and has an award row). */
const WIN_EVERY = 50;

/** `n` members made in SQL (the scale's entrants); answers their ids. */
async function makeMembers(db: pg.Client, n: number): Promise<string[]> {
  const made = await db.query<{ id: string }>(
    `insert into users (user_name, email, nick_name)
     select 'bentrant' || g, 'bentrant' || g || '@example.com', 'Entrant ' || g
     from generate_series(1, $1::int) g
     returning id::text`,
    [n],
  );
  return made.rows.map((r) => r.id);
}

/**
 * A published, free wheel open from a day ago for 30 days, committed to a random seed (64 hex
 * characters, `seed_hash` its SHA-256 as the service computes it), with three prizes of `stock` each
 * and a "no prize" weight of 90; answers its id and its prize ids in odds-table order.
 */
async function makeWheel(db: pg.Client, title: string, stock: number) {
  const made = await db.query<{ id: string }>(
    `with s as (select md5(random()::text) || md5(random()::text) as seed)
     insert into activities (type, title, start_at, end_at, cost_kind, cost_amount, no_prize_weight,
       seed, seed_hash, published_at)
     select 'turntable', jsonb_build_object('en_US', $1::text), now() - interval '1 day',
       now() + interval '30 days', 'free', 0, 90, seed, encode(sha256(convert_to(seed, 'UTF8')), 'hex'), now()
     from s
     returning id::text`,
    [title],
  );
  const id = made.rows[0]?.id ?? '';
  const prizes = await db.query<{ id: string }>(
    `insert into activity_prizes (activity_id, name, initial_stock, stock, weight, sort)
     select $1::bigint, jsonb_build_object('en_US', 'Bench prize ' || g), $2::int, $2::int, g, g
     from generate_series(1, $3::int) g
     order by g
     returning id::text`,
    [id, stock, PRIZES],
  );
  return { id, prizeIds: prizes.rows.map((r) => r.id) };
}

/**
 * Entries `from..to` of the wheel, by the members in turn, one in WIN_EVERY a win (segment of its
 * prize, award row written), the rest on the "no prize" segment.
 */
async function fillEntries(
  db: pg.Client,
  wheel: { id: string; prizeIds: string[] },
  members: string[],
  from: number,
  to: number,
) {
  await db.query(
    `insert into activity_entries (activity_id, user_id, entry_no, segment, won_prize_id, created_at)
     select $1::bigint, ($2::bigint[])[1 + g % cardinality($2::bigint[])], g,
       case when g % $5::int = 0 then (g / $5::int) % cardinality($3::bigint[]) else cardinality($3::bigint[]) end,
       case when g % $5::int = 0 then ($3::bigint[])[1 + (g / $5::int) % cardinality($3::bigint[])] end,
       now() - interval '1 day' + g * interval '50 milliseconds'
     from generate_series($4::int, $6::int) g`,
    [wheel.id, members, wheel.prizeIds, from, WIN_EVERY, to],
  );
  await db.query(
    `insert into activity_awards (entry_id, activity_id, user_id, activity_prize_id, created_at)
     select id, activity_id, user_id, won_prize_id, created_at
     from activity_entries
     where activity_id = $1::bigint and entry_no between $2::int and $3::int and won_prize_id is not null
     order by entry_no`,
    [wheel.id, from, to],
  );
}

/** The activity's counter and live stock as the service would have left them after `n` entries. */
async function settle(db: pg.Client, wheelId: string, n: number) {
  await db.query(
    `update activities set entry_count = $2,
       member_count = (select count(distinct user_id) from activity_entries where activity_id = $1)
     where id = $1`,
    [wheelId, n],
  );
  await db.query(
    `update activity_prizes p
     set stock = p.initial_stock - (select count(*) from activity_awards w where w.activity_prize_id = p.id)
     where p.activity_id = $1`,
    [wheelId],
  );
  // As autovacuum would after a million inserts: statistics and the visibility map (index-only scans).
  for (const table of ['activity_entries', 'activity_awards', 'activity_prizes', 'activities', 'users']) {
    await db.query(`vacuum analyze ${table}`);
  }
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

const getJson = async <T>(url: string, headers: Record<string, string> = {}) => {
  const r = await fetch(url, { headers });
  return (await r.json()) as Envelope<T>;
};

const scratch = await createScratchDatabase(adminUrl, 'vc_activities');
const server = await startServer({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20' });
const db = new pg.Client({ connectionString: scratch.url });
let bare: BareServer | undefined;
try {
  bare = await startBare();
  await db.connect();
  const api = `${server.base}/api/hibackend/activity`;
  const members = await makeMembers(db, MEMBERS);
  const wheel = await makeWheel(db, 'Bench wheel', 1_000_000);
  const reads = [
    ['GET build/detail/{id}', `${api}/build/detail/${wheel.id}`],
    ['GET attendNum', `${api}/attendNum?activityId=${wheel.id}`],
    ['GET awardsListPage (first page)', `${api}/awardsListPage?activityId=${wheel.id}`],
    ['GET drawLog/{id}?pageSize=1000 (first page)', `${api}/drawLog/${wheel.id}?pageSize=1000`],
  ] as const;

  const scale: Array<Row & { entries: number }> = [];
  let filled = 0;
  for (const n of scales) {
    const t0 = Date.now();
    for (let from = filled + 1; from <= n; from += 100_000) {
      await fillEntries(db, wheel, members, from, Math.min(n, from + 99_999));
    }
    filled = n;
    await settle(db, wheel.id, n);
    console.log(`\n${n} entries (${Date.now() - t0} ms to fill)`);
    const count = await getJson<{ entries: number; members: number }>(reads[1][1]);
    const log = await getJson<{ entries: unknown[] }>(reads[3][1]);
    if (count.data.entries !== n || log.data.entries.length !== Math.min(n, 1000)) {
      throw new Error(`the bench wheel does not read back: ${JSON.stringify(count)}`);
    }
    console.log(`  attendNum: ${count.data.entries} entries by ${count.data.members} members`);
    for (const [name, url] of reads) {
      const row = { ...(await drive({ name: `${name} @${n}`, url }, 10, seconds)), entries: n };
      scale.push(row);
      print(row);
    }
  }
  const ratios = reads.map(([name]) => {
    const rows = scale.filter((r) => r.name.startsWith(`${name} @`));
    const first = rows[0];
    const last = rows.at(-1);
    return { name, p95Ratio: first && last ? +(last.p95ms / Math.max(first.p95ms, 1)).toFixed(2) : null };
  });
  console.log('p95 at the largest scale / p95 at the smallest:', ratios);

  // Throughput: a second wheel for the spins, so the scale wheel's figures stay as measured.
  const spin = await makeWheel(db, 'Bench spin wheel', 1_000_000);
  const tokens: string[] = [];
  for (let i = 0; i < SPINNERS; i++) {
    tokens.push((await registerMember(server, `bspinner${i}@example.com`)).token);
  }
  let turn = 0;
  let keys = 0;
  const nextToken = () => tokens[turn++ % tokens.length] ?? '';
  const attendUrl = `${api}/attend/${spin.id}`;
  const probe = await fetch(attendUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: nextToken(),
      'idempotency-key': `bench-probe-${process.pid}`,
    },
    body: '{}',
  }).then((r) => r.json() as Promise<Envelope<{ entryNo: number }>>);
  if (probe.code !== 200) throw new Error(`attend: ${probe.code} ${probe.msg}`);

  const throughput: Row[] = [];
  const bareRow = await driveBare(bare.url, seconds);
  throughput.push(bareRow);
  const targets = [
    {
      name: 'POST attend/{id} (free wheel, 20 members)',
      url: attendUrl,
      method: 'POST' as const,
      body: {},
      headersOf: () => ({
        authorization: nextToken(),
        'idempotency-key': `bench-${process.pid}-${++keys}`,
      }),
    },
    { name: `GET build/detail/{id}, visitor (${filled} entries)`, url: `${api}/build/detail/${wheel.id}` },
    {
      name: 'GET build/detail/{id}, signed in (spin wheel)',
      url: `${api}/build/detail/${spin.id}`,
      headersOf: () => ({ authorization: nextToken() }),
    },
  ];
  for (const t of targets) {
    throughput.push(await againstBare(bareRow, t, 100, seconds));
  }
  // Requests autocannon left in flight at its end finish before the count (and the shutdown).
  await new Promise((r) => setTimeout(r, 2000));
  const spun = await db.query<{ entries: number; awards: number }>(
    `select (select entry_count from activities where id = $1) as entries,
       (select count(*)::int from activity_awards where activity_id = $1) as awards`,
    [spin.id],
  );
  const spins = spun.rows[0];
  console.log(`spin wheel after the run: ${spins?.entries} entries, ${spins?.awards} awards`);
  const report = {
    at: new Date().toISOString(),
    seconds,
    members: MEMBERS,
    scale,
    ratios,
    throughput,
    spins,
  };
  console.log(`report: ${saveReport('activities', report)}`);
} finally {
  await db.end().catch(() => undefined);
  bare?.stop();
  await server.stop();
  await scratch.drop();
}
