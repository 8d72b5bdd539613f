import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { picture } from './fixtures/pictures.ts';
import { VIEWPORTS, api, launch, memberStorage, newContext, registerViaApi, viewShot } from './support.ts';

/**
 * Community content end to end: a member publishes an article with two pictures, finds it in the
 * feed, opens it and comes back to the feed where they left it; a draft saves itself and is continued.
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;
const FLAVOURS = ['mango', 'mint', 'berry', 'cola', 'peach', 'grape'];

beforeAll(async () => {
  browser = await launch();
  // Enough older posts that the feed scrolls: two writers stay under the hourly publish limit.
  for (let w = 0; w < 2; w++) {
    const writer = await registerViaApi(
      baseURL,
      dataDir,
      `writer${w}-${Date.now().toString(36)}@example.com`,
    );
    for (let i = 0; i < 12; i++) {
      const flavour = FLAVOURS[(w * 12 + i) % FLAVOURS.length] ?? 'mint';
      await api(
        baseURL,
        'POST',
        '/hibackend/article/frontend/save',
        {
          type: 'article',
          title: `Notes on a ${flavour} pod after week ${w * 12 + i + 1}`,
          blocks: [{ type: 'paragraph', text: `How the ${flavour} flavour held up.\nSecond line.` }],
          source: 'original',
          draft: false,
        },
        { Authorization: writer.token },
      );
    }
  }
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('$name', (vp) => {
  it('publishes an article with two pictures, finds it in the feed and comes back to the same place', async () => {
    const storage = await memberStorage(
      baseURL,
      dataDir,
      `author-${vp.name}-${Date.now().toString(36)}@example.com`,
    );
    const ctx = await newContext(browser, baseURL, vp, true, { storage });
    const page = await ctx.newPage();
    const title = `My ${vp.name} trip to the seaside vape shop`;

    await page.goto('/article/post');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Paragraph 1').fill('Two pictures from the day.\nThe shop had every flavour.');
    await page.getByLabel('Add pictures').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: await picture('#0e6f68', '#7ee0c8', 900, 1200) },
      { name: 'b.png', mimeType: 'image/png', buffer: await picture('#6a2c91', '#f2a0d8', 1200, 800) },
    ]);
    await expect
      .poll(() => page.locator('[data-testid="upload-tile"].is-done').count(), { timeout: 20_000 })
      .toBe(2);
    await viewShot(page, `${vp.name}-en-article-post`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/article\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { name: title }).count()).toBe(1);
    await expect.poll(() => page.locator('main img[src^="/obs/"]').count()).toBe(2);
    await viewShot(page, `${vp.name}-en-article-detail`);
    await expectAccessible(page, `${vp.name} article with pictures`);
    // A picture opens the viewer; Escape or the close button brings the article back.
    await page.locator('main img[src^="/obs/"]').first().click();
    await page.waitForURL(/\/picture/);
    await viewShot(page, `${vp.name}-en-picture`);
    await expectAccessible(page, `${vp.name} picture viewer`);
    await page.goBack();
    await page.waitForURL(/\/article\/\d+$/);

    // The feed: our article first, then the older posts; scroll down, open one, come back.
    await page.goto('/home');
    const feed = page.getByTestId('home-feed');
    await expect.poll(() => feed.getByRole('link', { name: title }).count()).toBe(1);
    await viewShot(page, `${vp.name}-en-home`);
    await expectAccessible(page, `${vp.name} home with posts`);
    const target = feed.getByRole('link', { name: /week 10$/ });
    await target.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(300);
    // Wait for the scroll (and pictures loading above) to settle before noting where the member is.
    const scrollY = () => page.evaluate<number>('window.scrollY');
    await expect
      .poll(async () => {
        const a = await scrollY();
        await page.waitForTimeout(300);
        return a === (await scrollY());
      })
      .toBe(true);
    const before = await scrollY();
    await target.click();
    await page.waitForURL(/\/article\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { name: /week 10$/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/home$/);
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(before - 5);
    expect(await page.evaluate<number>('window.scrollY')).toBeLessThan(before + 5);
    await expect.poll(() => target.isVisible()).toBe(true);
    await ctx.close();
  });

  it('saves a draft by itself, and the member continues it later', async () => {
    const storage = await memberStorage(
      baseURL,
      dataDir,
      `drafter-${vp.name}-${Date.now().toString(36)}@example.com`,
    );
    const ctx = await newContext(browser, baseURL, vp, true, { storage });
    const page = await ctx.newPage();
    await page.goto('/article/post');
    await page.getByLabel('Title').fill('Half a thought');
    await page.getByLabel('Paragraph 1').fill('To be continued tomorrow.');
    await expect
      .poll(() => page.getByTestId('editor-status').textContent(), { timeout: 15_000 })
      .toMatch(/Saved/);

    // Leave through the app (the draft is saved, so nothing asks), then come back through My drafts.
    await page.goto('/home');
    await page.goto('/article/draft');
    const item = page.getByTestId('draft-item').filter({ hasText: 'Half a thought' });
    await expect.poll(() => item.count()).toBe(1);
    await viewShot(page, `${vp.name}-en-article-drafts`);
    await item.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/\/article\/post\?id=\d+/);
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Half a thought');
    await expect.poll(() => page.getByLabel('Paragraph 1').inputValue()).toBe('To be continued tomorrow.');
    await ctx.close();
  });
});

describe('leaving the editor with changes', () => {
  it('asks on an in-app link and on Back: cancel keeps the text, save keeps the draft, give up deletes it', async () => {
    const vp = VIEWPORTS[1];
    const storage = await memberStorage(baseURL, dataDir, `leaver-${Date.now().toString(36)}@example.com`);
    const ctx = await newContext(browser, baseURL, vp, true, { storage });
    const page = await ctx.newPage();
    const dialog = page.getByTestId('leave-dialog');
    const home = page.locator('.vc-side').getByRole('link', { name: 'Home' });
    const noDrafts = page.locator('.vc-empty');
    await page.goto('/article/draft');
    await expect.poll(() => noDrafts.isVisible()).toBe(true);
    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByLabel('Title').fill('Leaving soon');
    await page.getByLabel('Paragraph 1').fill('Words worth keeping.');

    // An in-app link is held: Cancel stays with the text as it was.
    await home.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/article/post');
    expect(await page.getByLabel('Title').inputValue()).toBe('Leaving soon');

    // Save draft goes on to the link's page.
    await home.click();
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/home$/);
    await expect.poll(() => page.getByTestId('home-feed').isVisible()).toBe(true);

    // Back into the editor (the draft named in the URL), a change, then Back again: the browser's move
    // is undone while the dialog asks.
    await page.goBack();
    await page.waitForURL(/\/article\/post\?id=\d+$/);
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Leaving soon');
    const editorUrl = page.url();
    await page.getByLabel('Title').fill('Leaving for good');
    await page.goBack();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => page.url()).toBe(editorUrl);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(page.url()).toBe(editorUrl);
    expect(await page.getByLabel('Title').inputValue()).toBe('Leaving for good');

    // Back once more and give up: the member is on the page they went back to, and the draft is gone.
    await page.goBack();
    await dialog.getByRole('button', { name: 'Give up' }).click();
    await page.waitForURL(/\/article\/draft$/);
    await expect.poll(() => noDrafts.isVisible()).toBe(true);
    expect(await page.getByTestId('draft-item').count()).toBe(0);
    await ctx.close();
  });
});

describe('home in other languages and dark mode', () => {
  it.each([
    ['zh_CN', 'dark'],
    ['ru_RU', 'light'],
  ] as const)('%s %s', async (lang, colorScheme) => {
    for (const vp of VIEWPORTS) {
      const ctx = await newContext(browser, baseURL, vp, true, {
        colorScheme,
        storage: { language: JSON.stringify({ state: { language: lang }, version: 0 }) },
      });
      const page = await ctx.newPage();
      await page.goto('/home');
      await page.waitForLoadState('networkidle');
      await viewShot(page, `${vp.name}-${lang}-home-${colorScheme}`);
      await expect.poll(() => page.getByTestId('home-feed').getByRole('link').count()).toBeGreaterThan(5);
      await ctx.close();
    }
  });
});
