import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, launch, memberStorage, newContext, VIEWPORTS } from './support.ts';

/**
 * The client platform end to end: two page-view reports per route change, taken by the server;
 * none that identifies the member after "Essential only"; the debug console with `?debug=true` and
 * not without (where the developer-tools guard is on instead).
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const ADMIN = 'stats-admin@e2e.test';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

type Event = Record<string, unknown>;
interface Beacon {
  url: string;
  body: string;
  taken: boolean;
}

/**
 * Every report the page sends, read where it leaves: `sendBeacon`'s Blob body is not visible to the
 * browser's request events, so a wrapper installed before the app records it; the statuses the
 * server answered are counted from the responses.
 */
async function collect(page: Page) {
  // A string, not a function: this file is type-checked without the DOM library.
  // Kept in session storage: a document navigation (a reload, a back to another document) keeps them.
  await page.addInitScript(`
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const taken = send(url, data);
      if (data instanceof Blob) data.text().then((body) => {
        const all = JSON.parse(sessionStorage.getItem('e2e-beacons') || '[]');
        all.push({ url: String(url), body, taken });
        sessionStorage.setItem('e2e-beacons', JSON.stringify(all));
      });
      return taken;
    };
  `);

  const statuses: number[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/md/rpStat/')) statuses.push(res.status());
  });
  return {
    page,
    statuses,
    sent: async (urlPart: string) => {
      const beacons = await page.evaluate<Beacon[]>(
        "JSON.parse(sessionStorage.getItem('e2e-beacons') || '[]')",
      );
      return beacons.filter((b) => b.url.includes(urlPart));
    },
  };
}

const storageOf = async (name: string, cookieChoice: 'all' | 'essential') => ({
  ...(await memberStorage(baseURL, dataDir, `${name}-${Date.now().toString(36)}@example.com`)),
  compliance: JSON.stringify({ state: { ageVerifiedAt: Date.now(), cookieChoice }, version: 0 }),
});

/** Visits /setting, opens About, goes back; then hides the page so the queue leaves. */
async function walk(page: Page) {
  await page.goto('/setting');
  await page.locator('a[href="/setting/about"]').first().click();
  await page.waitForURL('**/setting/about');
  await page.getByRole('button', { name: 'Back' }).first().click();
  await page.waitForURL('**/setting');
  // The platform chunk is in (the clicks loaded it): hiding the page sends what waits.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((r) => r.name.includes('platform')),
  );
  await page.evaluate("window.dispatchEvent(new Event('pagehide'))");
}

async function settled(c: Awaited<ReturnType<typeof collect>>, urlPart: string, atLeast: number) {
  let events: Event[] = [];
  for (let i = 0; i < 100; i++) {
    // Hiding the page sends what waits (the chunk may still have been starting at the last hide).
    await c.page.evaluate("window.dispatchEvent(new Event('pagehide'))");
    const beacons = await c.sent(urlPart);
    events = beacons.flatMap((b) => JSON.parse(b.body) as Event[]);
    if (events.length >= atLeast && c.statuses.length >= beacons.length) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { events, statuses: c.statuses };
}

describe.each(VIEWPORTS)('usage reports at $name', (vp) => {
  it('sends two page-view reports per route change, which the server takes, and tracks the back click', async () => {
    const ctx = await newContext(browser, baseURL, vp, false, {
      storage: await storageOf(`pv-${vp.name}`, 'all'),
    });
    const page = await ctx.newPage();
    const sent = await collect(page);
    await walk(page);
    const pv = await settled(sent, 'apppv', 6);
    expect(pv.events.filter((e) => 'page_id' in e).map((e) => e.page_id)).toEqual([
      '/setting',
      '/setting/about',
      '/setting',
    ]);
    expect(pv.events.filter((e) => 'path' in e).map((e) => e.path)).toEqual([
      '/setting',
      '/setting/about',
      '/setting',
    ]);
    expect(pv.statuses.every((st) => st === 200)).toBe(true);
    const first = pv.events[0] ?? {};
    expect(first).toMatchObject({ ver: '3.0.0', business_type: 1, scene: '0000', channel: '0000' });
    // h5 on a phone's browser (by its user agent, as the request wrapper decides), pc elsewhere.
    const phone = await page.evaluate('/Mobi|Android|iPhone|iPad|iPod/i.test(navigator.userAgent)');
    expect(first.client).toBe(phone ? 'h5' : 'pc');
    expect(first.user_id).toMatch(/^[1-9]\d*$/);
    const clicks = await settled(sent, 'appclick', 1);
    expect(clicks.events).toEqual([expect.objectContaining({ mark: 'back', detail_id: '/setting/about' })]);
    expect(clicks.statuses.every((st) => st === 200)).toBe(true);
    await ctx.close();
  });
});

describe('consent and the server count', () => {
  it('sends no field that identifies the member after "Essential only"', async () => {
    const ctx = await newContext(browser, baseURL, VIEWPORTS[0], false, {
      storage: await storageOf('essential', 'essential'),
    });
    const page = await ctx.newPage();
    const sent = await collect(page);
    await walk(page);
    const pv = await settled(sent, 'apppv', 6);
    expect(pv.events).toHaveLength(6);
    for (const e of pv.events) {
      expect(e.user_id).toBe('');
      for (const field of ['user_name', 'user_email', 'nick_name']) expect(e[field] ?? '').toBe('');
    }
    await ctx.close();
  });

  it('counts the views at the server (the console overview)', async () => {
    const admin = await memberStorage(baseURL, dataDir, ADMIN);
    const token = (JSON.parse(admin.user ?? '{}') as { state: { token: string } }).state.token;
    let views = 0;
    for (let i = 0; i < 30 && views < 2; i++) {
      const o = await api<{ routes: { path: string; views: number }[] }>(
        baseURL,
        'GET',
        '/console/stats/overview',
        undefined,
        { Authorization: token },
      );
      views = o.routes.find((r) => r.path === '/setting/about')?.views ?? 0;
      if (views < 2) await new Promise((r) => setTimeout(r, 200));
    }
    expect(views).toBeGreaterThanOrEqual(2);
  });
});

describe('debug console and developer tools', () => {
  const f12Prevented = (page: Page) =>
    page.evaluate<boolean>(`(() => {
      const e = new KeyboardEvent('keydown', { key: 'F12', cancelable: true, bubbles: true });
      document.body.dispatchEvent(e);
      return e.defaultPrevented;
    })()`);

  it('opens the debug console with ?debug=true, with the guard off', async () => {
    const ctx = await newContext(browser, baseURL, VIEWPORTS[0]);
    const page = await ctx.newPage();
    await page.goto('/setting?debug=true');
    await page.locator('#__vconsole').waitFor({ state: 'attached', timeout: 15_000 });
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((r) => r.name.includes('platform')),
    );
    expect(await f12Prevented(page)).toBe(false);
    await ctx.close();
  });

  it('has no debug console without it, and blocks F12 there', async () => {
    const ctx = await newContext(browser, baseURL, VIEWPORTS[1]);
    const page = await ctx.newPage();
    await page.goto('/setting');
    await page.locator('a[href="/setting/about"]').first().click();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((r) => r.name.includes('platform')),
    );
    expect(await f12Prevented(page)).toBe(true);
    expect(await page.locator('#__vconsole').count()).toBe(0);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((n) => n.includes('vconsole')),
    );
    expect(scripts).toEqual([]);
    await ctx.close();
  });
});
