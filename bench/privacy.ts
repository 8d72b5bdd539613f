/**
 * Privacy benchmarks on PostgreSQL (not part of npm test). Needs `npm run build`.
 *
 * 1. Export: a member with 10k and then 100k posts (plus as many likes) asks for "download my data";
 *    time from asking to ready, the archive's size, and the server's resident memory above its
 *    level before (sampled every 50 ms) — flat if the export streams.
 * 2. Sessions: the member's session list with 10k and then 1M sessions in the table (1,000 members,
 *    the bench member holding 5), 10 connections; then at the largest scale the list at 100
 *    connections next to a bare Fastify route in the same run.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/privacy.ts
 *   SCALE_POSTS=10000,100000 SCALE_SESSIONS=10000,1000000 BENCH_SECONDS=10 …
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { againstBare, drive, driveBare, print, type Row } from './drive.ts';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import { type BareServer, registerMember, saveReport, startBare, startServer } from './server.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const postScales = (process.env.SCALE_POSTS ?? '10000,100000').split(',').map(Number);
const sessionScales = (process.env.SCALE_SESSIONS ?? '10000,1000000').split(',').map(Number);

/** Resident memory of a process, in MiB (Linux). */
const rssMiB = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
};

const scratch = await createScratchDatabase(adminUrl, 'vc_privacy');
const server = await startServer({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20' });
const db = new pg.Client({ connectionString: scratch.url });
let bare: BareServer | undefined;
try {
  await db.connect();
  const api = `${server.base}/api`;
  const call = async <T>(method: string, url: string, token: string) => {
    const res = await fetch(`${api}${url}`, { method, headers: { authorization: token } });
    const body = (await res.json()) as { code: number; msg: string; data: T };
    if (body.code !== 200) throw new Error(`${method} ${url}: ${body.code} ${body.msg}`);
    return body.data;
  };

  const exports: object[] = [];
  for (const posts of postScales) {
    const member = await registerMember(server, `bench-export-${posts}@example.com`);
    const t0 = Date.now();
    await db.query(
      `insert into articles (type, status, author_id, title, blocks, source, lang, excerpt, published_at)
       select 'article', 'published', $1::bigint, 'Bench post ' || g,
         jsonb_build_array(jsonb_build_object('type', 'paragraph', 'text', repeat('Words of post ' || g || '. ', 20))),
         'original', 'en_US', 'Bench post ' || g, now()
       from generate_series(1, $2::int) g`,
      [member.userId, posts],
    );
    await db.query(
      `insert into article_likes (article_id, user_id)
       select id, $1::bigint from articles where author_id = $1::bigint`,
      [member.userId],
    );
    await db.query('vacuum analyze articles');
    await db.query('vacuum analyze article_likes');
    console.log(`\n${posts} posts and likes (${Date.now() - t0} ms to fill)`);
    const before = rssMiB(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 50);
    const asked = Date.now();
    const { exportId } = await call<{ exportId: string }>(
      'POST',
      '/hibackend/user/privacy/export',
      member.token,
    );
    let status: { status: string; bytes?: number } = { status: 'queued' };
    while (status.status === 'queued' || status.status === 'running') {
      await new Promise((r) => setTimeout(r, 100));
      status = await call('GET', `/hibackend/user/privacy/export/${exportId}`, member.token);
    }
    clearInterval(sampler);
    const row = {
      posts,
      status: status.status,
      readyMs: Date.now() - asked,
      archiveMiB: +((status.bytes ?? 0) / 1048576).toFixed(1),
      rssBeforeMiB: +before.toFixed(0),
      rssPeakAboveMiB: +(peak - before).toFixed(1),
    };
    exports.push(row);
    console.log(row);
  }

  const member = await registerMember(server, 'bench-sessions@example.com');
  await db.query(
    `insert into users (user_name, email) select 'bsess' || g, 'bsess' || g || '@example.com' from generate_series(1, 1000) g`,
  );
  const target = { name: 'member sessions list', url: `${api}/hibackend/user/sessions`, token: member.token };
  const scale: Array<Row & { sessions: number }> = [];
  let filled = 0;
  for (const n of sessionScales) {
    const t0 = Date.now();
    for (let from = filled + 1; from <= n; from += 200_000) {
      await db.query(
        `insert into sessions (user_id, token_hash, expires_at, user_agent, last_used_at)
         select u.id, md5(random()::text || g), now() + interval '30 days',
           'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
           now() - make_interval(secs => g)
         from generate_series($1::int, $2::int) g
         join users u on u.user_name = 'bsess' || (1 + g % 1000)`,
        [from, Math.min(n, from + 199_999)],
      );
    }
    filled = n;
    await db.query('vacuum analyze sessions');
    console.log(`\n${n} sessions (${Date.now() - t0} ms to fill)`);
    const row = { ...(await drive({ ...target, name: `${target.name} @${n}` }, 10, seconds)), sessions: n };
    scale.push(row);
    print(row);
  }
  bare = await startBare();
  console.log(`\nat ${filled} sessions, 100 connections`);
  const bareRow = await driveBare(bare.url, seconds);
  const throughput: Row[] = [bareRow, await againstBare(bareRow, target, 100, seconds)];
  console.log(
    `report: ${saveReport('privacy', { at: new Date().toISOString(), seconds, exports, scale, throughput })}`,
  );
} finally {
  await db.end().catch(() => undefined);
  bare?.stop();
  await server.stop();
  await scratch.drop();
}
