import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '../content/articles.fixtures.ts';
import { emailCodes } from '../db/schema.ts';
import { call, lastCode, startApp, type TestContext } from '../test/app.ts';
import { SESSIONS, sessionsOf } from './privacy.fixtures.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp({ TRUST_PROXY: 'true' });
});
afterAll(() => ctx.close());

/** Signs in again with an emailed code, as a given browser from a given country. */
async function signIn(email: string, ua: string, country?: string) {
  // The 60 s cooldown between codes to one address is another test's subject.
  await ctx.app.services.database.db
    .update(emailCodes)
    .set({ sentAt: new Date(Date.now() - 120_000) })
    .where(eq(emailCodes.email, email));
  await call(ctx.app, { method: 'POST', url: '/api/sendMailCaptcha', payload: { email, scene: 'login' } });
  const res = await call<{ token: string }>(ctx.app, {
    method: 'POST',
    url: '/api/auth/h5Login',
    headers: { 'user-agent': ua, ...(country ? { 'cf-ipcountry': country } : {}) },
    payload: { email, code: lastCode(ctx.dataDir, email), agreeLogin: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token;
}

const me = (token: string) =>
  call(ctx.app, { method: 'GET', url: '/api/getInfoByh5', headers: { authorization: token } });

describe('devices and sessions', () => {
  it('lists each session with its device, country and times; the caller is marked current', async () => {
    const email = `dev-${Date.now()}@example.com`;
    const first = await member(ctx, email);
    const phone = await signIn(email, IPHONE, 'gb');
    const pc = await signIn(email, WINDOWS, 'XX');
    const res = await sessionsOf(ctx, phone);
    expect(res.status).toBe(200);
    const list = res.body.data.list;
    expect(list).toHaveLength(3);
    const current = list.find((s) => s.current);
    expect(current).toMatchObject({
      browser: 'Mobile Safari 17',
      os: 'iOS 17.0',
      deviceType: 'mobile',
      country: 'GB',
    });
    expect(list.find((s) => s.browser === 'Chrome 131')).toMatchObject({
      os: 'Windows 10',
      deviceType: 'desktop',
      country: null, // XX is "unknown"
      current: false,
    });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    void first;
    void pc;
  });

  it('ending another session makes it 401 at once; another member’s session is 404', async () => {
    const email = `end-${Date.now()}@example.com`;
    const a = await member(ctx, email);
    const b = await signIn(email, WINDOWS);
    const stranger = await member(ctx);
    expect((await me(b)).status).toBe(200); // cached now
    const bId = (await sessionsOf(ctx, b)).body.data.list.find((s) => s.current)!.id;

    const foreign = await call(ctx.app, {
      method: 'DELETE',
      url: `${SESSIONS}/${bId}`,
      headers: { authorization: stranger.token },
    });
    expect(foreign.status).toBe(404);
    expect((await me(b)).status).toBe(200);

    const ended = await call(ctx.app, {
      method: 'DELETE',
      url: `${SESSIONS}/${bId}`,
      headers: { authorization: a.token },
    });
    expect(ended.status).toBe(200);
    expect((await me(b)).status).toBe(401);
    expect((await me(a.token)).status).toBe(200);
    const again = await call(ctx.app, {
      method: 'DELETE',
      url: `${SESSIONS}/${bId}`,
      headers: { authorization: a.token },
    });
    expect(again.status).toBe(404);
    const bad = await call<{ fields: { field: string }[] }>(ctx.app, {
      method: 'DELETE',
      url: `${SESSIONS}/abc`,
      headers: { authorization: a.token },
    });
    expect([bad.status, bad.body.data.fields[0]?.field]).toEqual([400, 'id']);
  });

  it('ends every other session and keeps the caller’s', async () => {
    const email = `all-${Date.now()}@example.com`;
    const a = await member(ctx, email);
    const others = [await signIn(email, IPHONE), await signIn(email, WINDOWS)];
    for (const t of others) expect((await me(t)).status).toBe(200);
    const res = await call<{ revoked: number }>(ctx.app, {
      method: 'POST',
      url: `${SESSIONS}/revokeOthers`,
      headers: { authorization: a.token },
    });
    expect(res.body.data.revoked).toBe(2);
    for (const t of others) expect((await me(t)).status).toBe(401);
    expect((await sessionsOf(ctx, a.token)).body.data.list.map((s) => s.current)).toEqual([true]);
    expect((await call(ctx.app, { method: 'GET', url: SESSIONS })).status).toBe(401);
  });
});
