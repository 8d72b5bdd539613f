import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BLOCKING, describeViolations, runAxe, settle } from './axe.ts';
import { ARTIFACTS, VIEWPORTS, api, launch, memberStorage, newContext } from './support.ts';

/**
 * The brand console (issue 16) at 1440x900, as an admin of ADMIN_EMAILS: a prize made in the console
 * is redeemed by a member and shipped from the orders list (the member sees the tracking number);
 * a QR batch of 100 is made, its CSV downloaded, and a code from it is genuine; every screen is axe
 * clean in English and in Russian dark mode; a member gets Not Found.
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const ADMIN = 'console-admin@e2e.test';
const run = Date.now().toString(36);
const DESKTOP = VIEWPORTS[1];
const PHONE = VIEWPORTS[0];

let browser: Browser;
let adminStorage: Record<string, string>;
let adminAuth: { Authorization: string };
let prizeId = '';
let batchId = '';

const stateOf = (storage: Record<string, string>) =>
  (JSON.parse(storage.user ?? '{}') as { state: { token: string; userInfo: { userId: string } } }).state;

beforeAll(async () => {
  browser = await launch();
  adminStorage = await memberStorage(baseURL, dataDir, ADMIN);
  adminAuth = { Authorization: stateOf(adminStorage).token };
});
afterAll(async () => {
  await browser?.close();
});

async function adminPage(look: { lang?: string; dark?: boolean } = {}): Promise<Page> {
  const ctx = await newContext(browser, baseURL, DESKTOP, true, {
    colorScheme: look.dark ? 'dark' : 'light',
    storage: {
      ...adminStorage,
      language: JSON.stringify({ state: { language: look.lang ?? 'en_US' }, version: 0 }),
    },
  });
  return ctx.newPage();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ARTIFACTS, `console-${name}.png`), fullPage: true });

describe('loyalty', () => {
  it('makes a prize, and ships its redemption with a tracking number the member then sees', async () => {
    const page = await adminPage();
    const name = `Console cap ${run}`;
    await page.goto('/console/prizes/create');
    await page.getByLabel('Name (English)').fill(name);
    await page.getByLabel('Description (English)').fill('A cap with the club mark.');
    await page.getByLabel('Points').fill('120');
    await page.getByLabel('Stock').fill('5');
    await shot(page, 'prize-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/console/prizes');
    await page.getByRole('cell', { name, exact: true }).waitFor();
    const prizes = await api<{ list: Array<{ id: string; name: { en_US: string } }> }>(
      baseURL,
      'GET',
      '/console/prizes?pageSize=50',
      undefined,
      adminAuth,
    );
    prizeId = prizes.list.find((p) => p.name.en_US === name)?.id ?? '';
    expect(prizeId).not.toBe('');
    expect(await page.getByTestId(`prize-stock-${prizeId}`).textContent()).toBe('5');

    // A member redeems it (points granted by the brand, an address of their own).
    const memberStorageState = await memberStorage(baseURL, dataDir, `console-member-${run}@example.com`);
    const m = stateOf(memberStorageState);
    const member = { Authorization: m.token };
    await api(
      baseURL,
      'POST',
      '/console/points/grant',
      { userId: m.userInfo.userId, delta: 500, reason: 'e2e console' },
      { ...adminAuth, 'Idempotency-Key': `console-grant-${run}` },
    );
    const address = await api<{ id: string }>(
      baseURL,
      'POST',
      '/hibackend/user/address/saveOrUpdate',
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '+44 20 7946 0000',
        country: 'GBR',
        area: 'England',
        city: 'London',
        county: 'Camden',
        address: '12 Example Street',
        postalCode: 'NW1 1AA',
      },
      member,
    );
    const order = await api<{ redeemId: string; orderNo: string }>(
      baseURL,
      'POST',
      '/hibackend/prize/frontend/redeem',
      { prizeId, addressId: address.id },
      { ...member, 'Idempotency-Key': `console-redeem-${run}` },
    );

    // The stock went down by one; the order waits in "To ship".
    await page.reload();
    await expect.poll(() => page.getByTestId(`prize-stock-${prizeId}`).textContent()).toBe('4');
    await page.goto('/console/redeems');
    const ship = page.getByRole('button', { name: `Ship ${order.orderNo}` });
    await ship.waitFor();
    await shot(page, 'redeems');
    await ship.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Mark order ${order.orderNo} (${name} × 1`).waitFor();
    await dialog.getByLabel('Carrier').fill('Royal Mail');
    await dialog.getByLabel('Tracking number').fill(`RM${run}GB`);
    await shot(page, 'ship-dialog');
    await dialog.getByRole('button', { name: 'Ship' }).click();
    await page.getByText(`Order ${order.orderNo} shipped`).waitFor();
    await expect.poll(() => page.getByRole('button', { name: `Ship ${order.orderNo}` }).count()).toBe(0);
    await page.getByText('Shipped', { exact: true }).click();
    await page.getByRole('cell', { name: `Royal Mail · RM${run}GB` }).waitFor();
    await page.context().close();

    // The member, on a phone, sees it shipped with the tracking number.
    const phone = await newContext(browser, baseURL, PHONE, true, { storage: memberStorageState });
    const mine = await phone.newPage();
    await mine.goto(`/order/detail/${order.redeemId}`);
    await expect.poll(() => mine.getByTestId('order-status').getAttribute('data-status')).toBe('shipped');
    await expect.poll(() => mine.getByTestId('order-tracking').textContent()).toContain(`RM${run}GB`);
    await phone.close();
  });
});

describe('authenticity', () => {
  it('makes a QR batch of 100 codes, downloads the CSV, and a code from it is genuine', async () => {
    const product = `Console Bar ${run}`;
    const post = <T>(url: string, body: unknown) =>
      api<T>(baseURL, 'POST', `/console/${url}`, body, adminAuth);
    const brandId = (await post<{ id: string }>('catalogue/brands', { name: `${product} Co`, sort: 0 })).id;
    await post('catalogue/products', {
      brandId,
      style: 'fruit',
      deviceType: 'disposable',
      model: `CB-${run}`,
      name: product,
      flavours: ['Peach Ice'],
    });

    const page = await adminPage();
    await page.goto('/console/qrcode/batches/create');
    await page.getByLabel('Product').click();
    await page.keyboard.type(product);
    await page.locator('.ant-select-item-option', { hasText: product }).click();
    await page.getByLabel('Codes').fill('100');
    await page.getByRole('button', { name: 'Create' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText(`Make 100 codes for ${product} Co · ${product} (CB-${run})?`).waitFor();
    await confirm.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/console/qrcode/batches/show/*');
    batchId = page.url().split('/').at(-1) ?? '';
    await page.getByTestId('batch-ready').waitFor({ timeout: 30_000 });
    await page.getByRole('img', { name: 'Sheet page 1 of 3' }).waitFor();
    await shot(page, 'batch-show');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`batch-${batchId}-codes.csv`);
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('code,url');
    expect(lines).toHaveLength(101);
    const url = new URL(lines[42]?.split(',')[1] ?? '');
    await page.context().close();

    // Anyone opening a printed link sees a genuine product.
    const visitor = await newContext(browser, baseURL, PHONE, true);
    const scan = await visitor.newPage();
    await scan.goto(url.pathname + url.search);
    await expect
      .poll(() => scan.getByTestId('scan-genuine').textContent(), { timeout: 15_000 })
      .toContain('Genuine product');
    await visitor.close();
  });
});

describe('every console screen', () => {
  it('is axe clean in English and in Russian dark mode', async () => {
    expect(prizeId).not.toBe('');
    expect(batchId).not.toBe('');
    const screens = [
      ['stats', '/console/stats', '[data-testid="usage-page"]'],
      ['prizes', '/console/prizes', '.ant-table-row'],
      ['prize-create', '/console/prizes/create', 'form'],
      ['prize-edit', `/console/prizes/edit/${prizeId}`, 'input[value]'],
      ['redeems', '/console/redeems', '.ant-table'],
      ['batches', '/console/qrcode/batches', '.ant-table-row'],
      ['batch-create', '/console/qrcode/batches/create', 'form'],
      ['batch-show', `/console/qrcode/batches/show/${batchId}`, '[data-testid="batch-ready"]'],
    ] as const;
    for (const look of [
      { name: 'en', lang: 'en_US', dark: false },
      { name: 'ru-dark', lang: 'ru_RU', dark: true },
    ]) {
      const page = await adminPage(look);
      const found: string[] = [];
      for (const [name, url, ready] of screens) {
        await page.goto(url);
        await page.locator(ready).first().waitFor();
        await settle(page);
        const blocking = (await runAxe(page)).filter((v) => BLOCKING.includes(v.impact));
        found.push(...describeViolations(`${name} ${look.name}`, blocking));
        await shot(page, `${name}-${look.name}`);
      }
      expect(found).toEqual([]);
      await page.context().close();
    }
  });

  it('is Not Found for a member, with no console call answered', async () => {
    const storage = await memberStorage(baseURL, dataDir, `console-nosy-${run}@example.com`);
    const ctx = await newContext(browser, baseURL, DESKTOP, true, { storage });
    const page = await ctx.newPage();
    const answered: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/console/')) answered.push(r.status());
    });
    for (const url of ['/console', '/console/prizes', '/console/qrcode/batches/create']) {
      await page.goto(url);
      await page.getByRole('heading', { name: 'Not Found' }).waitFor();
      expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    }
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((s) => s === 403)).toBe(true);
    await ctx.close();
  });
});
