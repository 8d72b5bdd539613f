import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enUS } from '../src/web/i18n/en-us.ts';
import { ARTIFACTS, VIEWPORTS, api, launch, newContext, registerViaApi, signedIn } from './support.ts';

/** The wallet: the balance on "Me", the history loading as it scrolls, and how to earn. */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;
let admin: Record<string, string>;

beforeAll(async () => {
  browser = await launch();
  // ADMIN_EMAILS in global-setup names this address.
  admin = { Authorization: (await registerViaApi(baseURL, dataDir, 'points-admin@e2e.test')).token };
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('$name', (vp) => {
  it('shows the welcome gift, pages 30 changes as the list scrolls, and the tasks', async () => {
    const email = `wallet-${vp.name}-${Date.now().toString(36)}@example.com`;
    const { storage, userId } = await signedIn(baseURL, dataDir, email);
    for (let i = 1; i <= 29; i++) {
      await api(
        baseURL,
        'POST',
        '/console/points/grant',
        { userId, delta: i, reason: `Batch ${i}` },
        {
          ...admin,
          'Idempotency-Key': `wallet-${userId}-${i}`,
        },
      );
    }
    const ctx = await newContext(browser, baseURL, vp, true, { storage });
    const page = await ctx.newPage();
    await page.goto('/my');
    // 100 (welcome gift) + 1 + … + 29 = 535, in the spec's format.
    await expect.poll(() => page.getByTestId('my-points').textContent()).toBe('535.00');
    await page.getByTestId('menu-points').click();
    await page.waitForURL('**/pointsHistory');
    await expect.poll(() => page.getByTestId('points-balance').textContent()).toBe('535.00');
    const rows = page.locator('[data-testid=points-flows] li');
    await expect.poll(() => rows.count()).toBe(20);
    await page.screenshot({ path: path.join(ARTIFACTS, `${vp.name}-en-points-history.png`) });
    await page.getByText(enUS['list.loadMore']).scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count()).toBe(30);
    await expect.poll(() => page.getByText(enUS['list.end']).count()).toBe(1);
    await expect.poll(() => rows.last().textContent()).toContain('Welcome gift');

    await page.getByRole('link', { name: enUS['points.howToEarn'] }).click();
    await page.waitForURL('**/pointsHistory/constant');
    const tasks = page.getByTestId('points-tasks');
    await expect.poll(() => tasks.locator('li').count()).toBeGreaterThanOrEqual(5);
    await expect
      .poll(() => tasks.locator('li', { hasText: 'Welcome gift' }).textContent())
      .toContain(enUS['points.taskDone']);
    await page.screenshot({ path: path.join(ARTIFACTS, `${vp.name}-en-points-rules.png`), fullPage: true });
    await ctx.close();
  });
});

it('a visitor sees how to earn in Chinese, and is asked to sign in for the history', async () => {
  const ctx = await newContext(browser, baseURL, VIEWPORTS[0], true, {
    storage: { language: JSON.stringify({ state: { language: 'zh_CN' }, version: 0 }) },
    colorScheme: 'dark',
  });
  const page = await ctx.newPage();
  await page.goto('/pointsHistory/constant');
  await expect.poll(() => page.getByTestId('points-rules').locator('li').count()).toBeGreaterThanOrEqual(5);
  await expect.poll(() => page.getByTestId('points-rules').textContent()).toContain('欢迎礼');
  await page.screenshot({ path: path.join(ARTIFACTS, 'mobile-zh-dark-points-rules.png'), fullPage: true });
  await page.goto('/pointsHistory');
  await page.waitForURL('**/login?needBack=1');
  await ctx.close();
});
