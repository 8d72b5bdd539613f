import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { freshDatabase } from '../test/app.ts';
import { JobsService, type JobRun } from './jobs.service.ts';

let database: Database;
let drop: () => Promise<void>;
let db: Db;
const errors: unknown[] = [];
const log = { error: (obj: unknown) => void errors.push(obj) };

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  db = database.db;
});
afterAll(async () => drop?.());

const rowsOf = (kind: string) => db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
/** Seconds from the database's clock to the job's next run. */
async function secondsUntilRun(id: bigint): Promise<number> {
  const [row] = await db
    .select({ s: sql<number>`extract(epoch from ${jobs.runAt} - now())::float8` })
    .from(jobs)
    .where(eq(jobs.id, id));
  return Number(row?.s);
}
const makeDue = (kind: string) =>
  db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.kind, kind));

describe('the job queue', () => {
  it('runs each job once when two instances claim at the same time', async () => {
    const runs: bigint[] = [];
    const instances = ['a', 'b'].map((name) => {
      const q = new JobsService(db, log, { instanceId: name, concurrency: 4 });
      q.register('count', async (_payload, run: JobRun) => {
        runs.push(run.id);
        await sleep(5);
      });
      return q;
    });
    for (let i = 0; i < 40; i++) await instances[0]?.enqueue(db, { kind: 'count', payload: { i } });
    const ran = await Promise.all(instances.map((q) => q.runDue()));
    expect(ran[0]! + ran[1]!).toBe(40);
    expect(runs).toHaveLength(40);
    expect(new Set(runs).size).toBe(40);
    const rows = await rowsOf('count');
    expect(rows.every((r) => r.doneAt !== null && r.attempts === 1 && r.lockedUntil === null)).toBe(true);
    expect(await instances[1]?.runDue()).toBe(0);
  });

  it('enqueues a dedupe key once, even after the job is done', async () => {
    const q = new JobsService(db, log);
    let runs = 0;
    q.register('once', async () => void runs++);
    await Promise.all([1, 2, 3].map(() => q.enqueue(db, { kind: 'once', dedupeKey: 'once:1' })));
    expect(await rowsOf('once')).toHaveLength(1);
    await q.runDue();
    await q.enqueue(db, { kind: 'once', dedupeKey: 'once:1' });
    await q.enqueue(db, { kind: 'once', dedupeKey: 'once:2' });
    expect(await rowsOf('once')).toHaveLength(2);
    await q.runDue();
    expect(runs).toBe(2);
  });

  it('retries a failing job with growing backoff, then gives up keeping the error', async () => {
    const q = new JobsService(db, log);
    const attempts: number[] = [];
    q.register('flaky', async (_p, run) => {
      attempts.push(run.attempt);
      throw new Error(`boom ${run.attempt}`);
    });
    await q.enqueue(db, { kind: 'flaky', maxAttempts: 3 });
    const [job] = await rowsOf('flaky');
    if (!job) throw new Error('not queued');

    expect(await q.runDue()).toBe(1);
    let [row] = await rowsOf('flaky');
    expect(row).toMatchObject({ attempts: 1, doneAt: null, lockedUntil: null, lockedBy: null });
    expect(row?.lastError).toMatch(/boom 1/);
    expect(await secondsUntilRun(job.id)).toBeGreaterThan(1.5);
    expect(await secondsUntilRun(job.id)).toBeLessThanOrEqual(2);
    // Not due again until the backoff has passed.
    expect(await q.runDue()).toBe(0);

    await makeDue('flaky');
    expect(await q.runDue()).toBe(1);
    expect(await secondsUntilRun(job.id)).toBeGreaterThan(3.5);
    expect(await secondsUntilRun(job.id)).toBeLessThanOrEqual(4);

    await makeDue('flaky');
    expect(await q.runDue()).toBe(1);
    await makeDue('flaky');
    expect(await q.runDue()).toBe(0);
    [row] = await rowsOf('flaky');
    expect(row).toMatchObject({ attempts: 3, doneAt: null });
    expect(row?.lastError).toMatch(/boom 3/);
    expect(attempts).toEqual([1, 2, 3]);
    expect(errors.length).toBeGreaterThanOrEqual(3);
  });

  it('finishes a job that succeeds on a retry, clearing the error', async () => {
    const q = new JobsService(db, log);
    let calls = 0;
    q.register('second-time', async () => {
      if (++calls === 1) throw new Error('first time');
    });
    await q.enqueue(db, { kind: 'second-time' });
    await q.runDue();
    await makeDue('second-time');
    await q.runDue();
    const [row] = await rowsOf('second-time');
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row?.doneAt).not.toBeNull();
  });

  it('takes again a job whose instance died (lock run out), not one that is still held', async () => {
    const q = new JobsService(db, log, { instanceId: 'alive' });
    const seen: JobRun[] = [];
    q.register('orphan', async (_p, run) => void seen.push(run));
    await q.enqueue(db, { kind: 'orphan', dedupeKey: 'orphan:dead' });
    await q.enqueue(db, { kind: 'orphan', dedupeKey: 'orphan:held' });
    const expired = sql`now() - interval '1 second'`;
    const held = sql`now() + interval '1 minute'`;
    await db
      .update(jobs)
      .set({ lockedBy: 'dead', attempts: 1, lockedUntil: expired })
      .where(eq(jobs.dedupeKey, 'orphan:dead'));
    await db
      .update(jobs)
      .set({ lockedBy: 'busy', attempts: 1, lockedUntil: held })
      .where(eq(jobs.dedupeKey, 'orphan:held'));
    expect(await q.runDue()).toBe(1);
    expect(seen.map((r) => r.attempt)).toEqual([2]);
    const rows = await rowsOf('orphan');
    expect(rows.map((r) => [r.dedupeKey, r.doneAt !== null, r.lockedBy])).toEqual([
      ['orphan:dead', true, null],
      ['orphan:held', false, 'busy'],
    ]);
  });

  it('leaves kinds it has no handler for, and jobs not yet due', async () => {
    const q = new JobsService(db, log);
    q.register('mine', async () => undefined);
    await q.enqueue(db, { kind: 'theirs' });
    await q.enqueue(db, { kind: 'mine', runAt: new Date(Date.now() + 60_000) });
    expect(await q.runDue()).toBe(0);
    expect((await rowsOf('theirs'))[0]?.attempts).toBe(0);
  });

  it('polls once started, and stop() waits for the running job', async () => {
    const q = new JobsService(db, log, { intervalMs: 20 });
    let finished = false;
    let sweeps = 0;
    q.onTick(async () => void sweeps++);
    q.register('slow', async () => {
      await sleep(150);
      finished = true;
    });
    q.start();
    await q.enqueue(db, { kind: 'slow' });
    for (let i = 0; i < 100 && (await rowsOf('slow'))[0]?.lockedBy === null; i++) await sleep(10);
    expect((await rowsOf('slow'))[0]?.lockedBy).toBe(q.instanceId);
    await q.stop();
    expect(finished).toBe(true);
    expect((await rowsOf('slow'))[0]?.doneAt).not.toBeNull();
    expect(sweeps).toBeGreaterThan(0);
  });

  it('runs a capped kind at most its limit at once, other kinds using the free slots', async () => {
    const q = new JobsService(db, log, { concurrency: 4 });
    let now = 0;
    let peak = 0;
    const otherRuns: number[] = [];
    q.register(
      'capped',
      async () => {
        peak = Math.max(peak, ++now);
        await sleep(30);
        now--;
      },
      { concurrency: 2 },
    );
    q.register('free', async () => {
      otherRuns.push(now);
      await sleep(30);
    });
    for (let i = 0; i < 6; i++) await q.enqueue(db, { kind: 'capped' });
    for (let i = 0; i < 2; i++) await q.enqueue(db, { kind: 'free' });
    expect(await q.runDue()).toBe(8);
    expect(peak).toBe(2);
    // The uncapped jobs ran beside the capped ones (in the first round), not after them.
    expect(otherRuns).toHaveLength(2);
    expect(otherRuns.some((n) => n > 0)).toBe(true);
    expect((await rowsOf('capped')).every((r) => r.doneAt !== null)).toBe(true);
  });

  it('extends the lease of a running handler, so nobody else takes it', async () => {
    const q = new JobsService(db, log, { instanceId: 'beating', leaseMs: 900 });
    const other = new JobsService(db, log, { instanceId: 'other', leaseMs: 900 });
    const lockedUntil: number[] = [];
    let otherRuns = 0;
    other.register('long', async () => void otherRuns++);
    q.register('long', async () => {
      for (let i = 0; i < 5; i++) {
        await sleep(300);
        const [row] = await rowsOf('long');
        lockedUntil.push(row?.lockedUntil?.getTime() ?? 0);
        // Past the first lease: without the heartbeat the other instance would take it now.
        expect(await other.runDue()).toBe(0);
      }
    });
    await q.enqueue(db, { kind: 'long' });
    expect(await q.runDue()).toBe(1);
    expect(otherRuns).toBe(0);
    expect(lockedUntil.at(-1)! - lockedUntil[0]!).toBeGreaterThan(600);
    const [row] = await rowsOf('long');
    expect(row).toMatchObject({ attempts: 1, lockedBy: null });
    expect(row?.doneAt).not.toBeNull();
  });

  it('stop() aborts a running job and hands it back without using its attempt', async () => {
    const q = new JobsService(db, log, { instanceId: 'stopping', intervalMs: 20 });
    let aborted = false;
    q.register('handed-back', (_p, run) => {
      return new Promise((_resolve, reject) => {
        run.signal.addEventListener('abort', () => {
          aborted = true;
          reject(new Error('killed by the stop'));
        });
      });
    });
    await q.enqueue(db, { kind: 'handed-back', maxAttempts: 1 });
    q.start();
    for (let i = 0; i < 100 && (await rowsOf('handed-back'))[0]?.lockedBy !== 'stopping'; i++)
      await sleep(10);
    expect((await rowsOf('handed-back'))[0]?.attempts).toBe(1);
    await q.stop();
    expect(aborted).toBe(true);
    const [row] = await rowsOf('handed-back');
    expect(row).toMatchObject({
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
      doneAt: null,
      lastError: null,
    });
    expect(await secondsUntilRun(row!.id)).toBeLessThanOrEqual(0);
    // Its one attempt is still there: the next instance runs it.
    const next = new JobsService(db, log);
    next.register('handed-back', async () => undefined);
    expect(await next.runDue()).toBe(1);
    expect((await rowsOf('handed-back'))[0]?.doneAt).not.toBeNull();
  });

  it('stop() waits a bounded time for a handler that ignores its signal, then hands it back', async () => {
    const q = new JobsService(db, log, { instanceId: 'deaf', intervalMs: 20, stopGraceMs: 200 });
    q.register('deaf', () => sleep(1500));
    await q.enqueue(db, { kind: 'deaf' });
    q.start();
    for (let i = 0; i < 100 && (await rowsOf('deaf'))[0]?.lockedBy !== 'deaf'; i++) await sleep(10);
    const started = Date.now();
    await q.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await rowsOf('deaf'))[0]).toMatchObject({ attempts: 0, lockedBy: null, doneAt: null });
  });

  it('gives up a job whose last attempt died, calling its hook once with two instances racing', async () => {
    const told: string[] = [];
    const instances = ['c', 'd'].map((name) => {
      const q = new JobsService(db, log, { instanceId: name });
      q.register('dies', async () => undefined, {
        onGivenUp: async (payload, tx) => {
          // In the marking's transaction: the hook's writes commit with it.
          await tx.execute(sql`select 1`);
          told.push(`${name}:${(payload as { n: number }).n}`);
        },
      });
      return q;
    });
    for (const n of [1, 2]) await instances[0]!.enqueue(db, { kind: 'dies', payload: { n }, maxAttempts: 2 });
    // Job 1's last attempt was claimed by an instance that died; job 2 still has an attempt left.
    const expired = sql`now() - interval '1 second'`;
    await db
      .update(jobs)
      .set({
        lockedBy: 'dead',
        attempts: sql`case when ${jobs.payload}->>'n' = '1' then 2 else 1 end`,
        lockedUntil: expired,
      })
      .where(eq(jobs.kind, 'dies'));
    await Promise.all(instances.map((q) => q.runDue()));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/:1$/);
    const [dead, retried] = await rowsOf('dies');
    expect(dead).toMatchObject({ attempts: 2, doneAt: null, lockedBy: null, lockedUntil: null });
    expect(dead?.lastError).toMatch(/given up/);
    expect(retried?.doneAt).not.toBeNull();
    await Promise.all(instances.map((q) => q.runDue()));
    expect(told).toHaveLength(1);
  });
});
