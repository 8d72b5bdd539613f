/**
 * Page weight as the browser sees it: opens each page in Chromium on the built server (a fresh data
 * folder) and sums the bytes transferred (after compression) per resource type for the first load.
 * Needs `npm run build`.
 *
 *   npx tsx bench/first-load.ts            # /, /login, /my
 *   npx tsx bench/first-load.ts / /setting
 *   npx tsx bench/first-load.ts /console/dashboard   # console pages: as an admin, at 1440x900
 */
import { launch, memberStorage, newContext, VIEWPORTS } from '../e2e/support.ts';
import { startServer } from './server.ts';

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/login', '/my'];

const kib = (n: number) => +(n / 1024).toFixed(1);
const ADMIN = 'bench-admin@example.com';
const server = await startServer({ ADMIN_EMAILS: ADMIN });
const base = server.base;
const consolePage = (page: string) => page.startsWith('/console');
try {
  const browser = await launch();
  const rows = [];
  const admin = pages.some(consolePage) ? await memberStorage(base, server.dataDir, ADMIN) : undefined;
  for (const page of pages) {
    // The console is desktop first and needs an admin; members' pages load on a phone, signed out.
    const ctx = consolePage(page)
      ? await newContext(browser, base, VIEWPORTS[1], true, { storage: admin })
      : await newContext(browser, base, VIEWPORTS[0]);
    const tab = await ctx.newPage();
    const cdp = await ctx.newCDPSession(tab);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    const wire: Record<string, number> = {};
    cdp.on('Network.responseReceived', (e) => {
      types.set(e.requestId, e.type);
      urls.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const type = types.get(e.requestId) ?? 'Other';
      wire[type] = (wire[type] ?? 0) + e.encodedDataLength;
      // FIRST_LOAD_FILES=1 lists every file of the load with its size on the wire.
      if (process.env.FIRST_LOAD_FILES) console.log(page, kib(e.encodedDataLength), urls.get(e.requestId));
    });
    await tab.goto(page, { waitUntil: 'networkidle' });
    const total = Object.values(wire).reduce((a, b) => a + b, 0);
    rows.push({
      page,
      jsKiB: kib(wire.Script ?? 0),
      cssKiB: kib(wire.Stylesheet ?? 0),
      documentKiB: kib(wire.Document ?? 0),
      totalKiB: kib(total),
    });
    await ctx.close();
  }
  await browser.close();
  console.log('first load, bytes transferred (Chromium; 390x844, console pages 1440x900 as an admin):');
  console.table(rows);
} finally {
  await server.stop();
}
