import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enUS } from '../src/web/i18n/en-us.ts';
import { ARTIFACTS, VIEWPORTS, launch, mailedCode, memberStorage, newContext } from './support.ts';

/** A member changes their email in the app; the old address gets an undo link that signs everyone out. */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The newest mail to `email`, from the server's outbox. */
function lastMailTo(email: string): { text: string } | undefined {
  return readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((m) => m.to === email)
    .at(-1);
}

describe.each(VIEWPORTS)('$name', (vp) => {
  it('changes the email, then the undo link from the old address puts it back', async () => {
    const stamp = `${vp.name}-${Date.now().toString(36)}`;
    const oldEmail = `old-${stamp}@example.com`;
    const newEmail = `new-${stamp}@example.com`;
    const ctx = await newContext(browser, baseURL, vp, true, {
      storage: await memberStorage(baseURL, dataDir, oldEmail),
    });
    const page = await ctx.newPage();
    await page.goto('/setting/modifyEmail');
    await expect.poll(() => page.getByText(enUS['modifyEmail.hint']).count()).toBe(1);
    await page.locator('input[name=email]:not([disabled])').fill(newEmail);
    const since = Date.now();
    await page.getByRole('button', { name: enUS['code.send'] }).click();
    await page.locator('input[name=code]').fill(await mailedCode(dataDir, newEmail, since));
    await page.getByRole('button', { name: enUS['modifyEmail.submit'] }).click();
    await expect.poll(() => lastMailTo(oldEmail)?.text ?? '', { timeout: 10_000 }).toContain(newEmail);

    const link = /https?:\/\/\S+/.exec(lastMailTo(oldEmail)?.text ?? '')?.[0] ?? '';
    expect(link).toContain('/api/hibackend/user/setting/revertEmail?token=');
    // Opened directly, the page goes home once saved (not off-site); then the owner opens the link.
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(link);
    await page.waitForURL('**/login?emailReverted=1');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: enUS['login.emailReverted'] }).count())
      .toBe(1);
    await page.screenshot({ path: path.join(ARTIFACTS, `${vp.name}-en-email-reverted.png`) });

    // Signed out here too: a member page asks to sign in again.
    await page.goto('/setting/modifyEmail');
    await page.waitForURL('**/login?needBack=1');
    await page.goto(link);
    await page.waitForURL('**/login?emailRevertFailed=1');
    await expect.poll(() => page.getByText(enUS['login.emailRevertFailed']).count()).toBe(1);
    await ctx.close();
  });
});
