/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { DEV_CONFIG, parseAppConfig } from './app-config.ts';
import { decryptBody, encryptBody, sign } from './crypto.ts';
import { createRequest, type RequestDeps } from './request.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json({ code: 200, msg: 'Success', data });
const fail = (code: number, msg = 'Nope', data: unknown = { reason: 'X' }) => json({ code, msg, data }, code);

function setup(over: Partial<RequestDeps> = {}, responses: Array<Response | Error> = [ok(null)]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const queue = [...responses];
  const state = { token: 'stored-token', assigned: [] as string[], dialogs: 0, cleared: 0 };
  const deps: RequestDeps = {
    fetch: (url, init) => {
      calls.push({ url, init });
      const next = queue.shift() ?? ok(null);
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    config: () => ({ ...DEV_CONFIG, appId: 'app-1', appKey: 'secret', brand: 'vapour' }),
    getStoredToken: () => state.token,
    clearStoredToken: () => {
      state.cleared++;
      state.token = '';
    },
    getLang: () => 'ko_KR',
    location: { search: '', assign: (u) => void state.assigned.push(u) },
    deviceId: () => 'pc',
    openLoginDialog: () => void state.dialogs++,
    message: (k) => (k === 'network' ? 'Network Error' : 'Request Error'),
    now: () => 1_700_000_000_000,
    sleep: () => Promise.resolve(),
    log: () => {},
    ...over,
  };
  return { request: createRequest(deps), calls, state };
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('request wrapper', () => {
  it('sends every spec header, with an HMAC-SHA256 signature of appId + timestamp', async () => {
    const { request, calls } = setup();
    await request('GET', '/auth/hasLogin');
    const init = calls[0]!.init;
    expect(header(init, 'Authorization')).toBe('stored-token');
    expect(header(init, 'channel')).toBe('mobile');
    expect(header(init, 'deviceId')).toBe('pc');
    expect(header(init, 'brand')).toBe('vapour');
    expect(header(init, 'appId')).toBe('app-1');
    expect(header(init, 'timestamp')).toBe('1700000000000');
    expect(header(init, 'lang')).toBe('ko_KR');
    expect(header(init, 'signature')).toBe(await sign('app-1', '1700000000000', 'secret'));
    expect(header(init, 'signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('puts GET and DELETE payloads in the query and POST/PUT payloads in a JSON body', async () => {
    const { request, calls } = setup({}, [ok(1), ok(2), ok(3), ok(4)]);
    await request('GET', '/auth/checkEmailUnique', { email: 'a@b.co', skip: undefined });
    await request('DELETE', '/x', { id: 7 });
    await request('POST', '/auth/h5Login', { email: 'a@b.co' });
    await request('PUT', '/y', { n: 1 });
    expect(calls[0]!.url).toBe('/api/auth/checkEmailUnique?email=a%40b.co');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[1]!.url).toBe('/api/x?id=7');
    expect(calls[2]!.url).toBe('/api/auth/h5Login');
    expect(calls[2]!.init.body).toBe('{"email":"a@b.co"}');
    expect(header(calls[2]!.init, 'content-type')).toBe('application/json');
    expect(calls[3]!.init.body).toBe('{"n":1}');
  });

  it('returns data and validates it with the given schema', async () => {
    const { request } = setup({}, [ok({ login: true }), ok({ login: 'yes' })]);
    await expect(
      request('GET', '/a', undefined, { schema: z.object({ login: z.boolean() }) }),
    ).resolves.toEqual({
      login: true,
    });
    await expect(
      request('GET', '/a', undefined, { schema: z.object({ login: z.boolean() }) }),
    ).rejects.toThrow();
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const { request, calls } = setup({}, [fail(status), ok('second')]);
    await expect(request('GET', '/a')).resolves.toBe('second');
    expect(calls).toHaveLength(2);
  });

  it('retries a GET only once, then fails with the server message', async () => {
    const { request, calls } = setup({}, [fail(503, 'Busy'), fail(503, 'Still busy'), ok(1)]);
    await expect(request('GET', '/a')).rejects.toMatchObject({ code: 503, message: 'Still busy' });
    expect(calls).toHaveLength(2);
  });

  it.each(['POST', 'PUT'] as const)('never retries %s', async (method) => {
    const { request, calls } = setup({}, [fail(503), ok(1)]);
    await expect(request(method, '/a', { x: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('does not retry other failures such as 400', async () => {
    const fields = [{ field: 'email', msg: 'Bad', key: 'validation.email' }];
    const { request, calls } = setup({}, [fail(400, 'Check', { reason: 'VALIDATION', fields })]);
    await expect(request('GET', '/a')).rejects.toMatchObject({ code: 400, reason: 'VALIDATION', fields });
    expect(calls).toHaveLength(1);
  });

  it('decrypts string responses with AES-256-GCM keyed by SHA-256(appKey)', async () => {
    const sealed = await encryptBody(
      JSON.stringify({ code: 200, msg: 'ok', data: { secret: 42 } }),
      'secret',
    );
    const { request } = setup({}, [json(sealed), new Response(sealed, { status: 200 })]);
    await expect(request('GET', '/a')).resolves.toEqual({ secret: 42 });
    await expect(request('GET', '/a')).resolves.toEqual({ secret: 42 });
  });

  it('reports "Network Error" when the transport fails and "Request Error" for a non-envelope answer', async () => {
    const { request } = setup({}, [new TypeError('fetch failed'), new Response('<html>', { status: 200 })]);
    await expect(request('POST', '/a')).rejects.toMatchObject({ code: 0, message: 'Network Error' });
    await expect(request('POST', '/b')).rejects.toMatchObject({ message: 'Request Error' });
  });

  it('lets a token in the query string win over the stored one', async () => {
    const { request, calls } = setup({ location: { search: '?token=from-url', assign: () => {} } });
    await request('GET', '/a');
    expect(header(calls[0]!.init, 'Authorization')).toBe('from-url');
  });

  it('on 401 with a query token: clears the stored token and goes to /login?needBack=1', async () => {
    const assigned: string[] = [];
    const { request, state } = setup(
      { location: { search: '?token=dead', assign: (u) => void assigned.push(u) } },
      [fail(401)],
    );
    await expect(request('GET', '/getInfoByh5')).rejects.toMatchObject({ code: 401 });
    expect(state.cleared).toBe(1);
    expect(state.token).toBe('');
    expect(assigned).toEqual(['/login?needBack=1']);
    expect(state.dialogs).toBe(0);
  });

  it('on 401 without a query token: opens the login dialog (unless quiet) and does not navigate', async () => {
    const { request, state } = setup({}, [fail(401), fail(401)]);
    await expect(request('POST', '/a')).rejects.toMatchObject({ code: 401 });
    expect(state.dialogs).toBe(1);
    await expect(request('POST', '/a', undefined, { quiet401: true })).rejects.toMatchObject({ code: 401 });
    expect(state.dialogs).toBe(1);
    expect(state.assigned).toEqual([]);
  });

  it('treats code 401 inside a 200 body like a 401 status', async () => {
    const { request, state } = setup({}, [json({ code: 401, msg: 'Sign in', data: null }, 200)]);
    await expect(request('POST', '/a')).rejects.toMatchObject({ code: 401, message: 'Sign in' });
    expect(state.dialogs).toBe(1);
  });

  it('sends the Idempotency-Key it is given, and none otherwise', async () => {
    const { request, calls } = setup({}, [ok(null), ok(null)]);
    await request(
      'POST',
      '/hibackend/prize/frontend/redeem',
      { prizeId: '1' },
      { idempotencyKey: 'key-12345678' },
    );
    await request('POST', '/hibackend/prize/frontend/redeem', { prizeId: '1' });
    expect(header(calls[0]!.init, 'Idempotency-Key')).toBe('key-12345678');
    expect(header(calls[1]!.init, 'Idempotency-Key')).toBeUndefined();
  });

  it('sends FormData as multipart without forcing a content type', async () => {
    const { request, calls } = setup();
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await request('POST', '/hibackend/user/setting/avatar', form);
    expect(calls[0]!.init.body).toBe(form);
    expect(header(calls[0]!.init, 'content-type')).toBeUndefined();
  });
});

describe('app config', () => {
  it('reads the meta JSON and falls back to the development values', () => {
    expect(parseAppConfig(null)).toEqual(DEV_CONFIG);
    expect(parseAppConfig('{bad')).toEqual(DEV_CONFIG);
    expect(parseAppConfig('{"appId":"p","appKey":"k","encrypt":true}')).toMatchObject({
      appId: 'p',
      appKey: 'k',
      brand: 'vapour',
      encrypt: true,
    });
  });
  it('uses the spec development fallback', () => {
    expect(DEV_CONFIG).toMatchObject({
      appId: 'vapour-web',
      appKey: 'dev-app-key-change-me',
      brand: 'vapour',
    });
  });
});

describe('crypto', () => {
  it('signs like Node crypto would', async () => {
    const { createHmac } = await import('node:crypto');
    expect(await sign('a', '1', 'k')).toBe(createHmac('sha256', 'k').update('a1').digest('hex'));
  });
  it('decrypts what a Node server encrypts (iv | ciphertext | tag, base64)', async () => {
    const { createCipheriv, createHash, randomBytes } = await import('node:crypto');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update('k').digest(), iv);
    const body = Buffer.concat([iv, cipher.update('{"a":1}', 'utf8'), cipher.final(), cipher.getAuthTag()]);
    expect(await decryptBody(body.toString('base64'), 'k')).toBe('{"a":1}');
  });
});
