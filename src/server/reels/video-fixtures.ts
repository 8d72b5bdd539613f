import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { VideoUploaded } from '../../shared/schemas/reels.ts';
import type { Storage } from '../infra/storage.ts';
import { call, type TestApp } from '../test/app.ts';

/**
 * Test clips made by ffmpeg (lavfi `testsrc2` and `sine`), small and fast to make (ultrafast x264
 * at 10 fps) so the tests spend their time in the code under test. Shared by the reels tests.
 */
const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';

export interface ClipOptions {
  seconds: number;
  width?: number;
  height?: number;
  fps?: number;
  /** A 440 Hz tone (default true). */
  audio?: boolean;
  /** Container by extension: mp4 (default), mov, webm, mkv. */
  ext?: 'mp4' | 'mov' | 'webm' | 'mkv';
  /** Container tags, e.g. `{ title: 'Secret' }` (processing must drop them). */
  metadata?: Record<string, string>;
  /** A phone's rotation flag (`rotate` tag, read as a display matrix), clockwise degrees. */
  rotate?: 90 | 180 | 270;
}

export interface Fixtures {
  dir: string;
  clip(opts: ClipOptions): Promise<string>;
  /** An audio track (AAC in MP4) of `seconds`. */
  tone(seconds: number, frequency?: number): Promise<string>;
  probeJson(file: string): Promise<FfprobeJson>;
  /** The loudest sample of the file's sound, in dBFS (-91 is silence). */
  maxVolumeDb(file: string): Promise<number>;
  /** A hash of the coded video stream: equal when one file's picture was copied from the other. */
  videoMd5(file: string): Promise<string>;
  cleanup(): void;
}

export interface FfprobeJson {
  streams: {
    codec_type: string;
    codec_name: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
    tags?: Record<string, string>;
    side_data_list?: { rotation?: number }[];
  }[];
  format: { duration: string; tags?: Record<string, string> };
}

export function videoFixtures(): Fixtures {
  const dir = mkdtempSync(path.join(tmpdir(), 'vc-clips-'));
  const out = (ext: string) => path.join(dir, `${randomUUID()}.${ext}`);
  const ffmpeg = (args: string[]) => run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

  return {
    dir,
    async clip(o) {
      const { seconds, width = 180, height = 320, fps = 10, audio = true, ext = 'mp4' } = o;
      const webm = ext === 'webm';
      const file = out(ext);
      const args = ['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`];
      if (audio) args.push('-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`);
      args.push(...(webm ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8'] : []));
      args.push(...(webm ? [] : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p']));
      if (audio) args.push('-c:a', webm ? 'libopus' : 'aac');
      for (const [k, v] of Object.entries(o.metadata ?? {})) args.push('-metadata', `${k}=${v}`);
      const plain = o.rotate ? out(ext) : file;
      await ffmpeg([...args, plain]);
      if (o.rotate) {
        // ffmpeg 5.1 has no -display_rotation: the old `rotate` tag becomes a display matrix on remux.
        await ffmpeg(['-i', plain, '-c', 'copy', '-metadata:s:v:0', `rotate=${o.rotate}`, file]);
      }
      return file;
    },
    async tone(seconds, frequency = 660) {
      const file = out('m4a');
      await ffmpeg([
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=${frequency}:sample_rate=44100:duration=${seconds}`,
        '-c:a',
        'aac',
        '-b:a',
        '64k',
        file,
      ]);
      return file;
    },
    async probeJson(file) {
      const { stdout } = await run(FFPROBE, [
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        file,
      ]);
      return JSON.parse(stdout) as FfprobeJson;
    },
    async maxVolumeDb(file) {
      const args = ['-hide_banner', '-i', file, '-map', '0:a:0', '-af', 'volumedetect', '-f', 'null', '-'];
      const { stderr } = await run(FFMPEG, args);
      return Number(/max_volume: (-?[\d.]+) dB/.exec(stderr)?.[1] ?? NaN);
    },
    async videoMd5(file) {
      const args = ['-v', 'error', '-i', file, '-map', '0:v:0', '-c', 'copy', '-f', 'md5', '-'];
      return (await run(FFMPEG, args)).stdout.trim();
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The top-level MP4 box types in file order (`moov` before `mdat` means faststart). */
export function topLevelBoxes(file: string): string[] {
  const buf = readFileSync(file);
  const boxes: string[] = [];
  let at = 0;
  while (at + 8 <= buf.length) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    if (size === 1) size = Number(buf.readBigUInt64BE(at + 8));
    else if (size === 0) size = buf.length - at;
    boxes.push(type);
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

/** A multipart body carrying one file (`inject` options, with the member's token). */
export function multipart(bytes: Buffer, token: string, field = 'file', filename = 'clip.mp4') {
  const boundary = `----vc${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a 5 s silent 64 x 112 clip for the member (`token`) through the API; its video id. */
export async function uploadSmallClip(app: TestApp, clips: Fixtures, token: string): Promise<string> {
  const clip = await clips.clip({ seconds: 5, width: 64, height: 112, fps: 5, audio: false });
  const res = await call<VideoUploaded>(app, {
    method: 'POST',
    url: '/api/video/upload',
    ...multipart(readFileSync(clip), token),
  });
  if (res.status !== 200) throw new Error(`upload: ${JSON.stringify(res.body)}`);
  return res.body.data.videoId;
}

/**
 * A copy in `dir` of the public object behind `url` (from the data folder or the bucket): a local
 * file for ffprobe, the same on both backends.
 */
export async function storedCopy(storage: Storage, url: string, dir: string): Promise<string> {
  const file = path.join(dir, `${randomUUID()}${path.extname(url)}`);
  if (!(await storage.download(url, file))) throw new Error(`nothing is stored at ${url}`);
  return file;
}
