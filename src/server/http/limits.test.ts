import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startApp, type TestContext } from '../test/app.ts';

interface Limited {
  reason: string;
  retryAfter: number;
}

/** An address no earlier run used, so that counters kept in a shared Redis do not collide. */
const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('per-IP limit on code requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ RATE_LIMIT_CODES_PER_HOUR: '3' });
  });
  afterAll(async () => ctx.close());

  const sendCode = (i: number, remoteAddress: string, lang = 'en_US') =>
    call<Limited>(ctx.app, {
      method: 'POST',
      url: '/api/sendMailCaptcha',
      payload: { email: `ip${i}.${Date.now()}@example.com`, scene: 'register' },
      headers: { lang },
      remoteAddress,
    });

  it('refuses the 4th request of an address within the hour, with a localised message', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) expect((await sendCode(i, ip)).status).toBe(200);
    const fourth = await sendCode(3, ip, 'ru_RU');
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe(429);
    expect(fourth.body.data.reason).toBe('RATE_LIMITED');
    expect(fourth.body.data.retryAfter).toBeGreaterThan(3000);
    expect(fourth.body.data.retryAfter).toBeLessThanOrEqual(3600);
    expect(fourth.res.headers['retry-after']).toBe(String(fourth.body.data.retryAfter));
    expect(fourth.body.msg).toMatch(/[а-яА-Я]/);
    const english = await sendCode(4, ip);
    expect(english.status).toBe(429);
    expect(english.body.msg).not.toBe(fourth.body.msg);

    // Another address is counted on its own.
    expect((await sendCode(5, uniqueIp())).status).toBe(200);
  });
});

describe('one per-IP counter for sign-in and registration attempts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ RATE_LIMIT_AUTH_PER_HOUR: '4' });
  });
  afterAll(async () => ctx.close());

  it('counts h5Login, h5Register and externalRegister together', async () => {
    const ip = uniqueIp();
    const attempt = (url: string, payload: object) =>
      call<Limited>(ctx.app, { method: 'POST', url, payload, remoteAddress: ip });
    const login = { email: 'nobody@example.com', code: '123456', agreeLogin: true };
    const register = { ...login, birthday: '1990-01-01', agreeUser: true, agreePrivacy: true };
    const answers = [
      await attempt('/api/auth/h5Login', login),
      await attempt('/api/auth/h5Register', register),
      await attempt('/api/auth/externalRegister', { ...register, ticket: 'nope' }),
      await attempt('/api/auth/h5Login', login),
      await attempt('/api/auth/h5Register', register),
      await attempt('/api/auth/externalRegister', { ...register, ticket: 'nope' }),
    ];
    expect(answers.slice(0, 4).map((a) => a.status)).not.toContain(429);
    expect(answers.slice(4).map((a) => a.body.data.reason)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
  });
});

describe('global limit shared through Redis', () => {
  const redisUrl = process.env.REDIS_URL_TEST;

  it.skipIf(!redisUrl)('two instances count the same address together', async () => {
    const env = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_PER_MINUTE: '3' };
    const a = await startApp(env);
    const b = await startApp(env);
    try {
      const ip = uniqueIp();
      const hit = (app: TestContext) =>
        call<Limited>(app.app, { method: 'GET', url: '/api/auth/hasLogin', remoteAddress: ip });
      expect((await hit(a)).status).toBe(200);
      expect((await hit(a)).status).toBe(200);
      expect((await hit(b)).status).toBe(200);
      // Each instance has seen at most two requests: only a shared counter refuses this one.
      const fourth = await hit(b);
      expect(fourth.status).toBe(429);
      expect(fourth.body.data.reason).toBe('RATE_LIMITED');
      expect(fourth.body.data.retryAfter).toBeGreaterThan(0);
      expect((await hit(a)).status).toBe(429);
      // Another address is still served.
      const other = await call(a.app, {
        method: 'GET',
        url: '/api/auth/hasLogin',
        remoteAddress: uniqueIp(),
      });
      expect(other.status).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
