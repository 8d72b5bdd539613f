import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startApp, type TestContext } from '../test/app.ts';
import { encryptBody, sign } from './signature.ts';
import { createDecipheriv, createHash } from 'node:crypto';

describe('envelope and platform', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(async () => ctx.close());

  it('health reports the database', async () => {
    const res = await call<{ status: string; database: string }>(ctx.app, {
      method: 'GET',
      url: '/api/health',
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(res.body.data.database);
  });

  it('404 envelope for an unknown API path, localised', async () => {
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/nope/never?x=1',
      headers: { lang: 'ko_KR' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 404,
      msg: '알 수 없는 API 경로: /api/nope/never',
      data: { reason: 'NOT_FOUND' },
    });
  });

  it('an unknown page gets the app shell with HTTP 404, a known one 200', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    const known = await ctx.app.inject({ method: 'GET', url: '/login?needBack=1' });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toContain('text/html');
  });

  it('400 for malformed JSON, with no stack', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/sendMailCaptcha',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: number; msg: string; data: object }>();
    expect(body.code).toBe(400);
    expect(JSON.stringify(body)).not.toContain('at ');
  });

  it('413 for a body over the limit', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/sendMailCaptcha',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', scene: 'login', pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, msg: 'The upload is too large' });
  });

  it('sets security headers and a request id', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc12345-test' },
    });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('abc12345-test');
  });

  it('serves OpenAPI JSON generated from the schemas, and the docs UI', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json<{ paths: Record<string, { post?: { requestBody?: unknown } }> }>();
    expect(doc.paths['/api/auth/h5Register']?.post?.requestBody).toBeTruthy();
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('marks public operations public and describes the avatar upload', async () => {
    type Op = { security?: unknown[]; requestBody?: { content: Record<string, { schema: unknown }> } };
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      security: unknown[];
      paths: Record<string, Record<string, Op>>;
    }>();
    expect(doc.security).toEqual([{ session: [] }]);
    for (const [path, method] of [
      ['/api/health', 'get'],
      ['/api/auth/h5Login', 'post'],
      ['/api/auth/h5Register', 'post'],
      ['/api/auth/checkEmailUnique', 'get'],
      ['/api/hibackend/user/protocol/view', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.security, path).toEqual([]);
    }
    expect(doc.paths['/api/sendMailCaptcha']?.post?.security).toEqual([{}, { session: [] }]);
    expect(doc.paths['/api/getInfoByh5']?.get?.security).toBeUndefined();
    const upload = doc.paths['/api/hibackend/user/setting/avatar']?.post?.requestBody?.content;
    expect(upload?.['multipart/form-data']?.schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
  });
});

describe('request signatures', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ REQUIRE_SIGNATURE: 'true', APP_ID: 'web', APP_KEY: 'test-key-123' });
  });
  afterAll(async () => ctx.close());

  const headers = (timestamp: number, signature?: string) => ({
    appid: 'web',
    timestamp: String(timestamp),
    signature: signature ?? sign('web', String(timestamp), 'test-key-123'),
  });

  it('accepts a good signature', async () => {
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/hasLogin',
      headers: headers(Date.now()),
    });
    expect(res.status).toBe(200);
  });

  it('rejects a missing, wrong or stale signature', async () => {
    const now = Date.now();
    for (const h of [{}, headers(now, 'ab'.repeat(32)), headers(now - 6 * 60 * 1000)]) {
      const res = await call(ctx.app, { method: 'GET', url: '/api/auth/hasLogin', headers: h });
      expect(res.status).toBe(401);
      expect(res.body.data).toEqual({ reason: 'BAD_SIGNATURE' });
    }
  });

  it('judges the routed path: escaped or doubled letters do not skip the check', async () => {
    for (const url of ['/%61pi/sendMailCaptcha', '/%61%70%69/auth/hasLogin', '/api/auth/has%4Cogin']) {
      const res = await call(ctx.app, {
        method: url.includes('Captcha') ? 'POST' : 'GET',
        url,
        payload: url.includes('Captcha') ? { email: 'a@b.co', scene: 'login' } : undefined,
      });
      expect(res.status, url).toBe(401);
      expect(res.body.data).toEqual({ reason: 'BAD_SIGNATURE' });
    }
    const signed = await call(ctx.app, {
      method: 'GET',
      url: '/%61pi/auth/hasLogin',
      headers: headers(Date.now()),
    });
    expect(signed.status).toBe(200);
  });

  it('leaves health unsigned for monitors', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('response encryption', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ ENCRYPT_RESPONSES: 'true', APP_KEY: 'enc-key-123' });
  });
  afterAll(async () => ctx.close());

  it('answers a base64 AES-GCM string that decrypts to the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/hasLogin' });
    expect(res.headers['content-type']).toContain('text/plain');
    const raw = Buffer.from(res.body, 'base64');
    const key = createHash('sha256').update('enc-key-123').digest();
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(12, raw.length - 16)),
      decipher.final(),
    ]).toString();
    expect(JSON.parse(plain)).toMatchObject({ code: 200, data: { login: false } });
    expect(encryptBody('x', 'k')).not.toBe(encryptBody('x', 'k'));
  });

  it('encrypts an escaped API path too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/%61pi/auth/hasLogin' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).not.toContain('login');
  });
});
