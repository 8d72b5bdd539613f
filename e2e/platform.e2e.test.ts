import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { ARTIFACTS, api, launch, memberStorage, newContext, VIEWPORTS, signedIn } from './support.ts';

/**
 * The client platform end to end: two page-view reports per route change, taken by the server;
 * none that identifies the member after "Essential only"; the debug console with `?debug=true` and
 * not without (where the developer-tools guard is on instead).
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const ADMIN = 'stats-admin@e2e.test';
let browser: Browser;
/** The admin signs up once; both console tests use the session. */
let adminSession: ReturnType<typeof signedIn> | undefined;
const admin = () => (adminSession ??= signedIn(baseURL, dataDir, ADMIN));

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

/** A new member who has made their cookie choice: local storage for `newContext`, and their id. */
async function memberWith(name: string, cookieChoice: 'all' | 'essential') {
  const { storage, userId } = await signedIn(
    baseURL,
    dataDir,
    `${name}-${Date.now().toString(36)}@example.com`,
  );
  const compliance = JSON.stringify({ state: { ageVerifiedAt: Date.now(), cookieChoice }, version: 0 });
  return { storage: { ...storage, compliance }, userId };
}

/** Visits /setting, opens About, goes back; then hides the page so the queue leaves. */
async function walk(page: Page) {
  await page.goto('/setting');
  await page.locator('a[href="/setting/about"]').first().click();
  await page.waitForURL('**/setting/about');
  await page.getByTestId('about-page').waitFor();
  await page.getByRole('button', { name: 'Back' }).first().click();
  await page.waitForURL('**/setting');
  // The platform runs (the clicks loaded it): hiding the page sends what waits.
  await page.locator('html[data-platform="ready"]').waitFor({ state: 'attached' });
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
      storage: (await memberWith(`pv-${vp.name}`, 'all')).storage,
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
    // The back button reports itself once (the tap tracker leaves it alone).
    expect(clicks.events.filter((e) => e.mark === 'back' || e.detail_id === '')).toEqual([
      expect.objectContaining({ mark: 'back', detail_id: '/setting/about' }),
    ]);
    expect(clicks.statuses.every((st) => st === 200)).toBe(true);
    // Once the platform runs, taps on links count as clicks too, named by where they lead.
    await page.locator('a[href="/setting/about"]').first().click();
    await page.waitForURL('**/setting/about');
    const taps = await settled(sent, 'appclick', 2);
    expect(taps.events).toContainEqual(
      expect.objectContaining({ mark: 'link', detail_id: '/setting/about' }),
    );
    await ctx.close();
  });

  it('sends the first page view at once, before the platform loads', async () => {
    const ctx = await newContext(browser, baseURL, vp, false, {
      storage: (await memberWith(`first-${vp.name}`, 'all')).storage,
    });
    const page = await ctx.newPage();
    const sent = await collect(page);
    await page.goto('/setting/about');
    let events: Event[] = [];
    for (let i = 0; i < 40 && events.length < 2; i++) {
      events = (await sent.sent('apppv')).flatMap((b) => JSON.parse(b.body) as Event[]);
      if (events.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    // Nobody touched the page and the platform's 3 s have not passed: the view left on its own.
    expect(await page.locator('html[data-platform]').count()).toBe(0);
    expect(events).toEqual([
      expect.objectContaining({ page_id: '/setting/about' }),
      expect.objectContaining({ path: '/setting/about' }),
    ]);
    // And the platform does not send it a second time when it arrives.
    await page.locator('html[data-platform="ready"]').waitFor({ state: 'attached', timeout: 10_000 });
    const again = await settled(sent, 'apppv', 2);
    expect(again.events.filter((e) => e.page_id === '/setting/about')).toHaveLength(1);
    await ctx.close();
  });
});

describe('profile background and the points catalogue', () => {
  it('the member sets a background picture, sees it on the profile, and opens /activity/prize/constant', async () => {
    const vp = VIEWPORTS[0];
    const { storage, userId } = await memberWith('backimg', 'all');
    const ctx = await newContext(browser, baseURL, vp, false, { storage });
    const page = await ctx.newPage();
    await page.goto('/setting/editInfo');
    const png = await sharp({ create: { width: 1600, height: 700, channels: 3, background: '#3c7dc8' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('back-img-file')
      .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png });
    await page.locator('[data-testid="back-img-preview"][data-src^="/obs/backgrounds/"]').waitFor();
    await page.goto('/my');
    await page.locator('[data-testid="profile-back-img"][data-src^="/obs/backgrounds/"]').waitFor();
    await page.goto(`/friend/${userId}`);
    const band = page.locator('[data-testid="member-back-img"][data-src^="/obs/backgrounds/"]');
    await band.waitFor();
    const shown = await page.evaluate<string>(
      `getComputedStyle(document.querySelector('[data-testid="member-back-img"]')).backgroundImage`,
    );
    expect(shown).toContain('/obs/backgrounds/');
    await page.screenshot({ path: path.join(ARTIFACTS, `${vp.name}-profile-background.png`) });

    await page.goto('/activity/prize');
    await page.waitForURL('**/activity/prize/constant');
    await page.getByTestId('prize-constant').waitFor();
    expect(await page.getByText('This prize is not available').count()).toBe(0);
    await page.screenshot({ path: path.join(ARTIFACTS, `${vp.name}-prize-constant.png`) });
    await ctx.close();
  });
});

describe('consent and the server count', () => {
  it('sends no field that identifies the member after "Essential only"', async () => {
    const ctx = await newContext(browser, baseURL, VIEWPORTS[0], false, {
      storage: (await memberWith('essential', 'essential')).storage,
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
    const { token } = await admin();
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
    await page.locator('html[data-platform]').waitFor({ state: 'attached' });
    expect(await f12Prevented(page)).toBe(false);
    await ctx.close();
  });

  it('has no debug console without it, and blocks F12 there', async () => {
    const ctx = await newContext(browser, baseURL, VIEWPORTS[1]);
    const page = await ctx.newPage();
    await page.goto('/setting');
    await page.locator('a[href="/setting/about"]').first().click();
    await page.locator('html[data-platform]').waitFor({ state: 'attached' });
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

describe('the console usage overview', () => {
  it('shows an admin the figures with charts, at 1440x900, in English and in Russian dark mode', async () => {
    const { storage } = await admin();
    for (const look of [
      { name: 'en', lang: 'en_US', colorScheme: 'light' as const },
      { name: 'ru-dark', lang: 'ru_RU', colorScheme: 'dark' as const },
    ]) {
      const ctx = await newContext(browser, baseURL, VIEWPORTS[1], true, {
        colorScheme: look.colorScheme,
        storage: { ...storage, language: JSON.stringify({ state: { language: look.lang }, version: 0 }) },
      });
      const page = await ctx.newPage();
      await page.goto('/console/stats');
      await page.getByTestId('usage-page').waitFor();
      await page.locator('[data-testid="usage-daily-chart"] canvas').waitFor();
      expect(
        Number((await page.getByTestId('usage-views').textContent())?.replace(/\D/g, '')),
      ).toBeGreaterThan(0);
      await expectAccessible(page, `console usage ${look.name}`);
      await page.screenshot({
        path: path.join(ARTIFACTS, `console-usage-${look.name}-desktop.png`),
        fullPage: true,
      });
      await ctx.close();
    }
  });

  it('is Not Found for a member', async () => {
    const ctx = await newContext(browser, baseURL, VIEWPORTS[0], true, {
      storage: await memberStorage(baseURL, dataDir, `not-admin-${Date.now().toString(36)}@example.com`),
    });
    const page = await ctx.newPage();
    await page.goto('/console/stats');
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    expect(await page.getByTestId('usage-page').count()).toBe(0);
    await ctx.close();
  });
});

describe('the first-visit guide', () => {
  it('greets a first visit on /home in its language, and stays closed once closed', async () => {
    const ctx = await newContext(browser, baseURL, VIEWPORTS[0], false, {
      storage: {
        compliance: JSON.stringify({
          state: { ageVerifiedAt: Date.now(), cookieChoice: 'essential' },
          version: 0,
        }),
        language: JSON.stringify({ state: { language: 'ko_KR' }, version: 0 }),
      },
    });
    const page = await ctx.newPage();
    await page.goto('/home');
    const guide = page.getByTestId('first-visit-guide');
    await guide.waitFor();
    expect(await guide.textContent()).toContain('Vapour Club에 오신 것을 환영합니다');
    await page.screenshot({ path: path.join(ARTIFACTS, 'first-visit-guide-ko-mobile.png') });
    await page.getByTestId('guide-close').click();
    await guide.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.vc-home__bar').waitFor();
    expect(await guide.count()).toBe(0);
    await ctx.close();
  });
});
