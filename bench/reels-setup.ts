/**
 * What the reels bench needs around the server: phone-like test clips made by ffmpeg (kept between
 * runs), a gate in front of the server's ffmpeg (so uploads can be measured while processing waits),
 * the server itself (built, or from source with tsx) with its process id for memory readings, and
 * ffprobe of what it produced.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Clip {
  name: string;
  file: string;
  width: number;
  height: number;
  seconds: number;
  bytes: number;
  /** Megabits per second of the whole file. */
  mbps: number;
}

interface ClipSpec {
  name: string;
  width: number;
  height: number;
  seconds: number;
  /** Video bitrate in Mb/s, as a phone records at that size. */
  videoMbps: number;
}

const clipDir = path.join(tmpdir(), 'vc-bench-reels-clips');

/**
 * A clip as a phone writes it: H.264 High at a steady bitrate, 30 fps, AAC stereo, moov at the end.
 * testsrc2 alone is flat colour that x264 compresses to nothing; the temporal noise stands in for a
 * camera sensor's, so the server's encode spends bits and time (`REELS_NOISE`, default 10: a hard
 * case, more than most phone footage; 0: none). Kept in the temp folder between runs (the name holds
 * every parameter).
 */
export function makeClip(spec: ClipSpec): Clip {
  mkdirSync(clipDir, { recursive: true });
  const { width, height, seconds, videoMbps } = spec;
  const noise = Number(process.env.REELS_NOISE ?? 10);
  const file = path.join(
    clipDir,
    `v2-${width}x${height}-${seconds}s-${videoMbps}M${noise === 10 ? '' : `-n${noise}`}.mp4`,
  );
  if (!existsSync(file)) {
    const t0 = Date.now();
    const part = `${file}.part.mp4`;
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc2=s=${width}x${height}:r=30:d=${seconds}`,
      '-f', 'lavfi', '-i', `sine=f=440:beep_factor=4:sample_rate=48000:d=${seconds}`,
      '-vf', noise ? `noise=alls=${noise}:allf=t` : 'null',
      '-c:v', 'libx264', '-preset', 'superfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
      '-b:v', `${videoMbps}M`, '-maxrate', `${videoMbps}M`, '-bufsize', `${videoMbps}M`, '-g', '30',
      '-c:a', 'aac', '-b:a', '128k', '-ac', '2',
      part,
    ]); // prettier-ignore
    rmSync(file, { force: true });
    execFileSync('mv', [part, file]);
    console.log(`made ${spec.name} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const bytes = statSync(file).size;
  return { ...spec, file, bytes, mbps: +((bytes * 8) / seconds / 1e6).toFixed(2) };
}

export interface Probe {
  videoCodec: string;
  pixFmt: string;
  width: number;
  height: number;
  audioCodec: string;
  seconds: number;
  bytes: number;
  mbps: number;
}

/** ffprobe of a file or URL: the first video and audio streams and the container's size and rate. */
export function probe(input: string): Probe {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    input,
  ]);
  const json = JSON.parse(out.toString()) as {
    streams: Array<{
      codec_type: string;
      codec_name: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
    }>;
    format: { duration: string; size: string; bit_rate: string };
  };
  const v = json.streams.find((s) => s.codec_type === 'video');
  const a = json.streams.find((s) => s.codec_type === 'audio');
  return {
    videoCodec: v?.codec_name ?? '',
    pixFmt: v?.pix_fmt ?? '',
    width: v?.width ?? 0,
    height: v?.height ?? 0,
    audioCodec: a?.codec_name ?? '',
    seconds: +Number(json.format.duration).toFixed(2),
    bytes: Number(json.format.size),
    mbps: +(Number(json.format.bit_rate) / 1e6).toFixed(2),
  };
}

/**
 * A stand-in for ffmpeg (`FFMPEG_PATH`) that waits while the gate is closed, then runs the real one
 * and logs its CPU time (a figure that moves less than wall time on a shared machine); once aborted
 * it exits at once (a failed job), so a backlog left at the end costs nothing. ffprobe (the upload's
 * own check) is not behind it.
 */
export function ffmpegGate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vc-bench-gate-'));
  const closed = path.join(dir, 'closed');
  const aborted = path.join(dir, 'aborted');
  const cpuLog = path.join(dir, 'cpu.log');
  const script = path.join(dir, 'ffmpeg');
  // `times` appends the shell's own and its children's (ffmpeg's) user and system time.
  writeFileSync(
    script,
    `#!/bin/sh\nwhile [ -e '${closed}' ] && [ ! -e '${aborted}' ]; do sleep 0.2; done\n` +
      `[ -e '${aborted}' ] && exit 1\nffmpeg "$@"\nrc=$?\ntimes >> '${cpuLog}'\nexit $rc\n`,
  );
  chmodSync(script, 0o755);
  return {
    path: script,
    close: () => writeFileSync(closed, ''),
    open: () => rmSync(closed, { force: true }),
    abort: () => writeFileSync(aborted, ''),
    remove: () => rmSync(dir, { recursive: true, force: true }),
    /** CPU seconds (user + system) of every ffmpeg run through the gate so far. */
    cpuSeconds: () => {
      const lines = existsSync(cpuLog) ? readFileSync(cpuLog, 'utf8').trim().split('\n') : [];
      let total = 0;
      for (const [i, line] of lines.entries()) {
        if (i % 2 === 0) continue; // the shell's own time; the second line is its children's
        for (const m of line.matchAll(/(\d+)m([\d.]+)s/g)) total += Number(m[1]) * 60 + Number(m[2]);
      }
      return total;
    },
  };
}

/** Resident memory of a process in MiB (Linux), 0 when it cannot be read. */
export function rssMiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}
