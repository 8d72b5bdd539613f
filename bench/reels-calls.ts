/**
 * The reels bench's calls: an upload, a video polled until done, a processing row (timed, and the
 * output checked with ffprobe) and a library track for the merge.
 */
import { execFileSync } from 'node:child_process';
import { openAsBlob } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Clip, probe, type Probe } from './reels-setup.ts';

export const MiB = 1024 * 1024;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface VideoView {
  status: string;
  progress: number;
  url: string | null;
  reason: string | null;
}

export const ms = (t0: number) => Math.round(performance.now() - t0);
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

export async function call<T>(
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await fetch(url, init);
  const body = (await res
    .json()
    .catch(() => ({ code: res.status, msg: 'not JSON', data: null }))) as Envelope<T>;
  return { status: res.status, body };
}

export async function uploadTo(url: string, blob: Blob, token?: string) {
  const form = new FormData();
  form.append('file', blob, 'clip.mp4');
  const t0 = performance.now();
  const r = await call<{ videoId: string; status: string }>(url, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: token } : {},
  });
  return { ...r, ms: ms(t0) };
}

/**
 * Polls the video every 250 ms until ready or failed (10 minutes at most); `queuedMs`: until a
 * worker took it (the queue's poll and claim).
 */
async function untilDone(
  base: string,
  token: string,
  videoId: string,
): Promise<VideoView & { queuedMs: number }> {
  const t0 = performance.now();
  const deadline = Date.now() + 10 * 60_000;
  let queuedMs = 0;
  for (;;) {
    const { body } = await call<VideoView>(`${base}/api/video/${videoId}`, {
      headers: { authorization: token },
    });
    if (body.code !== 200) throw new Error(`GET video ${videoId}: ${body.code} ${body.msg}`);
    if (!queuedMs && body.data.status !== 'queued') queuedMs = ms(t0);
    if (body.data.status === 'ready' || body.data.status === 'failed') return { ...body.data, queuedMs };
    if (Date.now() > deadline) throw new Error(`video ${videoId} still ${body.data.status} after 10 minutes`);
    await sleep(250);
  }
}

export interface ProcessRow {
  name: string;
  inputMiB: number;
  inputMbps: number;
  clipSeconds: number;
  uploadMs: number;
  /** Of `processSeconds`, how long it waited in the queue (to the 250 ms of the polling). */
  queuedMs: number;
  processSeconds: number | null;
  /** CPU seconds of the ffmpeg runs meanwhile (encode, poster, thumbnails): wall time on an idle machine is about this over the cores x264 keeps busy. */
  ffmpegCpuSeconds: number;
  realtimeFactor: number | null;
  status: string;
  output: Probe | null;
}

export interface Timed {
  base: string;
  token: string;
  name: string;
  clip: Pick<Clip, 'bytes' | 'mbps' | 'seconds'>;
  /** The gate's CPU seconds of ffmpeg so far. */
  cpuSeconds: () => number;
  /** Uploads or merges: the new video and how long its request took. */
  start: () => Promise<{ videoId: string; ms: number }>;
}

/** One video from its request to ready, one at a time; the output read back with ffprobe. */
export async function timeProcessing({
  base,
  token,
  name,
  clip,
  cpuSeconds,
  start,
}: Timed): Promise<ProcessRow> {
  const cpu0 = cpuSeconds();
  const { videoId, ms: uploadMs } = await start();
  const t0 = performance.now();
  const done = await untilDone(base, token, videoId);
  const seconds = (performance.now() - t0) / 1000;
  const ready = done.status === 'ready' && done.url;
  const row: ProcessRow = {
    name,
    inputMiB: +(clip.bytes / MiB).toFixed(1),
    inputMbps: clip.mbps,
    clipSeconds: clip.seconds,
    uploadMs,
    queuedMs: done.queuedMs,
    ffmpegCpuSeconds: +(cpuSeconds() - cpu0).toFixed(1),
    processSeconds: ready ? +seconds.toFixed(1) : null,
    realtimeFactor: ready ? +(clip.seconds / seconds).toFixed(2) : null,
    status: ready ? 'ready' : `failed (${done.reason})`,
    output: ready ? probe(`${base}${done.url}`) : null,
  };
  const o = row.output;
  console.log(
    `${name.padEnd(34)} in ${String(row.inputMiB).padStart(5)} MiB ${String(row.inputMbps).padStart(5)} Mb/s  upload ${String(uploadMs).padStart(5)} ms  ` +
      (o
        ? `processed in ${row.processSeconds} s (queued ${row.queuedMs} ms; ${row.realtimeFactor}x realtime; ffmpeg CPU ${row.ffmpegCpuSeconds} s)  out ${o.videoCodec}/${o.audioCodec} ${o.pixFmt} ${o.width}x${o.height} ${o.seconds} s ${(o.bytes / MiB).toFixed(1)} MiB ${o.mbps} Mb/s`
        : row.status),
  );
  return row;
}

/**
 * The first track the library lists, waiting up to `waitMs` for the demo tracks the server makes
 * with ffmpeg in the background at its first start (so they do not share the cores with a timed
 * encode); null when there is still none.
 */
export async function libraryTrack(
  base: string,
  token: string,
  waitMs: number,
): Promise<{ id: string } | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const list = await call<{ list: Array<{ id: string }> }>(
      `${base}/api/hibackend/musicLibrary/frontend/listPage?pageSize=1`,
      { headers: { authorization: token } },
    );
    const first = list.body.code === 200 ? list.body.data.list[0] : undefined;
    // 404: a server without the library's route; nothing to wait for.
    if (first || list.status === 404 || Date.now() > deadline) return first ?? null;
    await sleep(500);
  }
}

/** A library track, else one the console uploads (the member must be an admin: `ADMIN_EMAILS`). */
export async function findTrack(base: string, token: string): Promise<{ id: string } | string> {
  const first = await libraryTrack(base, token, 0);
  if (first) return first;
  const genres = await call<{ list: Array<{ id: string }> }>(`${base}/api/console/music/genres`, {
    headers: { authorization: token },
  });
  const genreId = genres.body.code === 200 ? genres.body.data.list[0]?.id : undefined;
  if (!genreId)
    return `no track in the library and no console genre (${genres.body.code} ${genres.body.msg})`;
  const file = path.join(tmpdir(), 'vc-bench-reels-clips', 'track-20s.m4a');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=f=330:d=20',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    file,
  ]);
  const form = new FormData();
  form.append('genreId', genreId);
  form.append('title', 'Bench track');
  form.append('artist', 'Bench');
  form.append('file', await openAsBlob(file, { type: 'audio/mp4' }), 'track.m4a');
  const made = await call<{ id: string }>(`${base}/api/console/music/tracks`, {
    method: 'POST',
    body: form,
    headers: { authorization: token },
  });
  return made.body.code === 200 ? made.body.data : `console track upload: ${made.body.code} ${made.body.msg}`;
}
