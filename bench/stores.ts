/**
 * Store and review benchmarks on PostgreSQL (not part of npm test). Needs `npm run build`.
 *
 * 1. Data scale: `GET store/near` p50/p95/p99 at a dense city centre and at a sparse spot, with 10k
 *    and then 1M stores (clustered around six cities, a fifth spread uniformly; goal: p95 at 1M
 *    within 1.5x of 10k), 10 connections.
 * 2. Throughput at 100 connections next to a bare Fastify route in the same run: one product's
 *    review list (`brandTasteEvaluate/listPage?productId=`, 10k reviews), read cache on and off.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/stores.ts
 *   SCALE_STORES=10000,1000000 BENCH_SECONDS=10 …
 */
import pg from 'pg';
import { againstBare, drive, driveBare, print, type Row } from './drive.ts';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import { type BareServer, saveReport, startBare, startServer } from './server.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const scales = (process.env.SCALE_STORES ?? '10000,1000000').split(',').map(Number);

/** London, Saint Petersburg, Seoul, Shanghai, New York, Sydney. */
const CITIES = [
  [51.5074, -0.1278],
  [59.9343, 30.3351],
  [37.5665, 126.978],
  [31.2304, 121.4737],
  [40.7128, -74.006],
  [-33.8688, 151.2093],
];

/**
 * Stores `from..to`: four in five around a city (normal, sigma 0.15 degrees, about 15 km), one in
 * five anywhere between 60 S and 70 N.
 */
async function fillStores(db: pg.Client, from: number, to: number) {
  await db.query(
    `with g as (
       select g, ($1::float8[])[1 + g % 6] as clat, ($2::float8[])[1 + g % 6] as clng,
         sqrt(-2 * ln(1 - random())) as r, 2 * pi() * random() as t
       from generate_series($3::int, $4::int) g
     )
     insert into stores (name, normalized_name, type, lat, lng, country, area, city, county, address,
       share_count, rating_count, rating_sum)
     select 'Bench store ' || g, 'bench store ' || g,
       case when g % 3 = 0 then 'convenience' else 'specialty' end,
       case when g % 5 = 0 then -60 + random() * 130 else greatest(-90, least(90, clat + 0.15 * r * cos(t))) end,
       case when g % 5 = 0 then -180 + random() * 360 else greatest(-180, least(180, clng + 0.15 * r * sin(t))) end,
       'GBR', 'Area', 'City ' || (g % 6), 'County', g || ' Bench Street', 1, 1, 1 + g % 5
     from g`,
    [CITIES.map((c) => c[0]), CITIES.map((c) => c[1]), from, to],
  );
}

/** One product and `n` reviews of it by `n` members (one review per member and product). */
async function fillReviews(db: pg.Client, n: number): Promise<string> {
  const brand = await db.query<{ id: string }>(
    `insert into catalogue_brands (name) values ('Bench brand') returning id::text`,
  );
  const brandId = brand.rows[0]?.id;
  const product = await db.query<{ id: string }>(
    `insert into products (brand_id, model, name, device_type, style, flavours, review_count, score_sum)
     values ($1, 'B-1', 'Bench product', 'disposable', 'fruit', '{mango}', $2, $2 * 4) returning id::text`,
    [brandId, n],
  );
  const productId = product.rows[0]?.id ?? '';
  await db.query(
    `with u as (
       insert into users (user_name, email, nick_name)
       select 'breviewer' || g, 'breviewer' || g || '@example.com', 'Reviewer ' || g
       from generate_series(1, $1::int) g
       returning id
     )
     insert into reviews (user_id, product_id, brand_id, product_key, brand_name, product_name, device_type,
       flavour, style, overall_score, aroma, coolness, sweetness, throat_hit, improvement, complete,
       like_count, created_at, updated_at)
     select u.id, $2::bigint, $3::bigint, $4::text, 'Bench brand', 'Bench product', 'disposable', 'mango', 'fruit',
       1 + u.id % 5, 'perfect', 'less', 'more', 'perfect', 'Bench review text number ' || u.id, true,
       u.id % 50, now() - make_interval(secs => u.id::int), now()
     from u`,
    [n, productId, brandId, `p:${productId}`],
  );
  await db.query('analyze users; analyze reviews; analyze products');
  return productId;
}

const scratch = await createScratchDatabase(adminUrl, 'vc_stores');
const server = await startServer({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20' });
const raw = await startServer({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20', READ_CACHE_MS: '0' });
const db = new pg.Client({ connectionString: scratch.url });
let bare: BareServer | undefined;
try {
  bare = await startBare();
  await db.connect();
  const api = `${raw.base}/api/hibackend`;
  const [london] = CITIES;
  const dense = `${api}/store/near?lat=${london?.[0]}&lng=${london?.[1]}`;
  // Open sea between Africa and South America: only the uniform fifth lives here.
  const sparse = `${api}/store/near?lat=0.5&lng=-20.5&radiusKm=50`;

  const scale: Array<Row & { stores: number }> = [];
  let filled = 0;
  for (const n of scales) {
    const t0 = Date.now();
    for (let from = filled + 1; from <= n; from += 100_000) {
      await fillStores(db, from, Math.min(n, from + 99_999));
    }
    filled = n;
    await db.query('analyze stores');
    console.log(`\n${n} stores (${Date.now() - t0} ms to fill)`);
    const sample = (await fetch(dense).then((r) => r.json())) as { data: { list: { distanceM: number }[] } };
    console.log(
      `  near London: ${sample.data.list.length} stores, farthest ${sample.data.list.at(-1)?.distanceM} m`,
    );
    for (const [name, url, around] of [
      ['store/near, London centre (5 km)', dense, london],
      ['store/near, sparse spot (50 km)', sparse, [0.5, -20.5]],
    ] as const) {
      // A new spot for every request (within about 1 km of the place): answers are shared per spot
      // (docs/decisions/124), and this measures the statement, not that cache.
      const path = new URL(url);
      const pathOf = () => {
        path.searchParams.set('lat', ((around?.[0] ?? 0) + (Math.random() - 0.5) * 0.02).toFixed(4));
        path.searchParams.set('lng', ((around?.[1] ?? 0) + (Math.random() - 0.5) * 0.02).toFixed(4));
        return `${path.pathname}${path.search}`;
      };
      const row = { ...(await drive({ name: `${name} @${n}`, url, pathOf }, 10, seconds)), stores: n };
      scale.push(row);
      print(row);
    }
  }
  const ratios = ['London', 'sparse'].map((where) => {
    const rows = scale.filter((r) => r.name.includes(where));
    const first = rows[0];
    const last = rows.at(-1);
    return { where, p95Ratio: first && last ? +(last.p95ms / Math.max(first.p95ms, 1)).toFixed(2) : null };
  });
  console.log('p95 at the largest scale / p95 at the smallest:', ratios);

  const throughput: Row[] = [];
  const productId = await fillReviews(db, 10_000);
  const probe = await fetch(`${api}/brandTasteEvaluate/listPage?productId=${productId}`);
  if (probe.status === 404) {
    console.log('\nbrandTasteEvaluate/listPage is not there yet: review throughput skipped');
  } else {
    const bareRow = await driveBare(bare.url, seconds);
    throughput.push(bareRow);
    for (const [name, base] of [
      ['GET brandTasteEvaluate/listPage (10k reviews)', server.base],
      ['  same, read cache off', raw.base],
    ] as const) {
      const url = `${base}/api/hibackend/brandTasteEvaluate/listPage?productId=${productId}`;
      throughput.push(await againstBare(bareRow, { name, url }, 100, seconds));
    }
  }
  const report = { at: new Date().toISOString(), seconds, scale, ratios, throughput };
  console.log(`report: ${saveReport('stores', report)}`);
} finally {
  await db.end().catch(() => undefined);
  bare?.stop();
  await server.stop();
  await raw.stop();
  await scratch.drop();
}
