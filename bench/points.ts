/**
 * Points on PostgreSQL: ledger transactions per second through the points service (the same code the
 * API runs), and the history page's latency with 10k and 1M flow rows in the table.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/points.ts
 *   LEDGER_SECONDS=10 LEDGER_WORKERS=64 FLOW_ROWS=10000,1000000 …
 */
import pg from 'pg';
import { openPostgres } from '../src/server/db/client.ts';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import { PointsService } from '../src/server/points/points.service.ts';
import { registerMember, startServer } from './server.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server');
const seconds = Number(process.env.LEDGER_SECONDS ?? 10);
const workers = Number(process.env.LEDGER_WORKERS ?? 64);
const flowSizes = (process.env.FLOW_ROWS ?? '10000,1000000').split(',').map(Number);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? NaN;

const scratch = await createScratchDatabase(adminUrl, 'vc_points');
const database = openPostgres(scratch.url, 20);
await database.migrate();
const server = await startServer({
  DATABASE_URL: scratch.url,
  DATABASE_POOL_SIZE: '20',
  ADMIN_EMAILS: 'bench-admin@example.com',
});
const sql = new pg.Client({ connectionString: scratch.url });
await sql.connect();
try {
  const { token, userId: memberId } = await registerMember(server, `points-bench-${Date.now()}@example.com`);

  // 1. Ledger transactions: 1,000 members, each change a transaction (wallet update + flow + lot).
  await sql.query(`insert into users (user_name, email, birthday)
    select 'lb' || g, 'lb' || g || '@example.com', date '1990-01-01' from generate_series(1, 1000) g`);
  const ids = (await sql.query<{ id: string }>(`select id from users where user_name like 'lb%'`)).rows.map(
    (r) => BigInt(r.id),
  );
  const points = new PointsService(database.db, 365);
  let done = 0;
  let failed = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; Date.now() < until; i++) {
        const userId = ids[(w * 7919 + i) % ids.length] as bigint;
        try {
          // Mostly earning, every third change a spend (FIFO over the lots).
          await points.apply({
            userId,
            delta: i % 3 === 2 ? -5 : 10,
            ruleCode: i % 3 === 2 ? 'REDEEM' : 'SCAN',
          });
          done++;
        } catch {
          failed++;
        }
      }
    }),
  );
  console.log(
    `ledger: ${Math.round(done / seconds)} transactions/s (${workers} concurrent, pool 20, ${done} in ${seconds} s, ${failed} refused)`,
  );

  // 2. Redemptions through the API: 50 members with points and an address, 5 prizes, 50 at a time.
  const call = async <T>(method: string, url: string, auth: string, body?: unknown, key?: string) => {
    const res = await fetch(`${server.base}${url}`, {
      method,
      headers: {
        authorization: auth,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { code: number; data: T };
  };
  const admin = await registerMember(server, 'bench-admin@example.com');
  const prizeIds: string[] = [];
  for (let i = 0; i < 5; i++) {
    const created = await call<{ id: string }>('POST', '/api/console/prizes', admin.token, {
      name: `Bench prize ${i}`,
      description: 'For the benchmark.',
      points: 10,
      stock: 1_000_000,
    });
    prizeIds.push(created.data.id);
  }
  const buyers: { token: string; addressId: string }[] = [];
  for (let i = 0; i < 50; i++) {
    const m = await registerMember(server, `buyer${i}-${Date.now()}@example.com`);
    await points.apply({ userId: BigInt(m.userId), delta: 1_000_000, ruleCode: 'GIFT' });
    const address = await call<{ id: string }>('POST', '/api/hibackend/user/address/saveOrUpdate', m.token, {
      firstName: 'Bench',
      lastName: 'Buyer',
      phone: '+44 20 7946 0000',
      country: 'GBR',
      area: 'England',
      city: 'London',
      county: 'Camden',
      address: '1 Bench Street',
    });
    buyers.push({ token: m.token, addressId: address.data.id });
  }
  let redeemed = 0;
  let refused = 0;
  const redeemUntil = Date.now() + seconds * 1000;
  await Promise.all(
    buyers.map(async (b, w) => {
      for (let i = 0; Date.now() < redeemUntil; i++) {
        const answer = await call(
          'POST',
          '/api/hibackend/prize/frontend/redeem',
          b.token,
          { prizeId: prizeIds[(w + i) % prizeIds.length], addressId: b.addressId },
          `bench-${w}-${i}-${Date.now()}`,
        );
        if (answer.code === 200) redeemed++;
        else refused++;
      }
    }),
  );
  console.log(
    `redeem API: ${Math.round(redeemed / seconds)} redemptions/s (50 members at once over 5 prizes; ${refused} refused)`,
  );

  // 3. History latency as the table grows: the member's first page, 2,000 calls, 50 at a time.
  let filled = Number(
    (await sql.query<{ n: string }>('select count(*) as n from points_flow')).rows[0]?.n ?? 0,
  );
  for (const size of flowSizes) {
    if (size > filled) {
      await sql.query(
        `insert into points_flow (user_id, delta, balance_after, rule_code, created_at)
         select (select min(id) from users where user_name like 'lb%') + (g % 1000), 1, g, 'SCAN', now() - (g || ' seconds')::interval
         from generate_series(1, $1) g`,
        [size - filled],
      );
      await sql.query(
        `insert into points_flow (user_id, delta, balance_after, rule_code) select $1, 1, g, 'SCAN' from generate_series(1, 500) g`,
        [memberId],
      );
      await sql.query('analyze points_flow');
      filled = Number(
        (await sql.query<{ n: string }>('select count(*) as n from points_flow')).rows[0]?.n ?? 0,
      );
    }
    const times: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next++ < 2000) {
          const t0 = performance.now();
          const res = await fetch(`${server.base}/api/hibackend/pointsBalance/pointFlow?pageSize=20`, {
            headers: { authorization: token },
          });
          await res.arrayBuffer();
          times.push(performance.now() - t0);
        }
      }),
    );
    console.log(
      `pointFlow with ${filled.toLocaleString('en')} flow rows: p50 ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms, p99 ${pct(times, 0.99).toFixed(1)} ms`,
    );
  }
} finally {
  await sql.end();
  await server.stop();
  await database.close();
  await scratch.drop();
}
