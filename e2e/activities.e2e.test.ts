import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { maskName } from '../src/shared/activities/mask.ts';
import { expectAccessible } from './axe.ts';
import { consoleAdmin, type ConsoleAdmin } from './fixtures/activities-admin.ts';
import { idCardPng, isoIn, OPEN_NOW, printedCodes, publishedActivity } from './fixtures/activities-data.ts';
import { brandWithProducts, type BrandFixture } from './fixtures/brand-data.ts';
import {
  VIEWPORTS,
  api,
  launch,
  memberStorage,
  newContext,
  type Viewport,
  fullShot,
  signedIn,
} from './support.ts';

/**
 * Activities end to end, made through the console as the brand makes them: a wheel spun with the
 * chance a scanned pack gave, a scratch card rubbed off with the mouse, a flash-sale seat reserved,
 * a raffle entered once the proof of age is approved, and the masked winners of an instant draw
 * with the fairness check recomputing every outcome in the browser; a brand followed from its page
 * (products with stars, activities with covers) whose activity then shows under Brand activities.
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const run = Date.now().toString(36);
const DAY = 24 * 60 * 60_000;
const media = mkdtempSync(path.join(tmpdir(), 'vapour-activities-e2e-'));
let browser: Browser;
let admin: ConsoleAdmin;
let wheelId = '';
let scratchId = '';
/** One printed code per viewport: each gives its claimer one wheel chance. */
let codes: string[] = [];
let idCard = '';
let brand: BrandFixture;

beforeAll(async () => {
  [browser, admin, idCard] = await Promise.all([launch(), consoleAdmin(baseURL, dataDir), idCardPng(media)]);
  const auth = admin.auth;
  [codes, wheelId, scratchId, brand] = await Promise.all([
    printedCodes(baseURL, auth, `Wheel Bar ${run}`, VIEWPORTS.length),
    publishedActivity(baseURL, auth, {
      type: 'turntable',
      title: `Lucky wheel ${run}`,
      ...OPEN_NOW(),
      cost: { kind: 'chances', amount: 1 },
      // Six slices, as the demo wheel: long names must still read in full.
      prizes: ['Mango Pod', 'Sticker pack', 'Starter pod kit', 'Travel case', 'Lanyard'].map((name) => ({
        name,
        stock: 50,
        weight: 1,
      })),
      noPrizeWeight: 1,
    }),
    publishedActivity(baseURL, auth, {
      type: 'scratch',
      title: `Scratch card ${run}`,
      ...OPEN_NOW(),
      cost: { kind: 'free', amount: 0 },
      prizes: [{ name: 'Peach Pod', stock: 50, weight: 1 }],
      noPrizeWeight: 1,
    }),
    brandWithProducts(baseURL, auth, run),
  ]);
});
afterAll(async () => {
  await browser?.close();
  rmSync(media, { recursive: true, force: true });
});

/** A fresh member's page at the viewport, and their session token for asking the API. */
async function memberPage(vp: Viewport, who: string) {
  const email = `${who}-${vp.name}-${run}@example.com`;
  const { storage, token } = await signedIn(baseURL, dataDir, email);
  const ctx = await newContext(browser, baseURL, vp, true, { storage });
  return { page: await ctx.newPage(), email, auth: { Authorization: token } };
}

const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

interface MyEntries {
  list: { entryNo: number; won: boolean; prizeName: string | null }[];
}
const myEntries = (id: string, auth: { Authorization: string }) =>
  api<MyEntries>(baseURL, 'GET', `/hibackend/activity/attendResult/${id}`, undefined, auth);

/** What the outcome card says, as the member's one entry in the API reads. */
async function expectOutcomeAsRecorded(page: Page, id: string, auth: { Authorization: string }) {
  const [entry, ...more] = (await myEntries(id, auth)).list;
  expect(more).toEqual([]);
  const card = page.getByTestId('draw-outcome');
  expect(await card.getByTestId('draw-entry-no').textContent()).toBe(String(entry?.entryNo));
  if (entry?.won) {
    expect(await card.getByTestId('draw-prize').textContent()).toBe(entry.prizeName);
  } else {
    expect(await card.getByTestId('draw-prize').count()).toBe(0);
    expect(await card.textContent()).toContain('No prize this time');
  }
}

describe.each(VIEWPORTS)('$name', (vp) => {
  const i = VIEWPORTS.indexOf(vp);

  it('spins the wheel with the chance a scanned pack gave', async () => {
    const { page, auth } = await memberPage(vp, 'spinner');
    const claim = await api<{ spinChances: number }>(
      baseURL,
      'POST',
      `/scanCodeExtPoints/${codes[i]}`,
      {},
      { ...auth, 'Idempotency-Key': randomUUID() },
    );
    expect(claim.spinChances).toBe(1);
    await page.goto(`/activity/turntable/${wheelId}`);
    await expect.poll(() => text(page, 'draw-standing')).toContain('Spin chances: 1');
    expect(await page.getByRole('img', { name: 'Prize wheel' }).count()).toBe(1);
    // Labels break into two lines rather than being cut ("Sticker p…").
    const labels = await page.evaluate<string[]>(
      "[...document.querySelectorAll('.vc-draw-label')].map((el) => [...el.querySelectorAll('tspan')].map((t) => t.textContent).join(' '))",
    );
    expect(labels).toContain('Sticker pack');
    expect(labels).toContain('Starter pod kit');
    expect(labels.filter((l) => l.includes('…'))).toEqual([]);
    await page.getByTestId('draw-spin').click();
    // The wheel turns for about four seconds before the card shows what it landed on.
    await page.getByTestId('draw-outcome').waitFor({ timeout: 15_000 });
    await expect.poll(() => text(page, 'draw-standing')).toContain('Spin chances: 0');
    // No chance left: the button is disabled and the page says how to earn one.
    await expect.poll(() => page.getByTestId('draw-spin').isDisabled()).toBe(true);
    expect(await text(page, 'draw-blocked')).toContain('You have no spin chances left.');
    expect(await text(page, 'draw-blocked')).toContain('Scan a product');
    await expectOutcomeAsRecorded(page, wheelId, auth);
    await fullShot(page, `activity-wheel-${vp.name}`);
    await expectAccessible(page, `${vp.name} wheel`);
    expect((await myEntries(wheelId, auth)).list).toHaveLength(1);
    await page.context().close();
  });

  it('scratches a card off with the pointer', async () => {
    const { page, auth } = await memberPage(vp, 'scratcher');
    await page.goto(`/activity/${scratchId}`);
    await page.getByTestId('scratch-start').click();
    const layer = page.locator('[data-testid="scratch-layer"].is-live');
    await layer.waitFor();
    const box = await layer.boundingBox();
    if (!box) throw new Error('no scratch layer on screen');
    // Rub from side to side down the card with the button held, as a person would.
    await page.mouse.move(box.x + 4, box.y + 4);
    await page.mouse.down();
    const rows = 12;
    for (let r = 0; r <= rows && (await layer.count()) > 0; r++) {
      const y = box.y + 4 + ((box.height - 8) * r) / rows;
      await page.mouse.move(r % 2 ? box.x + 4 : box.x + box.width - 4, y, { steps: 8 });
    }
    // The rub runs off the card over the text below: none of it is selected.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 160, { steps: 6 });
    await page.mouse.up();
    expect(await page.evaluate('String(window.getSelection())')).toBe('');
    await page.getByTestId('draw-outcome').waitFor();
    expect(await page.getByTestId('scratch-layer').count()).toBe(0);
    await expectOutcomeAsRecorded(page, scratchId, auth);
    await fullShot(page, `activity-scratch-${vp.name}`);
    await page.context().close();
  });

  it('reserves a seat of tomorrow’s flash sale and finds it under Reserved', async () => {
    const title = `Flash sale ${vp.name} ${run}`;
    const id = await publishedActivity(baseURL, admin.auth, {
      type: 'reservation',
      title,
      startAt: isoIn(DAY),
      endAt: isoIn(DAY + 2 * 60 * 60_000),
      cost: { kind: 'free', amount: 0 },
      seats: 5,
    });
    const { page } = await memberPage(vp, 'reserver');
    await page.goto(`/activity/${id}`);
    expect(await page.getByTestId('activity-reserve').textContent()).toBe('Reserve');
    await page.getByText('5 of 5 seats left').waitFor();
    // A flash sale is seats, first come: no odds, nothing drawn, so no provably-fair box.
    expect(await text(page, 'terms-seats')).toBe('5 of 5');
    expect(await page.getByTestId('odds-row').count()).toBe(0);
    expect(await page.getByTestId('seed-hash').count()).toBe(0);
    await page.getByTestId('activity-reserve').click();
    await expect
      .poll(() => text(page, 'activity-reserved'))
      .toBe('You have a seat. Come back when the sale starts.');
    await fullShot(page, `activity-reserved-${vp.name}`);

    await page.goto('/activity?tab=reserved');
    const row = page.getByTestId('reservation-list-reserved').getByTestId('reservation');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain(title);
    expect(await row.textContent()).toContain('4 of 5 seats left');
    expect(await row.locator('.vc-act-state--reserved').textContent()).toBe('Reserved');
    expect(await page.getByTestId('activity-tab-reserved').getAttribute('aria-checked')).toBe('true');
    await fullShot(page, `activity-tab-reserved-${vp.name}`);
    await expectAccessible(page, `${vp.name} activity tab (reserved)`);
    await page.goto('/activity');
    await page.getByTestId('activities-tab').waitFor();
    await expectAccessible(page, `${vp.name} activity tab (open)`);
    await page.context().close();
  });

  it('enters a raffle once the uploaded proof of age is approved', async () => {
    const id = await publishedActivity(baseURL, admin.auth, {
      type: 'raffle',
      title: `Raffle ${vp.name} ${run}`,
      ...OPEN_NOW(),
      cost: { kind: 'free', amount: 0 },
      prizes: [{ name: 'Signed Kit', stock: 3, weight: 1 }],
    });
    const { page, email } = await memberPage(vp, 'raffler');
    await page.goto(`/activity/${id}`);
    // Three winners drawn out of all entries at the close, not "100 %" for the prize.
    await expect.poll(() => text(page, 'terms-winners')).toBe('3');
    expect(await text(page, 'terms-entries')).toBe('0');
    expect(await page.getByTestId('terms-prize').allTextContents()).toEqual(['Signed Kit3']);
    expect(await page.getByTestId('odds-row').count()).toBe(0);
    expect(await page.getByTestId('activity-terms').textContent()).not.toContain('%');
    expect(await page.getByTestId('seed-hash').count()).toBe(1);
    await page
      .getByTestId('activity-proof-needed')
      .getByRole('link', { name: 'Upload proof of age' })
      .click();
    await page.waitForURL('**/setting/proof');
    await expect.poll(() => text(page, 'proof-status')).toContain('Not sent');
    await page.getByTestId('proof-file').setInputFiles(idCard);
    await page.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor();
    await page.getByTestId('proof-send').click();
    await expect.poll(() => text(page, 'proof-status')).toContain('Being checked');
    await fullShot(page, `activity-proof-${vp.name}`);

    const queue = await api<{ list: { id: string; email: string }[] }>(
      baseURL,
      'GET',
      '/console/proofs?status=pending&pageSize=50',
      undefined,
      admin.auth,
    );
    const proof = queue.list.find((p) => p.email === email);
    expect(proof).toBeDefined();
    await api(baseURL, 'POST', `/console/proofs/${proof?.id}/review`, { decision: 'approved' }, admin.auth);

    await page.goto(`/activity/${id}`);
    await page.getByTestId('activity-enter').click();
    await expect.poll(() => text(page, 'activity-result')).toBe('You are in: entry No. 1');
    await expect.poll(() => text(page, 'terms-entries')).toBe('1');
    await fullShot(page, `activity-raffle-${vp.name}`);
    await page.context().close();
  });

  it('follows a brand from its page and finds its activity under Brand activities', async () => {
    const email = `brandfan-${vp.name}-${run}@example.com`;
    const storage = await memberStorage(baseURL, dataDir, email);
    const page = await (await newContext(browser, baseURL, vp, true, { storage })).newPage();
    // Following nothing yet: the page says how, and links the brand pages.
    await page.goto('/activity/vape');
    await page.getByTestId('vape-empty').waitFor();
    await page.getByTestId('vape-brand-links').getByRole('link', { name: brand.name }).click();
    await page.waitForURL(`**/brand/${brand.id}`);

    const products = page.getByTestId('brand-products').getByTestId('product-card');
    await expect.poll(() => products.count()).toBe(2);
    const rated = products.filter({ hasText: 'Aurora Bar Mango Ice' });
    expect(await rated.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
    expect(await rated.locator('img[src^="/obs/"]').count()).toBe(1);
    const activity = page.getByTestId('brand-activities').getByTestId('activity-card');
    expect(await activity.textContent()).toContain(brand.activityTitle);
    expect(await activity.locator('img[src^="/obs/"]').count()).toBe(1);
    const count = async () => Number((await text(page, 'brand-followers'))?.replace(/\D/g, ''));
    const before = await count();
    expect(await page.getByTestId('brand-follow').textContent()).toBe('Follow');
    await page.getByTestId('brand-follow').click();
    await expect.poll(() => page.getByTestId('brand-follow').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('brand-follow').textContent()).toBe('Following');
    await expect.poll(count).toBe(before + 1);
    await fullShot(page, `brand-page-${vp.name}`);
    await expectAccessible(page, `${vp.name} brand page`);

    await page.goto('/activity/vape');
    const groups = page.getByTestId('vape-brand');
    await groups.first().waitFor();
    expect(await groups.count()).toBe(1);
    expect(await groups.getByRole('heading').textContent()).toBe(brand.name);
    expect(await groups.getByTestId('activity-card').allTextContents()).toEqual([
      expect.stringContaining(brand.activityTitle),
    ]);
    await fullShot(page, `activity-vape-${vp.name}`);
    await expectAccessible(page, `${vp.name} brand activities`);
    await page.context().close();

    const dark = await (
      await newContext(browser, baseURL, vp, true, { storage, colorScheme: 'dark' })
    ).newPage();
    await dark.goto(`/brand/${brand.id}`);
    await dark.getByTestId('brand-activities').waitFor();
    await fullShot(dark, `brand-page-dark-${vp.name}`);
    await dark.goto('/activity/vape');
    await dark.getByTestId('vape-brand').waitFor();
    await fullShot(dark, `activity-vape-dark-${vp.name}`);
    await dark.context().close();
  });

  it('shows the masked winners of an ended draw and recomputes every outcome', async () => {
    const { page, auth } = await memberPage(vp, 'winner');
    await api(baseURL, 'POST', '/hibackend/user/setting/updateNickName', { nickName: 'Winnerton' }, auth);
    // A free instant draw that always wins, open for a few seconds from now.
    const endAt = Date.now() + 4_000;
    const id = await publishedActivity(baseURL, admin.auth, {
      type: 'turntable',
      title: `Instant draw ${vp.name} ${run}`,
      startAt: isoIn(-60_000),
      endAt: new Date(endAt).toISOString(),
      cost: { kind: 'free', amount: 0 },
      prizes: [{ name: 'Golden Pod', stock: 5, weight: 1 }],
      noPrizeWeight: 0,
    });
    const plays = 2;
    for (let n = 0; n < plays; n++) {
      const r = await api<{ won: boolean }>(
        baseURL,
        'POST',
        `/hibackend/activity/attend/${id}`,
        {},
        {
          ...auth,
          'Idempotency-Key': randomUUID(),
        },
      );
      expect(r.won).toBe(true);
    }
    await new Promise((r) => setTimeout(r, Math.max(0, endAt - Date.now() + 300)));

    await page.goto(`/winner/${id}`);
    const names = page.getByTestId('winner-name');
    await names.first().waitFor();
    expect(await names.allTextContents()).toEqual(['Wi****on', 'Wi****on']);
    expect(maskName('Winnerton')).toBe('Wi****on');
    expect(await page.getByTestId('winner-list').textContent()).not.toContain('Winnerton');
    await page.getByTestId('fair-seed').waitFor();
    await page.getByTestId('fair-run').click();
    await expect
      .poll(() => text(page, 'fair-result'))
      .toContain(`All ${plays} outcomes recomputed and match.`);
    expect(await text(page, 'fair-result')).toContain('SHA-256 of the seed matches the published hash.');
    await fullShot(page, `activity-winners-${vp.name}`);
    await expectAccessible(page, `${vp.name} winners`);
    await page.context().close();
  });
});
