/**
 * Scan benchmarks on PostgreSQL (not part of npm test). Needs `npm run build`.
 *
 * 1. Data scale: `GET qrcode/base/verifyScanCode/{code}` (a random genuine code of the table each
 *    request: a lookup by hash, a scan row written, the code's counter moved) p50/p95/p99 with 10k and
 *    then 1M printed codes, 10 connections; goal: p95 at 1M within 1.5x of 10k.
 * 2. Throughput at 100 connections next to a bare Fastify route in the same run: genuine and unknown
 *    codes.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/scan.ts
 *   SCALE_CODES=10000,1000000 BENCH_SECONDS=10 …
 */
import pg from 'pg';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import { againstBare, drive, driveBare, print, type Row } from './drive.ts';
import { type BareServer, saveReport, startBare, startServer } from './server.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const scales = (process.env.SCALE_CODES ?? '10000,1000000').split(',').map(Number);

/** The bench's codes are `BENCH<n>` (well-formed, not base32: only the lookup matters here). */
const codeOf = (n: number) => `BENCH${String(n).padStart(8, '0')}`;

/** A ready batch (at most 100,000 codes) holding codes `from..to`, hashed as the service hashes them. */
async function fillCodes(db: pg.Client, productId: string, from: number, to: number) {
  const batch = await db.query<{ id: string }>(
    `insert into qr_batches (product_id, count, generated, status, ready_at)
     values ($1, $2, $2, 'ready', now()) returning id::text`,
    [productId, to - from + 1],
  );
  await db.query(
    `insert into qr_codes (batch_id, seq, code_hash, code_sealed)
     select $1::bigint, g - $2 + 1, encode(sha256(convert_to('BENCH' || lpad(g::text, 8, '0'), 'UTF8')), 'hex'), 'bench'
     from generate_series($2::int, $3::int) g`,
    [batch.rows[0]?.id, from, to],
  );
}

async function makeProduct(db: pg.Client): Promise<string> {
  const brand = await db.query<{ id: string }>(
    `insert into catalogue_brands (name) values ('Bench brand') returning id::text`,
  );
  const product = await db.query<{ id: string }>(
    `insert into products (brand_id, model, name, device_type, style, flavours)
     values ($1, 'B-1', 'Bench product', 'disposable', 'fruit', '{mango}') returning id::text`,
    [brand.rows[0]?.id],
  );
  return product.rows[0]?.id ?? '';
}

const scratch = await createScratchDatabase(adminUrl, 'vc_scan');
const server = await startServer({
  DATABASE_URL: scratch.url,
  DATABASE_POOL_SIZE: '20',
  RATE_LIMIT_SCAN_PER_MINUTE: '100000000',
});
const db = new pg.Client({ connectionString: scratch.url });
let bare: BareServer | undefined;
try {
  bare = await startBare();
  await db.connect();
  const verify = '/api/qrcode/base/verifyScanCode/';
  const productId = await makeProduct(db);
  const scale: Array<Row & { codes: number }> = [];
  let filled = 0;
  for (const n of scales) {
    const t0 = Date.now();
    for (let from = filled + 1; from <= n; from += 100_000) {
      await fillCodes(db, productId, from, Math.min(n, from + 99_999));
    }
    filled = n;
    await db.query('analyze qr_codes');
    console.log(`\n${n} codes (${Date.now() - t0} ms to fill)`);
    const probe = (await fetch(`${server.base}${verify}${codeOf(n)}`).then((r) => r.json())) as {
      data: { genuine: boolean };
    };
    if (!probe.data.genuine) throw new Error('the bench code does not verify');
    const row = {
      ...(await drive(
        {
          name: `verify a genuine code @${n}`,
          url: `${server.base}${verify}${codeOf(1)}`,
          pathOf: () => `${verify}${codeOf(1 + Math.floor(Math.random() * n))}`,
        },
        10,
        seconds,
      )),
      codes: n,
    };
    scale.push(row);
    print(row);
  }
  const first = scale[0];
  const last = scale.at(-1);
  const p95Ratio = first && last ? +(last.p95ms / Math.max(first.p95ms, 1)).toFixed(2) : null;
  console.log('p95 at the largest scale / p95 at the smallest:', p95Ratio);

  const throughput: Row[] = [];
  const bareRow = await driveBare(bare.url, seconds);
  throughput.push(bareRow);
  const targets = [
    {
      name: 'GET verifyScanCode, genuine (records a scan)',
      url: `${server.base}${verify}${codeOf(1)}`,
      pathOf: () => `${verify}${codeOf(1 + Math.floor(Math.random() * filled))}`,
    },
    { name: 'GET verifyScanCode, unknown code', url: `${server.base}${verify}NOTOURS0000000000000000` },
  ];
  for (const t of targets) {
    throughput.push(await againstBare(bareRow, t, 100, seconds));
  }
  const report = { at: new Date().toISOString(), seconds, scale, p95Ratio, throughput };
  console.log(`report: ${saveReport('scan', report)}`);
} finally {
  await db.end().catch(() => undefined);
  bare?.stop();
  await server.stop();
  await scratch.drop();
}
