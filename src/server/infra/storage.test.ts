import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { testBucket } from '../test/s3-server.ts';
import { localStorage } from './storage.local.ts';
import { s3Storage } from './storage.s3.ts';
import type { Storage } from './storage.ts';

// The same contract on the backend the project runs with: the data folder, or (api-s3) a bucket of a
// real S3-compatible server.
const onS3 = process.env.TEST_STORAGE === 's3';

describe(`storage (${onS3 ? 'S3-compatible bucket' : 'data folder'})`, () => {
  let dir: string;
  let storage: Storage;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vc-storage-'));
    storage = onS3
      ? s3Storage(await testBucket(inject('s3Endpoint')), path.join(dir, 'private'))
      : localStorage(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const text = async (body: NodeJS.ReadableStream) => {
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };

  it('stores, reads, lists and removes objects in two separate areas', async () => {
    const url = await storage.put('content/2026-11/a.webp', Buffer.from('picture'));
    expect(url).toBe('/obs/content/2026-11/a.webp');
    await storage.private.put('proofs/abc.jpg', Buffer.from('secret'));
    expect((await storage.public.read('content/2026-11/a.webp'))?.toString()).toBe('picture');
    expect((await storage.private.read('proofs/abc.jpg'))?.toString()).toBe('secret');
    // The areas do not see each other.
    expect(await storage.public.read('proofs/abc.jpg')).toBeNull();
    expect(await storage.private.stat('content/2026-11/a.webp')).toBeNull();
    expect(await storage.public.stat('content/2026-11/a.webp')).toMatchObject({ size: 7 });
    const listed = [];
    for await (const o of storage.public.list('content/')) listed.push(o.key);
    expect(listed).toEqual(['content/2026-11/a.webp']);
    await storage.remove(url);
    await storage.remove(url); // already gone: no error
    expect(await storage.public.read('content/2026-11/a.webp')).toBeNull();
    expect(await storage.public.open('content/2026-11/a.webp')).toBeNull();
  });

  it('moves a large file in (in parts on S3), reads a byte range and downloads it back', async () => {
    const bytes = randomBytes(9 * 1024 * 1024 + 17);
    const file = path.join(dir, 'big.mp4');
    writeFileSync(file, bytes);
    await storage.private.putFile('videos/2026-11/big.mp4', file);
    expect(existsSync(file)).toBe(false);
    const part = await storage.private.open('videos/2026-11/big.mp4', { start: 100, end: 199 });
    expect(part?.range).toEqual({ start: 100, end: 199 });
    expect(part?.size).toBe(bytes.length);
    expect((await text(part!.body)).equals(bytes.subarray(100, 200))).toBe(true);
    const copy = path.join(dir, 'work', 'job-1', 'in.mp4');
    expect(await storage.private.download('videos/2026-11/big.mp4', copy)).toBe(true);
    expect(readFileSync(copy).equals(bytes)).toBe(true);
    expect(await storage.private.download('videos/2026-11/none.mp4', copy)).toBe(false);
  });

  it('makes short-lived URLs only where the backend can', async () => {
    await storage.private.put('exports/e.zip', Buffer.from('zip'));
    const url = await storage.private.presign('exports/e.zip', 60, 'my-data.zip');
    if (!onS3) {
      expect(url).toBeNull();
      return;
    }
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('my-data.zip');
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('zip');
  });

  it('refuses keys that would leave their area', async () => {
    await expect(storage.put('../outside.txt', Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    await expect(storage.private.read('/etc/passwd')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.download('/elsewhere/a.webp', path.join(dir, 'x'))).rejects.toThrow();
  });
});
