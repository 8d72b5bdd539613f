import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface Violation {
  id: string;
  impact: Impact;
  help: string;
  /** CSS selectors of the offending elements (first few). */
  targets: string[];
  /** axe's explanation for the first of them (e.g. the measured contrast). */
  detail: string;
}

/**
 * The rules the route guard (a11y-suite.ts) runs: WCAG 2.0, 2.1 and 2.2 A and AA (issue 37 names
 * wcag2a, wcag2aa, wcag21aa, wcag22aa; wcag21a completes the set) and axe's best practices, which it
 * ran before it named tags. The feature tests' own checks keep axe's defaults.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/** Impacts that fail the guard; lesser ones are reported in the summary only. */
export const BLOCKING: readonly Impact[] = ['serious', 'critical'];

/**
 * Runs axe-core on the page as it is now. The source is evaluated through the DevTools protocol,
 * which the app's Content-Security-Policy (no inline scripts) does not apply to; it is injected
 * once per document.
 */
export async function runAxe(page: Page, tags?: readonly string[]): Promise<Violation[]> {
  if (!(await page.evaluate<boolean>('typeof window.axe === "object"'))) await page.evaluate(axe.source);
  // Without `tags`, axe's default rules (WCAG 2.2's target size among those it leaves out).
  const only = tags ? `runOnly: { type: 'tag', values: ${JSON.stringify(tags)} },` : '';
  // A string, not a function: this file is type-checked without the DOM library.
  return page.evaluate<Violation[]>(`
    axe.run(document, { ${only} resultTypes: ['violations'] }).then((r) =>
      r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        detail: (v.nodes[0]?.failureSummary ?? '').replace(/\\s+/g, ' ').slice(0, 300),
      })),
    )
  `);
}

/**
 * Client-side navigation, as a click on an in-app link does it: far faster than a full load,
 * and the only way to reach a path whose full load the server answers with a redirect
 * (`/auth/facebook` starts the provider's flow).
 */
export async function spaNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate(`
    history.pushState(null, '', ${JSON.stringify(path)});
    dispatchEvent(new PopStateEvent('popstate'));
  `);
}

/** Waits until the page has rendered: nothing loading or animating, the DOM quiet for a moment. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(`
    new Promise((resolve) => {
      const cap = setTimeout(() => resolve(false), 5000);
      // Finite animations only: a colour change mid-transition would be measured as a contrast failure.
      const busy = () =>
        // index.html's static page (scripts/static-shell.ts) stands until the app has drawn its own.
        document.querySelector('.vc-loading, .adm-skeleton, .vc-static') !== null ||
        document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      let timer;
      const done = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          if (busy()) return done();
          observer.disconnect();
          clearTimeout(cap);
          resolve(true);
        }, 150);
      };
      const observer = new MutationObserver(done);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      done();
    })
  `);
}

/** One line per violation, for a failure message a person can act on. */
export const describeViolations = (where: string, list: Violation[]) =>
  list.map((v) => `${where}: [${v.impact}] ${v.id} — ${v.help} — ${v.targets.join(', ')} — ${v.detail}`);

/** The serious and critical violations of the page once it settles (axe's defaults), described. */
export async function blockingFindings(page: Page, where: string): Promise<string[]> {
  await settle(page);
  const blocking = (await runAxe(page)).filter((v) => BLOCKING.includes(v.impact));
  return describeViolations(where, blocking);
}

/** A feature test's check of the page as it settles: no serious or critical violation (axe's defaults). */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await blockingFindings(page, where)).toEqual([]);
}

/**
 * Visits every path in `tabs` pages of one browser context at once (a sweep mostly waits for pages
 * to settle) and calls `check` once per page state: a path that lands where another already landed
 * (a protected page sending a visitor to sign in) shows a state already checked, so it is skipped.
 */
export async function sweepPaths(
  ctx: BrowserContext,
  paths: readonly string[],
  check: (page: Page, path: string) => Promise<void>,
  tabs = 3,
): Promise<void> {
  const queue = [...paths];
  const landed = new Set<string>();
  const tab = async () => {
    const page = await ctx.newPage();
    await page.goto('/');
    await settle(page);
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
      await spaNavigate(page, p);
      await settle(page);
      const shown = new URL(page.url()).pathname;
      if (shown !== p && landed.has(shown)) continue;
      landed.add(shown);
      await check(page, p);
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: tabs }, tab));
}
