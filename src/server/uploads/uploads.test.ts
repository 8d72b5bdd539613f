import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';

let ctx: TestContext;
let token: string;
type Uploaded = { url: string; width: number; height: number };

beforeAll(async () => {
  ctx = await startApp();
  token = (await registerUser(ctx, 'uploader@example.com')).token;
});
afterAll(() => ctx.close());

function multipart(bytes: Buffer, field = 'file', type = 'image/jpeg') {
  const boundary = `----vc${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (bytes: Buffer, field = 'file') =>
  call<Uploaded>(ctx.app, { method: 'POST', url: '/api/upload', ...multipart(bytes, field) });

/** The stored file behind a `/obs/...` URL, as browsers get it (from the data folder or the bucket). */
const stored = async (url: string) => {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  return res.rawPayload;
};

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 110 } } });

describe('POST /api/upload', () => {
  it('is for members only', async () => {
    const { payload, headers } = multipart(Buffer.from('x'));
    const visitor = { 'content-type': headers['content-type'] };
    const res = await call(ctx.app, { method: 'POST', url: '/api/upload', payload, headers: visitor });
    expect(res.status, JSON.stringify(res.body)).toBe(401);
  });

  it('re-encodes to WebP without metadata, turned upright, in a detail and a feed size', async () => {
    // A 2000 x 1000 JPEG whose EXIF says "rotate 90°" and carries a camera note.
    const jpeg = await photo(2000, 1000)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SecretCam' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(jpeg);
    expect(res.status).toBe(200);
    const { url, width, height } = res.body.data;
    expect(url).toMatch(/^\/obs\/content\/\d{4}-\d{2}\/[0-9a-f]{24}\.webp$/);
    // Upright: the landscape photo taken sideways becomes portrait.
    expect([width, height]).toEqual([1000, 2000]);
    const detail = await sharp(await stored(url)).metadata();
    expect(detail.format).toBe('webp');
    expect(detail.exif).toBeUndefined();
    expect([detail.width, detail.height]).toEqual([width, height]);
    const feed = await sharp(await stored(url.replace(/\.webp$/, '-feed.webp'))).metadata();
    expect(feed.width).toBeLessThanOrEqual(540);
    expect((await stored(url)).includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('keeps long pictures long and shrinks wide ones to 1280', async () => {
    const long = (await upload(await photo(400, 3000).png().toBuffer())).body.data;
    expect([long.width, long.height]).toEqual([400, 3000]);
    const wide = (await upload(await photo(3000, 1500).png().toBuffer())).body.data;
    expect([wide.width, wide.height]).toEqual([1280, 640]);
  });

  it('refuses what is not a picture by its bytes, and more than 10 MB', async () => {
    const text = await upload(Buffer.from('<svg onload="alert(1)"></svg> not really a png'));
    expect(text.status).toBe(400);
    expect(text.body.data).toMatchObject({ reason: 'UNSUPPORTED_IMAGE', fields: [{ field: 'file' }] });
    const big = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(big.status).toBe(413);
    const wrongField = await upload(await photo(10, 10).png().toBuffer(), 'picture');
    expect(wrongField.status).toBe(400);
  });
});

describe('POST /api/base64/upload', () => {
  it('takes a canvas picture as a data URL', async () => {
    const png = await photo(64, 48).png().toBuffer();
    const res = await call<Uploaded>(ctx.app, {
      method: 'POST',
      url: '/api/base64/upload',
      headers: { authorization: token },
      payload: { data: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ width: 64, height: 48 });
    const served = await ctx.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
  });

  it('names the field when the data is not a picture', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/base64/upload',
      headers: { authorization: token },
      payload: { data: 'not base64 at all!' },
    });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ fields: [{ field: 'data' }] });
  });
});
