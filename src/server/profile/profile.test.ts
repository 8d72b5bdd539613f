import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n.ts';
import { PROTOCOL_TYPES } from '../../shared/schemas/profile.ts';
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

interface UserInfo {
  userId: string;
  email: string;
  nickName: string | null;
  avatarUrl: string | null;
  firstName: string | null;
  lastName: string | null;
  gender: string | null;
  career: string | null;
  phone: string | null;
}

interface Fields {
  reason?: string;
  fields?: { field: string; msg: string }[];
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(async () => ctx.close());

let seq = 0;
const freshEmail = () => `profile${++seq}.${Date.now()}@example.com`;
const base = '/api/hibackend/user';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const post = <T = UserInfo>(url: string, payload: Record<string, unknown>, token?: string) =>
  call<T>(ctx.app, { method: 'POST', url, payload, headers: token ? auth(token) : {} });

const me = (token: string) =>
  call<UserInfo>(ctx.app, { method: 'GET', url: '/api/getInfoByh5', headers: auth(token) });

/** Lets the 60 s cooldown of an address pass without waiting. */
const skipCooldown = (email: string) =>
  ctx.app.services.database.db
    .update(emailCodes)
    .set({ sentAt: sql`now() - interval '61 seconds'` })
    .where(eq(emailCodes.email, email));

const fieldNames = (data: unknown) => ((data as Fields).fields ?? []).map((f) => f.field);

async function newUser() {
  const email = freshEmail();
  const session = await registerUser(ctx, email);
  return { email, token: session.token, userId: session.userInfo.userId };
}

describe('nickname', () => {
  it('saves, returns and shows the new nickname', async () => {
    const { token } = await newUser();
    const res = await post(`${base}/setting/updateNickName`, { nickName: '  Vapor Queen ' }, token);
    expect(res.status).toBe(200);
    expect(res.body.data.nickName).toBe('Vapor Queen');
    expect((await me(token)).body.data.nickName).toBe('Vapor Queen');
  });

  it('refuses 21 characters, naming nickName, and keeps the old one', async () => {
    const { token } = await newUser();
    await post(`${base}/setting/updateNickName`, { nickName: 'Kept' }, token);
    const res = await post(`${base}/setting/updateNickName`, { nickName: 'x'.repeat(21) }, token);
    expect(res.status).toBe(400);
    expect(fieldNames(res.body.data)).toEqual(['nickName']);
    expect((await me(token)).body.data.nickName).toBe('Kept');
  });

  it('needs a session', async () => {
    const res = await post(`${base}/setting/updateNickName`, { nickName: 'Nobody' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });
});

describe('email change', () => {
  const sendChangeCode = (email: string, token?: string) =>
    post(`/api/sendMailCaptcha`, { email, scene: 'changeEmail' }, token);
  const updateEmail = (email: string, code: string, token: string) =>
    post(`${base}/setting/updateEmail`, { email, code }, token);

  it('mails a changeEmail code to the new address, then moves the account there', async () => {
    const user = await newUser();
    const target = freshEmail();
    expect((await sendChangeCode(target)).status).toBe(401);

    const sent = await sendChangeCode(target, user.token);
    expect(sent.status).toBe(200);
    const [row] = await ctx.app.services.database.db
      .select({ scene: emailCodes.scene })
      .from(emailCodes)
      .where(eq(emailCodes.email, target));
    expect(row?.scene).toBe('changeEmail');
    const code = lastCode(ctx.dataDir, target);

    const wrong = await updateEmail(target, code === '000000' ? '111111' : '000000', user.token);
    expect(wrong.status).toBe(400);
    expect(fieldNames(wrong.body.data)).toEqual(['code']);

    const moved = await updateEmail(target, code, user.token);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ userId: user.userId, email: target });
    expect((await me(user.token)).body.data.email).toBe(target);

    // Sign-in now works with the new address and the old one is free for a new account.
    await skipCooldown(target);
    await skipCooldown(user.email);
    expect((await post('/api/sendMailCaptcha', { email: target, scene: 'login' })).status).toBe(200);
    const login = await post<{ userInfo: UserInfo }>('/api/auth/h5Login', {
      email: target,
      code: lastCode(ctx.dataDir, target),
      agreeLogin: true,
    });
    expect(login.status).toBe(200);
    expect(login.body.data.userInfo.userId).toBe(user.userId);
    expect((await post('/api/sendMailCaptcha', { email: user.email, scene: 'login' })).status).toBe(400);
    const other = await registerUser(ctx, user.email);
    expect(other.userInfo.userId).not.toBe(user.userId);
  });

  it('signs other devices out and mails the old address a link that undoes the change', async () => {
    const user = await newUser();
    await skipCooldown(user.email);
    await post('/api/sendMailCaptcha', { email: user.email, scene: 'login' });
    const signIn = await post<{ token: string }>('/api/auth/h5Login', {
      email: user.email,
      code: lastCode(ctx.dataDir, user.email),
      agreeLogin: true,
    });
    const otherDevice = signIn.body.data.token;
    const target = freshEmail();
    await sendChangeCode(target, user.token);
    const moved = await updateEmail(target, lastCode(ctx.dataDir, target), user.token);
    expect(moved.status).toBe(200);
    expect((await me(user.token)).status).toBe(200);
    expect((await me(otherDevice)).status).toBe(401);

    const notice = readOutbox(ctx.dataDir)
      .filter((m) => m.to === user.email)
      .at(-1);
    expect(notice?.text).toContain(target);
    expect(notice?.code).toBeNull();
    const link = new URL(/https?:\/\/\S+/.exec(notice?.text ?? '')?.[0] ?? '');
    expect(link.pathname).toBe(`${base}/setting/revertEmail`);

    const undo = await ctx.app.inject({ url: `${link.pathname}${link.search}` });
    expect(undo.statusCode).toBe(302);
    expect(undo.headers.location).toBe('/login?emailReverted=1');
    expect((await me(user.token)).status).toBe(401);
    const [row] = await ctx.app.services.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, user.email));
    expect(row?.email).toBe(user.email);
    const again = await ctx.app.inject({ url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toBe('/login?emailRevertFailed=1');
  });

  it('refuses the current address, naming email, on both calls', async () => {
    const user = await newUser();
    const sent = await sendChangeCode(user.email, user.token);
    expect(sent.status).toBe(400);
    expect(sent.body.data).toMatchObject({ reason: 'EMAIL_SAME' });
    expect(fieldNames(sent.body.data)).toEqual(['email']);
    const update = await updateEmail(user.email, '123456', user.token);
    expect(update.status).toBe(400);
    expect(update.body.data).toMatchObject({ reason: 'EMAIL_SAME' });
    expect(fieldNames(update.body.data)).toEqual(['email']);
  });

  it('refuses an address that belongs to another account', async () => {
    const user = await newUser();
    const other = await newUser();
    const taken = await sendChangeCode(other.email, user.token);
    expect(taken.status).toBe(409);
    expect(taken.body.data).toMatchObject({ reason: 'EMAIL_TAKEN' });

    // The address is free when the code is sent and taken before it is used (e.g. by a Facebook sign-up).
    const target = freshEmail();
    expect((await sendChangeCode(target, user.token)).status).toBe(200);
    const { auth: authService, database } = ctx.app.services;
    await database.db.transaction((tx) =>
      authService.createUser(tx, { email: target, birthday: birthdayYearsAgo(40), countryCode: 'GBR' }),
    );
    const late = await updateEmail(target, lastCode(ctx.dataDir, target), user.token);
    expect(late.status).toBe(409);
    expect(late.body.data).toMatchObject({ reason: 'EMAIL_TAKEN' });
    expect(fieldNames(late.body.data)).toEqual(['email']);
    expect((await me(user.token)).body.data.email).toBe(user.email);
  });
});

describe('personal details', () => {
  const update = (payload: Record<string, unknown>, token: string) =>
    post(`${base}/setting/updateUserProfile`, payload, token);

  it('updates only the fields sent and clears a field sent empty', async () => {
    const { token } = await newUser();
    const full = await update(
      {
        firstName: 'Ava',
        lastName: 'Stone',
        gender: 'female',
        career: 'Designer',
        phone: '+44 20 7946 0958',
      },
      token,
    );
    expect(full.status).toBe(200);
    const partial = await update({ career: 'Architect' }, token);
    expect(partial.status).toBe(200);
    expect(partial.body.data).toMatchObject({
      firstName: 'Ava',
      lastName: 'Stone',
      gender: 'female',
      career: 'Architect',
      phone: '+44 20 7946 0958',
    });
    const cleared = await update({ firstName: '', phone: '' }, token);
    expect(cleared.status).toBe(200);
    expect((await me(token)).body.data).toMatchObject({
      firstName: null,
      lastName: 'Stone',
      phone: null,
      career: 'Architect',
    });
  });

  it('validates gender and phone, naming each field, and saves nothing', async () => {
    const { token } = await newUser();
    await update({ gender: 'male', phone: '+1 555 0100' }, token);
    const bad = await update({ gender: 'robot', phone: 'call me maybe', lastName: 'Nope' }, token);
    expect(bad.status).toBe(400);
    expect(fieldNames(bad.body.data).sort()).toEqual(['gender', 'phone']);
    expect((await me(token)).body.data).toMatchObject({
      gender: 'male',
      phone: '+1 555 0100',
      lastName: null,
    });
  });

  it('needs a session', async () => {
    expect((await post(`${base}/setting/updateUserProfile`, { career: 'x' })).status).toBe(401);
  });
});

describe('avatar', () => {
  const upload = (body: FormData, token?: string) =>
    call<{ avatarUrl: string }>(ctx.app, {
      method: 'POST',
      url: `${base}/setting/avatar`,
      payload: body,
      headers: token ? auth(token) : {},
    });

  const form = (bytes: Uint8Array, name: string, type: string) => {
    const fd = new FormData();
    fd.append('file', new Blob([bytes], { type }), name);
    return fd;
  };

  it('stores a WebP without EXIF and serves it', async () => {
    const { token } = await newUser();
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c81e3c' } })
      .withExif({ IFD0: { Copyright: 'secret-owner-name', ImageDescription: 'taken at home' } })
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).exif?.toString('latin1')).toContain('secret-owner-name');

    const res = await upload(form(png, 'me.png', 'image/png'), token);
    expect(res.status).toBe(200);
    const { avatarUrl } = res.body.data;
    expect(avatarUrl).toMatch(/^\/obs\/avatars\/[\w.-]+\.webp$/);
    expect((await me(token)).body.data.avatarUrl).toBe(avatarUrl);

    const served = await ctx.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(served.rawPayload.toString('latin1')).not.toContain('secret-owner-name');
  });

  it('refuses a text file named .png, naming file', async () => {
    const { token } = await newUser();
    const res = await upload(
      form(new TextEncoder().encode('hello, not a picture\n'), 'x.png', 'image/png'),
      token,
    );
    expect(res.status).toBe(400);
    expect(fieldNames(res.body.data)).toEqual(['file']);
    expect((await me(token)).body.data.avatarUrl).toBeNull();
  });

  it('refuses a file over 10 MB with 413', async () => {
    const { token } = await newUser();
    const big = new Uint8Array(10 * 1024 * 1024 + 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(form(big, 'big.png', 'image/png'), token);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(413);
    expect((await me(token)).body.data.avatarUrl).toBeNull();
  });

  it('needs a session', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(form(png, 'a.png', 'image/png'))).status).toBe(401);
  });
});

describe('policy texts', () => {
  type Protocol = { type: string; title: string; blocks: { kind: string; text: string }[] };

  it.each(PROTOCOL_TYPES)('%s: a title and blocks in each language, different per language', async (type) => {
    const titles = new Set<string>();
    const firsts = new Set<string>();
    for (const lang of LANGUAGES) {
      const res = await call<Protocol>(ctx.app, {
        method: 'GET',
        url: `${base}/protocol/view?type=${type}`,
        headers: { lang },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.type).toBe(type);
      expect(res.body.data.title.trim()).not.toBe('');
      expect(res.body.data.blocks.length).toBeGreaterThan(0);
      expect(res.body.data.blocks.every((b) => b.text.trim() !== '')).toBe(true);
      titles.add(res.body.data.title);
      firsts.add(res.body.data.blocks[0]?.text ?? '');
    }
    expect(titles.size).toBe(LANGUAGES.length);
    expect(firsts.size).toBe(LANGUAGES.length);
  });

  it('names type for an unknown type', async () => {
    const res = await call(ctx.app, { method: 'GET', url: `${base}/protocol/view?type=cookies` });
    expect(res.status).toBe(400);
    expect(fieldNames(res.body.data)).toEqual(['type']);
  });
});
