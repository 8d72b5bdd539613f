import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, api, launch, newContext, VIEWPORTS, signedIn } from './support.ts';

/**
 * The installable app: a valid manifest with reachable icons, an active service worker, an opened
 * article that reads again with the network gone, and the offline page for a page never opened.
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('installable app', () => {
  it('serves a valid manifest whose icons load', async () => {
    const res = await fetch(`${baseURL}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    const m = (await res.json()) as Manifest;
    expect(m).toMatchObject({ name: 'Vapour Club', start_url: '/', display: 'standalone' });
    const sizes = m.icons.map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(m.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of m.icons) {
      const img = await fetch(`${baseURL}${icon.src}`);
      expect(img.status, icon.src).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/png');
    }
    const html = await (await fetch(`${baseURL}/`)).text();
    expect(html).toContain('rel="manifest"');
  });

  it('activates the service worker, and an opened article reads offline', async () => {
    const email = `offline-${Date.now().toString(36)}@example.com`;
    const { storage, token } = await signedIn(baseURL, dataDir, email);
    const title = `Reading offline on the train ${Date.now().toString(36)}`;
    const saved = await api<{ id: string }>(
      baseURL,
      'POST',
      '/hibackend/article/frontend/save',
      {
        type: 'article',
        title,
        blocks: [{ type: 'paragraph', text: `${words(30)} offline body` }],
        source: 'original',
        draft: false,
      },
      { Authorization: token },
    );
    const ctx = await newContext(browser, baseURL, VIEWPORTS[0], true, { storage });
    const page = await ctx.newPage();
    await page.goto(`/article/${saved.id}`);
    await page.getByRole('heading', { name: title }).waitFor();
    // A touch loads the platform chunk, which registers the worker; it takes control at once.
    await page.mouse.click(5, 300);
    const state = await page.evaluate<string>(
      `navigator.serviceWorker.ready.then((r) => new Promise((ok) => {
        const w = r.active;
        if (w.state === 'activated') return ok(w.state);
        w.addEventListener('statechange', () => w.state === 'activated' && ok(w.state));
      }))`,
    );
    expect(state).toBe('activated');
    await page.waitForFunction('navigator.serviceWorker.controller !== null');
    // Read once more through the worker, so it keeps the page, the article and its pictures.
    await page.reload();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.waitForFunction(
      `caches.open('vc-articles').then((c) => c.keys()).then((k) => k.some((r) => r.url.includes('/detail/${saved.id}')))`,
    );

    // The build check (spec §4) always reaches the network: its answer is never kept.
    const build = await page.evaluate<string>(
      "fetch('/builds/latest.json?t=' + Date.now(), { cache: 'no-store' }).then((r) => r.json()).then((j) => j.buildId)",
    );
    expect(build).toMatch(/\S/);
    const kept = await page.evaluate<boolean>(
      "caches.keys().then((n) => Promise.all(n.map((k) => caches.open(k).then((c) => c.keys())))).then((all) => all.flat().some((r) => r.url.includes('/builds/')))",
    );
    expect(kept).toBe(false);

    await ctx.setOffline(true);
    const [worker] = ctx.serviceWorkers();
    // The worker itself has no network now (not only the page).
    expect(
      await worker?.evaluate(() =>
        fetch('/api/health').then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    await page.reload();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('offline body').waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'pwa-offline-article-mobile.png'), fullPage: true });

    // A page never opened: the app shell still starts; the offline page is there for a first visit.
    const offline = await page.evaluate<boolean>(
      `caches.keys().then((names) => Promise.all(names.map((n) => caches.open(n).then((c) => c.match('/offline.html', { ignoreSearch: true }))))).then((r) => r.some(Boolean))`,
    );
    expect(offline).toBe(true);
    await ctx.setOffline(false);
    await ctx.close();
  });
});
