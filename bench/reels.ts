/**
 * Reels benchmark (not part of npm test): processing time of phone-like clips and upload throughput.
 * Runs the built server, or the source with tsx when there is no build (`BENCH_FROM_SOURCE=1` forces it).
 *
 * 1. Processing, one clip at a time: a 30 s 1080x1920, a 30 s 720x1280 and a 10 s 1080x1920 clip
 *    uploaded, then `GET /api/video/{id}` every 250 ms until ready: seconds from the upload's answer,
 *    realtime factor (clip length / processing time), the output's size and bitrate (ffprobe); then a
 *    merge of the 30 s clip with a library track, timed the same way.
 * 2. Upload throughput: 1, 4, 16 concurrent uploads of the 10 s clip (~20 MB) next to a bare Fastify
 *    multipart route streaming to disk, in the same run; the server's ffmpeg is held behind a gate
 *    meanwhile, so the figures are of the upload path (stream to disk, file type, ffprobe, row and job)
 *    without encodes competing for the two cores.
 *
 *   npx tsx bench/reels.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/reels.ts
 *   REELS_CLIPS=1080p30 UPLOAD_CONCURRENCY=1,4,16,32 UPLOAD_ROUNDS=5 VIDEO_CONCURRENCY=2 …
 */
import { execFileSync } from 'node:child_process';
import { openAsBlob } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import {
  call,
  findTrack,
  libraryTrack,
  MiB,
  ms,
  type ProcessRow,
  timeProcessing,
  uploadTo,
} from './reels-calls.ts';
import { printUpload, type UploadRow, uploadLevel } from './reels-upload.ts';
import { type Clip, ffmpegGate, makeClip } from './reels-setup.ts';
import { type BareServer, registerMember, saveReport, startBare, startServer } from './server.ts';

const CLIPS = {
  '1080p30': { name: '30 s 1080x1920', width: 1080, height: 1920, seconds: 30, videoMbps: 12 },
  '720p30': { name: '30 s 720x1280', width: 720, height: 1280, seconds: 30, videoMbps: 8 },
  '1080p10': { name: '10 s 1080x1920', width: 1080, height: 1920, seconds: 10, videoMbps: 16 },
} as const;
type ClipKey = keyof typeof CLIPS;
const clipKeys = (process.env.REELS_CLIPS ?? '1080p30,720p30,1080p10').split(',') as ClipKey[];
const levels = (process.env.UPLOAD_CONCURRENCY ?? '1,4,16').split(',').map(Number);
/** Uploads each concurrent client makes at each level. */
const rounds = Number(process.env.UPLOAD_ROUNDS ?? 3);
const videoConcurrency = process.env.VIDEO_CONCURRENCY ?? '1';
const adminEmail = 'reels-bench-admin@example.com';

/** The clip with a library track mixed in (a new video), timed like an upload's processing. */
async function timeMerge(
  base: string,
  token: string,
  parent: Clip,
  videoId: string,
  cpuSeconds: () => number,
): Promise<ProcessRow | string> {
  const track = await findTrack(base, token);
  if (typeof track === 'string') return `skipped: ${track}`;
  const name = `merge ${parent.name} + music`;
  return timeProcessing({
    base,
    token,
    name,
    clip: parent,
    cpuSeconds,
    start: async () => {
      const t0 = performance.now();
      const r = await call<{ videoId: string }>(`${base}/api/video/audioMerge`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ videoId, musicId: track.id }),
      });
      if (r.body.code !== 200) throw new Error(`audioMerge: ${r.status} ${r.body.msg}`);
      return { videoId: r.body.data.videoId, ms: ms(t0) };
    },
  });
}

async function main() {
  const ffmpegVersion = execFileSync('ffmpeg', ['-version']).toString().split('\n')[0] ?? '';
  const machine = {
    cores: availableParallelism(),
    loadavgAtStart: loadavg().map((l) => +l.toFixed(2)),
    ffmpegVersion,
  };
  console.log(`${ffmpegVersion}\ncores ${machine.cores}, load average ${machine.loadavgAtStart.join(' ')}`);
  const clips = Object.fromEntries(clipKeys.map((k) => [k, makeClip(CLIPS[k])])) as Partial<
    Record<ClipKey, Clip>
  >;
  const uploadClip = makeClip(CLIPS['1080p10']);
  for (const c of Object.values(clips))
    console.log(`input ${c.name}: ${(c.bytes / MiB).toFixed(1)} MiB, ${c.mbps} Mb/s`);

  const scratch = process.env.BENCH_DATABASE_URL
    ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'vc_reels')
    : null;
  const gate = ffmpegGate();
  const server = await startServer({
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    FFMPEG_PATH: gate.path,
    VIDEO_CONCURRENCY: videoConcurrency,
    ADMIN_EMAILS: adminEmail,
  });
  let bare: BareServer | undefined;
  try {
    console.log(
      `server: ${server.entry}, ${scratch ? 'PostgreSQL' : 'PGlite'}, VIDEO_CONCURRENCY=${videoConcurrency}\n`,
    );
    bare = await startBare();
    const admin = await registerMember(server, adminEmail);
    const uploadUrl = `${server.base}/api/video/upload`;
    const upload = async (clip: Clip) => {
      const r = await uploadTo(uploadUrl, await openAsBlob(clip.file, { type: 'video/mp4' }), admin.token);
      if (r.body.code !== 200) throw new Error(`upload of ${clip.name}: ${r.status} ${r.body.msg}`);
      return { videoId: r.body.data.videoId, ms: r.ms };
    };

    const t0 = Date.now();
    const demo = await libraryTrack(server.base, admin.token, 120_000);
    console.log(`music library: ${demo ? `a track after ${Date.now() - t0} ms` : 'empty after 2 minutes'}`);
    console.log('Processing (one at a time; from the upload answer to ready)');
    const processing: ProcessRow[] = [];
    const ids: Partial<Record<ClipKey, string>> = {};
    for (const k of clipKeys) {
      const clip = clips[k];
      if (!clip) continue;
      processing.push(
        await timeProcessing({
          base: server.base,
          token: admin.token,
          name: clip.name,
          clip,
          cpuSeconds: gate.cpuSeconds,
          start: async () => {
            const r = await upload(clip);
            ids[k] = r.videoId;
            return r;
          },
        }),
      );
    }
    const parent = clips['1080p30'];
    const parentId = ids['1080p30'];
    const merge =
      !parent || !parentId
        ? 'skipped: the 30 s 1080p clip was not processed'
        : process.env.REELS_MERGE === '0'
          ? 'skipped: REELS_MERGE=0'
          : await timeMerge(server.base, admin.token, parent, parentId, gate.cpuSeconds).catch(
              (err: Error) => `failed: ${err.message}`,
            );
    if (typeof merge === 'string') console.log(`merge ${merge}`);

    const blob = await openAsBlob(uploadClip.file, { type: 'video/mp4' });
    console.log(
      `\nUpload throughput: the ${uploadClip.name} clip (${(blob.size / 1e6).toFixed(1)} MB), ${rounds} uploads per client; server's ffmpeg held back`,
    );
    gate.close();
    // Each client is its own member: the route allows a member 30 uploads an hour.
    const tokens: string[] = [];
    for (let i = 0; i < Math.max(...levels); i++)
      tokens.push((await registerMember(server, `reels-bench-${i}@example.com`)).token);
    const uploads: UploadRow[] = [];
    for (const n of levels) {
      const bareRow = await uploadLevel('bare Fastify multipart', `${bare.url}/upload`, blob, n, rounds, []);
      bareRow.ofBare = 100;
      printUpload(bareRow);
      const row = await uploadLevel('POST /api/video/upload', uploadUrl, blob, n, rounds, tokens, server.pid);
      row.ofBare = +((100 * row.mbPerSec) / bareRow.mbPerSec).toFixed(1);
      printUpload(row);
      uploads.push(bareRow, row);
    }
    // The jobs the uploads queued are dropped, not processed: their "job failed" lines are expected.
    console.log('dropping the queued jobs of the upload runs (their "job failed" log lines are expected)');
    gate.abort();
    const report = {
      at: new Date().toISOString(),
      machine: { ...machine, loadavgAtEnd: loadavg().map((l) => +l.toFixed(2)) },
      server: { entry: server.entry, database: scratch ? 'postgres' : 'pglite', videoConcurrency },
      inputs: Object.values(clips).map(({ file: _file, ...c }) => c),
      processing,
      merge,
      uploadClip: { name: uploadClip.name, bytes: uploadClip.bytes, roundsPerClient: rounds },
      uploads,
    };
    console.log(`report: ${saveReport('reels', report)}`);
  } finally {
    gate.abort();
    bare?.stop();
    await server.stop();
    gate.remove();
    await scratch?.drop();
  }
}

await main();
