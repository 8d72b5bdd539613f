import { defineConfig } from 'vitest/config';

// Browser tests: one production server for the whole run (global setup), Debian's Chromium. Two
// files at a time: a browser test mostly waits (on the page, the server, ffmpeg), so two share the
// machine's cores well; `E2E_WORKERS=1` runs them one by one.
const workers = Number(process.env.E2E_WORKERS ?? '2');

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    // `expect.poll` waits on the page: a loaded CI machine needs more than the default second.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    fileParallelism: workers > 1,
    maxWorkers: workers,
  },
});
