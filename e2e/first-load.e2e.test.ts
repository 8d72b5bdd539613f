import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { enUS } from '../src/web/i18n/en-us.ts';
import { pageTextsEnUS } from '../src/web/i18n/page-texts-en-us.ts';
import { measureFirstLoad } from './first-load.ts';
import { launch, newContext, signedIn, VIEWPORTS } from './support.ts';

/**
 * Script budgets of the first load (issue 37), counted as bench/first-load.ts counts them: Chromium's
 * bytes on the wire (Brotli, with headers) of every script until the network has been idle 1.5 s.
 * `/` for a first visit (the age gate) and `/home` for a returning adult are held to the 120
 * KiB: the gate takes about 77, `/home` about 116 (5 scripts: React DOM, TanStack Query, the shell with
 * wouter, and the shell's English; docs/decisions/095, 121, 122, 125, 126).
 */
const BUDGET_KIB = { gate: 120, home: 120 };

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;
beforeAll(async () => (browser = await launch()));
afterAll(() => browser?.close());

const scriptKiB = async (path: string, adult: boolean) => {
  const ctx = await newContext(browser, baseURL, VIEWPORTS[0], adult);
  const load = await measureFirstLoad(ctx, path);
  await ctx.close();
  const scripts = load.files.filter((f) => f.type === 'Script');
  return {
    kib: scripts.reduce((n, f) => n + f.bytes, 0) / 1024,
    files: scripts.map((f) => `${(f.bytes / 1024).toFixed(1)} ${new URL(f.url).pathname}`),
  };
};

it.each([
  { name: 'a first visit to / (the age gate)', path: '/', adult: false, budget: BUDGET_KIB.gate },
  { name: "a returning adult's /home", path: '/home', adult: true, budget: BUDGET_KIB.home },
])(
  '$name stays within $budget KiB of scripts, without the schema library',
  async ({ path, adult, budget }) => {
    const { kib, files } = await scriptKiB(path, adult);
    expect(
      files.some((f) => f.includes('/schemas-')),
      files.join('\n'),
    ).toBe(false);
    expect(kib, files.join('\n')).toBeLessThanOrEqual(budget);
  },
);

/**
 * index.html's inline script (decision 128) marks the document before any module runs: with every
 * script file refused, a returning adult in dark mode still gets the dark, gate-less page. A CSP that
 * did not allow the script's hash would leave both marks off.
 */
it('marks a returning dark-mode adult before any script file has loaded', async () => {
  const ctx = await newContext(browser, baseURL, VIEWPORTS[0], true, { colorScheme: 'dark' });
  const page = await ctx.newPage();
  const refused: string[] = [];
  page.on('console', (m) => void (m.text().includes('Content Security Policy') && refused.push(m.text())));
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/home');
  const marks = await page.evaluate<[string | null, boolean]>(
    `[document.documentElement.getAttribute('data-prefers-color-scheme'), document.documentElement.hasAttribute('data-adult')]`,
  );
  await ctx.close();
  expect(refused).toEqual([]);
  expect(marks).toEqual(['dark', true]);
});

/**
 * The first load carries only the shell's and the home page's English (decision 121): a key any of
 * them shows that sits only in the pages' texts would stay on screen as its name. Every key of the
 * English catalogs is looked for in the text and the labels of `/` and `/home`, once they have settled.
 */
it('shows no catalog key as text on the first visit, the start page and /home', async () => {
  const keys = new Set([...Object.keys(enUS), ...Object.keys(pageTextsEnUS)]);
  const member = await signedIn(baseURL, dataDir, `first-load-keys-${Date.now()}@example.com`);
  const seen: string[] = [];
  for (const [path, adult, storage] of [
    ['/', false, undefined],
    ['/', true, undefined],
    ['/home', true, undefined],
    ['/home', true, member.storage],
  ] as const) {
    for (const vp of VIEWPORTS) {
      const ctx = await newContext(browser, baseURL, vp, adult, storage ? { storage } : {});
      const page = await ctx.newPage();
      // Settled: the network idle for 0.5 s after the page's own requests (its texts included).
      await page.goto(path, { waitUntil: 'networkidle' });
      // A string, not a function: this file is type-checked without the DOM library.
      const words = await page.evaluate<string[]>(`(() => {
        const labels = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((el) =>
          ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''));
        return (document.body.innerText + ' ' + labels.join(' ')).split(/[\\s"'()«»“”,:;!?]+/);
      })()`);
      for (const word of words) {
        const bare = word.replace(/[.…]+$/, '');
        if (keys.has(bare))
          seen.push(`${path} ${adult ? (storage ? 'member' : 'adult') : 'first visit'} ${vp.width}: ${bare}`);
      }
      await ctx.close();
    }
  }
  expect(seen).toEqual([]);
});
