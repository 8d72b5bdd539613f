import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * ffprobe and ffmpeg from the system (Debian package `ffmpeg`), run as child processes without a
 * shell (arguments never pass through one, so a file name cannot inject a command). Each runs in a
 * process group of its own, so a SIGTERM sent to the server's group (a terminal's Ctrl-C, a process
 * manager) reaches the server only, which ends them itself through the job's AbortSignal; and each
 * dies with the server when the server is killed (docs/decisions/078).
 */
export interface ProbeResult {
  /** The container's duration. */
  durationMs: number;
  /** As displayed: a rotation flag of 90 or 270 swaps the coded width and height. */
  width: number;
  height: number;
  /** The rotation flag (display matrix or `rotate` tag), 0, 90, 180 or 270, as ffprobe reports it. */
  rotation: number;
  videoCodec: string | null;
  audioCodec: string | null;
  pixFmt: string | null;
  formatName: string;
}

export interface FfmpegOptions {
  durationMs?: number;
  onProgress?: (fraction: number) => void;
  /** Kills a run that hangs (default 10 minutes: a 30 s clip takes well under one). */
  timeoutMs?: number;
  /** Ends the run (SIGTERM, SIGKILL after 2 s) and rejects with the signal's reason: a job handed back. */
  signal?: AbortSignal;
}

export interface VideoTools {
  /** Null when the file is not something ffprobe can read as media. */
  probe(file: string): Promise<ProbeResult | null>;
  /** Runs ffmpeg with `args`; `onProgress` gets 0-1 from `-progress` against `durationMs`. */
  ffmpeg(args: string[], opts?: FfmpegOptions): Promise<void>;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: { side_data_type?: string; rotation?: number }[];
}
interface ProbeJson {
  streams?: ProbeStream[];
  format?: { duration?: string; format_name?: string };
}

const STDERR_TAIL = 2000;

/** The rotation flag of a stream, in 0/90/180/270. */
function rotationOf(stream: ProbeStream): number {
  const matrix = stream.side_data_list?.find((d) => typeof d.rotation === 'number');
  // ffprobe 5.1 (Debian 12) prints a `rotate=90` tag's matrix as 90; later versions count the other
  // way (-90). Either way 90 and 270 swap the displayed size, which is what callers rely on; the
  // turn itself is left to ffmpeg's autorotate, which reads the matrix, not this number.
  const degrees = matrix ? (matrix.rotation ?? 0) : Number(stream.tags?.rotate ?? 0);
  const normal = (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
  return Number.isFinite(normal) ? normal : 0;
}

/**
 * Reads ffprobe's JSON into what the video and music code need; null with neither a picture nor
 * sound. A sound-only file (a music track) has `videoCodec: null` and a size of 0 x 0.
 */
export function parseProbe(json: ProbeJson): ProbeResult | null {
  const streams = json.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.width && s.height);
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!video && !audio) return null;
  const seconds = Number(json.format?.duration ?? video?.duration ?? audio?.duration ?? NaN);
  const rotation = video ? rotationOf(video) : 0;
  const turned = rotation === 90 || rotation === 270;
  const [w, h] = [video?.width ?? 0, video?.height ?? 0];
  return {
    durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : 0,
    width: turned ? h : w,
    height: turned ? w : h,
    rotation,
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    pixFmt: video?.pix_fmt ?? null,
    formatName: json.format?.format_name ?? '',
  };
}

/** How long ffmpeg gets to stop on SIGTERM before SIGKILL. */
export const KILL_GRACE_MS = 2000;

/**
 * `setpriv --pdeathsig KILL` (util-linux, Linux): the kernel kills the child when the server dies,
 * even by `kill -9`. Needed because ffmpeg ignores SIGPIPE and carries on encoding after the reader
 * of its `-progress` pipe is gone (seen with ffmpeg 5.1: an orphan running to the end of the file).
 * Where there is no setpriv the child runs as it is, and a killed server can leave it running.
 */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p));
const withParentDeath = (command: string, args: string[]): [string, string[]] =>
  SETPRIV && process.platform === 'linux'
    ? [SETPRIV, ['--pdeathsig', 'KILL', command, ...args]]
    : [command, args];

/** Signals the child's whole process group (it leads one: `detached`), ignoring one already gone. */
function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already exited.
  }
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted', { cause: signal.reason });
}

function run(
  command: string,
  args: string[],
  onStdout: (chunk: string) => void,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const [file, argv] = withParentDeath(command, args);
    const child = spawn(file, argv, { shell: false, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', onStdout);
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    const timers: NodeJS.Timeout[] = [setTimeout(() => killGroup(child.pid, 'SIGKILL'), timeoutMs)];
    const onAbort = () => {
      killGroup(child.pid, 'SIGTERM');
      timers.push(setTimeout(() => killGroup(child.pid, 'SIGKILL'), KILL_GRACE_MS));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      timers.forEach(clearTimeout);
      signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (err) => {
      settle();
      reject(err);
    });
    child.on('close', (code) => {
      settle();
      if (signal?.aborted) reject(abortReason(signal));
      else resolve({ code, stderr });
    });
  });
}

/** The system's ffmpeg and ffprobe. */
export function systemVideoTools(ffmpegPath: string, ffprobePath: string): VideoTools {
  return {
    async probe(file) {
      let out = '';
      const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
      try {
        const { code } = await run(ffprobePath, args, (chunk) => (out += chunk), 60_000);
        if (code !== 0) return null;
        return parseProbe(JSON.parse(out) as ProbeJson);
      } catch {
        return null;
      }
    },

    async ffmpeg(args, opts = {}) {
      const { durationMs, onProgress } = opts;
      let pending = '';
      const onStdout = (chunk: string) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const m = /^out_time_us=(\d+)/.exec(line.trim());
          if (m && onProgress && durationMs) {
            onProgress(Math.min(1, Number(m[1]) / 1000 / durationMs));
          }
        }
      };
      const full = [
        '-hide_banner',
        '-nostdin',
        '-nostats',
        '-loglevel',
        'error',
        '-progress',
        'pipe:1',
        ...args,
      ];
      const timeoutMs = opts.timeoutMs ?? 10 * 60_000;
      const { code, stderr } = await run(ffmpegPath, full, onStdout, timeoutMs, opts.signal);
      if (code !== 0) throw new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`);
    },
  };
}
