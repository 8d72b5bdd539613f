import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { adminPage } from './console-pages.ts';
import {
  ARTIFACTS,
  VIEWPORTS,
  api,
  launch,
  memberStorage,
  newContext,
  viewShot,
  signedIn,
} from './support.ts';

/**
 * Conversations and people end to end: a member comments, replies, likes, saves and follows through
 * the pages; the author's bell counts what happened and goes down as they read.
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;

interface Member {
  storage: Record<string, string>;
  token: string;
  userId: string;
  name: string;
}

/** A fresh member with a name of their own (every API-made member is called "Seeded"). */
async function member(name: string): Promise<Member> {
  const email = `${name.replace(/\W/g, '-').toLowerCase()}-${Date.now().toString(36)}@example.com`;
  const { storage, token, userId } = await signedIn(baseURL, dataDir, email);
  const me = { storage, token, userId, name };
  await post(me, '/hibackend/user/setting/updateNickName', { nickName: name });
  return me;
}

/** A signed API write as `who`, answering the new row's id where there is one. */
const post = (who: Pick<Member, 'token'>, url: string, body: unknown) =>
  api<{ id: string }>(baseURL, 'POST', url, body, { Authorization: who.token });

/** The number the visible bell announces ("Notifications 3 unread"); 0 without one. */
async function bellCount(page: Page): Promise<number> {
  const bell = page.locator('[data-testid="notice-bell"]:visible').first();
  const name = (await bell.textContent()) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

const numberIn = async (l: Locator) => Number(/\d+/.exec((await l.textContent()) ?? '')?.[0] ?? NaN);

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('$name', (vp) => {
  let author: Member;
  let reader: Member;
  let articleId: string;
  let commentId: string;
  const title = `Which coil lasts the longest for you (${vp.name})?`;
  const authorComment = `Mine lasted two weeks on the ${vp.name} kit.`;

  beforeAll(async () => {
    const [a, b, ...repliers] = await Promise.all(
      ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay'].map((n) => member(`${n} ${vp.name}`)),
    );
    if (!a || !b) throw new Error('members not made');
    author = a;
    reader = b;
    const blocks = [{ type: 'paragraph', text: 'Tell me about your coils.' }];
    const article = { type: 'article', title, blocks, source: 'original', draft: false };
    articleId = (await post(author, '/hibackend/article/frontend/save', article)).id;
    const comment = { articleId, content: authorComment };
    commentId = (await post(author, '/hibackend/article/evaluate/add', comment)).id;
    // One after another: replies are listed oldest first, and the page previews the first two.
    for (const [i, r] of repliers.entries()) {
      await post(r, '/hibackend/article/evaluateReply/add', {
        commentId,
        content: `Reply ${i + 1} from ${r.name}`,
      });
    }
  });

  it('comments on an article, likes and saves it, and all of it stays after a reload', async () => {
    const ctx = await newContext(browser, baseURL, vp, true, { storage: reader.storage });
    const page = await ctx.newPage();
    await page.goto(`/article/${articleId}`);
    const heading = page.getByRole('heading', { name: /^Comments/ });
    await expect.poll(() => page.getByTestId('comment').count()).toBe(1);
    const before = await numberIn(heading);

    const text = `Mesh coils, about ten days (${vp.name}).`;
    // Phones show the opener in the bottom bar, wide screens above the comments: the visible one.
    await page.getByRole('button', { name: 'Write a comment…' }).first().click();
    const composer = page.getByRole('dialog', { name: 'Your comment' });
    await composer.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await expect
      .poll(() => composer.getByTestId('comment-counter').textContent())
      .toContain(`${text.length}/500`);
    await composer.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => composer.isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId('comment').first().getByText(text).isVisible()).toBe(true);
    await expect.poll(() => numberIn(heading)).toBe(before + 1);

    const like = page.getByTestId('article-like');
    const save = page.getByTestId('article-save');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => like.textContent()).toMatch(/1 like$/);
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => save.textContent()).toMatch(/1 save$/);

    await page.reload();
    await expect.poll(() => page.getByTestId('comment').count()).toBe(2);
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.textContent()).toMatch(/1 like$/);
    expect(await save.getAttribute('aria-pressed')).toBe('true');
    expect(await save.textContent()).toMatch(/1 save$/);
    expect(await numberIn(heading)).toBe(before + 1);
    await viewShot(page, `${vp.name}-en-social-article-comments`);
    await expectAccessible(page, `${vp.name} article with comments`);
    await ctx.close();
  });

  it('shows "View N replies", all replies on a tap, a reply written on the page, and the thread', async () => {
    const ctx = await newContext(browser, baseURL, vp, true, { storage: reader.storage });
    const page = await ctx.newPage();
    await page.goto(`/article/${articleId}`);
    const thread = page.getByTestId('comment').filter({ hasText: authorComment });
    await expect.poll(() => thread.getByTestId('reply').count()).toBe(2);
    await thread.getByRole('button', { name: 'View 2 replies' }).click();
    await expect.poll(() => thread.getByTestId('reply').count()).toBe(4);
    expect(await thread.getByTestId('reply').last().textContent()).toContain(`Reply 4 from Fay ${vp.name}`);

    const text = `Two weeks sounds great, ${author.name}!`;
    await thread
      .getByRole('button', { name: `Reply to ${author.name}` })
      .first()
      .click();
    const composer = page.getByRole('dialog', { name: `Reply to ${author.name}` });
    await composer.getByRole('textbox', { name: `Reply to ${author.name}` }).fill(text);
    await composer.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => composer.isVisible()).toBe(false);
    await expect.poll(() => thread.getByTestId('reply').filter({ hasText: text }).count()).toBe(1);

    // `/reply/{id}`: the comment, its article and every reply, ours last (oldest first).
    await page.goto(`/reply/${commentId}`);
    const replies = page.getByTestId('thread-replies').getByTestId('reply');
    await expect.poll(() => replies.count()).toBe(5);
    expect(await page.getByTestId('thread').getByTestId('comment').textContent()).toContain(authorComment);
    expect(await page.getByTestId('thread-article').textContent()).toContain(title);
    expect(await replies.last().textContent()).toContain(text);
    await ctx.close();
  });

  it('follows the author from their page, keeps following on Cancel and unfollows on Unfollow', async () => {
    const ctx = await newContext(browser, baseURL, vp, true, { storage: reader.storage });
    const page = await ctx.newPage();
    await page.goto(`/friend/${author.userId}`);
    const followers = page.getByTestId('member-followers');
    const button = page.getByTestId('follow-button');
    await expect.poll(() => followers.textContent()).toBe('0');
    expect(await page.getByTestId('member-name').textContent()).toBe(author.name);

    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => followers.textContent()).toBe('1');
    expect(await button.textContent()).toBe('Following');
    await viewShot(page, `${vp.name}-en-social-member`);

    const dialog = page.getByRole('dialog', { name: 'Unfollow?' });
    await button.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(`You will stop following ${author.name}.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await followers.textContent()).toBe('1');

    await button.click();
    await dialog.getByRole('button', { name: 'Unfollow' }).click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => followers.textContent()).toBe('0');
    expect(await button.textContent()).toBe('Follow');
    await page.reload();
    await expect.poll(() => followers.textContent()).toBe('0');
    // Followed once more, so that the author has a follower when they read their notifications.
    await button.click();
    await expect.poll(() => followers.textContent()).toBe('1');
    await ctx.close();
  });

  it("counts the author's notifications on the bell, one fewer after opening one, none after Mark all", async () => {
    const ctx = await newContext(browser, baseURL, vp, true, { storage: author.storage });
    const page = await ctx.newPage();
    await page.goto('/home');
    // A comment, five replies, a like and a follow at least (likes may be grouped into one).
    await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(4);
    const unread = await bellCount(page);
    await page.locator('[data-testid="notice-bell"]:visible').first().click();
    await page.waitForURL(/\/notice$/);
    const items = page.getByTestId('notice-item');
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(4);
    for (const sentence of [
      `${reader.name} commented on your post`,
      `${reader.name} replied to your comment`,
      `${reader.name} liked your post`,
      `${reader.name} started following you`,
    ]) {
      expect(await items.filter({ hasText: sentence }).count(), sentence).toBeGreaterThan(0);
    }
    await viewShot(page, `${vp.name}-en-social-notice`);
    await expectAccessible(page, `${vp.name} notifications`);

    // Following again after the unfollow is a second follow notice: open the newest.
    const follow = items.filter({ hasText: `${reader.name} started following you` }).first();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hibackend/notice/read/')),
      follow.getByRole('link').click(),
    ]);
    await page.waitForURL(new RegExp(`/friend/${reader.userId}$`));
    await page.goto('/home');
    await expect.poll(() => bellCount(page)).toBe(unread - 1);

    await page.goto('/notice');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);
    // The list marks its items read as it refreshes (the button goes with the count, a moment before).
    await expect.poll(() => page.getByRole('img', { name: 'Unread' }).count()).toBe(0);
    // The bell also counts the brand's system notices, which Mark all (of the activity) leaves.
    const auth = { Authorization: author.token };
    const unreadNow = await api<{ system: number }>(
      baseURL,
      'GET',
      '/hibackend/notice/unreadCount',
      undefined,
      auth,
    );
    await page.goto('/home');
    await expect.poll(() => bellCount(page)).toBe(unreadNow.system);
    await ctx.close();
  });

  it('asks a visitor to sign in before liking', async () => {
    const ctx = await newContext(browser, baseURL, vp, true);
    const page = await ctx.newPage();
    await page.goto(`/article/${articleId}`);
    await page.getByTestId('article-like').click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Please sign in first' }).isVisible())
      .toBe(true);
    expect(await page.getByTestId('article-like').getAttribute('aria-pressed')).toBe('false');
    // Once per tap: another page (even through a full load) and the way back show no prompt.
    const prompt = page.getByTestId('login-dialog');
    await page.goto('/home');
    await page.getByTestId('home-feed').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await prompt.isVisible()).toBe(false);
    await page.goBack();
    await page.getByTestId('article-like').waitFor();
    expect(await prompt.isVisible()).toBe(false);
    await ctx.close();
  });
});

// After the bell counts above (tests in a file run in turn): a system notice reaches every member.
describe('system notices', () => {
  it('are published from their console screen, a member sees one, and it can be withdrawn', async () => {
    const title = `Opening hours ${Date.now().toString(36)}`;
    const admin = await adminPage(
      browser,
      baseURL,
      await memberStorage(baseURL, dataDir, 'social-admin@e2e.test'),
    );
    await admin.goto('/console/notices');
    await admin.getByRole('button', { name: 'New notice' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Title (English)').fill(title);
    await dialog.getByLabel('Text (English)').fill('The club desk closes at 6 pm on Sunday.');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => admin.getByTestId('notice-title').allTextContents()).toContain(title);
    await admin.screenshot({ path: path.join(ARTIFACTS, 'console-notices.png') });

    const reader = await member('Notice Reader');
    const ctx = await newContext(browser, baseURL, VIEWPORTS[0], true, { storage: reader.storage });
    const page = await ctx.newPage();
    await page.goto('/notice?tab=system');
    await page.getByText(title).waitFor();
    await ctx.close();

    await admin.getByRole('button', { name: `Delete · ${title}` }).click();
    await admin.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => admin.getByTestId('notice-title').allTextContents()).not.toContain(title);
    await admin.context().close();
  });
});
