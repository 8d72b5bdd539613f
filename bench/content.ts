/**
 * Content benchmarks on PostgreSQL (not part of npm test). Needs `npm run build`.
 *
 * 1. Throughput: the feed page and an article's detail at 100 connections, next to a bare Fastify
 *    route run in the same run (goal: >= 40 % of it, p99 <= 50 ms).
 * 2. Data scale, with the read cache off (READ_CACHE_MS=0, so every request reaches the database):
 *    feed (first page and a deep page), a common-word search and a rare-word search with 10k and then
 *    1M published articles (goal: p95 within 1.5x of the 10k figure).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/content.ts
 *   SCALE_ARTICLES=10000,1000000 BENCH_SECONDS=10 …
 */
import pg from 'pg';
import { indexTerms } from '../src/shared/content/search-tokens.ts';
import { againstBare, drive, driveBare, print, type Row } from './drive.ts';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import { type BareServer, registerMember, saveReport, startBare, startServer } from './server.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const scales = (process.env.SCALE_ARTICLES ?? '10000,1000000').split(',').map(Number);
const FLAVOURS = ['mango', 'mint', 'berry', 'tobacco', 'cola'];

/** Published articles `from..to` by one author, with the search terms the service would store. */
async function fill(db: pg.Client, authorId: string, from: number, to: number) {
  // As the service stores them: the title's terms, and again with the `t:` prefix that ranks title matches.
  const terms = FLAVOURS.map((f) => {
    const title = indexTerms(`Bench article about ${f} flavour`);
    return [...title, ...title.map((t) => `t:${t}`)];
  });
  await db.query(
    `insert into articles (type, status, author_id, title, blocks, source, lang, excerpt, search_terms,
       image_count, published_at, created_at, updated_at)
     select case when g % 5 = 0 then 'story' else 'article' end, 'published', $1,
       'Bench article about ' || ($2::text[])[1 + g % 5] || ' flavour number ' || g,
       jsonb_build_array(jsonb_build_object('type', 'paragraph', 'text', 'Body text of bench article ' || g)),
       'original', 'en_US', 'Body text of bench article ' || g,
       ($3::jsonb ->> (g % 5))::text[] || array['rare' || (g % 10000)],
       0, now() - make_interval(secs => g), now(), now()
     from generate_series($4::int, $5::int) g`,
    [authorId, FLAVOURS, JSON.stringify(terms.map((t) => `{${t.map((x) => `"${x}"`).join(',')}}`)), from, to],
  );
}

const scratch = await createScratchDatabase(adminUrl, 'vc_content');
const server = await startServer({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20' });
// The same app without the read cache: what every cache miss costs, and how it scales with the data.
const uncached = await startServer({
  DATABASE_URL: scratch.url,
  DATABASE_POOL_SIZE: '20',
  READ_CACHE_MS: '0',
});
const db = new pg.Client({ connectionString: scratch.url });
let bare: BareServer | undefined;
try {
  bare = await startBare();
  await db.connect();
  const { userId } = await registerMember(server, `content${Date.now()}@example.com`);
  const api = `${server.base}/api/hibackend/article/frontend`;
  const rawApi = `${uncached.base}/api/hibackend/article/frontend`;

  let filled = 0;
  const scaleRows: Array<Row & { articles: number }> = [];
  const throughput: Row[] = [];
  for (const scale of scales) {
    const t0 = Date.now();
    for (let from = filled + 1; from <= scale; from += 100_000) {
      await fill(db, userId, from, Math.min(scale, from + 99_999));
    }
    filled = scale;
    await db.query('analyze articles');
    console.log(`\n${scale} published articles (filled in ${Date.now() - t0} ms)`);
    // The cursor the API would answer after 2,000 articles (articles.cursor.ts: microseconds.id).
    const { rows } = await db.query<{ id: string; us: string }>(
      `select id::text, (extract(epoch from published_at) * 1000000)::bigint::text as us from articles
       where status = 'published' and not statute order by published_at desc, id desc offset 2000 limit 1`,
    );
    const deep = rows[0];
    const deepCursor = deep ? Buffer.from(`${deep.us}.${deep.id}`).toString('base64url') : '';
    const newest = await db.query<{ id: string }>('select max(id)::text as id from articles');

    if (throughput.length === 0) {
      // Throughput at the first scale, next to the bare route measured in the same run.
      const bareRow = await driveBare(bare.url, seconds);
      throughput.push(bareRow);
      for (const [name, url] of [
        ['GET frontend/listPage (feed, 20)', `${api}/listPage?pageSize=20`],
        ['GET frontend/detail/{id}', `${api}/detail/${newest.rows[0]?.id}`],
        ['feed, read cache off', `${rawApi}/listPage?pageSize=20`],
        ['detail, read cache off', `${rawApi}/detail/${newest.rows[0]?.id}`],
      ] as const) {
        throughput.push(await againstBare(bareRow, { name, url }, 100, seconds));
      }
    }
    for (const [name, url] of [
      ['feed first page', `${rawApi}/listPage?pageSize=20`],
      ['feed after 2,000 articles (cursor)', `${rawApi}/listPage?pageSize=20&cursor=${deepCursor}`],
      ['search, common word (20 %)', `${rawApi}/listPage?pageSize=20&keyword=mango`],
      ['search, rare word', `${rawApi}/listPage?pageSize=20&keyword=rare42`],
    ] as const) {
      const row = { ...(await drive({ name: `${name} @${scale}`, url }, 10, seconds)), articles: scale };
      scaleRows.push(row);
      print(row);
    }
  }
  const report = { at: new Date().toISOString(), seconds, throughput, scale: scaleRows };
  console.log(`report: ${saveReport('content', report)}`);
} finally {
  await db.end().catch(() => undefined);
  bare?.stop();
  await server.stop();
  await uncached.stop();
  await scratch.drop();
}
