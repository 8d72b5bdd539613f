import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '../../shared/schemas/reels.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { call, registerUser, startApp, type TestApp, type TestContext } from '../test/app.ts';
import { uploadSmallClip, videoFixtures } from './video-fixtures.ts';

/**
 * Issue 34: two instances on one PostgreSQL database and one bucket, each with its own data folder
 * (nothing shared on disk). Tried with a shared `DATA_DIR/uploads` before, 3 of 6 videos failed:
 * the instance that claimed the job could not read an original another instance had received. Now
 * originals and outputs are objects, so any instance encodes any upload and serves any output.
 */
describe.runIf(process.env.TEST_DB === 'postgres' && process.env.TEST_STORAGE === 's3')(
  'videos with two instances on one bucket',
  () => {
    let a: TestContext;
    let b: TestContext;
    let bDatabase: Database;
    let token: string;
    const clips = videoFixtures();

    beforeAll(async () => {
      a = await startApp({ VIDEO_CONCURRENCY: '1' });
      if (!a.databaseUrl) throw new Error('PostgreSQL gives its url');
      bDatabase = openPostgres(a.databaseUrl, 10);
      b = await startApp({ VIDEO_CONCURRENCY: '1' }, { storage: a.config.storage }, bDatabase);
      expect(b.dataDir).not.toBe(a.dataDir);
      token = (await registerUser(a, 'two-instances@example.com')).token;
      a.app.services.jobs.start();
      b.app.services.jobs.start();
    });
    afterAll(async () => {
      await Promise.all([a?.app.services.jobs.stop(), b?.app.services.jobs.stop()]);
      await b?.close();
      await bDatabase?.close();
      await a?.close();
      clips.cleanup();
    });

    const video = async (app: TestApp, id: string) =>
      (await call<Video>(app, { method: 'GET', url: `/api/video/${id}`, headers: { authorization: token } }))
        .body.data;

    it('encodes six uploads split between the instances, whichever claims each job', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) ids.push(await uploadSmallClip(i % 2 === 0 ? a.app : b.app, clips, token));
      const done = new Map<string, Video>();
      for (let i = 0; i < 1200 && done.size < ids.length; i++) {
        for (const id of ids) {
          if (done.has(id)) continue;
          const v = await video(i % 2 === 0 ? a.app : b.app, id);
          if (v.status === 'ready' || v.status === 'failed') done.set(id, v);
        }
        await sleep(100);
      }
      expect([...done.values()].map((v) => v.status)).toEqual(ids.map(() => 'ready'));
      for (const v of done.values()) {
        // Every output is served by both instances, from the bucket.
        for (const app of [a.app, b.app]) {
          const res = await app.inject({ url: v.url!, headers: { range: 'bytes=0-99' } });
          expect(res.statusCode).toBe(206);
          expect(res.headers['content-type']).toBe('video/mp4');
          const poster = await app.inject({ url: v.posterUrl! });
          expect(poster.statusCode).toBe(200);
        }
      }
    });
  },
);
