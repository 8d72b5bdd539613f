import { existsSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { VIDEO_THUMBS } from '../../shared/schemas/reels.ts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../infra/storage.ts';
import type { VideoTools } from '../infra/video.ts';
import type { MusicService } from './music.service.ts';
import { encodeArgs, frameArgs, stripArgs, type MusicMix } from './videos.ffmpeg.ts';
import { fetchOriginal, fetchStored, monthName, workFolder, type VideoDirs } from './videos.files.ts';
import { setProgress, updateVideo, videoById, type VideoRow } from './videos.repository.ts';

/** Each picture of the scrubber's strip. */
const THUMB_WIDTH = 90;
/** Progress is written at most this often (a row update per second is plenty for a progress bar). */
const PROGRESS_EVERY_MS = 1000;

export interface ProcessDeps {
  db: Db;
  storage: Storage;
  tools: VideoTools;
  music: MusicService;
  dirs: VideoDirs;
  /** The job's: ends ffmpeg when the queue stops (the job is handed back). */
  signal?: AbortSignal;
  /** Work folders in use on this instance (the leftover sweep spares them). */
  workInUse?: Set<string>;
}

/** A frame of `input` at `atMs`, as a sharp pipeline (PNG from ffmpeg, autorotated). */
export async function extractFrame(
  deps: ProcessDeps,
  input: string,
  atMs: number,
  work: string,
): Promise<sharp.Sharp> {
  const png = path.join(work, `frame-${atMs}.png`);
  await deps.tools.ffmpeg(frameArgs(input, atMs, png), { signal: deps.signal });
  // ffmpeg exits 0 with no picture when the moment is past the last frame.
  if (!existsSync(png)) throw new Error(`no frame at ${atMs} ms in ${path.basename(input)}`);
  return sharp(png);
}

/**
 * The `video.process` job for one row: processes an upload, or makes a merge (the parent's H.264
 * copied when the parent is ready, else a full encode from the original). Idempotent: a ready or
 * failed video is left as it is. Answers whether the video is ready now.
 */
export async function processVideo(deps: ProcessDeps, id: bigint): Promise<'ready' | 'failed' | 'gone'> {
  const row = await videoById(deps.db, id);
  if (!row) return 'gone';
  if (row.status === 'ready' || row.status === 'failed') return row.status;
  await updateVideo(deps.db, id, { status: 'processing', progress: 0, reason: null });

  const work = await workFolder(deps.dirs);
  deps.workInUse?.add(work);
  let lastWrite = 0;
  let writes: Promise<void> = Promise.resolve();
  const progress = (percent: number) => {
    const now = Date.now();
    if (now - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = now;
    const value = Math.max(0, Math.min(99, Math.floor(percent)));
    writes = writes.then(() => setProgress(deps.db, id, value)).catch(() => undefined);
  };
  try {
    const done = await produce(deps, row, work, progress);
    await writes;
    await updateVideo(deps.db, id, {
      ...done,
      status: 'ready',
      progress: 100,
      reason: null,
      readyAt: new Date(),
      // The poster is the cover until the member picks one.
      ...(row.coverUrl ? {} : { coverUrl: done.posterUrl, coverWidth: done.width, coverHeight: done.height }),
    });
    return 'ready';
  } finally {
    await writes;
    await rm(work, { recursive: true, force: true });
    deps.workInUse?.delete(work);
  }
}

interface Produced {
  url: string;
  posterUrl: string;
  thumbsUrl: string;
  thumbCount: number;
  width: number;
  height: number;
  bytes: number;
}

async function produce(
  deps: ProcessDeps,
  row: VideoRow,
  work: string,
  progress: (percent: number) => void,
): Promise<Produced> {
  const parent = row.parentId === null ? undefined : await videoById(deps.db, row.parentId);
  // Inputs come from the store into the work folder: a ready parent's MP4 (its H.264 is copied),
  // else the original; a parent whose output is gone is encoded again from the original.
  const copyFrom =
    parent?.status === 'ready' && parent.url
      ? await fetchStored(deps.storage, parent.url, work, 'parent.mp4')
      : null;
  const mix = row.musicId === null ? null : await musicMix(deps, row, work);
  const input = copyFrom ?? (await fetchOriginal(deps.storage, row.sourceKey, work));

  const source = copyFrom ? null : await deps.tools.probe(input);
  if (!copyFrom && !source) throw new Error(`ffprobe cannot read ${row.sourceKey}`);
  const out = path.join(work, 'out.mp4');
  await deps.tools.ffmpeg(
    encodeArgs({
      input,
      durationMs: row.durationMs,
      width: source?.width ?? 0,
      height: source?.height ?? 0,
      // A processed parent always has a sound track (a silent one at worst).
      hasAudio: copyFrom ? true : source?.audioCodec != null,
      music: mix,
      copyVideo: copyFrom !== null,
      output: out,
    }),
    { durationMs: row.durationMs, onProgress: (f) => progress(f * 90), signal: deps.signal },
  );
  const result = await deps.tools.probe(out);
  if (!result?.videoCodec) throw new Error('ffmpeg wrote no readable video');

  const base = `videos/${monthName()}`;
  let pictures: { posterUrl: string; thumbsUrl: string; thumbCount: number };
  if (copyFrom && parent?.posterUrl && parent.thumbsUrl) {
    // The same frames as the parent's: its pictures serve as they are.
    pictures = { posterUrl: parent.posterUrl, thumbsUrl: parent.thumbsUrl, thumbCount: parent.thumbCount };
  } else {
    pictures = await makePictures(deps, out, row.durationMs, base, work);
  }
  progress(99);
  // Stopping now: hand the job back rather than store a result nobody will record.
  deps.signal?.throwIfAborted();
  const bytes = (await stat(out)).size;
  const url = await deps.storage.putFile(`${base}.mp4`, out);
  return { url, ...pictures, width: result.width, height: result.height, bytes };
}

/** The track to mix: cut at `musicStartMs` (within the track: a start past its end wraps round). */
async function musicMix(deps: ProcessDeps, row: VideoRow, work: string): Promise<MusicMix> {
  const found = row.musicId === null ? null : await deps.music.trackFile(row.musicId, work);
  if (!found) throw new Error(`music track ${String(row.musicId)} is gone`);
  const length = Math.max(1, found.track.durationMs);
  return {
    file: found.file,
    startMs: (row.musicStartMs ?? 0) % length,
    musicVolume: row.musicVolume ?? 100,
    originalVolume: row.originalVolume ?? 100,
  };
}

/** The poster (a frame at 0.5 s, or mid-clip for a shorter one) and the scrubber's strip, as WebP. */
async function makePictures(
  deps: ProcessDeps,
  mp4: string,
  durationMs: number,
  base: string,
  work: string,
): Promise<{ posterUrl: string; thumbsUrl: string; thumbCount: number }> {
  const poster = await extractFrame(deps, mp4, Math.min(500, Math.floor(durationMs / 2)), work);
  const strip = path.join(work, 'strip.png');
  await deps.tools.ffmpeg(stripArgs(mp4, durationMs, VIDEO_THUMBS, THUMB_WIDTH, strip), {
    signal: deps.signal,
  });
  const [posterUrl, thumbsUrl] = await Promise.all([
    poster
      .webp({ quality: 80 })
      .toBuffer()
      .then((b) => deps.storage.put(`${base}-poster.webp`, b)),
    sharp(strip)
      .webp({ quality: 70 })
      .toBuffer()
      .then((b) => deps.storage.put(`${base}-thumbs.webp`, b)),
  ]);
  return { posterUrl, thumbsUrl, thumbCount: VIDEO_THUMBS };
}
