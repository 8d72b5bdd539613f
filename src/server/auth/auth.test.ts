import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n.ts';
import { MESSAGES } from '../../shared/messages/messages.ts';
import { emailCodes, users } from '../db/schema.ts';
import {
  birthdayYearsAgo,
  call,
  lastCode,
  readOutbox,
  registerUser,
  startApp,
  type TestContext,
} from '../test/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(async () => ctx.close());

let seq = 0;
const freshEmail = () => `user${++seq}.${Date.now()}@example.com`;

const sendCode = (email: string, scene = 'register', headers: Record<string, string> = {}) =>
  call(ctx.app, { method: 'POST', url: '/api/sendMailCaptcha', payload: { email, scene }, headers });

/** Lets the cooldown of an address pass without waiting a minute. */
const skipCooldown = (email: string) =>
  ctx.app.services.database.db
    .update(emailCodes)
    .set({ sentAt: sql`now() - interval '61 seconds'` })
    .where(sql`${emailCodes.email} = ${email}`);

const register = (payload: Record<string, unknown>) =>
  call<{ token: string; tokenExpires: number; userInfo: { userId: string; email: string } }>(ctx.app, {
    method: 'POST',
    url: '/api/auth/h5Register',
    payload,
  });

const validRegistration = (email: string) => ({
  email,
  code: lastCode(ctx.dataDir, email),
  birthday: birthdayYearsAgo(25),
  nickName: 'Ava',
  agreeUser: true,
  agreePrivacy: true,
});

describe('email codes', () => {
  it('mails a 6-digit code, stored only as a hash', async () => {
    const email = freshEmail();
    const res = await sendCode(email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { cooldownSeconds: 60, expiresInSeconds: 600 } });
    const code = lastCode(ctx.dataDir, email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await ctx.app.services.database.db
      .select()
      .from(emailCodes)
      .where(sql`email = ${email}`);
    expect(row?.codeHash).not.toContain(code);
    expect(readOutbox(ctx.dataDir).at(-1)?.text).toContain(code);
  });

  it('refuses a second code within 60 s with a 429 and the seconds left', async () => {
    const email = freshEmail();
    expect((await sendCode(email)).status).toBe(200);
    const again = await sendCode(email);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(429);
    expect(again.body.data).toMatchObject({ reason: 'CODE_COOLDOWN' });
    expect((again.body.data as { retryAfter: number }).retryAfter).toBeGreaterThan(50);
    expect(readOutbox(ctx.dataDir).filter((m) => m.to === email)).toHaveLength(1);
    await skipCooldown(email);
    expect((await sendCode(email)).status).toBe(200);
  });

  it('only one of two simultaneous requests for an address sends a code', async () => {
    const email = freshEmail();
    const answers = await Promise.all([sendCode(email), sendCode(email), sendCode(email)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(readOutbox(ctx.dataDir).filter((m) => m.to === email)).toHaveLength(1);
  });

  it('names the field of a bad email and a bad scene', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/sendMailCaptcha',
      payload: { email: 'not-an-email', scene: 'bogus' },
    });
    expect(res.status).toBe(400);
    const fields = (res.body.data as { fields: { field: string; msg: string }[] }).fields;
    expect(fields.map((f) => f.field).sort()).toEqual(['email', 'scene']);
    expect(fields.find((f) => f.field === 'email')?.msg).toBe('Enter a valid email address');
  });

  it('a login code needs an existing account; a register code a free address', async () => {
    const unknown = await sendCode(freshEmail(), 'login');
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toMatchObject({ reason: 'EMAIL_UNKNOWN', fields: [{ field: 'email' }] });
    const email = freshEmail();
    await registerUser(ctx, email);
    const taken = await sendCode(email, 'register');
    expect(taken.status).toBe(409);
  });

  it('an expired code is refused', async () => {
    const email = freshEmail();
    await sendCode(email);
    await ctx.app.services.database.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${emailCodes.email} = ${email}`);
    const res = await register(validRegistration(email));
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ reason: 'CODE_INVALID', fields: [{ field: 'code' }] });
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const email = freshEmail();
    await sendCode(email);
    const good = validRegistration(email);
    const wrong = good.code === '000000' ? '111111' : '000000';
    const reasons: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await register({ ...good, code: wrong });
      expect(res.status).toBe(400);
      reasons.push((res.body.data as unknown as { reason: string }).reason);
    }
    expect(reasons).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_DEAD']);
    const late = await register(good);
    expect(late.status).toBe(400);
    expect(late.body.data).toMatchObject({ reason: 'CODE_DEAD' });
    expect(late.body.msg).toBe('Too many wrong tries: please request a new code');
  });

  it('a code is single use', async () => {
    const email = freshEmail();
    await sendCode(email);
    const payload = validRegistration(email);
    expect((await register(payload)).status).toBe(200);
    const again = await register({ ...payload });
    expect(again.status).toBe(409);
  });
});

describe('registration', () => {
  it('rejects 20 years and 364 days, naming birthday, and writes nothing', async () => {
    const email = freshEmail();
    await sendCode(email);
    const res = await register({ ...validRegistration(email), birthday: birthdayYearsAgo(21, 1) });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({
      reason: 'NOT_OLD_ENOUGH',
      fields: [{ field: 'birthday', msg: 'not old enough to view this content' }],
    });
    expect(
      (
        await ctx.app.services.database.db
          .select()
          .from(users)
          .where(sql`email = ${email}`)
      ).length,
    ).toBe(0);
    // The code was not spent: the same person can correct the date.
    const ok = await register({ ...validRegistration(email), birthday: birthdayYearsAgo(21) });
    expect(ok.status).toBe(200);
  });

  it('accepts someone turning 21 today and returns a session', async () => {
    const email = freshEmail();
    await sendCode(email);
    const res = await register({ ...validRegistration(email), birthday: birthdayYearsAgo(21) });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const month = 30 * 24 * 3600 * 1000;
    expect(res.body.data.tokenExpires).toBeGreaterThan(Date.now() + month - 60_000);
    expect(res.body.data.tokenExpires).toBeLessThan(Date.now() + month + 60_000);
    expect(res.body.data.userInfo).toMatchObject({
      email,
      nickName: 'Ava',
      countryCode: 'GBR',
      proof: false,
    });
  });

  it('requires both agreements', async () => {
    const email = freshEmail();
    await sendCode(email);
    const res = await register({ ...validRegistration(email), agreeUser: false, agreePrivacy: undefined });
    expect(res.status).toBe(400);
    const fields = (res.body.data as unknown as { fields: { field: string; msg: string }[] }).fields;
    expect(fields.map((f) => f.field).sort()).toEqual(['agreePrivacy', 'agreeUser']);
    expect(fields[0]?.msg).toBe('Please accept the user agreement and the privacy policy');
  });

  it('rejects an impossible date and a bad country code', async () => {
    const email = freshEmail();
    await sendCode(email);
    const res = await register({ ...validRegistration(email), birthday: '1990-02-30', countryCode: 'GB' });
    expect(res.status).toBe(400);
    const fields = (res.body.data as unknown as { fields: { field: string }[] }).fields
      .map((f) => f.field)
      .sort();
    expect(fields).toEqual(['birthday', 'countryCode']);
  });

  it('409 for an email already registered', async () => {
    const email = freshEmail();
    await registerUser(ctx, email);
    const res = await register({ ...validRegistration(email), code: '123456' });
    expect(res.status).toBe(409);
    expect(res.body.data).toMatchObject({ reason: 'EMAIL_TAKEN' });
  });

  it('two simultaneous registrations of one email create one user', async () => {
    const email = freshEmail();
    await sendCode(email);
    const payload = validRegistration(email);
    const answers = await Promise.all([register(payload), register(payload), register(payload)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect([400, 409]).toContain(a.status);
    const rows = await ctx.app.services.database.db
      .select()
      .from(users)
      .where(sql`email = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it('checkEmailUnique tells whether an address is free', async () => {
    const email = freshEmail();
    const before = await call<{ unique: boolean }>(ctx.app, {
      method: 'GET',
      url: `/api/auth/checkEmailUnique?email=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(before.body.data.unique).toBe(true);
    await registerUser(ctx, email);
    const after = await call<{ unique: boolean }>(ctx.app, {
      method: 'GET',
      url: `/api/auth/checkEmailUnique?email=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(after.body.data.unique).toBe(false);
  });
});

describe('sessions', () => {
  const me = (token: string, scheme = '') =>
    call<{ userId: string; email: string }>(ctx.app, {
      method: 'GET',
      url: '/api/getInfoByh5',
      headers: { authorization: `${scheme}${token}` },
    });

  it('login with an emailed code, then getInfoByh5 with raw and Bearer tokens', async () => {
    const email = freshEmail();
    const registered = await registerUser(ctx, email);
    await skipCooldown(email);
    expect((await sendCode(email, 'login')).status).toBe(200);
    const login = await call<{ token: string; userInfo: { userId: string } }>(ctx.app, {
      method: 'POST',
      url: '/api/auth/h5Login',
      payload: { email, code: lastCode(ctx.dataDir, email), agreeLogin: true },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.userInfo.userId).toBe(registered.userInfo.userId);
    for (const scheme of ['', 'Bearer ']) {
      const info = await me(login.body.data.token, scheme);
      expect(info.status).toBe(200);
      expect(info.body.data).toMatchObject({ email, userId: registered.userInfo.userId });
      expect(info.body.data).not.toHaveProperty('password');
    }
  });

  it('login needs the login agreement and the right code', async () => {
    const email = freshEmail();
    await registerUser(ctx, email);
    await skipCooldown(email);
    await sendCode(email, 'login');
    const code = lastCode(ctx.dataDir, email);
    const noAgree = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/h5Login',
      payload: { email, code },
    });
    expect(noAgree.status).toBe(400);
    expect(noAgree.body.data).toMatchObject({ fields: [{ field: 'agreeLogin' }] });
    const wrong = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/h5Login',
      payload: { email, code: code === '999999' ? '888888' : '999999', agreeLogin: true },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toMatchObject({ reason: 'CODE_INVALID' });
  });

  it('401 envelope without or with a bad token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }]) {
      const res = await call(ctx.app, { method: 'GET', url: '/api/getInfoByh5', headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, msg: 'Please sign in first', data: { reason: 'UNAUTHORIZED' } });
    }
  });

  it('logout revokes the token', async () => {
    const { token } = await registerUser(ctx, freshEmail());
    const hasLogin = () =>
      call<{ login: boolean }>(ctx.app, {
        method: 'GET',
        url: '/api/auth/hasLogin',
        headers: { authorization: token },
      });
    expect((await hasLogin()).body.data.login).toBe(true);
    const out = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: token },
    });
    expect(out.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await hasLogin()).body.data.login).toBe(false);
  });

  it('refresh rotates the token: the old one stops working', async () => {
    const { token } = await registerUser(ctx, freshEmail());
    const refreshed = await call<{ token: string }>(ctx.app, {
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { authorization: token },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.token).not.toBe(token);
    expect((await me(token)).status).toBe(401);
    expect((await me(refreshed.body.data.token)).status).toBe(200);
  });

  it('two simultaneous refreshes of one token yield one new token', async () => {
    const { token } = await registerUser(ctx, freshEmail());
    const answers = await Promise.all(
      [0, 1].map(() =>
        call(ctx.app, { method: 'POST', url: '/api/auth/refresh', headers: { authorization: token } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });
});

describe('languages', () => {
  it('answers msg in each of the four languages from the lang header', async () => {
    const seen = new Set<string>();
    for (const lang of LANGUAGES) {
      const res = await call(ctx.app, { method: 'GET', url: '/api/getInfoByh5', headers: { lang } });
      expect(res.body.msg).toBe(MESSAGES[lang]['error.unauthorized']);
      seen.add(res.body.msg);
    }
    expect(seen.size).toBe(4);
  });

  it('localises the under-21 message and field messages', async () => {
    const email = freshEmail();
    await sendCode(email);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/h5Register',
      headers: { lang: 'zh_CN' },
      payload: { ...validRegistration(email), birthday: birthdayYearsAgo(18) },
    });
    expect(res.body.data).toMatchObject({
      fields: [{ field: 'birthday', msg: MESSAGES.zh_CN['auth.notOldEnough'] }],
    });
  });

  it('mails the code in the caller language', async () => {
    const email = freshEmail();
    await sendCode(email, 'register', { lang: 'ru_RU' });
    const mail = readOutbox(ctx.dataDir).at(-1);
    expect(mail?.subject).toContain('Ваш код подтверждения');
  });
});
