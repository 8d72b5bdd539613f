import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openPostgres } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch.ts';
import { call, registerUser, startApp, type TestApp } from '../test/app.ts';
import type { AuthContext } from './auth.service.ts';
import { SessionCache } from './session-cache.ts';

const ctxOf = (sessionId: number, userId: number) =>
  ({ sessionId: BigInt(sessionId), user: { id: BigInt(userId) } }) as AuthContext;
const later = new Date(Date.now() + 3_600_000);

describe('session cache', () => {
  it('drops by session, by user and all at once', () => {
    const cache = new SessionCache();
    cache.set('a', ctxOf(1, 10), later, cache.epoch);
    cache.set('b', ctxOf(2, 10), later, cache.epoch);
    cache.set('c', ctxOf(3, 11), later, cache.epoch);
    cache.drop('s:1');
    expect([cache.get('a'), cache.get('b')?.sessionId]).toEqual([null, 2n]);
    cache.drop('u:10');
    expect([cache.get('b'), cache.get('c')?.sessionId]).toEqual([null, 3n]);
    cache.drop('*');
    expect(cache.get('c')).toBeNull();
  });

  it('does not store a lookup that began before a drop, nor keep a session past its expiry', async () => {
    const cache = new SessionCache();
    const epoch = cache.epoch;
    cache.drop('u:10');
    cache.set('a', ctxOf(1, 10), later, epoch);
    expect(cache.get('a')).toBeNull();
    cache.set('b', ctxOf(2, 10), new Date(Date.now() + 20), cache.epoch);
    expect(cache.get('b')).not.toBeNull();
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.get('b')).toBeNull();
  });

  it('a cached member sees their own change at once, and a logout is immediate', async () => {
    const ctx = await startApp();
    try {
      const { token } = await registerUser(ctx, 'cache@example.com');
      const me = () =>
        call<{ nickName: string }>(ctx.app, { url: '/api/getInfoByh5', headers: { authorization: token } });
      expect((await me()).status).toBe(200);
      const renamed = await call(ctx.app, {
        method: 'POST',
        url: '/api/hibackend/user/setting/updateNickName',
        headers: { authorization: token },
        payload: { nickName: 'Cached Once' },
      });
      expect(renamed.status).toBe(200);
      expect((await me()).body.data.nickName).toBe('Cached Once');
      await call(ctx.app, { method: 'POST', url: '/api/auth/logout', headers: { authorization: token } });
      expect((await me()).status).toBe(401);
    } finally {
      await ctx.close();
    }
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'two instances on one database: a logout or a rename on one reaches the other',
    async () => {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL_TEST ?? '', 'vc_cache');
      const apps: TestApp[] = [];
      const configs: Config[] = [];
      try {
        for (let i = 0; i < 2; i++) {
          const database = openPostgres(scratch.url, 4);
          if (i === 0) await database.migrate();
          const config = loadConfig({
            NODE_ENV: 'test',
            DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vc-cache-')),
            LOG_LEVEL: 'silent',
          });
          const app = await buildApp({ config, database, logger: false });
          app.addHook('onClose', () => database.close());
          apps.push(app);
          configs.push(config);
        }
        const [a, b] = apps as [TestApp, TestApp];
        const config = configs[0] as Config;
        const { token } = await registerUser(
          { app: a, config, dataDir: config.dataDir, close: async () => {} },
          'two@example.com',
        );
        const meOn = (app: TestApp) =>
          call<{ nickName: string }>(app, { url: '/api/getInfoByh5', headers: { authorization: token } });
        expect((await meOn(b)).status).toBe(200); // b caches the session
        await call(a, {
          method: 'POST',
          url: '/api/hibackend/user/setting/updateNickName',
          headers: { authorization: token },
          payload: { nickName: 'Renamed On A' },
        });
        await expect
          .poll(async () => (await meOn(b)).body.data.nickName, { timeout: 2000 })
          .toBe('Renamed On A');
        await call(a, { method: 'POST', url: '/api/auth/logout', headers: { authorization: token } });
        await expect.poll(async () => (await meOn(b)).status, { timeout: 2000 }).toBe(401);
      } finally {
        for (const app of apps) await app.close();
        await scratch.drop();
      }
    },
  );
});
