import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { picture } from './fixtures/pictures.ts';
import { VIEWPORTS, api, launch, memberStorage, newContext, registerViaApi, fullShot } from './support.ts';

/**
 * Products, reviews and stores end to end: a member writes a complete review with a picture through
 * the cascading pickers and sees the review points in their history; then shares a store from a
 * faked position and finds it among the stores near them.
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
// The e2e server runs without demo data: the catalogue is made through the console as an admin of
// this file's own (admin@e2e.test and points-admin@e2e.test are signed up by prizes and points).
const ADMIN = 'catalogue-admin@e2e.test';
const run = Date.now().toString(36);
const BRAND = `Nimbus ${run}`;
const SERIES = 'Cloud Line';
const MODEL = 'Nimbus Bar 600';
const PRODUCT = 'Nimbus Bar 600 Ice';
const FLAVOUR = 'Mango Ice';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  const admin = { Authorization: (await registerViaApi(baseURL, dataDir, ADMIN)).token };
  const post = <T>(url: string, body: unknown) =>
    api<T>(baseURL, 'POST', `/console/catalogue/${url}`, body, admin);
  const brandId = (await post<{ id: string }>('brands', { name: BRAND, sort: 0 })).id;
  const seriesId = (await post<{ id: string }>('series', { brandId, name: SERIES })).id;
  const product = { brandId, seriesId, style: 'fruit', deviceType: 'disposable' };
  await post('products', { ...product, model: MODEL, name: PRODUCT, flavours: [FLAVOUR, 'Blue Razz'] });
  // A second product of another device type: the pickers must narrow it away.
  await post('products', {
    ...product,
    model: 'Nimbus Pod',
    name: 'Nimbus Pod Kit',
    deviceType: 'pod',
    flavours: ['Cola'],
  });
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('$name', (vp) => {
  it('writes a complete review with a picture and sees +100 points in the history', async () => {
    const storage = await memberStorage(baseURL, dataDir, `reviewer-${vp.name}-${run}@example.com`);
    const ctx = await newContext(browser, baseURL, vp, true, { storage });
    const page = await ctx.newPage();
    await page.goto('/evaluate/add');
    await expect.poll(() => page.getByTestId('review-tip').textContent()).toContain('+100 points');

    const choose = async (label: string, option: string) => {
      const select = page.getByRole('combobox', { name: label, exact: true });
      await expect.poll(() => select.isEnabled()).toBe(true);
      await expect.poll(() => select.locator('option', { hasText: option }).count()).toBe(1);
      await select.selectOption({ label: option });
    };
    await choose('Brand', BRAND);
    await page
      .getByRole('radiogroup', { name: 'Device type' })
      .getByRole('radio', { name: 'Disposable' })
      .click();
    await choose('Series', SERIES);
    const models = page.getByRole('combobox', { name: 'Model', exact: true }).locator('option');
    await choose('Model', MODEL);
    // Narrowed by the device type: the pod is not on offer.
    expect(await models.allTextContents()).not.toContain('Nimbus Pod');
    await choose('Product', PRODUCT);
    await choose('Flavour', FLAVOUR);
    await expect.poll(() => page.getByRole('combobox', { name: 'Style' }).inputValue()).toBe('fruit');

    await page.getByRole('radio', { name: '4 out of 5 stars' }).click();
    const levels = {
      Aroma: 'Perfect',
      Coolness: 'A little more',
      Sweetness: 'Perfect',
      'Throat hit': 'A little less',
    };
    for (const [attribute, level] of Object.entries(levels)) {
      const group = page.getByRole('radiogroup', { name: attribute, exact: true });
      await group.getByRole('radio', { name: level }).click();
      await expect
        .poll(() => group.getByRole('radio', { name: level }).getAttribute('aria-checked'))
        .toBe('true');
    }
    await page.getByLabel('What could be better').fill('A touch less ice.');
    await page
      .getByLabel('Add pictures')
      .setInputFiles([
        { name: 'bar.png', mimeType: 'image/png', buffer: await picture('#f29e38', '#ffe08a') },
      ]);
    await expect
      .poll(() => page.locator('[data-testid="upload-tile"].is-done').count(), { timeout: 20_000 })
      .toBe(1);
    await expect
      .poll(() => page.getByTestId('review-checklist').getByRole('heading').textContent())
      .toBe('Your review is complete');
    await fullShot(page, `${vp.name}-en-review-add`);
    await expectAccessible(page, `${vp.name} review form filled`);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/evaluate\/share\?id=/);

    await page.goto('/pointsHistory');
    const row = page
      .getByTestId('points-flows')
      .getByRole('listitem')
      .filter({ hasText: 'Complete a review' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('+100');
    await fullShot(page, `${vp.name}-en-review-points`);
    await ctx.close();
  });

  it('shares a store from a faked position and finds it near them', async () => {
    // One store per viewport, a few hundred metres apart: two stores, not one merged.
    const offset = vp.isMobile ? 0 : 0.004;
    const at = { latitude: 51.5072 + offset, longitude: -0.1276 + offset };
    const name = `Vapour Corner ${vp.name} ${run}`;
    const storage = await memberStorage(baseURL, dataDir, `sharer-${vp.name}-${run}@example.com`);
    const ctx = await newContext(browser, baseURL, vp, true, { storage });
    await ctx.grantPermissions(['geolocation'], { origin: baseURL });
    await ctx.setGeolocation(at);
    const page = await ctx.newPage();

    await page.goto('/store/share');
    await page
      .getByLabel('Choose a photo')
      .setInputFiles([
        { name: 'shop.png', mimeType: 'image/png', buffer: await picture('#0e6f68', '#7ee0c8') },
      ]);
    await expect
      .poll(() => page.getByRole('img', { name: 'The photo you chose of the store' }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Get location' }).click();
    await expect
      .poll(() => page.getByTestId('store-coordinates').textContent())
      .toContain(`${at.latitude.toFixed(5)}, ${at.longitude.toFixed(5)}`);

    await page.getByLabel('Store name').fill(name);
    await page
      .getByRole('radiogroup', { name: 'Store type' })
      .getByRole('radio', { name: 'Specialty' })
      .click();
    await page.getByLabel('Country or region').selectOption('GBR');
    await page.locator('select[name=area]:not([disabled])').selectOption({ label: 'England' });
    await page.locator('input[name=city]').fill('London');
    await page.getByLabel('District or county').fill('Westminster');
    await page.getByLabel('Street address and house number').fill('12 Strand');
    await page.getByTestId('store-score').locator('label').nth(3).click();
    await expect.poll(() => page.getByRole('radio', { name: '4 of 5 stars' }).isChecked()).toBe(true);
    await fullShot(page, `${vp.name}-en-store-share`);

    await page.getByRole('button', { name: 'Share store' }).click();
    await page.waitForURL((u) => /^\/store\/(?!share)[^/]+$/.test(u.pathname));
    const storePath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByRole('heading', { name }).count()).toBe(1);

    await page.goto('/store');
    await page.getByRole('button', { name: 'Use my location' }).click();
    const card = page.getByTestId('store-list').getByRole('link', { name: new RegExp(name) });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await card.getAttribute('href')).toBe(storePath);
    await fullShot(page, `${vp.name}-en-store-near`);
    await expectAccessible(page, `${vp.name} stores near`);
    await ctx.close();
  });
});
