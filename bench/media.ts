/**
 * Media at `/obs/<key>` on both backends, next to the bare Fastify route in the same run: a feed
 * picture (60 KB) whole, and a 256 KB range of a 4 MB video (a seek), served from the data folder
 * (@fastify/static) and from an S3-compatible bucket streamed by the app (s3rver in this process:
 * the store's own cost is in the figures too). Needs `npm run build` (or runs from source).
 *
 *   node --import tsx bench/media.ts            # BENCH_SECONDS=5 BENCH_CONNECTIONS=50 to change
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { s3Storage } from '../src/server/infra/storage.s3.ts';
import { S3_TEST_CREDENTIALS, startS3Server, testBucket } from '../src/server/test/s3-server.ts';
import { drive, driveBare, print, type Row } from './drive.ts';
import { saveReport, startBare, startServer } from './server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const picture = randomBytes(60 * 1024);
const video = randomBytes(4 * 1024 * 1024);

const s3 = await startS3Server();
const bucket = await testBucket(s3.endpoint);
const store = s3Storage(bucket, '/tmp');
await store.put('bench/picture.webp', picture);
await store.put('bench/video.mp4', video);

const local = await startServer({ SEED_DEMO: 'false' });
for (const [key, bytes] of [
  ['bench/picture.webp', picture],
  ['bench/video.mp4', video],
] as const) {
  mkdirSync(path.join(local.dataDir, 'uploads', 'bench'), { recursive: true });
  writeFileSync(path.join(local.dataDir, 'uploads', key), bytes);
}
const onBucket = await startServer({
  SEED_DEMO: 'false',
  S3_BUCKET: bucket.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});
const bare = await startBare();
const rows: Row[] = [];
try {
  const yardstick = await driveBare(bare.url, seconds);
  rows.push(yardstick);
  for (const [name, base] of [
    ['data folder', local.base],
    ['bucket', onBucket.base],
  ] as const) {
    for (const t of [
      { name: `${name}: picture 60 KB`, url: `${base}/obs/bench/picture.webp` },
      {
        name: `${name}: video range 256 KB`,
        url: `${base}/obs/bench/video.mp4`,
        headersOf: () => ({ range: 'bytes=1048576-1310719' }),
      },
    ]) {
      const row = await drive(t, connections, seconds);
      row.ofBare = Math.round((row.reqPerSec / yardstick.reqPerSec) * 100);
      print(row);
      rows.push(row);
    }
  }
  console.log(`report: ${saveReport('media', { seconds, connections, rows })}`);
} finally {
  bare.stop();
  await Promise.all([local.stop(), onBucket.stop()]);
  await s3.close();
}
