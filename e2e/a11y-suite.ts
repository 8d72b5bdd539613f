import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES } from '../src/shared/routes.ts';
import { AXE_TAGS, BLOCKING, describeViolations, runAxe, settle, sweepPaths, type Violation } from './axe.ts';
import { demoReady } from './demo-server.ts';
import { extraDemoPaths, withIds, type DemoIds } from './demo-ids.ts';
import { ARTIFACTS, isoYearsAgo, launch, memberStorage, newContext, type Viewport } from './support.ts';

/**
 * The accessibility guard: axe-core (WCAG 2.2 A and AA, e2e/axe.ts) on every route of the shared route table (and Not Found), signed
 * out and signed in, light and dark, on a phone and a desktop (one test file each, run side by side).
 * New routes are covered without new code. Serious and critical violations fail; every finding goes to
 * e2e/artifacts/a11y-summary-<viewport>.json. `E2E_SCREENSHOTS=1` also saves a screenshot of each scan.
 */
const UNKNOWN = '/a11y-unknown-path';
/** Every route, `{id}` routes on demo items where the demo data has one, and the demo's story and KOL article. */
const pathsOf = (ids: DemoIds) => [
  ...ROUTES.map((r) => withIds(r.path, ids, 'e2e-id')),
  ...extraDemoPaths(ids),
  UNKNOWN,
];
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];
const SHOTS = process.env.E2E_SCREENSHOTS === '1';

interface Scan {
  viewport: string;
  state: string;
  mode: Mode;
  path: string;
  /** Where the app ended up (protected pages send visitors to sign in, members away from it). */
  shown: string;
  violations: Violation[];
}
/** The guard at one viewport; `a11y-mobile.e2e.test.ts` and `a11y-desktop.e2e.test.ts` call it. */
export function a11ySuite(vp: Viewport) {
  // The demo-data server (e2e/demo-server.ts): axe sees banners, badges, reels and pictures.
  const baseURL = inject('demoBaseURL');
  const dataDir = inject('demoDataDir');
  const scans: Scan[] = [];
  let browser: Browser;
  let member: Record<string, string>;
  let PATHS: string[] = [];

  beforeAll(async () => {
    if (!dataDir) throw new Error('no demo server: run the sweep without E2E_DEMO=false');
    PATHS = pathsOf(await demoReady(dataDir));
    browser = await launch();
    member = await memberStorage(baseURL, dataDir, `a11y-${vp.name}-${Date.now().toString(36)}@example.com`);
  }, 660_000);

  afterAll(async () => {
    await browser?.close();
    mkdirSync(ARTIFACTS, { recursive: true });
    const count = (impact: string) =>
      scans.reduce((n, s) => n + s.violations.filter((v) => v.impact === impact).length, 0);
    const summary = {
      at: new Date().toISOString(),
      scans: scans.length,
      totals: Object.fromEntries(['critical', 'serious', 'moderate', 'minor'].map((i) => [i, count(i)])),
      byRule: scans
        .flatMap((s) => s.violations)
        .reduce<Record<string, number>>(
          (acc, v) => ({ ...acc, [`${v.impact} ${v.id}`]: (acc[`${v.impact} ${v.id}`] ?? 0) + 1 }),
          {},
        ),
      results: scans.filter((s) => s.violations.length > 0),
    };
    writeFileSync(
      path.join(ARTIFACTS, `a11y-summary-${vp.name}.json`),
      `${JSON.stringify(summary, null, 2)}\n`,
    );
  });

  async function setMode(page: Page, mode: Mode) {
    await page.emulateMedia({ colorScheme: mode });
    // waitForFunction evaluates its string with eval(), which the CSP forbids.
    await expect
      .poll(() =>
        page.evaluate<boolean>("document.documentElement.hasAttribute('data-prefers-color-scheme')"),
      )
      .toBe(mode === 'dark');
    await settle(page);
  }

  /** Scans the page in both colour modes; returns the blocking findings as readable lines. */
  async function scan(page: Page, vp: Viewport, state: string, where: string): Promise<string[]> {
    const failures: string[] = [];
    for (const mode of MODES) {
      await setMode(page, mode);
      const violations = await runAxe(page, AXE_TAGS);
      const shown = new URL(page.url()).pathname;
      scans.push({ viewport: vp.name, state, mode, path: where, shown, violations });
      failures.push(
        ...describeViolations(
          `${vp.name} ${state} ${mode} ${where}${shown === where ? '' : ` (shows ${shown})`}`,
          violations.filter((v) => BLOCKING.includes(v.impact)),
        ),
      );
      if (SHOTS) {
        const name = `a11y-${vp.name}-${state}-${mode}${where.replaceAll('/', '_') || '_'}.png`;
        await page.screenshot({ path: path.join(ARTIFACTS, name) });
      }
    }
    return failures;
  }

  describe(`${vp.name} ${vp.width} x ${vp.height}`, () => {
    it.each(['signed-out', 'signed-in'])(
      '%s: every route, light and dark, has no serious or critical axe violation',
      async (state) => {
        const ctx = await newContext(
          browser,
          baseURL,
          vp,
          true,
          state === 'signed-in' ? { storage: member } : {},
        );
        const failures: string[] = [];
        await sweepPaths(ctx, PATHS, async (page, p) => {
          failures.push(...(await scan(page, vp, state, p)));
        });
        await ctx.close();
        expect(failures).toEqual([]);
      },
      // Every route twice (light, dark): over 80 routes take two minutes on a loaded machine.
      300_000,
    );

    it('first visit: the age gate, then the cookie card', async () => {
      const ctx = await newContext(browser, baseURL, vp, false);
      const page = await ctx.newPage();
      await page.goto('/');
      await page.waitForSelector('input[name=birthday]');
      const failures = await scan(page, vp, 'first-visit', 'age-gate');
      await page.fill('input[name=birthday]', isoYearsAgo(30));
      await page.click('button[type=submit]');
      await page.waitForSelector('[data-testid=cookie-consent]');
      await settle(page);
      failures.push(...(await scan(page, vp, 'first-visit', 'cookie-card')));
      await ctx.close();
      expect(failures).toEqual([]);
    });

    it('overlays: the sign-in prompt, the language sheet and the logout confirmation', async () => {
      const failures: string[] = [];
      const visitor = await newContext(browser, baseURL, vp);
      let page = await visitor.newPage();
      await page.goto('/my');
      await page.getByTestId('menu-edit-info').click();
      await settle(page);
      failures.push(...(await scan(page, vp, 'signed-out', 'login-dialog')));
      await visitor.close();

      const ctx = await newContext(browser, baseURL, vp, true, { storage: member });
      page = await ctx.newPage();
      await page.goto('/setting');
      await page.getByTestId('setting-language').click();
      await settle(page);
      failures.push(...(await scan(page, vp, 'signed-in', 'language-sheet')));
      await page.goto('/setting');
      await page.getByTestId('logout').click();
      await settle(page);
      failures.push(...(await scan(page, vp, 'signed-in', 'logout-dialog')));
      await ctx.close();
      expect(failures).toEqual([]);
    });
  });
}
