import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import yauzl from 'yauzl';
import { expectAccessible } from './axe.ts';
import { VIEWPORTS, api, launch, mailedCode, memberStorage, newContext, fullShot } from './support.ts';

/**
 * Privacy self-service end to end (issue 17): a member ends another signed-in session (which is then
 * refused), asks for a copy of their data and downloads the zip, schedules the account's deletion
 * with an emailed code and cancels it by signing in again.
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const newEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Signs in through the API as another device; its token. */
async function signInElsewhere(email: string): Promise<string> {
  await new Promise((r) => setTimeout(r, 1100)); // the code cooldown (1 s in browser tests)
  const since = Date.now();
  await api(baseURL, 'POST', '/sendMailCaptcha', { email, scene: 'login' });
  const code = await mailedCode(dataDir, email, since);
  const s = await api<{ token: string }>(
    baseURL,
    'POST',
    '/auth/h5Login',
    { email, code, agreeLogin: true },
    { 'user-agent': IPHONE },
  );
  return s.token;
}
const stillIn = (token: string) =>
  api<{ login: boolean }>(baseURL, 'GET', '/auth/hasLogin', undefined, { Authorization: token });

function entriesOf(file: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(file, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const names: string[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        names.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    });
  });
}

describe.each(VIEWPORTS)('$name', (vp) => {
  it('ends another session, then asks for a copy of the data and downloads it', async () => {
    const email = newEmail(`privacy-${vp.name}`);
    const storage = await memberStorage(baseURL, dataDir, email);
    const phone = await signInElsewhere(email);
    expect((await stillIn(phone)).login).toBe(true);

    const ctx = await newContext(browser, baseURL, vp, true, { storage });
    const page = await ctx.newPage();
    await page.goto('/setting');
    await page.getByTestId('setting-sessions').click();
    await page.waitForURL('**/setting/sessions');
    const rows = page.getByTestId('session');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => page.locator('[data-current=no]').textContent()).toContain('Mobile Safari 17');
    await fullShot(page, `${vp.name}-en-sessions`, { fromTop: false });
    await expectAccessible(page, 'sessions');
    await page.locator('[data-current=no]').getByTestId('session-end').click();
    await page.getByTestId('session-end-dialog-confirm').click();
    await expect.poll(() => rows.count()).toBe(1);
    expect((await stillIn(phone)).login).toBe(false);

    await page.goto('/setting/privacy');
    // The cookie choice made on this device is on the account's consent record.
    await page.reload();
    await expect.poll(() => page.getByTestId('cookies-all').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('marketing').click();
    await expect.poll(() => page.getByTestId('marketing').isChecked()).toBe(true);
    const exportCard = page.getByTestId('privacy-export');
    await page.getByTestId('export-start').click();
    // The job makes the archive within seconds; the page looks again until it is ready.
    await expect.poll(() => exportCard.getAttribute('data-status'), { timeout: 30_000 }).toBe('ready');
    await fullShot(page, `${vp.name}-en-privacy`, { fromTop: false });
    await expectAccessible(page, 'privacy');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vapour-club-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const names = await entriesOf(await readFile(await download.path()));
    expect(names).toContain('data.json');
    // One a day: the button to ask again is gone.
    await expect.poll(() => page.getByTestId('export-start').count()).toBe(0);
    await ctx.close();
  });

  it('schedules the deletion with an emailed code, then signing in again cancels it', async () => {
    const email = newEmail(`leaving-${vp.name}`);
    const storage = await memberStorage(baseURL, dataDir, email);
    const ctx = await newContext(browser, baseURL, vp, true, { storage, colorScheme: 'dark' });
    const page = await ctx.newPage();
    await page.goto('/setting/privacy');
    await page.getByTestId('delete-start').click();
    await new Promise((r) => setTimeout(r, 1100));
    const since = Date.now();
    await page.getByTestId('delete-send').click();
    await page.getByTestId('delete-code').fill(await mailedCode(dataDir, email, since));
    await fullShot(page, `${vp.name}-en-dark-delete-dialog`, { fromTop: false });
    await page.getByTestId('delete-confirm').click();
    await expect.poll(() => page.getByTestId('deletion-pending').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('deletion-banner').textContent())
      .toContain('will be deleted on');
    await fullShot(page, `${vp.name}-en-dark-deletion-pending`, { fromTop: false });
    await expectAccessible(page, 'deletion pending');

    // Sign out, sign in again: the deletion is cancelled and the app says so.
    await page.goto('/setting');
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-dialog').getByRole('button').last().click();
    await page.goto('/login');
    await page.fill('input[name=email]', email);
    await new Promise((r) => setTimeout(r, 1100));
    const again = Date.now();
    await page.click('[data-testid=send-code]');
    await page.fill('input[name=code]', await mailedCode(dataDir, email, again));
    await page.locator('input[name=agreeLogin]').check();
    await page.click('button[type=submit]');
    await expect.poll(() => page.getByTestId('deletion-cancelled').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('deletion-cancelled').textContent())
      .toContain('will not be deleted');
    await fullShot(page, `${vp.name}-en-dark-deletion-cancelled`, { fromTop: false });
    await page.getByTestId('deletion-cancelled').getByRole('button').last().click();
    await page.goto('/setting/privacy');
    await expect.poll(() => page.getByTestId('delete-start').count()).toBe(1);
    expect(await page.getByTestId('deletion-banner').count()).toBe(0);
    await ctx.close();
  });
});
