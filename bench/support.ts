/**
 * Support benchmarks on PostgreSQL (not part of npm test). Needs `npm run build`.
 *
 * 1. Data scale, 10 connections: the console's moderation queue (open reports grouped by target,
 *    first page and the completed tab) and a member's own report list, with 10k and then 1M reports
 *    (ten reports a target; one target in twenty still open, as a queue that support keeps up with).
 * 2. Throughput at 100 connections next to a bare Fastify route in the same run: the member's report
 *    list and the moderation queue's first page, at the largest scale.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/support.ts
 *   SCALE_REPORTS=10000,1000000 BENCH_SECONDS=10 …
 */
import pg from 'pg';
import { againstBare, drive, driveBare, print, type Row } from './drive.ts';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import { type BareServer, registerMember, saveReport, startBare, startServer } from './server.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const scales = (process.env.SCALE_REPORTS ?? '10000,1000000').split(',').map(Number);
const REPORTERS = 1000;
const ADMIN = 'bench-admin@example.com';

/**
 * Reports `from..to` (1-based): report g is about user target g / 10 (ten consecutive reports, ten
 * different reporters), open when its target's number is a multiple of 20; every hundredth report is
 * the bench member's own (never two open ones on one target, as the unique index demands).
 */
async function fillReports(db: pg.Client, member: string, from: number, to: number) {
  await db.query(
    `insert into reports (number, reporter_id, reporter, target_type, target_id, target_owner_id,
       target_snippet, reason_type, text, state, outcome, lang, created_at, updated_at, resolved_at)
     select 'B' || lpad(g::text, 9, '0'),
       case when g % 100 = 0 then $1::bigint else r.id end,
       jsonb_build_object('userId', r.id::text, 'userName', r.user_name, 'email', r.email, 'nickName', r.nick_name),
       'user', 1000000000 + g / 10, null, 'Reported member ' || (g / 10),
       (array['spam','abuse','misinformation','other'])[1 + g % 4], 'Bench report ' || g,
       case when (g / 10) % 20 = 0 then 'submitted' else 'completed' end,
       case when (g / 10) % 20 = 0 then null else 'dismissed' end,
       'en_US', now() - make_interval(secs => ($3::int - g)), now(),
       case when (g / 10) % 20 = 0 then null else now() end
     from generate_series($2::int, $3::int) g
     join users r on r.user_name = 'breporter' || (g % ${REPORTERS})`,
    [member, from, to],
  );
}

const scratch = await createScratchDatabase(adminUrl, 'vc_support');
const server = await startServer({
  DATABASE_URL: scratch.url,
  DATABASE_POOL_SIZE: '20',
  READ_CACHE_MS: '0',
  ADMIN_EMAILS: ADMIN,
});
const db = new pg.Client({ connectionString: scratch.url });
let bare: BareServer | undefined;
try {
  bare = await startBare();
  await db.connect();
  const admin = await registerMember(server, ADMIN);
  const member = await registerMember(server, 'bench-reporter@example.com');
  await db.query(
    `insert into users (user_name, email, nick_name)
     select 'breporter' || g, 'breporter' || g || '@example.com', 'Reporter ' || g
     from generate_series(0, ${REPORTERS - 1}) g`,
  );
  const api = `${server.base}/api`;
  const targets = {
    queue: {
      name: 'console moderation queue (open)',
      url: `${api}/console/support/moderation`,
      token: admin.token,
    },
    completed: {
      name: 'console moderation queue (completed)',
      url: `${api}/console/support/moderation?state=completed`,
      token: admin.token,
    },
    mine: {
      name: 'member report/list (acceptance completed)',
      url: `${api}/hibackend/user/report/list?tab=completed`,
      token: member.token,
    },
  };

  const scale: Array<Row & { reports: number }> = [];
  let filled = 0;
  for (const n of scales) {
    const t0 = Date.now();
    for (let from = filled + 1; from <= n; from += 100_000) {
      await fillReports(db, member.userId, from, Math.min(n, from + 99_999));
    }
    filled = n;
    await db.query('vacuum analyze reports');
    console.log(`\n${n} reports (${Date.now() - t0} ms to fill)`);
    for (const t of Object.values(targets)) {
      const probe = await fetch(t.url, { headers: { authorization: t.token } });
      if (probe.status !== 200) throw new Error(`${t.url}: ${probe.status} ${await probe.text()}`);
      const row = { ...(await drive({ ...t, name: `${t.name} @${n}` }, 10, seconds)), reports: n };
      scale.push(row);
      print(row);
    }
  }
  const ratios = Object.values(targets).map((t) => {
    const rows = scale.filter((r) => r.name.startsWith(t.name));
    const first = rows[0];
    const last = rows.at(-1);
    return {
      name: t.name,
      p95Ratio: first && last ? +(last.p95ms / Math.max(first.p95ms, 1)).toFixed(2) : null,
    };
  });
  console.log('p95 at the largest scale / p95 at the smallest:', ratios);

  console.log(`\nat ${filled} reports, 100 connections`);
  const bareRow = await driveBare(bare.url, seconds);
  const throughput: Row[] = [bareRow];
  for (const t of [targets.mine, targets.queue]) throughput.push(await againstBare(bareRow, t, 100, seconds));
  const report = { at: new Date().toISOString(), seconds, scale, ratios, throughput };
  console.log(`report: ${saveReport('support', report)}`);
} finally {
  await db.end().catch(() => undefined);
  bare?.stop();
  await server.stop();
  await scratch.drop();
}
