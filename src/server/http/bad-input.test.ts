import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';

/** Sends raw bytes to the listening server and returns what comes back. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { code: number };

describe('bad input never reaches a 500', () => {
  let ctx: TestContext;
  let token: string;
  let admin: string;
  let port: number;
  beforeAll(async () => {
    ctx = await startApp({ ADMIN_EMAILS: 'brand@example.com' });
    token = (await registerUser(ctx, 'bad-input@example.com')).token;
    admin = (await registerUser(ctx, 'brand@example.com')).token;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(async () => ctx.close());

  const nick = (nickName: unknown, lang = 'en_US') =>
    call(ctx.app, {
      method: 'POST',
      url: '/api/hibackend/user/setting/updateNickName',
      headers: { authorization: token, lang },
      payload: { nickName },
    });

  it('a NUL or a lone surrogate is a 400 naming the field, in the caller language', async () => {
    const nul = await nick('Bad\u0000Name', 'ru_RU');
    expect(nul.status).toBe(400);
    expect(nul.body.data).toMatchObject({
      reason: 'VALIDATION',
      fields: [
        {
          field: 'nickName',
          key: 'validation.characters',
          msg: 'Уберите из поля невидимые или повреждённые символы',
        },
      ],
    });
    const surrogate = await nick('Bad\ud800Name');
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.data).toMatchObject({
      fields: [{ field: 'nickName', key: 'validation.characters' }],
    });
    // A real emoji (a surrogate pair) is fine.
    expect((await nick('Vaper 🌫️')).status).toBe(200);
  });

  it('the same rule holds on registration and in query strings', async () => {
    const reg = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/h5Register',
      payload: {
        email: 'x@example.com',
        code: '123456',
        birthday: '1990-01-01',
        nickName: 'a\u0007b',
        agreeUser: true,
        agreePrivacy: true,
      },
    });
    expect(reg.status).toBe(400);
    expect(reg.body.data).toMatchObject({ fields: [{ field: 'nickName', key: 'validation.characters' }] });
    const ticket = await call(ctx.app, { url: '/api/auth/oauth/ticket?ticket=a%00b' });
    expect(ticket.status).toBe(400);
    expect(ticket.body.data).toMatchObject({ fields: [{ field: 'ticket', key: 'validation.characters' }] });
  });

  const fieldsOf = (body: { data: unknown }) =>
    (body.data as { fields?: { field: string; key: string }[] }).fields;

  it('an id or cursor above bigint is a 400 naming it (issue 35)', async () => {
    const over = '9223372036854775808';
    const flow = await call(ctx.app, {
      url: `/api/hibackend/pointsBalance/pointFlow?cursor=${over}`,
      headers: { authorization: token },
    });
    expect(flow.status).toBe(400);
    expect(fieldsOf(flow.body)).toEqual([
      expect.objectContaining({ field: 'cursor', key: 'validation.invalid' }),
    ]);
    const grant = await call(ctx.app, {
      method: 'POST',
      url: '/api/console/points/grant',
      headers: { authorization: admin, 'idempotency-key': 'over-range-grant' },
      payload: { userId: over, delta: 5, reason: 'fuzz' },
    });
    expect(grant.status).toBe(400);
    expect(fieldsOf(grant.body)).toEqual([expect.objectContaining({ field: 'userId' })]);
    // The largest bigint is a well-formed id: nobody has it.
    const max = await call(ctx.app, {
      method: 'POST',
      url: '/api/console/points/grant',
      headers: { authorization: admin, 'idempotency-key': 'max-range-grant' },
      payload: { userId: '9223372036854775807', delta: 5, reason: 'fuzz' },
    });
    expect(max.status).toBe(404);
  });

  it('a date outside 1970-2100 is a 400 naming the field, in the caller language (issue 35)', async () => {
    for (const url of [
      '/api/console/audit?from=0000-01-01',
      '/api/console/stats/overview?from=0000-01-01',
      '/api/console/stats/dashboard?to=2101-01-01',
    ]) {
      const res = await call(ctx.app, { url, headers: { authorization: admin, lang: 'ko_KR' } });
      expect(res.status, url).toBe(400);
      expect(fieldsOf(res.body), url).toEqual([
        {
          field: url.includes('to=') ? 'to' : 'from',
          key: 'validation.dateRange',
          msg: '1970년부터 2100년 사이의 날짜를 입력해 주세요',
        },
      ]);
    }
    const activity = await call(ctx.app, {
      method: 'POST',
      url: '/api/console/activities',
      headers: { authorization: admin },
      payload: {
        type: 'reservation',
        title: { en_US: 'Year zero' },
        startAt: '0000-01-01T00:00:00Z',
        endAt: '2030-01-01T00:00:00Z',
        cost: { kind: 'free', amount: 0 },
      },
    });
    expect(activity.status).toBe(400);
    expect(fieldsOf(activity.body)).toContainEqual(
      expect.objectContaining({ field: 'startAt', key: 'validation.dateRange' }),
    );
  });

  it('a body that is not an object names `body`; text/plain is a 415', async () => {
    for (const payload of ['[1]', '"text"', 'null', '42']) {
      const res = await call(ctx.app, {
        method: 'POST',
        url: '/api/sendMailCaptcha',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.status, payload).toBe(400);
      expect(res.body.data).toMatchObject({ fields: [{ field: 'body', key: 'validation.body' }] });
    }
    const missing = await call(ctx.app, { method: 'POST', url: '/api/sendMailCaptcha' });
    expect(missing.body.data).toMatchObject({ fields: [{ field: 'body' }] });
    const text = await call(ctx.app, {
      method: 'POST',
      url: '/api/sendMailCaptcha',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"a@b.co","scene":"login"}',
    });
    expect(text.status).toBe(415);
    expect(text.body.code).toBe(415);
  });

  it('a broken multipart upload is a 400 naming the file', async () => {
    const part =
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=b']) {
      const res = await call(ctx.app, {
        method: 'POST',
        url: '/api/hibackend/user/setting/avatar',
        headers: { authorization: token, 'content-type': contentType },
        payload: part,
      });
      expect(res.status, contentType).toBe(400);
      expect(res.body.data).toMatchObject({ fields: [{ field: 'file' }] });
    }
  });

  it('412 and 416 from a static file keep their status in the envelope', async () => {
    const url = await ctx.app.services.storage.put('test/range.txt', Buffer.from('0123456789'));
    const range = await call(ctx.app, { url, headers: { range: 'bytes=999999999-' } });
    expect(range.status).toBe(416);
    expect(range.body).toMatchObject({ code: 416, data: { reason: 'RANGE_NOT_SATISFIABLE' } });
    const match = await call(ctx.app, { url, headers: { 'if-match': '"nope"' } });
    expect(match.status).toBe(412);
    expect(match.body).toMatchObject({ code: 412, data: { reason: 'PRECONDITION_FAILED' } });
    const since = await call(ctx.app, {
      url,
      headers: { 'if-unmodified-since': 'Mon, 01 Jan 1990 00:00:00 GMT' },
    });
    expect(since.status).toBe(412);
  });

  it('API paths in any case, and OPTIONS, answer the JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/API/HEALTH'],
      ['GET', '/Api/health'],
      ['HEAD', '/API/HEALTH'],
      ['OPTIONS', '/api/health'],
      ['OPTIONS', '/api/auth/h5Login'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      if (method !== 'HEAD') expect(res.json<{ msg: string }>().msg).toContain('Unknown API path');
    }
  });

  it('a URL over 16 KB is a 431 and a malformed request a 400, both in the envelope', async () => {
    const long = await rawRequest(
      port,
      `GET /api/health?x=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(long).toMatch(/^HTTP\/1\.1 431/);
    expect(bodyOf(long)).toMatchObject({ code: 431, data: { reason: 'REQUEST_HEADER_FIELDS_TOO_LARGE' } });
    const junk = await rawRequest(port, 'GARBAGE\r\n\r\n');
    expect(junk).toMatch(/^HTTP\/1\.1 400/);
    expect(bodyOf(junk)).toMatchObject({ code: 400, data: { reason: 'BAD_REQUEST' } });
  });
});
