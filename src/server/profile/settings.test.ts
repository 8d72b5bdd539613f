import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { profileOf } from '../privacy/exports.data.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';

interface Setting {
  language: string | null;
  emailNotices: boolean;
  backImg: string | null;
}

const SETTING = '/api/hibackend/user/setting';
const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const fieldNames = (data: unknown) =>
  (data as { fields?: { field: string }[] }).fields?.map((f) => f.field) ?? [];

let ctx: TestContext;
let seq = 0;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(async () => ctx.close());

async function newUser() {
  const session = await registerUser(ctx, `settings${++seq}.${Date.now()}@example.com`);
  return { token: session.token, userId: session.userInfo.userId };
}

const read = (token?: string) =>
  call<Setting>(ctx.app, { method: 'GET', url: SETTING, headers: auth(token) });
const save = (payload: Record<string, unknown>, token?: string, lang = 'en_US') =>
  call<Setting>(ctx.app, { method: 'POST', url: SETTING, payload, headers: { ...auth(token), lang } });

const form = (bytes: Uint8Array, name: string, type: string) => {
  const fd = new FormData();
  fd.append('file', new Blob([bytes], { type }), name);
  return fd;
};
const upload = (body: FormData, token?: string) =>
  call<{ backImg: string | null }>(ctx.app, {
    method: 'POST',
    url: `${SETTING}/updateBackImg`,
    payload: body,
    headers: auth(token),
  });
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1e6ec8' } })
    .withExif({ IFD0: { Copyright: 'secret-owner-name' } })
    .png()
    .toBuffer();

describe('user/setting', () => {
  it('reads the defaults, then saves the language and the email-notices switch', async () => {
    const { token } = await newUser();
    expect((await read(token)).body.data).toEqual({ language: null, emailNotices: true, backImg: null });

    const res = await save({ language: 'ko_KR', emailNotices: false }, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ language: 'ko_KR', emailNotices: false, backImg: null });
    // One field alone leaves the other as it was.
    expect((await save({ emailNotices: true }, token)).body.data).toMatchObject({
      language: 'ko_KR',
      emailNotices: true,
    });
    expect((await read(token)).body.data).toMatchObject({ language: 'ko_KR', emailNotices: true });
  });

  it('refuses bad input naming the field, in the member’s language, and changes nothing', async () => {
    const { token } = await newUser();
    await save({ language: 'ru_RU', emailNotices: false }, token);
    const badLang = await save({ language: 'fr_FR', emailNotices: true }, token);
    expect(badLang.status).toBe(400);
    expect(fieldNames(badLang.body.data)).toEqual(['language']);
    const badSwitch = await save({ emailNotices: 'yes' }, token, 'ru_RU');
    expect(badSwitch.status).toBe(400);
    expect(fieldNames(badSwitch.body.data)).toEqual(['emailNotices']);
    expect(badSwitch.body.msg).toMatch(/[А-я]/);
    const nothing = await save({}, token);
    expect(nothing.status).toBe(400);
    expect(fieldNames(nothing.body.data)).toEqual(['language']);
    expect((await read(token)).body.data).toMatchObject({ language: 'ru_RU', emailNotices: false });
  });

  it('is the member’s own: a visitor gets 401, another member’s change does not touch theirs', async () => {
    const a = await newUser();
    const b = await newUser();
    expect((await read()).status).toBe(401);
    expect((await save({ emailNotices: false })).status).toBe(401);
    // A user id in the body is not a way to reach someone else's settings.
    await save({ emailNotices: false, userId: a.userId }, b.token);
    expect((await read(a.token)).body.data.emailNotices).toBe(true);
    expect((await read(b.token)).body.data.emailNotices).toBe(false);
  });
});

describe('user/setting/updateBackImg', () => {
  it('stores a wide WebP without EXIF, shows it on the profile to others, and removes it', async () => {
    const { token, userId } = await newUser();
    const other = await newUser();
    const res = await upload(form(await png(2400, 1600), 'back.png', 'image/png'), token);
    expect(res.status).toBe(200);
    const url = res.body.data.backImg!;
    expect(url).toMatch(/^\/obs\/backgrounds\/[\w.-]+\.webp$/);
    expect((await read(token)).body.data.backImg).toBe(url);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1500, 600, undefined]);

    const seen = await call<{ backImg: string | null }>(ctx.app, {
      method: 'GET',
      url: `/api/hibackend/myStatistics/other?userId=${userId}`,
      headers: auth(other.token),
    });
    expect(seen.body.data.backImg).toBe(url);
    const plain = await call<{ backImg: string | null }>(ctx.app, {
      method: 'GET',
      url: `/api/hibackend/myStatistics/other?userId=${other.userId}`,
    });
    expect(plain.body.data.backImg).toBeNull();

    // Another member cannot remove it: their call only touches their own.
    await call(ctx.app, { method: 'DELETE', url: `${SETTING}/backImg`, headers: auth(other.token) });
    expect((await read(token)).body.data.backImg).toBe(url);

    const removed = await call<{ backImg: string | null }>(ctx.app, {
      method: 'DELETE',
      url: `${SETTING}/backImg`,
      headers: auth(token),
    });
    expect(removed.body.data.backImg).toBeNull();
    expect((await read(token)).body.data.backImg).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a text file named .png naming file, and a file over 10 MB with 413', async () => {
    const { token } = await newUser();
    const text = await upload(form(new TextEncoder().encode('not a picture\n'), 'x.png', 'image/png'), token);
    expect(text.status).toBe(400);
    expect(fieldNames(text.body.data)).toEqual(['file']);
    const big = new Uint8Array(10 * 1024 * 1024 + 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await upload(form(big, 'big.png', 'image/png'), token)).status).toBe(413);
    expect((await read(token)).body.data.backImg).toBeNull();
    expect((await upload(form(await png(8, 8), 'a.png', 'image/png'))).status).toBe(401);
  });

  it('goes into the data export, and deleting the account clears it and its file', async () => {
    const { token, userId } = await newUser();
    await save({ language: 'zh_CN', emailNotices: false }, token);
    const url = (await upload(form(await png(900, 400), 'b.png', 'image/png'), token)).body.data.backImg!;
    const db = ctx.app.services.database.db;
    expect(await profileOf(db, BigInt(userId))).toMatchObject({
      lang: 'zh_CN',
      emailNotices: false,
      backImgUrl: url,
    });

    const at = new Date(Date.now() - 60_000);
    await db
      .update(users)
      .set({ deletionScheduledAt: at })
      .where(eq(users.id, BigInt(userId)));
    expect(await ctx.app.services.deletion.run({ userId, at: at.toISOString() })).toBe(true);
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.id, BigInt(userId)));
    expect([row!.backImgUrl, row!.lang]).toEqual([null, null]);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
