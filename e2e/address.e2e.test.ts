import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enUS } from '../src/web/i18n/en-us.ts';
import { blockingFindings } from './axe.ts';
import { ARTIFACTS, VIEWPORTS, launch, memberStorage, newContext } from './support.ts';

/** A member keeps shipping addresses: add two, move the default, edit one, delete one. */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const cards = (page: Page) => page.getByTestId('address-card');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });

async function fillPerson(page: Page, first: string, last: string, phone: string) {
  await page.getByLabel(enUS['field.firstName']).fill(first);
  await page.getByLabel(enUS['field.lastName']).fill(last);
  await page.getByLabel(enUS['field.phone']).fill(phone);
}

async function save(page: Page) {
  await page.getByRole('button', { name: enUS['common.save'] }).click();
  await page.waitForURL((url) => url.pathname === '/address');
}

describe.each(VIEWPORTS)('$name', (vp) => {
  it('adds two addresses, moves the default, edits one and deletes one', async () => {
    const email = `address-${vp.name}-${Date.now().toString(36)}@example.com`;
    const storage = await memberStorage(baseURL, dataDir, email);
    const ctx = await newContext(browser, baseURL, vp, true, { storage });
    const page = await ctx.newPage();
    const shot = (name: string) =>
      page.screenshot({ path: path.join(ARTIFACTS, `${vp.name}-en-address-${name}.png`) });

    await page.goto('/address');
    await expect.poll(() => page.getByTestId('address-empty').count()).toBe(1);
    await shot('empty');
    const findings = await blockingFindings(page, 'empty list');

    // First address: country, area and city from the pickers.
    await page.getByTestId('address-add').click();
    await page.waitForURL('**/address/add');
    const validation = page.getByRole('alert');
    await page.getByRole('button', { name: enUS['common.save'] }).click();
    await expect.poll(() => validation.count()).toBeGreaterThanOrEqual(5);
    findings.push(...(await blockingFindings(page, 'form with errors')));
    await fillPerson(page, 'Ada', 'Lovelace', '+49 89 123456');
    await page.getByLabel(enUS['field.country']).selectOption('DEU');
    const area = page.locator('select[name=area]:not([disabled])');
    await area.selectOption({ label: 'Bavaria' });
    const city = page.locator('select[name=city]:not([disabled])');
    await city.selectOption({ label: 'Munich' });
    await page.getByLabel(enUS['field.county']).fill('Maxvorstadt');
    await page.getByLabel(enUS['field.address']).fill('Ludwigstraße 1');
    await page.getByLabel(enUS['field.postalCode']).fill('80539');
    await shot('form');
    await save(page);
    await expect.poll(() => cards(page).count()).toBe(1);
    await expect
      .poll(() => card(page, 'Ada').getByText(enUS['address.default'], { exact: true }).count())
      .toBe(1);

    // Second address: a country whose area has no city list takes the city as free text.
    await page.getByTestId('address-add').click();
    await page.waitForURL('**/address/add');
    await fillPerson(page, 'Grace', 'Hopper', '+44 20 7946 0000');
    await page.getByLabel(enUS['field.country']).selectOption('GBR');
    await page.locator('select[name=area]:not([disabled])').selectOption({ label: 'England' });
    await page.locator('input[name=city]').fill('London');
    await page.getByLabel(enUS['field.county']).fill('Camden');
    await page.getByLabel(enUS['field.address']).fill('12 Example Street');
    await save(page);
    await expect.poll(() => cards(page).count()).toBe(2);
    await expect
      .poll(() => card(page, 'Grace').getByText(enUS['address.default'], { exact: true }).count())
      .toBe(0);

    // Make the second the default: the badge moves and it is listed first.
    await card(page, 'Grace').getByRole('button', { name: enUS['address.setDefault'] }).click();
    await expect
      .poll(() => card(page, 'Grace').getByText(enUS['address.default'], { exact: true }).count())
      .toBe(1);
    await expect
      .poll(() => card(page, 'Ada').getByText(enUS['address.default'], { exact: true }).count())
      .toBe(0);
    await expect.poll(() => cards(page).first().textContent()).toContain('Grace');

    // Edit the first: the form comes filled, the change shows in the list.
    await card(page, 'Ada')
      .getByRole('link', { name: `${enUS['address.edit']}: Ada Lovelace` })
      .click();
    await page.waitForURL('**/address/edit?id=*');
    await expect.poll(() => page.getByLabel(enUS['field.address']).inputValue()).toBe('Ludwigstraße 1');
    await expect.poll(() => page.locator('select[name=city]').inputValue()).toBe('Munich');
    await page.getByLabel(enUS['field.address']).fill('Ludwigstraße 2');
    await save(page);
    await expect.poll(() => card(page, 'Ada').textContent()).toContain('Ludwigstraße 2');
    await shot('list');
    findings.push(...(await blockingFindings(page, 'list')));

    // Delete the first, after confirming.
    await card(page, 'Ada')
      .getByRole('button', { name: `${enUS['address.delete']}: Ada Lovelace` })
      .click();
    const dialog = page.getByTestId('address-delete-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await shot('delete');
    findings.push(...(await blockingFindings(page, 'delete dialog')));
    await page.getByTestId('address-delete-confirm').click();
    await expect.poll(() => cards(page).count()).toBe(1);
    await expect
      .poll(() => card(page, 'Grace').getByText(enUS['address.default'], { exact: true }).count())
      .toBe(1);

    // Added from elsewhere (an order), saving returns there.
    await page.goto(`/address/add?prevPath=${encodeURIComponent('/setting')}`);
    await fillPerson(page, 'Alan', 'Turing', '+44 20 7946 0001');
    await page.getByLabel(enUS['field.country']).selectOption('ATA');
    await page.locator('input[name=area]').fill('Ross Dependency');
    await page.locator('input[name=city]').fill('McMurdo');
    await page.getByLabel(enUS['field.county']).fill('Ross Island');
    await page.getByLabel(enUS['field.address']).fill('Station 1');
    await page.getByRole('button', { name: enUS['common.save'] }).click();
    await page.waitForURL((url) => url.pathname === '/setting');
    await ctx.close();

    // Dark mode, same member.
    const dark = await newContext(browser, baseURL, vp, true, { storage, colorScheme: 'dark' });
    const darkPage = await dark.newPage();
    await darkPage.goto('/address');
    await expect.poll(() => cards(darkPage).count()).toBe(2);
    // Countries by name, not by code (issue 38): in English, then in Russian.
    await expect.poll(() => card(darkPage, 'Grace').textContent()).toContain('United Kingdom');
    expect(await card(darkPage, 'Grace').textContent()).not.toContain('GBR');
    await darkPage.screenshot({ path: path.join(ARTIFACTS, `${vp.name}-en-address-list-dark.png`) });
    findings.push(...(await blockingFindings(darkPage, 'dark list')));
    await darkPage.goto('/address/add');
    await expect.poll(() => darkPage.locator('select[name=area]:not([disabled])').count()).toBe(1);
    await darkPage.screenshot({ path: path.join(ARTIFACTS, `${vp.name}-en-address-form-dark.png`) });
    findings.push(...(await blockingFindings(darkPage, 'dark form')));
    await dark.close();
    const russian = { ...storage, language: JSON.stringify({ state: { language: 'ru_RU' }, version: 0 }) };
    const ru = await newContext(browser, baseURL, vp, true, { storage: russian });
    const ruPage = await ru.newPage();
    await ruPage.goto('/address');
    await expect.poll(() => card(ruPage, 'Grace').textContent()).toContain('Великобритания');
    await ru.close();
    expect(findings).toEqual([]);
  });
});
