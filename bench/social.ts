/**
 * Social benchmarks on PostgreSQL (not part of npm test). Needs `npm run build`.
 *
 * 1. Throughput at 100 connections next to a bare Fastify route in the same run: an article's
 *    comments (first page) from the read cache and without it, the bell's unread count, the
 *    notifications page, and an article's detail as a member (their like/save/follow state and the
 *    footprint write).
 * 2. Data scale, read cache off: the comments of one article, first page and deep behind a cursor,
 *    and one member's notifications and unread count, with 10k and then 1M comments and notifications
 *    (goal: p95 within 1.5x of the 10k figure).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/social.ts
 *   SCALE_ROWS=10000,1000000 BENCH_SECONDS=10 …
 */
import pg from 'pg';
import { againstBare, drive, driveBare, print, type Row, type Target } from './drive.ts';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import { type BareServer, registerMember, saveReport, startBare, startServer } from './server.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const scales = (process.env.SCALE_ROWS ?? '10000,1000000').split(',').map(Number);

/** Comments `from..to` on one article, newest last, by 1,000 rotating authors. */
async function fillComments(db: pg.Client, articleId: string, authors: string[], from: number, to: number) {
  await db.query(
    `insert into comments (article_id, author_id, content, created_at)
     select $1, ($2::bigint[])[1 + g % array_length($2::bigint[], 1)], 'Bench comment number ' || g,
       now() - make_interval(secs => $4::int - g)
     from generate_series($3::int, $4::int) g`,
    [articleId, authors, from, to],
  );
  await db.query('update articles set comment_count = comment_count + $2 where id = $1', [
    articleId,
    to - from + 1,
  ]);
}

/** Notifications `from..to` for one member: follows from rotating members, one in ten unread. */
async function fillNotices(db: pg.Client, userId: string, authors: string[], from: number, to: number) {
  await db.query(
    `insert into notifications (user_id, kind, actor_ids, actor_count, read_at, created_at, updated_at)
     select $1, 'follow', array[($2::bigint[])[1 + g % array_length($2::bigint[], 1)]], 1,
       case when g % 10 = 0 then null else now() end,
       now() - make_interval(secs => $4::int - g), now() - make_interval(secs => $4::int - g)
     from generate_series($3::int, $4::int) g`,
    [userId, authors, from, to],
  );
}

const scratch = await createScratchDatabase(adminUrl, 'vc_social');
const server = await startServer({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20' });
// The same app without the read cache: what a cache miss or a member's own page costs, and how it scales.
const raw = await startServer({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20', READ_CACHE_MS: '0' });
const db = new pg.Client({ connectionString: scratch.url });
let bare: BareServer | undefined;
try {
  bare = await startBare();
  await db.connect();
  const me = await registerMember(server, `social${Date.now()}@example.com`);
  // 1,000 other members straight into the table (signing each up through the API takes minutes).
  const others = await db.query<{ id: string }>(
    `insert into users (user_name, email, nick_name)
     select 'bench' || g, 'bench' || g || '@example.com', 'Bench member ' || g from generate_series(1, 1000) g
     returning id::text`,
  );
  const authors = others.rows.map((r) => r.id);
  const article = await db.query<{ id: string }>(
    `insert into articles (type, status, author_id, title, blocks, source, lang, published_at)
     values ('article', 'published', $1, 'Bench article with a long conversation', '[]', 'original', 'en_US', now())
     returning id::text`,
    [me.userId],
  );
  const articleId = article.rows[0]?.id ?? '';
  const api = `${server.base}/api/hibackend`;
  const rawApi = `${raw.base}/api/hibackend`;

  let filled = 0;
  const throughput: Row[] = [];
  const scaleRows: Array<Row & { rows: number }> = [];
  for (const scale of scales) {
    const t0 = Date.now();
    for (let from = filled + 1; from <= scale; from += 100_000) {
      const to = Math.min(scale, from + 99_999);
      await fillComments(db, articleId, authors, from, to);
      await fillNotices(db, me.userId, authors, from, to);
    }
    filled = scale;
    await db.query('analyze comments; analyze notifications');
    console.log(
      `\n${scale} comments on one article and ${scale} notifications of one member (${Date.now() - t0} ms)`,
    );
    const page = await fetch(`${api}/article/evaluate/listPage?articleId=${articleId}&pageSize=20`).then(
      (r) => r.json() as Promise<{ data: { nextCursor: string | null } }>,
    );
    // A cursor 100 pages in: walk there once.
    let deep = page.data.nextCursor ?? '';
    for (let i = 0; i < 100 && deep; i++) {
      const next = await fetch(
        `${api}/article/evaluate/listPage?articleId=${articleId}&pageSize=20&cursor=${deep}`,
      ).then((r) => r.json() as Promise<{ data: { nextCursor: string | null } }>);
      deep = next.data.nextCursor ?? '';
    }

    if (throughput.length === 0) {
      const bareRow = await driveBare(bare.url, seconds);
      throughput.push(bareRow);
      const targets: Target[] = [
        {
          name: 'GET evaluate/listPage (20 comments)',
          url: `${api}/article/evaluate/listPage?articleId=${articleId}&pageSize=20`,
        },
        { name: 'GET notice/unreadCount', url: `${api}/notice/unreadCount`, token: me.token },
        { name: 'GET notice/listPage (20)', url: `${api}/notice/listPage?pageSize=20`, token: me.token },
        {
          name: 'GET evaluate/listPage, read cache off',
          url: `${rawApi}/article/evaluate/listPage?articleId=${articleId}&pageSize=20`,
        },
        {
          name: 'GET frontend/detail as a member (+ footprint)',
          url: `${api}/article/frontend/detail/${articleId}`,
          token: me.token,
        },
      ];
      for (const t of targets) {
        throughput.push(await againstBare(bareRow, t, 100, seconds));
      }
    }
    for (const t of [
      {
        name: 'comments first page',
        url: `${rawApi}/article/evaluate/listPage?articleId=${articleId}&pageSize=20`,
      },
      {
        name: 'comments 100 pages in (cursor)',
        url: `${rawApi}/article/evaluate/listPage?articleId=${articleId}&pageSize=20&cursor=${deep}`,
      },
      { name: 'notifications first page', url: `${rawApi}/notice/listPage?pageSize=20`, token: me.token },
      { name: 'unread count', url: `${rawApi}/notice/unreadCount`, token: me.token },
    ] satisfies Target[]) {
      const row = { ...(await drive({ ...t, name: `${t.name} @${scale}` }, 10, seconds)), rows: scale };
      scaleRows.push(row);
      print(row);
    }
  }
  const report = { at: new Date().toISOString(), seconds, throughput, scale: scaleRows };
  console.log(`report: ${saveReport('social', report)}`);
} finally {
  await db.end().catch(() => undefined);
  bare?.stop();
  await server.stop();
  await raw.stop();
  await scratch.drop();
}
