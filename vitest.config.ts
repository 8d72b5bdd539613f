import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { longestFirst } from './scripts/test-order.ts';

// API and data-layer tests run once on in-memory PGlite and, when DATABASE_URL_TEST names a
// PostgreSQL server, once more there. Each test file gets its own fresh migrated database: a clone
// of a migrated PGlite kept by each worker, or a copy of one migrated PostgreSQL template.
// The server tests share their workers' module cache (`isolate: false`): a file boots its own app on
// its own database, and loading the app's modules once per worker instead of once per file is a
// third of the run. API tests mostly wait on a database or ffmpeg, so more workers than cores pay.
const serverTests = ['src/server/**/*.test.ts'];
const postgres = process.env.DATABASE_URL_TEST;
// What stores or reads media: uploads, videos, music, proofs, exports, deletion, retention, the migration tool.
const mediaTests = [
  'src/server/infra/storage*.test.ts',
  'src/server/http/media.test.ts',
  'src/server/uploads/uploads.test.ts',
  'src/server/reels/videos.upload.test.ts',
  'src/server/reels/videos.instances.test.ts',
  'src/server/reels/videos.merge.test.ts',
  'src/server/reels/music.test.ts',
  'src/server/activities/proofs.test.ts',
  'src/server/privacy/privacy.export*.test.ts',
  'src/server/privacy/privacy.deletion*.test.ts',
  'src/server/retention/retention.uploads.test.ts',
];
const workers = Number(process.env.TEST_WORKERS ?? Math.max(2, availableParallelism() + 1));

const apiProject = (name: string, db: string, include = serverTests, storage = 'local') => ({
  test: {
    name,
    include,
    env: { TEST_DB: db, TEST_STORAGE: storage },
    isolate: false,
    // A larger young generation: PGlite's copies make many short-lived buffers (about 5 % faster).
    execArgv: ['--max-semi-space-size=64'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: [
      ...(db === 'postgres' ? ['src/server/test/global-setup.ts'] : []),
      ...(storage === 's3' ? ['src/server/test/s3-setup.ts'] : []),
    ],
  },
});

export default defineConfig({
  test: {
    maxWorkers: workers,
    // The files that take longest (many concurrent requests, ffmpeg, spawned servers) start first.
    sequence: {
      sequencer: longestFirst([
        'draws.concurrency',
        'videos.merge',
        'reels.seed',
        'music',
        'stats.sigterm',
        'main',
        'videos.kill',
        'faults',
        'fuzz-1',
        'fuzz-2',
        'fuzz-3',
        'videos.upload',
        'videos.queue',
        'content.seed',
        'qr-batches',
        'privacy.deletion',
        'scan-console.print',
        'reservations',
        'prizes.concurrency',
      ]),
    },
    // The ten slowest files close the log, so the next slow file is seen when it arrives.
    reporters: ['default', './scripts/slowest-files.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(postgres ? [apiProject('api-postgres', 'postgres')] : []),
      // The media tests once more with an S3-compatible bucket instead of the data folder (decision 082).
      apiProject('api-s3', postgres ? 'postgres' : 'pglite', mediaTests, 's3'),
    ],
  },
});
