import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusicGenre, MusicTrackPage } from '../../shared/schemas/reels.ts';
import { musicGenres, musicTracks } from '../db/schema.ts';
import { keyOfUrl } from '../infra/storage.ts';
import { systemVideoTools } from '../infra/video.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { DEMO_LIBRARY, type DemoLibrary } from './music.demo-library.ts';
import { makeDemoTrack } from './music.demo.ts';
import { probeAudio } from './music.files.ts';
import { addGenre, addTrack, GENRES, LIST } from './music.fixtures.ts';
import { MusicService } from './music.service.ts';

let ctx: TestContext;
const db = () => ctx.app.services.database.db;
const get = <T>(url: string, lang = 'en_US') => call<T>(ctx.app, { method: 'GET', url, headers: { lang } });
const titles = (page: MusicTrackPage) => page.list.map((t) => t.title);

let chill: bigint;
let upbeat: bigint;
let empty: bigint;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await startApp();
  // Sorted before Chill, but only inactive tracks: members never see it.
  empty = await addGenre(db(), 'Hidden', 'Скрытый', 0);
  upbeat = await addGenre(db(), 'Upbeat', 'Бодрая', 2);
  chill = await addGenre(db(), 'Chill', 'Спокойная', 1);
  await addTrack(db(), empty, 'Ghost', 'Nobody', false);
  ids.harbour = await addTrack(db(), chill, 'Harbour Lights', 'Vapour Club Studio');
  ids.sunday = await addTrack(db(), chill, 'Slow Sunday', 'Mist & Mango');
  ids.neon = await addTrack(db(), upbeat, 'Neon Pods', 'Coil Runners');
  ids.percent = await addTrack(db(), upbeat, '100% Menthol', 'coil_runners');
  ids.hidden = await addTrack(db(), chill, 'Neon Ghost', 'Coil Runners', false);
});
afterAll(() => ctx.close());

describe('music library reads', () => {
  it('lists genres with active tracks by sort, in the caller language, without a session', async () => {
    const en = await get<{ list: MusicGenre[] }>(GENRES);
    expect(en.status).toBe(200);
    expect(en.body.data.list).toEqual([
      { id: String(chill), name: 'Chill' },
      { id: String(upbeat), name: 'Upbeat' },
    ]);
    const ru = await get<{ list: MusicGenre[] }>(GENRES, 'ru_RU');
    expect(ru.body.data.list.map((g) => g.name)).toEqual(['Спокойная', 'Бодрая']);
  });

  it('lists active tracks newest first, by genre and by keyword in title or artist', async () => {
    const all = await get<MusicTrackPage>(LIST);
    expect(all.status).toBe(200);
    expect(titles(all.body.data)).toEqual(['100% Menthol', 'Neon Pods', 'Slow Sunday', 'Harbour Lights']);
    expect(all.body.data.list[0]).toMatchObject({
      id: ids.percent,
      genreId: String(upbeat),
      durationMs: 20_000,
    });
    expect(all.body.data.list[0]?.url).toMatch(/^\/obs\/music\/.+\.m4a$/);
    const byGenre = await get<MusicTrackPage>(`${LIST}?genreId=${chill}`);
    expect(titles(byGenre.body.data)).toEqual(['Slow Sunday', 'Harbour Lights']);
    // Artist, any case; the inactive "Neon Ghost" by the same artist stays hidden.
    const byArtist = await get<MusicTrackPage>(`${LIST}?keyword=${encodeURIComponent('  COIL runners ')}`);
    expect(titles(byArtist.body.data)).toEqual(['Neon Pods']);
    const both = await get<MusicTrackPage>(`${LIST}?keyword=neon&genreId=${chill}`);
    expect(titles(both.body.data)).toEqual([]);
    // LIKE wildcards match themselves.
    const percent = await get<MusicTrackPage>(`${LIST}?keyword=${encodeURIComponent('%')}`);
    expect(titles(percent.body.data)).toEqual(['100% Menthol']);
    const underscore = await get<MusicTrackPage>(`${LIST}?keyword=_`);
    expect(titles(underscore.body.data)).toEqual(['100% Menthol']);
  });

  it('pages with a cursor, and refuses a cursor it did not write', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `${LIST}?pageSize=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await get<MusicTrackPage>(url);
      expect(page.status).toBe(200);
      seen.push(...titles(page.body.data));
      cursor = page.body.data.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toEqual(['100% Menthol', 'Neon Pods', 'Slow Sunday', 'Harbour Lights']);
    const bad = await get<{ fields: { field: string }[] }>(`${LIST}?cursor=bm90LWFuLWlk`);
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.map((f) => f.field)).toEqual(['cursor']);
    const long = await get<{ fields: { field: string }[] }>(`${LIST}?keyword=${'a'.repeat(101)}`);
    expect(long.body.data.fields.map((f) => f.field)).toEqual(['keyword']);
  });

  it('gives the merge an active track with its file fetched from the store, never an inactive one', async () => {
    const { music, storage } = ctx.app.services;
    const neon = (await get<MusicTrackPage>(LIST)).body.data.list.find((t) => t.id === ids.neon);
    const bytes = Buffer.from('not really AAC, but bytes to fetch');
    await storage.put(keyOfUrl(neon?.url ?? '') ?? '', bytes);
    const dir = mkdtempSync(path.join(tmpdir(), 'vc-music-'));
    try {
      const found = await music.trackFile(BigInt(ids.neon ?? '0'), dir);
      expect(found?.track.title).toBe('Neon Pods');
      expect(path.dirname(found?.file ?? '')).toBe(dir);
      expect(readFileSync(found?.file ?? '')).toEqual(bytes);
      expect(await music.trackFile(BigInt(ids.hidden ?? '0'), dir)).toBeNull();
      expect(await music.trackFile(999_999n, dir)).toBeNull();
      // A track whose file is gone from the store has nothing to mix.
      await storage.remove(neon?.url ?? '');
      expect(await music.trackFile(BigInt(ids.neon ?? '0'), dir)).toBeNull();
      expect(await music.activeTrack(BigInt(ids.neon ?? '0'))).toMatchObject({ title: 'Neon Pods' });
      expect(await music.activeTrack(BigInt(ids.hidden ?? '0'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('demo tracks', () => {
  const tools = systemVideoTools('ffmpeg', 'ffprobe');
  const short: DemoLibrary = {
    genres: [{ slug: 'chill', sort: 1, name: { en_US: 'Chill', ru_RU: 'Спокойная' } }],
    tracks: DEMO_LIBRARY.tracks.slice(0, 2).map((t) => ({ ...t, genre: 'chill', seconds: 5 })),
  };

  it('renders every recipe of the demo library as AAC', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vc-music-'));
    try {
      for (const [i, t] of DEMO_LIBRARY.tracks.entries()) {
        const file = path.join(dir, `${i}.m4a`);
        await makeDemoTrack(tools, file, 1, t);
        expect((await probeAudio(tools, file))?.durationMs, t.title).toBeGreaterThan(900);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are made once, even by two instances at once, and only into an empty library', async () => {
    const { database, storage } = ctx.app.services;
    const log = ctx.app.log;
    // On a library with tracks: nothing.
    expect(await ctx.app.services.music.ensureDemoTracks(log, short)).toBe(0);
    await db().delete(musicTracks);
    await db().delete(musicGenres);
    const one = new MusicService(database.db, storage, tools);
    const two = new MusicService(database.db, storage, tools);
    const made = await Promise.all([one.ensureDemoTracks(log, short), two.ensureDemoTracks(log, short)]);
    expect(made.sort()).toEqual([0, 2]);
    expect(await one.ensureDemoTracks(log, short)).toBe(0);
    const [tracks] = await db().select({ n: count() }).from(musicTracks);
    const [genres] = await db().select({ n: count() }).from(musicGenres);
    expect([tracks?.n, genres?.n]).toEqual([2, 1]);
    // The loser removed what it synthesised: the two tracks' files in storage (the bucket on S3),
    // none left in the work folder.
    const stored: string[] = [];
    for await (const o of storage.public.list('music/')) stored.push(`/obs/${o.key}`);
    const urls = await db().select({ url: musicTracks.url }).from(musicTracks);
    expect(stored.sort()).toEqual(urls.map((u) => u.url).sort());
    expect(readdirSync(one.incomingDir)).toEqual([]);
    const page = await get<MusicTrackPage>(LIST);
    const first = page.body.data.list[0];
    expect(first?.durationMs).toBeGreaterThanOrEqual(4900);
    const media = await ctx.app.inject({ method: 'GET', url: first?.url ?? '' });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('audio/mp4');
  });

  // A real race needs two connections: PostgreSQL only (PGlite has one, a held lock would block all).
  it.runIf(process.env.TEST_DB === 'postgres')(
    'the lock settles instances that finish together',
    async () => {
      const { database, storage } = ctx.app.services;
      const lock = sql`select pg_advisory_xact_lock(hashtext('vc.music.demo'))`;
      await db().delete(musicTracks);
      await db().delete(musicGenres);
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let held = () => {};
      const holding = new Promise<void>((resolve) => (held = resolve));
      const holder = db().transaction(async (tx) => {
        await tx.execute(lock);
        held();
        await gate;
      });
      await holding;
      const services = [1, 2, 3].map(() => new MusicService(database.db, storage, tools));
      const runs = Promise.all(services.map((m) => m.ensureDemoTracks(ctx.app.log, short)));
      // Every instance has synthesised its files and waits at the lock: then let them in together.
      const waiting = sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`;
      for (let i = 0; i < 300; i += 1) {
        const [row] = await db()
          .execute(waiting)
          .then((r) => (r as { rows: { n: number }[] }).rows);
        if (row?.n === services.length) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      release();
      await holder;
      expect((await runs).sort()).toEqual([0, 0, 2]);
      const [tracks] = await db().select({ n: count() }).from(musicTracks);
      expect(tracks?.n).toBe(2);
    },
  );
});
