import { spawn } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '../../shared/schemas/reels.ts';
import type { NoticePage } from '../../shared/schemas/social.ts';
import { jobs } from '../db/schema.ts';
import { processesMatching } from '../test/processes.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';
import { uploadSmallClip, videoFixtures } from './video-fixtures.ts';

/**
 * Fault injection (issue 33): a second instance of the job worker, in a child process on the same
 * PostgreSQL database and data folder, is killed with SIGKILL while ffmpeg encodes two videos, one
 * of them on its last attempt. PostgreSQL only: two processes cannot share one PGlite database.
 */
const worker = path.join(import.meta.dirname, '..', 'test', 'job-worker.ts');

describe.runIf(process.env.TEST_DB === 'postgres')('a job worker killed during encodes', () => {
  let ctx: TestContext;
  let token: string;
  const clips = videoFixtures();
  const ids: { retried: string; last: string } = { retried: '', last: '' };
  let killedAt = 0;

  const upload = () => uploadSmallClip(ctx.app, clips, token);
  const video = async (id: string) =>
    (
      await call<Video>(ctx.app, {
        method: 'GET',
        url: `/api/video/${id}`,
        headers: { authorization: token },
      })
    ).body.data;
  const notices = async () =>
    (
      await call<NoticePage>(ctx.app, {
        method: 'GET',
        url: '/api/hibackend/notice/listPage',
        headers: { authorization: token },
      })
    ).body.data.list;
  const encodes = () => processesMatching(ctx.dataDir).filter((pid) => isEncode(pid));

  beforeAll(async () => {
    ctx = await startApp();
    token = (await registerUser(ctx, 'killed@example.com')).token;
    ids.retried = await upload();
    ids.last = await upload();
    // The second video's job has used two of its three attempts: the worker's claim is its last.
    await ctx.app.services.database.db
      .update(jobs)
      .set({ attempts: 2 })
      .where(sql`${jobs.payload}->>'videoId' = ${ids.last}`);
    // ffmpeg reading its input in real time (`-re`): a 5 s clip encodes for 5 s, time to kill it.
    const slow = path.join(clips.dir, 'ffmpeg-slow');
    writeFileSync(slow, '#!/bin/sh\nexec ffmpeg -re "$@"\n');
    chmodSync(slow, 0o755);
    const child = spawn(process.execPath, ['--import', 'tsx', worker], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: ctx.dataDir,
        DATABASE_URL: ctx.databaseUrl ?? '',
        JOB_LEASE_SECONDS: '2',
        VIDEO_CONCURRENCY: '2',
        FFMPEG_PATH: slow,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Up to 30 s for both encodes to start: the worker claims the second job on a later poll, and a
    // busy CI machine once took longer than 15 s.
    for (let i = 0; i < 600 && encodes().length < 2 && child.exitCode === null; i++) await sleep(50);
    expect(encodes(), output).toHaveLength(2);
    child.kill('SIGKILL');
    await exited;
    killedAt = Date.now();
  }, 90_000);
  afterAll(async () => {
    clips.cleanup();
    await ctx?.close();
  });

  it('leaves no ffmpeg behind, and the video is ready once the lease has run out', async () => {
    for (let i = 0; i < 40 && processesMatching(ctx.dataDir).length > 0; i++) await sleep(50);
    expect(processesMatching(ctx.dataDir)).toEqual([]);
    expect(Date.now() - killedAt).toBeLessThan(3000);
    expect((await video(ids.retried)).status).toBe('processing');
    // Still held by the dead worker until its 2 s lease runs out.
    await sleep(Math.max(0, killedAt + 2200 - Date.now()));
    await ctx.app.services.jobs.runDue();
    expect((await video(ids.retried)).status).toBe('ready');
  });

  it('marks the job killed on its last attempt failed, and tells its owner once', async () => {
    await ctx.app.services.jobs.runDue();
    const last = await video(ids.last);
    expect(last).toMatchObject({ status: 'failed', reason: 'PROCESSING_FAILED' });
    const [job] = await ctx.app.services.database.db
      .select()
      .from(jobs)
      .where(eq(sql`${jobs.payload}->>'videoId'`, ids.last));
    expect(job).toMatchObject({ attempts: 3, doneAt: null, lockedBy: null });
    expect(job?.lastError).toMatch(/given up/);
    expect((await notices()).filter((n) => n.kind === 'videoFailed')).toHaveLength(1);
    await ctx.app.services.jobs.runDue();
    expect((await notices()).filter((n) => n.kind === 'videoFailed')).toHaveLength(1);
  });
});

/** An ffmpeg encoding (not a probe or a frame): its command line names the x264 encoder. */
function isEncode(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('libx264');
  } catch {
    return false;
  }
}
