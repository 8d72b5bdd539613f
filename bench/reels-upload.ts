/**
 * The reels bench's upload levels: `concurrency` clients uploading one clip in a row, against the app
 * or the bare Fastify multipart route, with the server's memory sampled meanwhile.
 */
import { uploadTo } from './reels-calls.ts';
import { rssMiB } from './reels-setup.ts';

/** Nearest-rank percentile of sorted numbers. */
const pct = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;

export interface UploadRow {
  target: string;
  concurrency: number;
  uploads: number;
  errors: number;
  mbPerSec: number;
  uploadsPerSec: number;
  p50ms: number;
  p99ms: number;
  /** The server's resident memory before the level and its peak during it (sampled every 100 ms). */
  rssBeforeMiB: number | null;
  peakRssMiB: number | null;
  ofBare?: number;
}

/** `concurrency` clients, each making `rounds` uploads one after another; the server's RSS sampled every 100 ms. */
export async function uploadLevel(
  target: string,
  url: string,
  blob: Blob,
  concurrency: number,
  rounds: number,
  tokens: string[],
  pid?: number,
): Promise<UploadRow> {
  const times: number[] = [];
  let errors = 0;
  let firstError = '';
  const before = pid ? rssMiB(pid) : 0;
  let peak = before;
  const sampler = pid ? setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 100) : undefined;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, i) => {
      for (let r = 0; r < rounds; r++) {
        const res = await uploadTo(url, blob, tokens[i]);
        times.push(res.ms);
        if (res.body.code !== 200) {
          errors++;
          firstError ||= `${res.status} ${res.body.msg}`;
        }
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  const uploads = concurrency * rounds;
  const row: UploadRow = {
    target,
    concurrency,
    uploads,
    errors,
    mbPerSec: +((uploads * blob.size) / 1e6 / wall).toFixed(1),
    uploadsPerSec: +(uploads / wall).toFixed(2),
    p50ms: pct(times, 0.5),
    p99ms: pct(times, 0.99),
    rssBeforeMiB: pid ? before : null,
    peakRssMiB: pid ? peak : null,
  };
  return errors ? Object.assign(row, { firstError }) : row;
}

export const printUpload = (r: UploadRow) =>
  console.log(
    `${r.target.padEnd(28)} x${String(r.concurrency).padEnd(3)} ${String(r.uploads).padStart(3)} uploads  ${String(r.mbPerSec).padStart(6)} MB/s` +
      `${r.ofBare === undefined ? '' : `  ${String(r.ofBare).padStart(5)} % of bare`}  ${r.uploadsPerSec} /s  p50 ${r.p50ms} ms  p99 ${r.p99ms} ms` +
      `${r.peakRssMiB === null ? '' : `  server RSS ${r.rssBeforeMiB} -> peak ${r.peakRssMiB} MiB`}  errors ${r.errors}`,
  );
