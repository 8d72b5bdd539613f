import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { blockingFindings } from './axe.ts';
import { ARTIFACTS, VIEWPORTS, newContext } from './support.ts';

/** The console browser tests' shared parts: an admin's page, London's clock, the axe sweep. */
export interface Look {
  name: string;
  lang: string;
  dark: boolean;
}
export const LOOKS: Look[] = [
  { name: 'en', lang: 'en_US', dark: false },
  { name: 'ru-dark', lang: 'ru_RU', dark: true },
];

/** A console page at 1440x900 for the admin whose local storage is `storage`. */
export async function adminPage(
  browser: Browser,
  baseURL: string,
  storage: Record<string, string>,
  look: { lang?: string; dark?: boolean } = {},
): Promise<Page> {
  const ctx = await newContext(browser, baseURL, VIEWPORTS[1], true, {
    colorScheme: look.dark ? 'dark' : 'light',
    storage: {
      ...storage,
      language: JSON.stringify({ state: { language: look.lang ?? 'en_US' }, version: 0 }),
    },
  });
  return ctx.newPage();
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ARTIFACTS, `console-${name}.png`), fullPage: true });

/** London's wall clock `minutes` from now, as the console's pickers take it. */
export function londonClock(minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '';
  return `${p('year')}-${p('month')}-${p('day')} ${p('hour')}:${p('minute')}`;
}

/**
 * Opens each screen `[name, url, ready selector]` in each look (the looks side by side: a sweep mostly
 * waits for pages), runs axe and keeps a screenshot; the serious and critical violations found, described.
 */
export async function axeSweep(
  open: (look: Look) => Promise<Page>,
  screens: ReadonlyArray<readonly [string, string, string]>,
): Promise<string[]> {
  const sweepLook = async (look: Look) => {
    const found: string[] = [];
    const page = await open(look);
    for (const [name, url, ready] of screens) {
      await page.goto(url);
      await page.locator(ready).first().waitFor();
      found.push(...(await blockingFindings(page, `${name} ${look.name}`)));
      await shot(page, `${name}-${look.name}`);
    }
    await page.context().close();
    return found;
  };
  return (await Promise.all(LOOKS.map(sweepLook))).flat();
}
