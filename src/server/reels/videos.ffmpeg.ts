import { VIDEO_BOX } from '../../shared/schemas/reels.ts';

/**
 * The ffmpeg command lines of reels (docs/decisions/068), as pure functions of what ffprobe said,
 * so the choices are in one place and testable without running them.
 */

/** The output size: fits the portrait box (or the box turned, for a landscape clip), never larger, even. */
export function fitBox(width: number, height: number): { width: number; height: number } {
  const landscape = width > height;
  const boxW = landscape ? VIDEO_BOX.height : VIDEO_BOX.width;
  const boxH = landscape ? VIDEO_BOX.width : VIDEO_BOX.height;
  const scale = Math.min(1, boxW / width, boxH / height);
  // yuv420p needs even sides.
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

export interface MusicMix {
  file: string;
  startMs: number;
  /** Percent, 100 = as it is. */
  musicVolume: number;
  originalVolume: number;
}

export interface EncodeInput {
  /** The original upload, or the parent's processed MP4 when only the sound changes. */
  input: string;
  durationMs: number;
  /** ffprobe's displayed size (after the rotation flag); unused when `copyVideo`. */
  width: number;
  height: number;
  hasAudio: boolean;
  music: MusicMix | null;
  /** Keep the (already processed) H.264 stream as it is. */
  copyVideo: boolean;
  output: string;
}

/**
 * One ffmpeg run to the reel's shape: H.264 High yuv420p, at most 30 fps, CRF 23, fitting the box,
 * AAC 128 kb/s 44.1 kHz stereo, no metadata or chapters, `moov` first. ffmpeg's autorotate (on by
 * default) turns a phone's flagged clip upright before the scale, and the output carries no flag.
 */
export function encodeArgs(e: EncodeInput): string[] {
  const args = ['-y', '-i', e.input];
  const audioIn: string[] = [];
  let next = 1;
  let original: string | null = e.hasAudio ? '0:a:0' : null;
  if (e.music) {
    // The track from `startMs`, looped as long as needed; `-t` below ends it with the clip.
    args.push('-ss', seconds(e.music.startMs), '-stream_loop', '-1', '-i', e.music.file);
    audioIn.push(`${next++}:a:0`);
  }
  if (!original && !e.music) {
    // A silent track: every reel has sound of the same shape, so a later merge has one to mix.
    args.push('-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100');
    original = `${next++}:a:0`;
  }
  args.push('-map', '0:v:0');
  if (e.music) {
    const music = `[${audioIn[0]}]volume=${e.music.musicVolume / 100}[m]`;
    if (original) {
      // apad: a clip whose sound stops early still gets the music to its end (amix ends with the first).
      const graph = `[${original}]volume=${e.music.originalVolume / 100},apad[o];${music};[o][m]amix=inputs=2:duration=first:normalize=0[a]`;
      args.push('-filter_complex', graph, '-map', '[a]');
    } else {
      args.push('-filter_complex', music, '-map', '[m]');
    }
  } else {
    args.push('-map', original ?? '0:a:0');
  }
  if (e.copyVideo) {
    args.push('-c:v', 'copy');
  } else {
    const size = fitBox(e.width, e.height);
    args.push(
      '-vf',
      `scale=${size.width}:${size.height},setsar=1`,
      '-fpsmax',
      '30',
      '-c:v',
      'libx264',
      // veryfast: about twice the speed of the default (medium) on a small server for a few percent
      // more bits at the same CRF; a 30 s clip stays well inside a minute.
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
      // A key frame every 2 s: players and the cover scrubber seek quickly.
      '-force_key_frames',
      'expr:gte(t,n_forced*2)',
    );
  }
  args.push('-c:a', 'aac', '-b:a', '128k', '-ar', '44100', '-ac', '2');
  args.push('-map_metadata', '-1', '-map_chapters', '-1', '-movflags', '+faststart');
  args.push('-t', seconds(e.durationMs), '-f', 'mp4', e.output);
  return args;
}

/** One frame at `atMs` as PNG (sharp makes the WebP); autorotated like the encode. */
export function frameArgs(input: string, atMs: number, output: string): string[] {
  return [
    '-y',
    '-ss',
    seconds(atMs),
    '-i',
    input,
    '-frames:v',
    '1',
    '-an',
    '-f',
    'image2',
    '-c:v',
    'png',
    output,
  ];
}

/**
 * `count` frames at the middles of equal slices of the clip, each `thumbWidth` wide, side by side
 * in one PNG. One input per frame, each seeked on its own (fast with a key frame every 2 s), so the
 * clip is not decoded end to end.
 */
export function stripArgs(
  input: string,
  durationMs: number,
  count: number,
  thumbWidth: number,
  output: string,
): string[] {
  const args = ['-y'];
  const graph: string[] = [];
  for (let i = 0; i < count; i++) {
    args.push('-ss', seconds(((i + 0.5) * durationMs) / count), '-i', input);
    graph.push(`[${i}:v:0]scale=${thumbWidth}:-2,setsar=1[t${i}]`);
  }
  const inputs = Array.from({ length: count }, (_, i) => `[t${i}]`).join('');
  graph.push(`${inputs}hstack=inputs=${count}[s]`);
  args.push(
    '-filter_complex',
    graph.join(';'),
    '-map',
    '[s]',
    '-frames:v',
    '1',
    '-f',
    'image2',
    '-c:v',
    'png',
    output,
  );
  return args;
}
