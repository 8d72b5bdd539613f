import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/processes.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch.ts';
import { rowsOf } from './stats.repository.ts';

// The real entry point, stopped by SIGTERM while 200 clients send their reports.
const entry = path.join(import.meta.dirname, '..', 'main.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'vc-stats-'));
const onPostgres = process.env.TEST_DB === 'postgres';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
  rmSync(dataDir, { recursive: true, force: true });
});

const CLIENTS = 200;
const EVENTS = 50;

async function database(): Promise<{ env: Record<string, string>; open: () => Database }> {
  if (!onPostgres) return { env: {}, open: () => openPglite(path.join(dataDir, 'pglite')) };
  const url = process.env.DATABASE_URL_TEST;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL_TEST');
  const scratch = await createScratchDatabase(url, 'vc_stats');
  cleanups.push(() => scratch.drop());
  return { env: { DATABASE_URL: scratch.url }, open: () => openPostgres(scratch.url, 2) };
}

describe('SIGTERM during a load of usage reports', () => {
  it('loses no acknowledged event and stores none twice', async () => {
    const { env, open } = await database();
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    let healthy = false;
    for (let i = 0; i < 600 && !healthy; i++) {
      await new Promise((r) => setTimeout(r, 100));
      healthy = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(healthy, output).toBe(true);

    const sendOne = async (c: number): Promise<number> => {
      const events = Array.from({ length: EVENTS }, (_, i) => ({
        page_id: '/home',
        rp_time: Date.now(),
        client: 'pc',
        detail_id: `term-${c}-${i}`,
      }));
      try {
        const res = await fetch(`${base}/api/md/rpStat/appclick`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(events),
        });
        if (res.status !== 200) return 0;
        const body = (await res.json()) as { data: { accepted: number } };
        return body.data.accepted;
      } catch {
        return 0; // refused: the server was already closing
      }
    };
    // Ten at a time; SIGTERM once half the clients have started, with requests in flight.
    let acknowledged = 0;
    const inFlight = new Set<Promise<void>>();
    for (let c = 0; c < CLIENTS; c++) {
      if (c === CLIENTS / 2) child.kill('SIGTERM');
      const p: Promise<void> = sendOne(c).then((n) => {
        acknowledged += n;
        inFlight.delete(p);
      });
      inFlight.add(p);
      if (inFlight.size >= 10) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    expect(await exited, output).toBe(0);
    expect(acknowledged).toBeGreaterThan(0);

    const db = open();
    try {
      const [row] = rowsOf<{ n: number; distinct: number }>(
        await db.db.execute(
          sql`select count(*)::int as n, count(distinct detail_id)::int as distinct from usage_events where detail_id like 'term-%'`,
        ),
      );
      expect({ stored: row?.n, distinct: row?.distinct }).toEqual({
        stored: acknowledged,
        distinct: acknowledged,
      });
    } finally {
      await db.close();
    }
  }, 120_000);
});
