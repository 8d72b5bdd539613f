import { defineConfig } from 'vitest/config';
import { longestFirst } from './scripts/test-order.ts';

// Browser tests: one production server for the whole run (global setup), Debian's Chromium. Three
// files at a time: a browser test mostly waits (on the page, the server, ffmpeg; the run uses about
// half of two cores with two files at a time); `E2E_WORKERS=1` runs them one by one.
const workers = Number(process.env.E2E_WORKERS ?? '3');

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    // The ten slowest files close the log, so the next slow file is seen when it arrives.
    reporters: ['default', './scripts/slowest-files.ts'],
    testTimeout: 120_000,
    // `expect.poll` waits on the page: a loaded CI machine needs more than the default second.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // The sweeps take longest.
    sequence: {
      sequencer: longestFirst([
        'a11y-mobile',
        'a11y-desktop',
        'console',
        'console-community',
        'app',
        'narrow',
      ]),
    },
    fileParallelism: workers > 1,
    maxWorkers: workers,
  },
});
