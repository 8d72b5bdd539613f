/**
 * Soak and retention (issue 33, docs/decisions/079): a mixed write load for `SOAK_SECONDS` (default
 * 600) on a fresh PostgreSQL database: sign-ups (each a session), idempotent console point grants
 * (each key a row of `idempotency_keys`, one in ten a replay), and pictures uploaded and never used
 * (spread over the members: the upload route allows 200 a member an hour). No videos: an encode is
 * seconds of CPU each on a small machine, and the video rule is covered by its tests.
 * Then the disk under DATA_DIR (per top folder) and the row counts; then the clock is moved eight
 * days on (every age in the tables shifted back), one `retention.sweep` job is queued, the running
 * server's queue runs it, and the same figures are printed again.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/soak.ts
 *   SOAK_SECONDS=60 SOAK_WORKERS=8 …
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import { registerMember, saveReport, startServer } from './server.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const workers = Number(process.env.SOAK_WORKERS ?? 8);
const ADMIN = 'soak-admin@example.com';
const TABLES = ['idempotency_keys', 'uploads', 'videos', 'jobs', 'sessions', 'users'];

async function bytesUnder(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await bytesUnder(full) : (await stat(full)).size;
  }
  return total;
}

/** Bytes per top folder of DATA_DIR (uploads/content, uploads/videos, private/...) and row counts. */
async function figures(dataDir: string, db: pg.Client) {
  const disk: Record<string, number> = {};
  for (const top of ['uploads', 'private']) {
    for (const entry of await readdir(path.join(dataDir, top), { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory())
        disk[`${top}/${entry.name}`] = await bytesUnder(path.join(dataDir, top, entry.name));
    }
  }
  const rows: Record<string, number> = {};
  for (const t of TABLES) {
    rows[t] = Number((await db.query<{ n: string }>(`select count(*) as n from ${t}`)).rows[0]?.n);
  }
  return { disk, rows };
}

const scratch = await createScratchDatabase(adminUrl, 'vc_soak');
const server = await startServer({
  DATABASE_URL: scratch.url,
  DATABASE_POOL_SIZE: '20',
  ADMIN_EMAILS: ADMIN,
  SEED_DEMO: 'false',
});
const db = new pg.Client({ connectionString: scratch.url });
try {
  await db.connect();
  const admin = await registerMember(server, ADMIN);
  const member = await registerMember(server, 'soak-member@example.com');
  const picture = async (i: number) =>
    `data:image/png;base64,${(
      await sharp({
        create: { width: 900, height: 700, channels: 3, background: { r: i % 255, g: (i * 7) % 255, b: 90 } },
      })
        .png()
        .toBuffer()
    ).toString('base64')}`;
  const post = (url: string, token: string, body: unknown, key?: string) =>
    fetch(`${server.base}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: token,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (r) => {
      if (r.status !== 200 && !firstError) firstError = `${url} ${r.status} ${await r.text()}`;
      return r.status;
    });

  const counts: Record<string, number> = { signUps: 0, grants: 0, replays: 0, uploads: 0, errors: 0 };
  let n = 0;
  let firstError = '';
  let signUps: Promise<void> = Promise.resolve();
  const tokens: string[] = [member.token];
  const end = Date.now() + seconds * 1000;
  const worker = async (w: number) => {
    while (Date.now() < end) {
      const i = ++n;
      const roll = i % 10;
      let status: number;
      if (roll < 2) {
        // One at a time: the helper reads the newest code in the outbox.
        const signUp = signUps.then(async () => {
          tokens.push((await registerMember(server, `soak-${w}-${i}@example.com`)).token);
        });
        signUps = signUp.then(
          () => undefined,
          () => undefined,
        );
        status = await signUp.then(
          () => 200,
          () => 500,
        );
        counts.signUps!++;
      } else if (roll < 7) {
        // Roll 6 repeats roll 5's grant (same key, same body): a replay.
        const replay = roll === 6;
        const key = `soak-key-${replay ? i - 1 : i}`;
        const body = { userId: member.userId, delta: 1, reason: `soak ${replay ? i - 1 : i}` };
        status = await post('/api/console/points/grant', admin.token, body, key);
        counts[replay ? 'replays' : 'grants']!++;
      } else {
        // Spread over the members signed up so far (each member may upload 200 an hour).
        const token = tokens[Math.floor(i / 10) % tokens.length] ?? member.token;
        status = await post('/api/base64/upload', token, { data: await picture(i) });
        counts.uploads!++;
      }
      if (status !== 200) {
        counts.errors!++;
        const kind = roll < 2 ? 'signUp' : roll < 7 ? 'grant' : 'upload';
        counts[`${kind}-${status}`] = (counts[`${kind}-${status}`] ?? 0) + 1;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  const soakSeconds = (Date.now() - started) / 1000;
  const before = await figures(server.dataDir, db);
  console.log(`soak: ${soakSeconds.toFixed(0)} s, ${workers} workers`, counts, firstError);
  console.log('before retention', before);

  // The clock moves eight days on: every age the rules read is shifted back.
  await db.query(`update uploads set created_at = created_at - interval '8 days'`);
  await db.query(`update videos set created_at = created_at - interval '8 days'`);
  await db.query(`update idempotency_keys set created_at = created_at - interval '8 days'`);
  await db.query(`update jobs set done_at = done_at - interval '8 days' where done_at is not null`);
  await db.query(`update privacy_exports set expires_at = expires_at - interval '8 days'`);
  const swept = Date.now();
  const job = await db.query<{ id: string }>(
    `insert into jobs (kind, dedupe_key) values ('retention.sweep', $1) returning id`,
    [`retention:soak-${swept}`],
  );
  const id = job.rows[0]?.id;
  for (;;) {
    const row = await db.query<{ done: boolean }>(
      'select done_at is not null as done from jobs where id = $1',
      [id],
    );
    if (row.rows[0]?.done) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const sweepMs = Date.now() - swept;
  const after = await figures(server.dataDir, db);
  console.log(`retention sweep: ${sweepMs} ms`);
  console.log('after retention', after);
  console.log(`report: ${saveReport('soak', { soakSeconds, workers, counts, before, sweepMs, after })}`);
} finally {
  await db.end().catch(() => undefined);
  await server.stop();
  await scratch.drop();
}
