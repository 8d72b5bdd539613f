import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '../../shared/schemas/reels.ts';
import { videos } from '../db/schema.ts';
import { systemVideoTools, type VideoTools } from '../infra/video.ts';
import { claimDue } from '../jobs/jobs.repository.ts';
import { JobsService } from '../jobs/jobs.service.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';
import { uploadSmallClip, videoFixtures } from './video-fixtures.ts';
import { VideosService } from './videos.service.ts';

/** The video queue across instances: a dead instance's job is finished, no job runs twice. */
describe('video jobs across instances', () => {
  let ctx: TestContext;
  let token: string;
  const clips = videoFixtures();
  const log = { error: () => undefined };

  beforeAll(async () => {
    ctx = await startApp();
    token = (await registerUser(ctx, 'queue@example.com')).token;
  });
  afterAll(async () => {
    clips.cleanup();
    await ctx?.close();
  });

  const upload = () => uploadSmallClip(ctx.app, clips, token);
  const statusOf = async (id: string) =>
    (
      await call<Video>(ctx.app, {
        method: 'GET',
        url: `/api/video/${id}`,
        headers: { authorization: token },
      })
    ).body.data.status;

  it('finishes a job whose instance died mid-encode, once its lease has run out', async () => {
    const id = await upload();
    const db = ctx.app.services.database.db;
    // The dead instance claimed the job with a short lease and started the encode, then vanished.
    const claimed = await claimDue(db, { kinds: ['video.process'], limit: 5, leaseMs: 400, by: 'dead' });
    expect(claimed).toHaveLength(1);
    await db
      .update(videos)
      .set({ status: 'processing', progress: 40 })
      .where(eq(videos.id, BigInt(id)));
    expect(await ctx.app.services.jobs.runDue()).toBe(0);
    await sleep(500);
    expect(await ctx.app.services.jobs.runDue()).toBe(1);
    expect(await statusOf(id)).toBe('ready');
  });

  // PGlite is one connection in this process: two instances cannot race on it.
  it.skipIf(process.env.TEST_DB !== 'postgres')('two instances never run one video job twice', async () => {
    const ids = [await upload(), await upload(), await upload()];
    const real = systemVideoTools(ctx.config.ffmpegPath, ctx.config.ffprobePath);
    const encodes: string[] = [];
    const counting: VideoTools = {
      probe: (file) => real.probe(file),
      ffmpeg: (args, opts) => {
        if (args.includes('libx264')) encodes.push(args[args.indexOf('-i') + 1]!);
        return real.ffmpeg(args, opts);
      },
    };
    const { database, storage, uploads, music } = ctx.app.services;
    const instances = ['one', 'two'].map((name) => {
      const jobs = new JobsService(database.db, log, { instanceId: name, concurrency: 2 });
      const service = new VideosService(database.db, storage, uploads, jobs, music, counting);
      service.registerJobs(2);
      return jobs;
    });
    const ran = await Promise.all(instances.map((q) => q.runDue()));
    expect(ran[0]! + ran[1]!).toBe(3);
    expect(encodes).toHaveLength(3);
    expect(new Set(encodes).size).toBe(3);
    for (const id of ids) expect(await statusOf(id)).toBe('ready');
  });
});
