import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enUS as firstLoadEnUS } from '../src/web/i18n/en-us.ts';
import { pageTextsEnUS } from '../src/web/i18n/page-texts-en-us.ts';
import { workOrdersEnUS } from '../src/web/support/i18n/work-orders-en-us.ts';

// The features' and the after-sale texts arrive with their pages: the English catalog the pages show is all.
const enUS = { ...firstLoadEnUS, ...pageTextsEnUS, ...workOrdersEnUS };
import { expectAccessible } from './axe.ts';
import { VIEWPORTS, api, launch, newContext, fullShot, signedIn } from './support.ts';

/**
 * Support and trust end to end: a member reports a comment and sees the report number and the report
 * under "Submitted"; opens an after-sale request with a picture, sees support's answer (given through
 * the console API) and the request move from "Unsolved" to "Solved".
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const ADMIN = 'support-admin@e2e.test';
let browser: Browser;
let adminToken: string;

interface Member {
  storage: Record<string, string>;
  token: string;
}

async function member(name: string): Promise<Member> {
  const email = `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const { storage, token } = await signedIn(baseURL, dataDir, email);
  return { storage, token };
}

const post = <T = { id: string }>(token: string, url: string, body: unknown) =>
  api<T>(baseURL, 'POST', url, body, { Authorization: token });

const photo = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#0e6f68"/><circle cx="240" cy="180" r="110" fill="#f2c14e"/></svg>',
    ),
  )
    .png()
    .toBuffer();

beforeAll(async () => {
  browser = await launch();
  adminToken = (await signedIn(baseURL, dataDir, ADMIN)).token;
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('$name', (vp) => {
  it('reports a comment and sees the report number, then finds it under Submitted', async () => {
    const author = await member(`author-${vp.name}`);
    const reader = await member(`reader-${vp.name}`);
    const blocks = [{ type: 'paragraph', text: 'Which flavour do you buy most often?' }];
    const articleId = (
      await post(author.token, '/hibackend/article/frontend/save', {
        type: 'article',
        title: `Your favourite flavour this winter (${vp.name})`,
        blocks,
        source: 'original',
        draft: false,
      })
    ).id;
    await post(author.token, '/hibackend/article/evaluate/add', {
      articleId,
      content: 'Cheap pods at my own site, message me',
    });

    const ctx = await newContext(browser, baseURL, vp, true, { storage: reader.storage });
    const page = await ctx.newPage();
    await page.goto(`/article/${articleId}`);
    await expect.poll(() => page.getByTestId('comment').count()).toBe(1);
    await page.getByTestId('comment').first().getByTestId('comment-more').click();
    await page.getByTestId('comment-report').click();
    await page.waitForURL('**/report/comment?targetId=*');

    const form = page.getByTestId('report-form');
    await form.getByRole('button', { name: enUS['reports.send'] }).click();
    await expect.poll(() => form.getByRole('alert').count()).toBeGreaterThan(0);
    await form.getByLabel('Spam or advertising').check();
    await form.getByRole('textbox', { name: enUS['reports.details'] }).fill('Selling outside the shop.');
    await fullShot(page, `${vp.name}-en-report-form`, { fromTop: false });
    await expectAccessible(page, 'report form');
    await form.getByRole('button', { name: enUS['reports.send'] }).click();

    const number = page.getByTestId('report-number');
    await expect.poll(() => number.textContent()).toMatch(/^R\d{8}-\d{6}$/);
    const reportNumber = (await number.textContent()) ?? '';
    await fullShot(page, `${vp.name}-en-report-sent`, { fromTop: false });

    await page.goto('/report');
    const rows = page.getByTestId('report-row');
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).toContain(reportNumber);
    await expect
      .poll(() => page.getByTestId('report-tab-submitted').getAttribute('aria-checked'))
      .toBe('true');
    await fullShot(page, `${vp.name}-en-report-list`, { fromTop: false });
    await expectAccessible(page, 'my reports');
    await page.getByTestId('report-tab-completed').click();
    await expect.poll(() => page.getByTestId('reports-empty').count()).toBe(1);
    await ctx.close();
  });

  it('opens an after-sale request with a picture, sees support answer it and the state tab change', async () => {
    const me = await member(`after-sale-${vp.name}`);
    const ctx = await newContext(browser, baseURL, vp, true, { storage: me.storage });
    const page = await ctx.newPage();
    await page.goto('/my/afterSale');
    await expect.poll(() => page.getByTestId('work-orders-empty').count()).toBe(1);
    await page.getByTestId('work-order-new').click();
    await page.waitForURL('**/my/afterSale/add');

    const form = page.getByTestId('work-order-form');
    const description = `The mouthpiece cracked after two days (${vp.name}).`;
    await form.getByRole('textbox', { name: enUS['workOrders.description'] }).fill(description);
    await form
      .getByLabel(enUS['editor.addPictures'])
      .setInputFiles([{ name: 'crack.png', mimeType: 'image/png', buffer: await photo() }]);
    await expect.poll(() => form.locator('img').count()).toBe(1);
    await expect.poll(() => form.getByRole('progressbar').count(), { timeout: 15_000 }).toBe(0);
    await fullShot(page, `${vp.name}-en-work-order-form`, { fromTop: false });
    await expectAccessible(page, 'work order form');
    await form.getByRole('button', { name: enUS['workOrders.send'] }).click();

    await page.waitForURL(/\/my\/afterSale\/\d+$/);
    const id = page.url().split('/').pop() ?? '';
    await expect.poll(() => page.getByTestId('work-order-number').textContent()).toMatch(/^W\d{8}-\d{6}$/);
    await expect.poll(() => page.getByTestId('work-order').locator('img').count()).toBe(1);
    await page.goto('/my/afterSale');
    await expect.poll(() => page.getByTestId('work-order-row').count()).toBe(1);
    await expect.poll(() => page.getByTestId('work-order-row').first().textContent()).toContain(description);

    // Support answers and closes it in the console.
    const answer = 'We are sending you a new mouthpiece today.';
    await post(adminToken, `/console/support/workOrders/${id}/reply`, { content: answer, close: true });

    await page.goto(`/my/afterSale/${id}`);
    await expect.poll(() => page.getByTestId('work-order-answer').first().textContent()).toContain(answer);
    await expect.poll(() => page.getByTestId('work-order').getAttribute('data-state')).toBe('accepted');
    await expect.poll(() => page.getByTestId('work-order-closed').count()).toBe(1);
    await fullShot(page, `${vp.name}-en-work-order-answered`, { fromTop: false });
    await expectAccessible(page, 'work order answered');

    await page.goto('/my/afterSale');
    await expect.poll(() => page.getByTestId('work-orders-empty').count()).toBe(1);
    await page.getByTestId('work-order-tab-accepted').click();
    await expect.poll(() => page.getByTestId('work-order-row').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('work-order-row').first().textContent())
      .toContain(enUS['workOrders.accepted']);
    await fullShot(page, `${vp.name}-en-work-orders-solved`, { fromTop: false });
    await ctx.close();
  });

  it('shows the account pages: the data we hold, linked accounts and my shares', async () => {
    const me = await member(`account-${vp.name}`);
    await post(me.token, '/hibackend/user/feedback/add', {
      type: 'suggestion',
      content: 'More flavours please',
    });
    const ctx = await newContext(browser, baseURL, vp, true, { storage: me.storage });
    const page = await ctx.newPage();
    await page.goto('/setting/infoChecklist');
    const support = page.getByTestId('checklist-support');
    await expect.poll(() => support.textContent()).toContain('Feedback: 1');
    await fullShot(page, `${vp.name}-en-info-checklist`, { fromTop: false });
    await expectAccessible(page, 'info checklist');
    await support.click();
    await page.waitForURL('**/my/afterSale');

    await page.goto('/setting/thirdInfo');
    await expect.poll(() => page.getByTestId('third-facebook').getAttribute('data-linked')).toBe('no');
    await fullShot(page, `${vp.name}-en-third-info`, { fromTop: false });
    await expectAccessible(page, 'linked accounts');

    await page.goto('/my/shares');
    await expect.poll(() => page.getByTestId('my-shares-empty').count()).toBe(1);
    await expectAccessible(page, 'my shares');
    await ctx.close();
  });

  it('reads the support pages in Russian and Korean, in dark mode', async () => {
    const me = await member(`look-${vp.name}`);
    for (const lang of ['ru_RU', 'ko_KR'] as const) {
      const ctx = await newContext(browser, baseURL, vp, true, {
        colorScheme: 'dark',
        storage: { ...me.storage, language: JSON.stringify({ state: { language: lang }, version: 0 }) },
      });
      const page = await ctx.newPage();
      await page.goto('/report/product?code=ABCD1234');
      await expect.poll(() => page.getByTestId('product-report-form').count()).toBe(1);
      await expect.poll(() => page.getByTestId('report-code').textContent()).toContain('ABCD1234');
      await fullShot(page, `${vp.name}-${lang}-dark-report-product`, { fromTop: false });
      await page.goto('/setting/feedback');
      await expect.poll(() => page.getByTestId('feedback-type-bug').count()).toBe(1);
      await fullShot(page, `${vp.name}-${lang}-dark-feedback`, { fromTop: false });
      await page.goto('/my');
      await expect.poll(() => page.getByTestId('menu-after-sale').count()).toBe(1);
      await fullShot(page, `${vp.name}-${lang}-dark-me`, { fromTop: false });
      await ctx.close();
    }
  });
});
