import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LANGUAGE_NAMES } from '../src/shared/i18n.ts';
import { enUS } from '../src/web/i18n/en-us.ts';
import { settle } from './axe.ts';
import { VIEWPORTS, launch, memberStorage, newContext } from './support.ts';

/** Everything a mouse or a finger can do on these screens, done with the keyboard alone. */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;
// One member per viewport: logging out revokes the session on the server.
const members = new Map<string, Record<string, string>>();

beforeAll(async () => {
  browser = await launch();
  for (const vp of VIEWPORTS) {
    members.set(
      vp.name,
      await memberStorage(baseURL, dataDir, `keys-${vp.name}-${Date.now().toString(36)}@example.com`),
    );
  }
});

afterAll(async () => {
  await browser?.close();
});

interface Focus {
  text: string;
  testId: string | null;
  inDialog: boolean;
  inMain: boolean;
  isMain: boolean;
}

// Strings, not functions: this file is type-checked without the DOM library.
const focus = (page: Page) =>
  page.evaluate<Focus>(`(() => {
    const el = document.activeElement;
    return {
      text: (el?.textContent ?? '').trim(),
      testId: el?.getAttribute('data-testid') ?? null,
      inDialog: !!el?.closest('dialog[open]'),
      inMain: !!el?.closest('main'),
      isMain: el?.tagName === 'MAIN',
    };
  })()`);
const openDialogs = (page: Page) =>
  page.evaluate<number>("document.querySelectorAll('dialog[open], [role=dialog]:not(dialog)').length");

/** Presses Tab until the focused element matches, and fails after `max` presses. */
async function tabTo(page: Page, match: (f: Focus) => boolean, max = 40): Promise<Focus> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focus(page);
    if (match(f)) return f;
  }
  throw new Error(`nothing matching was reached in ${max} presses of Tab`);
}

/** The labels Tab reaches in the page content, once round. */
async function contentTabStops(page: Page, max = 40): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focus(page);
    if (f.inMain) stops.push(f.text);
    else if (stops.length > 0) break; // left the content again
  }
  return stops;
}

describe.each(VIEWPORTS)('$name $width x $height', (vp) => {
  it('"Skip to content" is the first stop and moves focus into the page, past the navigation', async () => {
    const ctx = await newContext(browser, baseURL, vp);
    const page = await ctx.newPage();
    await page.goto('/setting');
    await settle(page);
    await page.keyboard.press('Tab');
    expect((await focus(page)).text).toBe(enUS['nav.skip']);
    expect(await page.locator('.vc-skip').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect((await focus(page)).isMain).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focus(page)).inMain).toBe(true);
    await ctx.close();
  });

  it.each([
    [
      '/my',
      [enUS['setting.editInfo'], enUS['setting.nickName'], enUS['setting.about'], enUS['setting.agreement']],
    ],
    [
      '/setting',
      [enUS['setting.language'], enUS['setting.about'], enUS['setting.version'], enUS['setting.agreement']],
    ],
    ['/setting/agreement', [enUS['title.user'], enUS['title.privacy']]],
  ])('menu rows of %s are reached with Tab and opened with Enter', async (path, labels) => {
    const ctx = await newContext(browser, baseURL, vp);
    const page = await ctx.newPage();
    await page.goto(path);
    await settle(page);
    const stops = await contentTabStops(page);
    for (const label of labels)
      expect(
        stops.some((s) => s.startsWith(label)),
        `${label} in ${stops.join(' | ')}`,
      ).toBe(true);

    // Enter on the last row opens it like a tap
    await page.goto(path);
    await settle(page);
    const last = labels.at(-1) ?? '';
    await tabTo(page, (f) => f.text.startsWith(last));
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(path);
    await ctx.close();
  });

  it('the language sheet opens with Enter, closes with Escape and changes the language from the keyboard', async () => {
    const ctx = await newContext(browser, baseURL, vp);
    const page = await ctx.newPage();
    await page.goto('/setting');
    await settle(page);
    await tabTo(page, (f) => f.testId === 'setting-language');
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: enUS['setting.language'] });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    expect((await focus(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => openDialogs(page)).toBe(0);
    expect((await focus(page)).testId).toBe('setting-language'); // focus comes back to the row

    await page.keyboard.press('Enter');
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await tabTo(page, (f) => f.text === LANGUAGE_NAMES.ru_RU, 6);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate<string>('document.documentElement.lang')).toBe('ru-RU');
    await expect.poll(() => openDialogs(page)).toBe(0);
    await ctx.close();
  });

  it('the sign-in prompt takes and keeps focus, is named, and closes with Escape', async () => {
    const ctx = await newContext(browser, baseURL, vp);
    const page = await ctx.newPage();
    await page.goto('/my');
    await settle(page);
    await tabTo(page, (f) => f.testId === 'menu-edit-info');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Please sign in first' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (let i = 0; i < 5; i++) {
      expect((await focus(page)).inDialog, `focus after ${i} Tab`).toBe(true);
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => openDialogs(page)).toBe(0);
    expect((await focus(page)).testId).toBe('menu-edit-info');

    // ... and its "Sign in" goes to the sign-in page
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await tabTo(page, (f) => f.text === enUS['loginDialog.signIn'], 4);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login?needBack=1');
    await ctx.close();
  });

  it('logging out: one dialog however often Enter is pressed, focus kept inside, Escape cancels', async () => {
    const ctx = await newContext(browser, baseURL, vp, true, { storage: members.get(vp.name) ?? {} });
    const page = await ctx.newPage();
    await page.goto('/setting');
    await settle(page);
    await tabTo(page, (f) => f.testId === 'logout');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: enUS['setting.logout'] });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect((await focus(page)).text).toBe(enUS['common.cancel']); // the safe choice has focus
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect((await focus(page)).inDialog).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => openDialogs(page)).toBe(0);
    expect((await focus(page)).testId).toBe('logout');

    // Enter twice: the second lands in the dialog (on Cancel) or on the same button, never on a second dialog
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await settle(page);
    expect(await openDialogs(page)).toBeLessThanOrEqual(1);
    if ((await openDialogs(page)) > 0) await page.keyboard.press('Escape');
    await expect.poll(() => openDialogs(page)).toBe(0);

    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await tabTo(page, (f) => f.inDialog && f.text === enUS['setting.logout'], 3);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/my');
    await expect.poll(() => page.getByTestId('guest-card').isVisible()).toBe(true);
    await ctx.close();
  });
});
