import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BASE32_ALPHABET, CODE_LENGTH } from '../src/shared/scan/codes.ts';
import { expectAccessible, settle } from './axe.ts';
import { cameraClip, printedBatch, qrPng, type PrintedCode } from './fixtures/scan-media.ts';
import {
  VIEWPORTS,
  api,
  launch,
  newContext,
  registerViaApi,
  type Viewport,
  fullShot,
  signedIn,
} from './support.ts';
import { WARN_DISTINCT_MEMBERS } from '../src/shared/schemas/scan.ts';

/**
 * Scanning a pack end to end: Chromium's fake camera plays a clip made by ffmpeg from a real QR
 * code of a printed batch; the scanner decodes it, the result page says genuine and pays the
 * member; a foreign QR code reaches `/fake`; a refused camera is explained; a desktop picks a photo.
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const ADMIN = 'scan-admin@e2e.test';
const run = Date.now().toString(36);
const PRODUCT = `Aurora Bar ${run}`;
const FOREIGN = 'https://example.com/not-ours?x=1';
/** `deviceKind()` reads the user agent: headless Chromium's says Linux, a phone's says Mobile. */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const media = mkdtempSync(path.join(tmpdir(), 'vapour-scan-e2e-'));
let codes: PrintedCode[] = [];
const photos: string[] = [];
/** One browser per fake-camera clip: the clip is a launch flag. */
const browsers: { genuine: Browser[]; foreign?: Browser; refusing?: Browser } = { genuine: [] };

beforeAll(async () => {
  codes = await printedBatch(baseURL, dataDir, ADMIN, PRODUCT, 6);
  expect(codes).toHaveLength(6);
  expect(codes.every((c) => c.url === `${baseURL}/scanResult?code=${c.code}`)).toBe(true);
  for (const [i, c] of codes.entries()) photos.push(await qrPng(media, `code-${i}`, c.url));
  const camera = (clip: string) =>
    launch(['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${clip}`]);
  // Codes #1 and #2 through the camera (one per viewport: the first claimer is paid); #3 and #4 as photos.
  const clips = await Promise.all([photos[0], photos[1]].map((p) => cameraClip(p as string)));
  const foreignClip = await cameraClip(await qrPng(media, 'foreign', FOREIGN));
  [browsers.genuine[0], browsers.genuine[1], browsers.foreign, browsers.refusing] = await Promise.all([
    camera(clips[0] as string),
    camera(clips[1] as string),
    camera(foreignClip),
    launch(['--use-fake-device-for-media-stream', '--deny-permission-prompts']),
  ]);
});
afterAll(async () => {
  const all = [...browsers.genuine, browsers.foreign, browsers.refusing];
  await Promise.all(all.flatMap((b) => (b ? [b.close()] : [])));
  rmSync(media, { recursive: true, force: true });
});

/** A page at the viewport (a phone's user agent on the phone), signed in when `member` is given. */
async function open(browser: Browser, vp: Viewport, opts: { member?: string; camera?: boolean } = {}) {
  const member = opts.member ? await signedIn(baseURL, dataDir, opts.member) : undefined;
  const ctx = await newContext(browser, baseURL, vp, true, member ? { storage: member.storage } : {});
  if (opts.camera) await ctx.grantPermissions(['camera'], { origin: baseURL });
  const page = await ctx.newPage();
  if (vp.isMobile) {
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: PHONE_UA });
  }
  // The member's session token, for asking the API what the page should show.
  return { page, token: member?.token ?? '' };
}

/** On a phone the camera starts at once; a desktop offers it next to the photo, and it is chosen. */
async function startCamera(page: Page, vp: Viewport) {
  await page.goto('/scanResult');
  if (!vp.isMobile) await page.getByTestId('scan-use-camera').click();
  await expect.poll(() => page.getByTestId('scan-video').count()).toBe(1);
}

let seen: Promise<void> | null = null;
/** More distinct members than one pack has check `code` through the API (once for both viewports). */
function seenByMany(code: string): Promise<void> {
  seen ??= (async () => {
    for (let n = 0; n <= WARN_DISTINCT_MEMBERS; n += 1) {
      const s = await registerViaApi(baseURL, dataDir, `seen-${n}-${run}@example.com`);
      await api(baseURL, 'GET', `/qrcode/base/verifyScanCode/${code}`, undefined, { Authorization: s.token });
    }
  })();
  return seen;
}

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

describe.each(VIEWPORTS)('$name', (vp) => {
  const i = vp.isMobile ? 0 : 1;

  it('scans a genuine pack with the camera: result, +10 points and a spin chance', async () => {
    const member = `scanner-${vp.name}-${run}@example.com`;
    const { page, token } = await open(browsers.genuine[i] as Browser, vp, { member, camera: true });
    await startCamera(page, vp);
    const code = codes[i]?.code ?? '';
    await page.waitForURL(`**/scanResult/result?code=${code}`, { timeout: 20_000 });
    await expect.poll(() => text(page, 'scan-genuine')).toContain('Genuine product');
    expect(await text(page, 'scan-product')).toContain(PRODUCT);
    expect(await text(page, 'scan-count')).toBe('1');
    await expect.poll(() => page.getByTestId('scan-points').count(), { timeout: 15_000 }).toBe(1);
    expect(await text(page, 'scan-points')).toBe('+10.00 points'); // spec §9: two decimals;
    expect(await text(page, 'scan-chance')).toBe('+1 spin chance');
    expect(await text(page, 'scan-chances')).toBe('You have 1 spin chance');
    await fullShot(page, `scan-result-${vp.name}`, { fromTop: false });
    await expectAccessible(page, `${vp.name} scan result`);

    const balance = await api<{ chances: number }>(
      baseURL,
      'GET',
      '/hibackend/myStatistics/myBalance',
      undefined,
      { Authorization: token },
    );
    expect(balance.chances).toBe(1);

    // Scanning the same pack again in this tab: a new check, and no reward shown a second time.
    await page.getByTestId('scan-another').click();
    if (!vp.isMobile) await page.getByTestId('scan-use-camera').click();
    await expect.poll(() => text(page, 'scan-count'), { timeout: 20_000 }).toBe('2');
    await expect.poll(() => page.getByTestId('scan-claimed-by-you').count(), { timeout: 15_000 }).toBe(1);
    expect(await text(page, 'scan-claimed-by-you')).toContain('Already collected by you');
    expect(await page.getByTestId('scan-points').count()).toBe(0);
    expect(await page.getByTestId('scan-chance').count()).toBe(0);
    expect(await text(page, 'scan-reward')).not.toContain('Your reward');
    await fullShot(page, `scan-rescan-${vp.name}`, { fromTop: false });

    await page.goto('/my');
    await expect.poll(() => page.getByTestId('my-chances').textContent()).toBe('Spins: 1');
    await page.context().close();
  });

  it('a code checked by more people than one pack has: the warning is the headline, no green tick', async () => {
    const warned = codes[5] as PrintedCode;
    await seenByMany(warned.code);
    const member = `warned-${vp.name}-${run}@example.com`;
    const { page } = await open(browsers.refusing as Browser, vp, { member });
    await page.goto(`/scanResult/result?code=${warned.code}`);
    await expect.poll(() => page.getByTestId('scan-warning').count(), { timeout: 15_000 }).toBe(1);
    const card = page.getByTestId('scan-genuine');
    expect(await card.locator('> :first-child').getAttribute('data-testid')).toBe('scan-warning');
    expect(await page.getByTestId('scan-warning').getByRole('heading').textContent()).toBe(
      'Please take a closer look',
    );
    expect(await text(page, 'scan-warning')).toContain('different people');
    expect(await card.textContent()).not.toContain('Genuine product');
    await fullShot(page, `scan-warned-${vp.name}`, { fromTop: false });
    await expectAccessible(page, `${vp.name} warned scan`);
    await page.context().close();
  });

  it('a foreign QR code reaches /fake and shows what was read', async () => {
    const { page } = await open(browsers.foreign as Browser, vp, { camera: true });
    await startCamera(page, vp);
    await page.waitForURL('**/fake?code=*', { timeout: 20_000 });
    await expect.poll(() => text(page, 'fake-page')).toContain('This is not a genuine brand product');
    expect(await text(page, 'fake-code')).toBe(FOREIGN);
    await fullShot(page, `scan-fake-${vp.name}`, { fromTop: false });
    await expectAccessible(page, `${vp.name} fake`);
    await page.context().close();
  });

  it('a refused camera is explained and the photo becomes the way in', async () => {
    const { page } = await open(browsers.refusing as Browser, vp);
    await page.goto('/scanResult');
    if (!vp.isMobile) await page.getByTestId('scan-use-camera').click();
    await expect.poll(() => page.getByTestId('scan-problem').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('scan-problem').getByRole('heading').textContent()).toBe(
      'Camera permission denied',
    );
    expect(await page.locator('[data-testid="scan-photo"].is-prominent').count()).toBe(1);
    await settle(page);
    await fullShot(page, `scan-denied-${vp.name}`, { fromTop: false });
    await expectAccessible(page, `${vp.name} camera denied`);
    await page.context().close();
  });

  it('a visitor picks a photo of the code: genuine, and asked to sign in for the points', async () => {
    const { page } = await open(browsers.refusing as Browser, vp);
    await page.goto('/scanResult');
    const n = 2 + i;
    await page.getByTestId('scan-photo-input').setInputFiles(photos[n] as string);
    await page.waitForURL(`**/scanResult/result?code=${codes[n]?.code}`, { timeout: 20_000 });
    await expect.poll(() => text(page, 'scan-genuine')).toContain('Genuine product');
    await expect
      .poll(() => text(page, 'scan-sign-in'))
      .toBe('Sign in to collect 10.00 points and a spin chance');
    await fullShot(page, `scan-photo-${vp.name}`, { fromTop: false });
    await page.context().close();
  });

  it("a phone's own camera opens the printed link: our code to its result, an unknown one to /fake", async () => {
    const { page } = await open(browsers.refusing as Browser, vp);
    const printed = codes[4] as PrintedCode;
    await page.goto(printed.url);
    await page.waitForURL(`**/scanResult/result?code=${printed.code}`);
    await expect.poll(() => text(page, 'scan-genuine')).toContain(PRODUCT);

    const unknown = Array.from(randomBytes(CODE_LENGTH), (b) => BASE32_ALPHABET[b % 32]).join('');
    await page.goto(`/scanResult?code=${unknown}`);
    await page.waitForURL(`**/fake?code=${unknown}`);
    expect(await text(page, 'fake-code')).toBe(unknown);
    await page.context().close();
  });
});
