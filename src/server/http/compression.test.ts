import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.ts';
import { publish } from '../content/articles.fixtures.ts';
import { registerUser, startApp, type TestContext } from '../test/app.ts';

const script = 'export const words = ' + JSON.stringify('vapour club '.repeat(4000)) + ';\n';

describe('compression', () => {
  let ctx: TestContext;
  let webDir: string;
  beforeAll(async () => {
    // A small built web app, precompressed by the same script the build runs.
    webDir = mkdtempSync(path.join(tmpdir(), 'vc-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), script);
    writeFileSync(
      path.join(webDir, 'index.html'),
      `<!doctype html><html><head><!--app-config--></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`,
    );
    execFileSync('node', [path.join(ROOT_DIR, 'scripts', 'precompress.mjs'), webDir]);
    ctx = await startApp({}, { webDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves the precompressed Brotli copy of a script when the browser accepts it', async () => {
    const res = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 20);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await ctx.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const refused = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(script);
  });

  it('compresses the app shell for every page and answers HEAD like GET', async () => {
    const res = await ctx.app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<p>shell</p>');
    for (const url of ['/', '/login', '/nope']) {
      const head = await ctx.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(url === '/nope' ? 404 : 200);
      expect(head.headers['content-type']).toContain('text/html');
    }
  });

  it('compresses API answers above 1 KB and leaves small ones alone', async () => {
    const session = await registerUser(ctx, 'compress@example.com');
    const big = await ctx.app.inject({
      url: '/api/hibackend/user/protocol/view?type=privacy',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { code: number };
    expect(body.code).toBe(200);
    const small = await ctx.app.inject({
      url: '/api/getInfoByh5',
      headers: { 'accept-encoding': 'gzip, br', authorization: session.token },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json<{ code: number }>().code).toBe(200);
  });

  it('compresses a shared feed page once per language and encoding, and a write replaces it', async () => {
    const { token } = await registerUser(ctx, 'shared-page@example.com');
    for (let i = 0; i < 3; i++) await publish(ctx, token);
    const feed = (headers: Record<string, string>) =>
      ctx.app.inject({ url: '/api/hibackend/article/frontend/listPage?pageSize=20', headers });
    const plain = await feed({});
    const br = await feed({ 'accept-encoding': 'br' });
    const gz = await feed({ 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.payload);
    const russian = await feed({ lang: 'ru_RU' });
    expect(russian.json<{ msg: string }>().msg).not.toBe(plain.json<{ msg: string }>().msg);
    expect(russian.json<{ data: unknown }>().data).toEqual(plain.json<{ data: unknown }>().data);
    const newest = await publish(ctx, token);
    const after = JSON.parse(
      brotliDecompressSync((await feed({ 'accept-encoding': 'br' })).rawPayload).toString(),
    ) as {
      data: { list: { id: string }[] };
    };
    expect(after.data.list[0]?.id).toBe(newest);
  });
});
