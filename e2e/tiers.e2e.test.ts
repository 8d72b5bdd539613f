import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { enUS } from '../src/web/i18n/en-us.ts';
import { expectAccessible } from './axe.ts';
import { adminPage, axeSweep, shot as consoleShot } from './console-pages.ts';
import type { ConsoleTiers, TiersPut } from '../src/shared/schemas/tiers.ts';
import { VIEWPORTS, api, fullShot, launch, newContext, signedIn } from './support.ts';

/**
 * A member crosses a tier threshold: the progress bar on "Me", the crossing award (completing the
 * profile), the `tierUp` notice, then the badge and the tier page. Other files share this server and
 * its tiers, so the test only inserts a low tier (BRONZE at 40, no benefits) below the existing ones.
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;
let adminStorage: Record<string, string>;
/** The member who crosses, for the console's member screen. */
let crossedUserId = '';

const BRONZE: TiersPut['tiers'][number] = {
  code: 'BRONZE',
  name: { en_US: 'Bronze', ru_RU: 'Бронза', ko_KR: '브론즈', zh_CN: '青铜' },
  threshold: 40,
  multiplier: 1,
  earlyAccessHours: 0,
  birthdayBonus: 0,
};

beforeAll(async () => {
  browser = await launch();
  // ADMIN_EMAILS in global-setup names this address.
  const signed = await signedIn(baseURL, dataDir, 'tiers-admin@e2e.test');
  adminStorage = signed.storage;
  const admin = { Authorization: signed.token };
  const { tiers } = await api<ConsoleTiers>(baseURL, 'GET', '/console/tiers', undefined, admin);
  // The PUT body's tiers: the listed ones without their holder counts.
  const kept = tiers.filter((x) => x.code !== BRONZE.code).map(({ members: _m, ...t }) => t);
  const at = kept.findIndex((x) => x.threshold > BRONZE.threshold);
  kept.splice(at === -1 ? kept.length : at, 0, BRONZE);
  await api(baseURL, 'PUT', '/console/tiers', { tiers: kept }, admin);
});
afterAll(async () => {
  await browser?.close();
});

it('a member crosses a threshold: progress, the tierUp notice, the badge and the tier page', async () => {
  const crossing = await signedIn(baseURL, dataDir, `tiers-${Date.now().toString(36)}@example.com`);
  const storage = crossing.storage;
  crossedUserId = crossing.userId;
  const [phone, desktop] = VIEWPORTS;
  const ctx = await newContext(browser, baseURL, phone, true, { storage });
  const page = await ctx.newPage();

  // Before: the lowest tier, 40 qualifying points to Bronze (the welcome gift does not qualify).
  await page.goto('/my');
  const card = page.getByTestId('my-tier');
  await expect.poll(() => card.getByTestId('tier-to-next').textContent()).toBe('40.00 points to Bronze');
  expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  expect(await card.getByTestId('tier-badge').getAttribute('data-tier')).toBe('MEMBER');
  await fullShot(page, 'mobile-en-tiers-before');

  // The crossing award: completing the profile pays PROFILE_COMPLETE (50 qualifying points).
  await page.goto('/setting/editInfo');
  await page.fill('input[name=firstName]', 'Tia');
  await page.fill('input[name=lastName]', 'Reyes');
  await page.getByRole('radio', { name: enUS['gender.undisclosed'] }).click();
  await page.fill('input[name=career]', 'Barista');
  await page.fill('input[name=phone]', '+44 20 7946 0199');
  await page.click('button[type=submit]');
  await expect.poll(() => page.url()).not.toContain('/setting/editInfo');

  // The notice (written in the award's transaction) leads to the tier page.
  await page.goto('/notice');
  const notice = page
    .getByTestId('notice-item')
    .filter({ hasText: 'You reached Bronze: see your new benefits' });
  await expect.poll(() => notice.count()).toBe(1);
  await fullShot(page, 'mobile-en-tiers-notice');
  await notice.getByRole('link').click();
  await page.waitForURL('**/member/tier');
  const mine = page.locator('[data-testid=tier-row][aria-current=true]');
  await expect.poll(() => mine.getAttribute('data-tier')).toBe('BRONZE');
  await expect.poll(() => page.getByTestId('tier-mine-badge').textContent()).toContain('Bronze');
  expect(await page.getByTestId('tier-review').textContent()).toMatch(/^Your Bronze status is reviewed on /);
  await expect
    .poll(() => page.getByTestId('tier-to-next').first().textContent())
    .toBe('450.00 points to Silver');
  await fullShot(page, 'mobile-en-tiers-page');
  await expectAccessible(page, 'mobile tier page');

  // After: the badge on "Me", and the bar on its way to Silver.
  await page.goto('/my');
  await expect.poll(() => card.getByTestId('tier-badge').getAttribute('data-tier')).toBe('BRONZE');
  expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
  await fullShot(page, 'mobile-en-tiers-after');
  await ctx.close();

  // The same member on a desktop, dark, in Russian: the tier page, checked by axe.
  const wide = await newContext(browser, baseURL, desktop, true, {
    storage: { ...storage, language: JSON.stringify({ state: { language: 'ru_RU' }, version: 0 }) },
    colorScheme: 'dark',
  });
  const big = await wide.newPage();
  await big.goto('/member/tier');
  await expect.poll(() => big.getByTestId('tier-mine-badge').textContent()).toContain('Бронза');
  await expectAccessible(big, 'desktop tier page (ru, dark)');
  await fullShot(big, 'desktop-ru-dark-tiers-page');
  await big.goto('/my');
  await expect.poll(() => big.getByTestId('my-tier').getByTestId('tier-badge').count()).toBe(1);
  await fullShot(big, 'desktop-ru-dark-tiers-my');
  await wide.close();
});

it.each([
  { vp: VIEWPORTS[1], lang: 'zh_CN', dark: false, gold: '黄金', name: 'desktop-zh' },
  { vp: VIEWPORTS[0], lang: 'ko_KR', dark: true, gold: '골드', name: 'mobile-ko-dark' },
])('a visitor reads every tier and is asked to sign in ($name)', async ({ vp, lang, dark, gold, name }) => {
  const ctx = await newContext(browser, baseURL, vp, true, {
    storage: { language: JSON.stringify({ state: { language: lang }, version: 0 }) },
    colorScheme: dark ? 'dark' : 'light',
  });
  const page = await ctx.newPage();
  await page.goto('/member/tier');
  await expect.poll(() => page.getByTestId('tier-row').count()).toBeGreaterThanOrEqual(4);
  expect(await page.getByTestId('tier-list').textContent()).toContain(gold);
  expect(await page.getByTestId('tier-guest').count()).toBe(1);
  expect(await page.locator('[data-testid=tier-row][aria-current]').count()).toBe(0);
  await fullShot(page, `${name}-tiers-visitor`);
  await expectAccessible(page, `${name} tier page (visitor)`);
  await ctx.close();
});

it('the console lists the tiers, names the wrong field, and shows the tier history of a member', async () => {
  const page = await adminPage(browser, baseURL, adminStorage);
  await page.goto('/console/tiers');
  const cards = page.getByTestId('tier-card');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(5);
  // Silver (the third tier) below Bronze: the schema the API uses names tiers.2.threshold, on that field.
  const threshold = cards.nth(2).getByLabel('Threshold (qualifying points)');
  await threshold.fill('10');
  await threshold.blur();
  await expect
    .poll(() => cards.nth(2).locator('.ant-form-item-explain-error').textContent())
    .toBe('Each tier needs more points than the one before it');
  await consoleShot(page, 'tiers-field-error');
  await page.context().close();

  const found = await axeSweep(
    (look) => adminPage(browser, baseURL, adminStorage, look),
    [
      ['tiers', '/console/tiers', '[data-testid=tier-card]'],
      ['member-tier', `/console/members/show/${crossedUserId}`, '[data-testid=member-tier] .ant-table-row'],
    ],
  );
  expect(found).toEqual([]);
});
