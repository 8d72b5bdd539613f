import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { monthYear } from '../src/shared/dates.ts';
import { ROUTES } from '../src/shared/routes.ts';
import { ruRU } from '../src/web/i18n/ru-ru.ts';
import { settle, sweepPaths } from './axe.ts';
import { ARTIFACTS, launch, memberStorage, newContext, type Viewport } from './support.ts';

/**
 * Russian is the longest of the four languages: on the narrowest phones nothing may overflow, be cut
 * off or spill out of its card, on any route of the table, signed out or in.
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const NARROW: Viewport[] = [
  { name: 'narrow-320', width: 320, height: 640, isMobile: true },
  { name: 'narrow-360', width: 360, height: 740, isMobile: true },
];
const RUSSIAN = { language: JSON.stringify({ state: { language: 'ru_RU' }, version: 0 }) };
const PATHS = [...ROUTES.map((r) => r.path.replaceAll('{id}', 'e2e-id')), '/narrow-unknown-path'];
let browser: Browser;
let member: Record<string, string>;

beforeAll(async () => {
  browser = await launch();
  member = await memberStorage(baseURL, dataDir, `narrow-${Date.now().toString(36)}@example.com`);
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Text that does not fit: the page scrolling sideways, a text box whose content is wider than the
 * box (cut off or running out of it), or an element reaching past the card, list or dialog it is in.
 * Menu values (`.vc-list__value`) are shortened with an ellipsis by design; lists that scroll sideways
 * reach past the screen by design.
 */
const overflows = (page: Page) =>
  page.evaluate<string[]>(`(() => {
    const problems = [];
    const sideways = document.documentElement.scrollWidth - window.innerWidth;
    if (sideways > 0) problems.push('the page scrolls sideways by ' + sideways + 'px');
    const name = (el) => el.tagName.toLowerCase() + (el.getAttribute('class') ? '.' + el.getAttribute('class').trim().split(/\\s+/).join('.') : '');
    const text = (el) => '"' + el.textContent.trim().slice(0, 40) + '"';
    for (const el of document.querySelectorAll('.vc-app *')) {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || cs.visibility === 'hidden' || cs.display === 'inline') continue;
      if (el.closest('.vc-desktop-title, .vc-visually-hidden, .vc-skip, svg, .vc-list__value')) continue;
      if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
      if (el.scrollWidth > el.clientWidth + 1) problems.push(name(el) + ' does not fit its text ' + text(el));
      // A list that scrolls sideways (category tabs, the top 10) reaches past the screen by design.
      let scrolls = false;
      for (let p = el.parentElement; p && !scrolls; p = p.parentElement) scrolls = ['auto', 'scroll'].includes(getComputedStyle(p).overflowX);
      if (scrolls) continue;
      const box = el.parentElement && el.parentElement.closest('.vc-card, .vc-cookie, .vc-menu, .vc-dialog, .vc-header');
      const b = box ? box.getBoundingClientRect() : { left: 0, right: window.innerWidth };
      if (r.right > b.right + 1 || r.left < b.left - 1) problems.push(name(el) + ' spills out of ' + (box ? name(box) : 'the screen') + ' ' + text(el));
    }
    return problems;
  })()`);

describe.each(NARROW)('$name: Russian', (vp) => {
  it('the cookie card fits, buttons included', async () => {
    const compliance = JSON.stringify({
      state: { ageVerifiedAt: Date.now(), cookieChoice: null },
      version: 0,
    });
    const ctx = await newContext(browser, baseURL, vp, false, { storage: { ...RUSSIAN, compliance } });
    const page = await ctx.newPage();
    await page.goto('/');
    await page.waitForSelector('[data-testid=cookie-consent]');
    await settle(page);
    expect(await page.getByRole('button', { name: ruRU['cookie.accept'] }).isVisible()).toBe(true);
    expect(await overflows(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, `${vp.name}-ru-cookie.png`) });
    await ctx.close();
  });

  it.each(['signed-out', 'signed-in'])('%s: every route fits', async (state) => {
    const ctx = await newContext(browser, baseURL, vp, true, {
      storage: state === 'signed-in' ? { ...RUSSIAN, ...member } : RUSSIAN,
    });
    const problems: string[] = [];
    await sweepPaths(ctx, PATHS, async (page, p) => {
      problems.push(...(await overflows(page)).map((msg) => `${p}: ${msg}`));
    });
    if (state === 'signed-in') {
      const page = await ctx.newPage();
      // The date takes the case the sentence needs: "с ноября 2026 г.", not "с ноябрь 2026 г."
      await page.goto('/my');
      await settle(page);
      const since = ruRU['my.memberSince'].replace('{date}', monthYear(new Date(), 'ru-RU'));
      // Chromium and Node may differ in the kind of space before "г.".
      const plain = (s: string | null) => (s ?? '').replace(/\s/g, ' ');
      expect(plain(await page.locator('.vc-profile__since').textContent())).toBe(plain(since));
      await page.screenshot({ path: path.join(ARTIFACTS, `${vp.name}-ru-my.png`) });
    }
    await ctx.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
