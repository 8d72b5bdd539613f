/**
 * Page weight as the browser sees it: opens each page in a fresh Chromium context on the built server
 * (a fresh data folder with the demo data) and sums the bytes transferred (after compression) per
 * resource type until the network has been idle for 1.5 s (issue 37 counts JavaScript this way; its
 * budget is 120 KiB of it on `/` for a first visit and on `/home` for a returning adult).
 * Needs `npm run build`.
 *
 *   npx tsx bench/first-load.ts            # every route of the table, as a returning adult (signed out)
 *   npx tsx bench/first-load.ts / /home    # those pages only
 *   npx tsx bench/first-load.ts /console/dashboard   # console pages: as an admin, at 1440x900
 *
 * `/` is also loaded as a first visit (no age answer yet), `/home` also signed in. `{id}` stands for a
 * demo article, reel or brand where the demo data has one (e2e/demo-ids.ts), else for an unknown id.
 * FIRST_LOAD_FILES=1 lists every file of each load with its size on the wire.
 */
import { ROUTES } from '../src/shared/routes.ts';
import { measureFirstLoad } from '../e2e/first-load.ts';
import { launch, memberStorage, newContext, VIEWPORTS } from '../e2e/support.ts';
import { demoIds, withIds } from '../e2e/demo-ids.ts';
import { startServer } from './server.ts';

const kib = (n: number) => +(n / 1024).toFixed(1);
const ADMIN = 'bench-admin@example.com';
// SEED_DEMO: the demo data (banners, articles, reels), which also gives the server longer to start.
// FIRST_LOAD_URL and FIRST_LOAD_DATA_DIR measure a server already running (with ADMIN_EMAILS for the console).
const server = process.env.FIRST_LOAD_URL
  ? { base: process.env.FIRST_LOAD_URL, dataDir: process.env.FIRST_LOAD_DATA_DIR ?? '', stop: async () => {} }
  : await startServer({ ADMIN_EMAILS: ADMIN, SEED_DEMO: 'true' });
const base = server.base;
const consolePage = (page: string) => page.startsWith('/console');
try {
  const ids = await demoIds(base);
  const asked = process.argv.slice(2);
  const pages = (asked.length > 0 ? asked : ROUTES.map((r) => r.path.replace('/*', '/dashboard'))).map((p) =>
    withIds(p, ids),
  );
  const browser = await launch();
  const admin = pages.some(consolePage) ? await memberStorage(base, server.dataDir, ADMIN) : undefined;
  const member = !pages.includes('/home')
    ? undefined
    : await memberStorage(base, server.dataDir, `bench-first-load-${Date.now().toString(36)}@example.com`);
  const loads: Array<{ page: string; as: 'first visit' | 'adult' | 'member' | 'admin' }> = [];
  for (const page of pages) {
    if (consolePage(page)) {
      loads.push({ page, as: 'admin' });
      continue;
    }
    if (page === '/') loads.push({ page, as: 'first visit' });
    loads.push({ page, as: 'adult' });
    if (page === '/home') loads.push({ page, as: 'member' });
  }
  const rows = [];
  for (const { page, as } of loads) {
    // The console is desktop first and needs an admin; members' pages load on a phone.
    const ctx =
      as === 'admin'
        ? await newContext(browser, base, VIEWPORTS[1], true, { storage: admin })
        : await newContext(browser, base, VIEWPORTS[0], as !== 'first visit', {
            storage: as === 'member' ? member : undefined,
          });
    const load = await measureFirstLoad(ctx, page);
    await ctx.close();
    if (process.env.FIRST_LOAD_FILES) {
      for (const f of load.files) console.log(page, as, f.type, kib(f.bytes), f.url.replace(base, ''));
    }
    const total = Object.values(load.bytes).reduce((a, b) => a + b, 0);
    rows.push({
      page,
      as,
      scripts: load.files.filter((f) => f.type === 'Script').length,
      jsKiB: kib(load.bytes.Script ?? 0),
      cssKiB: kib(load.bytes.Stylesheet ?? 0),
      documentKiB: kib(load.bytes.Document ?? 0),
      imageKiB: kib(load.bytes.Image ?? 0),
      totalKiB: kib(total),
    });
  }
  await browser.close();
  console.log(
    'first load until the network is idle 1.5 s, bytes transferred (Chromium; 390x844, console 1440x900):',
  );
  console.table(rows);
} finally {
  await server.stop();
}
