import { randomBytes } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Localised } from '../db/schema.ts';
import type { Storage } from '../infra/storage.ts';
import type { VideoTools } from '../infra/video.ts';
import demo from './demo/music.json' with { type: 'json' };
import { makeDemoTrack, type DemoRecipe } from './music.demo.ts';
import { probeAudio, trackKey } from './music.files.ts';
import { insertGenre, insertTrack, trackCount } from './music.repository.ts';

// What the demo library holds is content, not code (STYLE §14): demo/music.json.
export interface DemoTrack extends DemoRecipe {
  genre: string;
  title: string;
  artist: string;
  seconds: number;
}
export interface DemoGenre {
  slug: string;
  sort: number;
  name: Localised;
}

export interface DemoLibrary {
  genres: DemoGenre[];
  tracks: DemoTrack[];
}
export const DEMO_LIBRARY = demo as DemoLibrary;

/**
 * Makes the demo genres and tracks unless the library has a track. The files are synthesised first,
 * outside any transaction (ffmpeg takes seconds, and PGlite has one connection that a long
 * transaction would hold); then one transaction takes an advisory lock, looks again and writes.
 * Two instances starting at once may both synthesise, but only the first to lock writes rows; the
 * other removes its files. Returns the number of tracks written.
 */
export async function createDemoLibrary(
  db: Db,
  storage: Storage,
  tools: VideoTools,
  workDir: string,
  library: DemoLibrary = DEMO_LIBRARY,
): Promise<number> {
  const tracks = library.tracks;
  const made: { track: DemoTrack; file: string; durationMs: number; bytes: number }[] = [];
  const files: string[] = [];
  const stored: string[] = [];
  try {
    for (const track of tracks) {
      const file = path.join(workDir, `demo-${randomBytes(8).toString('hex')}.m4a`);
      files.push(file);
      await makeDemoTrack(tools, file, track.seconds, track);
      const probe = await probeAudio(tools, file);
      if (!probe) throw new Error(`demo track "${track.title}" came out unreadable`);
      made.push({ track, file, durationMs: probe.durationMs, bytes: (await stat(file)).size });
    }
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vc.music.demo'))`);
      if ((await trackCount(tx)) > 0) return 0;
      const genres = new Map<string, bigint>();
      for (const g of library.genres) {
        genres.set(g.slug, (await insertGenre(tx, { name: g.name, sort: g.sort })).id);
      }
      for (const m of made) {
        const genreId = genres.get(m.track.genre);
        if (genreId === undefined) throw new Error(`demo track "${m.track.title}" names no genre`);
        const url = await storage.putFile(trackKey(), m.file);
        stored.push(url);
        const { title, artist } = m.track;
        await insertTrack(tx, { genreId, title, artist, durationMs: m.durationMs, url, bytes: m.bytes });
      }
      return made.length;
    });
  } catch (err) {
    await Promise.all(stored.map((url) => storage.remove(url)));
    throw err;
  } finally {
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }
}
