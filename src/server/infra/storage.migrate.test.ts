import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testBucket } from '../test/s3-server.ts';
import { localStorage } from './storage.local.ts';
import { migrateMedia } from './storage.migrate.ts';
import { s3Storage } from './storage.s3.ts';
import type { Storage } from './storage.ts';

const onS3 = process.env.TEST_STORAGE === 's3';

describe(`media:migrate into ${onS3 ? 'a bucket' : 'another data folder'}`, () => {
  let dir: string;
  let target: Storage;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vc-migrate-'));
    const write = (rel: string, body: string) => {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), body);
    };
    write('data/uploads/content/2026-11/a.webp', 'a picture');
    write('data/uploads/videos/2026-11/v.mp4', 'a video');
    write('data/private/videos/2026-11/o.mp4', 'an original');
    write('data/private/proofs/0123456789abcdef0123456789abcdef.jpg', 'a proof');
    write('data/private/exports/e.zip', 'an export');
    // Files in flight are this instance's own: never copied.
    write('data/private/videos/incoming/upload-1.part', 'half an upload');
    write('data/private/videos/work/job-1/out.mp4', 'half a job');
    write('data/private/music/incoming-track.m4a', 'a track being converted');
    write('data/uploads/content/2026-11/b.webp.123.part', 'half a picture');
    target = onS3
      ? s3Storage(await testBucket(inject('s3Endpoint')), path.join(dir, 'target-scratch'))
      : localStorage(path.join(dir, 'target'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('copies both areas with their keys, skips files in flight, and a second run copies nothing', async () => {
    const source = localStorage(path.join(dir, 'data'));
    const dry = await migrateMedia(source, target, { dryRun: true });
    expect(dry).toMatchObject({ copied: 5, skipped: 0 });
    expect(await target.public.stat('content/2026-11/a.webp')).toBeNull();

    const first = await migrateMedia(source, target);
    expect(first).toMatchObject({ copied: 5, skipped: 0, failed: [] });
    expect((await target.public.read('content/2026-11/a.webp'))?.toString()).toBe('a picture');
    expect((await target.public.read('videos/2026-11/v.mp4'))?.toString()).toBe('a video');
    expect((await target.private.read('videos/2026-11/o.mp4'))?.toString()).toBe('an original');
    expect((await target.private.read('proofs/0123456789abcdef0123456789abcdef.jpg'))?.toString()).toBe(
      'a proof',
    );
    expect((await target.private.read('exports/e.zip'))?.toString()).toBe('an export');
    expect(await target.public.stat('proofs/0123456789abcdef0123456789abcdef.jpg')).toBeNull();
    const privateKeys: string[] = [];
    for await (const o of target.private.list('')) privateKeys.push(o.key);
    expect(privateKeys.sort()).toEqual([
      'exports/e.zip',
      'proofs/0123456789abcdef0123456789abcdef.jpg',
      'videos/2026-11/o.mp4',
    ]);
    // The source is left as it was.
    expect((await source.public.read('content/2026-11/a.webp'))?.toString()).toBe('a picture');

    const again = await migrateMedia(source, target);
    expect(again).toMatchObject({ copied: 0, skipped: 5 });
  });
});
