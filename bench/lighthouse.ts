/**
 * Lighthouse (mobile preset: throttled CPU and network) on the built server with the demo data, the
 * median of 3 runs per page, in Debian's Chromium, as a first visit (Lighthouse starts each run with
 * empty storage: the age gate). Needs `npm run build`.
 *
 *   npx tsx bench/lighthouse.ts              # /, /home, /article/{id} (a demo article), /login, /my
 *   LH_RUNS=5 npx tsx bench/lighthouse.ts /setting
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoIds, withIds } from '../e2e/demo-ids.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/support.ts';
import { startServer } from './server.ts';

const asked = process.argv.slice(2);
const patterns = asked.length > 0 ? asked : ['/', '/home', '/article/{id}', '/login', '/my'];
const runs = Number(process.env.LH_RUNS ?? 3);
/** The median of the runs that gave the figure (a run whose audit failed says so on stderr). */
const median = (xs: number[]) => {
  const ok = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return ok[Math.floor(ok.length / 2)] ?? NaN;
};

// SEED_DEMO: pages with their pictures (banners, covers), which also gives the server longer to start.
// LH_URL measures a server already running instead.
const server = process.env.LH_URL
  ? { base: process.env.LH_URL, stop: async () => {} }
  : await startServer({ SEED_DEMO: 'true' });
const ids = await demoIds(server.base);
const pages = patterns.map((p) => withIds(p, ids));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  const rows = [];
  for (const page of pages) {
    const scores: Record<string, number[]> = {
      performance: [],
      accessibility: [],
      lcpMs: [],
      tbtMs: [],
      fcpMs: [],
      cls: [],
    };
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
      if (lhr.runtimeError) console.error(`${page} run ${i + 1}: ${lhr.runtimeError.message}`);
      for (const id of ['largest-contentful-paint', 'total-blocking-time', 'first-contentful-paint']) {
        const audit = lhr.audits[id];
        if (audit?.errorMessage) console.error(`${page} run ${i + 1}, ${id}: ${audit.errorMessage}`);
      }
      scores.performance?.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      scores.accessibility?.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
      scores.lcpMs?.push(Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN));
      scores.tbtMs?.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN));
      scores.fcpMs?.push(Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN));
      scores.cls?.push(+(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3));
    }
    rows.push({ page, ...Object.fromEntries(Object.entries(scores).map(([k, v]) => [k, median(v)])) });
  }
  console.log(`Lighthouse mobile, median of ${runs}:`);
  console.table(rows);
} finally {
  chrome.kill();
  await server.stop();
}
