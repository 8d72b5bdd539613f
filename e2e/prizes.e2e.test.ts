import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enUS } from '../src/web/i18n/en-us.ts';
import { OPEN_NOW, publishedActivity } from './fixtures/activities-data.ts';
import { ARTIFACTS, VIEWPORTS, api, launch, newContext, registerViaApi, signedIn } from './support.ts';

/** A member with points redeems a prize with a new address; a double tap on confirm places one order. */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;
let admin: Record<string, string>;
let prizeId: string;

const IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0e6f68"/><stop offset="1" stop-color="#7ee0c8"/></linearGradient></defs><rect width="400" height="400" fill="url(#g)"/><rect x="150" y="70" width="100" height="260" rx="44" fill="#fff"/></svg>',
)}`;

interface Redeem {
  id: string;
  status: string;
  addressId: string | null;
}

beforeAll(async () => {
  browser = await launch();
  // ADMIN_EMAILS=admin@e2e.test in global-setup makes this account an admin at sign-up.
  const boss = await registerViaApi(baseURL, dataDir, 'admin@e2e.test');
  admin = { Authorization: boss.token };
  const created = await api<{ id: string }>(
    baseURL,
    'POST',
    '/console/prizes',
    {
      name: {
        en_US: 'Travel pod kit',
        ru_RU: 'Дорожный под-набор',
        ko_KR: '여행용 팟 키트',
        zh_CN: '旅行烟弹套装',
      },
      description: 'A compact pod kit.\nShips within 7 days.',
      points: 300,
      stock: 20,
      images: [IMAGE],
    },
    admin,
  );
  prizeId = created.id;
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('$name', (vp) => {
  it('redeems a prize with a new address, once, and shows it in the balance and history', async () => {
    const email = `prize-${vp.name}-${Date.now().toString(36)}@example.com`;
    const { storage, token, userId } = await signedIn(baseURL, dataDir, email);
    const member = { Authorization: token };
    await api(
      baseURL,
      'POST',
      '/console/points/grant',
      { userId, delta: 1000, reason: 'e2e' },
      { ...admin, 'Idempotency-Key': `grant-${vp.name}-${Date.now()}` },
    );

    // Sign-up may already have earned points (a completed profile): read where the member starts.
    const start = (
      await api<{ balance: number }>(baseURL, 'GET', '/hibackend/myStatistics/myBalance', undefined, member)
    ).balance;
    const fmt = (n: number) =>
      new Intl.NumberFormat('en-US', { minimumIntegerDigits: 2, minimumFractionDigits: 2 }).format(n);

    for (const colorScheme of ['light', 'dark'] as const) {
      const ctx = await newContext(browser, baseURL, vp, true, { storage, colorScheme });
      const page = await ctx.newPage();
      await page.goto('/activity/prize');
      await expect.poll(() => page.getByTestId('prize-card').count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('prize-balance').textContent()).toBe(fmt(start));
      await page.screenshot({ path: path.join(ARTIFACTS, `${vp.name}-en-prizes-list-${colorScheme}.png`) });
      await page.goto(`/activity/prize/${prizeId}`);
      await expect.poll(() => page.getByTestId('prize-points').textContent()).toBe('300.00 points');
      await page.screenshot({ path: path.join(ARTIFACTS, `${vp.name}-en-prize-detail-${colorScheme}.png`) });
      await ctx.close();
    }

    const ctx = await newContext(browser, baseURL, vp, true, { storage });
    const page = await ctx.newPage();
    const shot = (name: string) =>
      page.screenshot({ path: path.join(ARTIFACTS, `${vp.name}-en-prize-${name}.png`) });
    await page.goto(`/activity/prize/${prizeId}`);
    await page.getByTestId('prize-redeem').click();
    await page.waitForURL(`**/order/add?prizeId=${prizeId}`);

    // No address yet: add one and come back to the confirmation.
    await page.getByTestId('order-add-address').click();
    await page.waitForURL('**/address/add**');
    await page.getByLabel(enUS['field.firstName']).fill('Grace');
    await page.getByLabel(enUS['field.lastName']).fill('Hopper');
    await page.getByLabel(enUS['field.phone']).fill('+44 20 7946 0000');
    await page.getByLabel(enUS['field.country']).selectOption('GBR');
    await page.locator('select[name=area]:not([disabled])').selectOption({ label: 'England' });
    await page.locator('input[name=city]').fill('London');
    await page.getByLabel(enUS['field.county']).fill('Camden');
    await page.getByLabel(enUS['field.address']).fill('1 Example Street');
    await page.getByRole('button', { name: enUS['common.save'] }).click();
    await page.waitForURL((url) => url.pathname === '/order/add');
    await expect.poll(() => page.getByTestId('order-address').count()).toBe(1);
    await expect.poll(() => page.getByTestId('order-balance').textContent()).toBe(fmt(start));
    await shot('confirm');

    // A double tap: two clicks in the same task, before React can disable the button.
    await page.evaluate(
      "(() => { const b = document.querySelector('[data-testid=order-confirm]'); b.click(); b.click(); })()",
    );
    await page.waitForURL('**/order/detail/**');
    await expect.poll(() => page.getByTestId('order-status').getAttribute('data-status')).toBe('placed');
    await shot('order-placed');
    // Before it ships, the member may pick another address (here the only one, so Save stays off).
    await page.getByRole('button', { name: enUS['prizes.changeAddress'] }).click();
    await expect.poll(() => page.getByTestId('order-change-address').count()).toBe(1);
    expect(await page.getByRole('button', { name: enUS['common.save'] }).isDisabled()).toBe(true);

    const mine = await api<{ list: Redeem[] }>(
      baseURL,
      'GET',
      '/hibackend/prize/frontend/owner/redeem/pageList',
      undefined,
      member,
    );
    expect(mine.list).toHaveLength(1);
    const balance = await api<{ balance: number }>(
      baseURL,
      'GET',
      '/hibackend/myStatistics/myBalance',
      undefined,
      member,
    );
    expect(balance.balance).toBe(start - 300);

    await page.goto('/activity/prize/awards');
    await expect.poll(() => page.getByTestId('award').count()).toBe(1);
    await shot('awards');
    await page.goto('/pointsHistory');
    await expect.poll(() => page.getByTestId('points-balance').textContent()).toBe(fmt(start - 300));

    // The brand ships it: the order shows the carrier and the tracking number.
    const order = mine.list[0] as Redeem;
    await api(
      baseURL,
      'POST',
      `/console/redeems/${order.id}/ship`,
      { carrier: 'Royal Mail', trackingNo: 'RM1234567GB' },
      admin,
    );
    await page.goto(`/order/detail/${order.id}`);
    await expect.poll(() => page.getByTestId('order-status').getAttribute('data-status')).toBe('shipped');
    await expect.poll(() => page.getByTestId('order-tracking').textContent()).toContain('RM1234567GB');
    expect(await page.getByRole('button', { name: enUS['prizes.changeAddress'] }).count()).toBe(0);
    await shot('order-shipped');

    // A prize won on a wheel ships as an order too: it says where it was won, not "0.00 points".
    const title = `Prize wheel ${vp.name} ${Date.now().toString(36)}`;
    const wheel = await publishedActivity(
      baseURL,
      { Authorization: admin.Authorization ?? '' },
      {
        type: 'turntable',
        title,
        ...OPEN_NOW(),
        cost: { kind: 'free', amount: 0 },
        prizes: [{ name: 'Travel pod kit', stock: 5, weight: 1, prizeId }],
        noPrizeWeight: 0,
      },
    );
    const played = await api<{ won: boolean; awardId: string }>(
      baseURL,
      'POST',
      `/hibackend/activity/attend/${wheel}`,
      {},
      { ...member, 'Idempotency-Key': randomUUID() },
    );
    expect(played.won).toBe(true);
    const shipped = await api<{ redeemId: string }>(
      baseURL,
      'POST',
      '/hibackend/activity/my/awards/claim',
      { awardId: played.awardId, addressId: order.addressId },
      { ...member, 'Idempotency-Key': randomUUID() },
    );
    await page.goto('/activity/prize/awards');
    await expect.poll(() => page.getByTestId('award').count()).toBe(2);
    const [won, bought] = await page.getByTestId('award').allTextContents();
    expect(won).toContain(`Won in ${title}`);
    expect(won).not.toContain('points');
    expect(bought).toContain('300.00 points');
    await shot('awards-won');
    await page.goto(`/order/detail/${shipped.redeemId}`);
    await expect.poll(() => page.locator('.vc-order__prize').textContent()).toContain(`Won in ${title}`);
    expect(await page.locator('.vc-order__prize').textContent()).not.toContain('points');
    await shot('order-won');
    await ctx.close();
  });
});
