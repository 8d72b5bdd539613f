import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../db/client.ts';
import type { Localised } from '../db/schema.ts';
import { insertGenre, insertTrack } from './music.repository.ts';

/** Shared by the music tests: inputs made by ffmpeg, multipart bodies, library rows. */
const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

export const GENRES = '/api/hibackend/musicLibrary/frontend/musicGenreList';
export const LIST = '/api/hibackend/musicLibrary/frontend/listPage';
export const CONSOLE = '/api/console/music';

/** `seconds` of a tone in `file`, its format by extension (wav, mp3, ogg...). */
export async function toneFile(file: string, seconds: number): Promise<string> {
  const src = `sine=frequency=523:sample_rate=22050:duration=${seconds}`;
  await run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', src, file]);
  return file;
}

/** A multipart body: text `fields`, then the file as `file` (inject options, with the token). */
export function trackBody(
  fields: Record<string, string>,
  bytes: Buffer,
  token: string | null,
  filename = 'a.wav',
) {
  const boundary = `----vc${randomUUID()}`;
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: {
      ...(token ? { authorization: token } : {}),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  };
}

export const names = (en: string, ru: string): Localised => ({ en_US: en, ru_RU: ru, ko_KR: en, zh_CN: en });

/** Library rows without files (the reads never open them). */
export async function addGenre(db: Db, en: string, ru: string, sort: number) {
  return (await insertGenre(db, { name: names(en, ru), sort })).id;
}

export async function addTrack(db: Db, genreId: bigint, title: string, artist: string, active = true) {
  const key = randomUUID();
  const row = await insertTrack(db, {
    genreId,
    title,
    artist,
    durationMs: 20_000,
    url: `/obs/music/${key}.m4a`,
    bytes: 1000,
    active,
  });
  return String(row.id);
}
