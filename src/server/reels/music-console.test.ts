import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  MUSIC_MAX_BYTES,
  type ConsoleMusicGenreListSchema,
  type ConsoleMusicTrackSchema,
  type MusicTrackPage,
} from '../../shared/schemas/reels.ts';
import { auditLog } from '../db/schema.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';
import { CONSOLE, GENRES, LIST, toneFile, trackBody } from './music.fixtures.ts';
import { storedCopy } from './video-fixtures.ts';

type ConsoleTrack = z.infer<typeof ConsoleMusicTrackSchema>;
type Fail = { reason: string; fields?: { field: string; key: string }[] };
const ADMIN = 'music-console@example.com';
const run = promisify(execFile);
let ctx: TestContext;
let admin: string;
let member: string;
let dir: string;
let genreId: string;
let wav: Buffer;

const as = <T>(token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call<T>(ctx.app, {
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });
const upload = <T>(token: string | null, fields: Record<string, string>, bytes: Buffer, filename?: string) =>
  call<T>(ctx.app, {
    method: 'POST',
    url: `${CONSOLE}/tracks`,
    ...trackBody(fields, bytes, token, filename),
  });
const problem = (body: { data: unknown }) => ((body.data as Fail).fields ?? []).map((f) => [f.field, f.key]);

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  admin = (await registerUser(ctx, ADMIN)).token;
  member = (await registerUser(ctx, 'listener@example.com')).token;
  dir = mkdtempSync(path.join(tmpdir(), 'vc-music-console-'));
  wav = readFileSync(await toneFile(path.join(dir, 'six.wav'), 6));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('music console', () => {
  it('answers 401 to visitors and 403 to members', async () => {
    for (const [method, url, body] of [
      ['GET', `${CONSOLE}/genres`, undefined],
      ['POST', `${CONSOLE}/genres`, { name: 'Jazz' }],
      ['GET', `${CONSOLE}/tracks`, undefined],
      ['PUT', `${CONSOLE}/tracks/1`, { active: false }],
    ] as const) {
      expect((await as(null, method, url, body)).status, `${method} ${url}`).toBe(401);
      expect((await as(member, method, url, body)).status, `${method} ${url}`).toBe(403);
    }
    const fields = { genreId: '1', title: 'A', artist: 'B' };
    expect((await upload(null, fields, wav)).status).toBe(401);
    expect((await upload(member, fields, wav)).status).toBe(403);
  });

  it('creates a genre in four languages, audited', async () => {
    const name = { en_US: 'Chill', ru_RU: 'Спокойная', ko_KR: '칠', zh_CN: '轻松' };
    const made = await as<{ id: string }>(admin, 'POST', `${CONSOLE}/genres`, { name, sort: 3 });
    expect(made.status).toBe(200);
    genreId = made.body.data.id;
    const list = await as<z.infer<typeof ConsoleMusicGenreListSchema>>(admin, 'GET', `${CONSOLE}/genres`);
    expect(list.body.data.list).toEqual([{ id: genreId, name, sort: 3, trackCount: 0 }]);
    const bad = await as(admin, 'POST', `${CONSOLE}/genres`, { name: '' });
    expect(bad.status).toBe(400);
    const audit = await ctx.app.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'music.genre.create'), eq(auditLog.target, `musicGenre:${genreId}`)));
    expect(audit).toHaveLength(1);
  });

  it('converts an uploaded wav to AAC in MP4 that plays as audio/mp4', async () => {
    const made = await upload<{ id: string }>(
      admin,
      { genreId, title: ' Six Seconds ', artist: 'Tone' },
      wav,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const list = await as<{ list: ConsoleTrack[] }>(admin, 'GET', `${CONSOLE}/tracks?genreId=${genreId}`);
    const track = list.body.data.list[0];
    expect(track).toMatchObject({
      id: made.body.data.id,
      title: 'Six Seconds',
      artist: 'Tone',
      active: true,
    });
    expect(Math.abs((track?.durationMs ?? 0) - 6000)).toBeLessThan(150);
    expect(track?.url).toMatch(/^\/obs\/music\/[0-9a-f]{24}\.m4a$/);
    const media = await ctx.app.inject({ method: 'GET', url: track?.url ?? '' });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('audio/mp4');
    const file = await storedCopy(ctx.app.services.storage, track?.url ?? '', dir);
    const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', file]);
    const streams = (JSON.parse(stdout) as { streams: Record<string, unknown>[] }).streams;
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatchObject({ codec_name: 'aac', sample_rate: '44100', channels: 2 });
  });

  it('refuses what is not audio, the wrong length, an unknown genre and missing fields, naming the field', async () => {
    const text = Buffer.from('just some words, not a song\n'.repeat(50));
    const notAudio = await upload(admin, { genreId, title: 'T', artist: 'A' }, text, 'song.mp3');
    expect([notAudio.status, problem(notAudio.body)]).toEqual([400, [['file', 'reels.notAudio']]]);
    const short = readFileSync(await toneFile(path.join(dir, 'three.mp3'), 3));
    const tooShort = await upload(admin, { genreId, title: 'T', artist: 'A' }, short, 'three.mp3');
    expect([tooShort.status, problem(tooShort.body)]).toEqual([400, [['file', 'reels.musicLength']]]);
    const unknown = await upload(admin, { genreId: '999999', title: 'T', artist: 'A' }, wav);
    expect([unknown.status, problem(unknown.body)]).toEqual([400, [['genreId', 'reels.unknownGenre']]]);
    const untitled = await upload(admin, { genreId, artist: 'A' }, wav);
    expect([untitled.status, problem(untitled.body)]).toEqual([400, [['title', 'validation.required']]]);
    const noFile = await call(ctx.app, {
      method: 'POST',
      url: `${CONSOLE}/tracks`,
      headers: { authorization: admin, 'content-type': 'application/json' },
      payload: { genreId, title: 'T', artist: 'A' },
    });
    expect(noFile.status).toBe(400);
    // Refused by its declared length, before the body is read.
    const huge = await upload(
      admin,
      { genreId, title: 'T', artist: 'A' },
      Buffer.alloc(MUSIC_MAX_BYTES + 100_000),
    );
    expect(huge.status).toBe(413);
    // Nothing refused was kept.
    const list = await as<{ list: ConsoleTrack[] }>(admin, 'GET', `${CONSOLE}/tracks`);
    expect(list.body.data.list).toHaveLength(1);
    expect(readdirSync(ctx.app.services.music.incomingDir)).toEqual([]);
  });

  it('hides a deactivated track from members and from the merge, and shows it again', async () => {
    const { list } = (await as<{ list: ConsoleTrack[] }>(admin, 'GET', `${CONSOLE}/tracks`)).body.data;
    const id = list[0]?.id ?? '';
    const off = await as<ConsoleTrack>(admin, 'PUT', `${CONSOLE}/tracks/${id}`, { active: false });
    expect([off.status, off.body.data.active]).toEqual([200, false]);
    expect((await as<MusicTrackPage>(null, 'GET', LIST)).body.data.list).toEqual([]);
    expect((await as<{ list: unknown[] }>(member, 'GET', GENRES)).body.data.list).toEqual([]);
    expect(await ctx.app.services.music.activeTrack(BigInt(id))).toBeNull();
    // The console still lists it.
    const all = await as<{ list: ConsoleTrack[] }>(admin, 'GET', `${CONSOLE}/tracks`);
    expect(all.body.data.list.map((t) => [t.id, t.active])).toEqual([[id, false]]);
    const on = await as<ConsoleTrack>(admin, 'PUT', `${CONSOLE}/tracks/${id}`, { active: true });
    expect(on.body.data.active).toBe(true);
    expect((await as<MusicTrackPage>(member, 'GET', LIST)).body.data.list.map((t) => t.id)).toEqual([id]);
    expect((await ctx.app.services.music.trackFile(BigInt(id), dir))?.track.id).toBe(id);
    expect((await as(admin, 'PUT', `${CONSOLE}/tracks/999999`, { active: true })).status).toBe(404);
    const audits = await ctx.app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `musicTrack:${id}`));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'music.track.create',
      'music.track.update',
      'music.track.update',
    ]);
  });
});
