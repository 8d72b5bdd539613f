import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  consoleTrack,
  phoneClip,
  publishedReel,
  reelsAdmin,
  toneTrack,
  type Auth,
  type ConsoleTrack,
} from './fixtures/reels-media.ts';
import { ARTIFACTS, VIEWPORTS, api, launch, newContext, type Viewport, signedIn } from './support.ts';

/**
 * A reel end to end, as a member makes one: an 8 s clip picked from the "camera roll" goes up with
 * its progress showing, is processed by the server's job queue, gets a track from the library mixed
 * in and a frame as its cover, is previewed and published; then it plays on its page and first in
 * `/reels`, where a swipe (phone) or the next button (desktop) moves on to another member's reel.
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const run = Date.now().toString(36);
/** `deviceKind()` reads the user agent: a phone's offers "Record" next to "Camera roll". */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
/** 2 MB/s up: the clip takes most of a second, long enough to see the bar move and to cancel. */
const UPLINK_BYTES_PER_S = 2_000_000;
const media = mkdtempSync(path.join(tmpdir(), 'vapour-reels-e2e-'));
let browser: Browser;
let clip = '';
let track: ConsoleTrack;
/** Reels made in this file, newest last (the feed shows the newest first). */
const made: string[] = [];

beforeAll(async () => {
  let tone = '';
  let other = '';
  [browser, clip, other, tone] = await Promise.all([
    launch(),
    phoneClip(media, 'holiday', 8),
    phoneClip(media, 'other', 6, 'smptebars'),
    toneTrack(media, 'tone'),
  ]);
  const admin = await reelsAdmin(baseURL, dataDir);
  track = await consoleTrack(baseURL, admin, tone, {
    genre: `Chill ${run}`,
    title: `Sunset Tone ${run}`,
    artist: 'E2E Band',
  });
  // Someone else's reel, so the feed has a next clip to swipe to whatever else it holds.
  const auth = { Authorization: (await signedIn(baseURL, dataDir, `other-reeler-${run}@example.com`)).token };
  made.push((await publishedReel(baseURL, auth, other, `Bars at dusk ${run}`)).id);
});
afterAll(async () => {
  await browser?.close();
  rmSync(media, { recursive: true, force: true });
});

/** A page at the viewport (a phone's user agent on the phone), signed in as a new member when asked. */
async function open(vp: Viewport, opts: { member?: string; dark?: boolean; lang?: string } = {}) {
  const member = opts.member ? await signedIn(baseURL, dataDir, opts.member) : undefined;
  const storage: Record<string, string> = { ...member?.storage };
  if (opts.lang) storage.language = JSON.stringify({ state: { language: opts.lang }, version: 0 });
  const ctx = await newContext(browser, baseURL, vp, true, {
    storage,
    colorScheme: opts.dark ? 'dark' : 'light',
  });
  const page = await ctx.newPage();
  if (vp.isMobile) {
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: PHONE_UA });
  }
  const auth: Auth = { Authorization: member?.token ?? '' };
  return { page, auth };
}

/** The editor's pages whole, once a toast has gone; the feed is one screen by design. */
async function shot(page: Page, name: string, fullPage = true) {
  await page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 5_000 });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage });
}

/**
 * Records every value the upload bar and the processing stage show, however briefly: a small clip
 * on a local server may go up in a few hundred milliseconds. A string: no DOM types in this file.
 */
const WATCH_STAGES = `
  window.__seen = { upload: [], processing: 0 };
  const look = () => {
    const bar = document.querySelector('[data-testid="reel-upload-progress"]');
    if (bar) window.__seen.upload.push(Number(bar.getAttribute('aria-valuenow')));
    if (document.querySelector('[data-testid="reel-processing"]')) window.__seen.processing++;
  };
  new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
`;
interface Seen {
  upload: number[];
  processing: number;
}
const seen = (page: Page) => page.evaluate<Seen>('window.__seen');

/** The active clip's player: its source, whether it is playing and muted, and where it is. */
interface Playing {
  id: string | null;
  src: string;
  readyState: number;
  paused: boolean;
  muted: boolean;
  time: number;
}
const activeClip = (page: Page) =>
  page.evaluate<Playing | null>(`(() => {
    const item = document.querySelector('[data-testid="reel-item"][aria-current="true"]');
    const v = item && item.querySelector('video');
    if (!v) return null;
    return { id: item.getAttribute('data-id'), src: v.currentSrc, readyState: v.readyState,
      paused: v.paused, muted: v.muted, time: v.currentTime };
  })()`);

/** The active clip has an MP4 loaded and its time moves on: it plays, not just shows a poster. */
async function expectPlaying(page: Page) {
  await expect
    .poll(async () => (await activeClip(page))?.readyState ?? 0, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  const first = (await activeClip(page)) as Playing;
  expect(first.src).toMatch(/\.mp4$/);
  await expect
    .poll(async () => (await activeClip(page))?.time ?? 0, { timeout: 10_000 })
    .toBeGreaterThan(first.time);
  return first;
}

interface ReelDetail {
  id: string;
  type: string;
  status: string;
  title: string;
  video: { url: string; posterUrl: string; durationMs: number } | null;
}

describe.each(VIEWPORTS)('$name', (vp) => {
  const caption = `My ${vp.name} reel ${run}`;
  let reelId = '';

  it('uploads a clip with progress, adds music and a cover, previews and publishes it', async () => {
    const { page, auth } = await open(vp, { member: `reeler-${vp.name}-${run}@example.com` });
    await page.goto('/reels/release');
    await page.getByTestId('reel-file-input').waitFor({ state: 'attached' });

    // A phone's uplink, not the loopback: the 1.5 MB clip takes about a second, so progress is seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: UPLINK_BYTES_PER_S,
    });

    // 1. A first try is cancelled half-way: the picker is back and nothing was kept.
    await page.getByTestId('reel-file-input').setInputFiles(clip);
    await expect
      .poll(async () => Number(await page.getByTestId('reel-upload-progress').getAttribute('aria-valuenow')))
      .toBeGreaterThan(0);
    await page.getByTestId('reel-upload-cancel').click();
    await page.getByTestId('reel-file-input').waitFor({ state: 'attached' });
    expect(await page.getByTestId('reel-upload').count()).toBe(0);
    expect(await page.getByTestId('reel-processing').count()).toBe(0);

    // 2. The clip: its upload bar, then the server's processing, then the clip playing in the editor.
    await page.evaluate(WATCH_STAGES);
    await page.getByTestId('reel-file-input').setInputFiles(clip);
    await page.getByTestId('reel-video').waitFor({ timeout: 60_000 });
    const { upload, processing } = await seen(page);
    expect(upload.some((p) => p > 0 && p < 100)).toBe(true);
    expect(upload).toEqual([...upload].sort((x, y) => x - y));
    expect(processing).toBeGreaterThan(0);
    await shot(page, `reels-release-ready-${vp.name}`);

    // 3. Music: the track the console added, found by name, mixed in by a new job.
    await page.getByTestId('reel-music-open').click();
    await page.waitForURL('**/reels/music');
    await page.getByTestId('music-search').fill(track.title);
    const item = page.getByTestId('music-item').filter({ hasText: track.title });
    await item.waitFor();
    expect(await item.textContent()).toContain(track.artist);
    await shot(page, `reels-music-${vp.name}`);
    await page.evaluate(WATCH_STAGES);
    await item.getByTestId('music-use').click();
    await page.waitForURL('**/reels/release');
    await page.getByTestId('reel-video').waitFor({ timeout: 60_000 });
    expect((await seen(page)).processing).toBeGreaterThan(0);
    expect(await page.getByTestId('reel-music-chosen').textContent()).toContain(track.title);

    // 4. Cover: a frame from the middle of the clip, cut out by the server.
    await page.getByTestId('reel-cover-open').click();
    await page.waitForURL('**/reels/cover');
    const scrubber = page.getByTestId('cover-scrubber');
    await scrubber.waitFor();
    const box = await scrubber.boundingBox();
    if (!box) throw new Error('no scrubber on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await scrubber.focus();
    await page.keyboard.press('ArrowRight');
    const atMs = Number(await scrubber.getAttribute('aria-valuenow'));
    expect(atMs).toBeGreaterThan(3000);
    expect(atMs).toBeLessThan(5500);
    // Until a frame is chosen the poster stands in as the cover: the picture must change.
    const current = page.getByTestId('cover-current');
    const coverSrc = async () => ((await current.count()) ? await current.getAttribute('src') : null);
    const before = await coverSrc();
    await page.getByTestId('cover-use-frame').click();
    await expect.poll(coverSrc, { timeout: 20_000 }).not.toBe(before);
    expect(await coverSrc()).toMatch(/^\/obs\//);
    await expect.poll(() => page.getByTestId('cover-use-frame').isEnabled()).toBe(true);
    await shot(page, `reels-cover-${vp.name}`);
    await page.getByTestId('cover-done').click();
    await page.waitForURL('**/reels/release');

    // 5. Caption, preview, publish.
    await page.getByTestId('reel-caption').fill(caption);
    await page.getByTestId('reel-preview-open').click();
    await page.waitForURL('**/reels/preview');
    expect(await page.getByTestId('reel-preview-caption').textContent()).toBe(caption);
    await page.getByTestId('reel-preview-video').waitFor();
    await shot(page, `reels-preview-${vp.name}`);
    await page.getByTestId('reel-preview-publish').click();
    await page.waitForURL(/\/article\/reels\/\d+$/, { timeout: 20_000 });
    reelId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    made.push(reelId);

    // 6. It plays on its own page.
    await page.getByTestId('reel-page').waitFor();
    expect((await expectPlaying(page)).id).toBe(reelId);

    // The article carries the processed MP4, served with ranges as iOS requires.
    const a = await api<ReelDetail>(
      baseURL,
      'GET',
      `/hibackend/article/frontend/detail/${reelId}`,
      undefined,
      auth,
    );
    expect(a.type).toBe('reels');
    expect(a.status).toBe('published');
    expect(a.title).toBe(caption);
    expect(a.video?.url).toMatch(/\.mp4$/);
    const res = await fetch(new URL(a.video?.url ?? '', baseURL), { headers: { Range: 'bytes=0-1' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-1\/\d+$/);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect((await res.arrayBuffer()).byteLength).toBe(2);
    await page.context().close();
  });

  it('the new reel leads /reels, plays muted, and the next one plays after a swipe', async () => {
    expect(reelId).not.toBe('');
    const { page } = await open(vp);
    await page.goto('/reels');
    await page.getByTestId('reels-feed-page').waitFor();
    const first = await expectPlaying(page);
    expect(first.id).toBe(reelId);
    expect(first.muted).toBe(true);
    expect(first.paused).toBe(false);
    const active = page.locator('[data-testid="reel-item"][aria-current="true"]');
    expect(await active.getByTestId('reel-unmute').getAttribute('aria-pressed')).toBe('false');
    await shot(page, `reels-feed-${vp.name}`, false);

    if (vp.isMobile) {
      // A swipe: the scroller moves on by one screen and scroll-snap settles on the next clip.
      await page.evaluate(`(() => {
        const s = document.querySelector('.vc-reels__scroller');
        s.scrollBy({ top: s.clientHeight });
      })()`);
    } else {
      await page.getByTestId('reel-next').click();
    }
    await expect.poll(async () => (await activeClip(page))?.id, { timeout: 10_000 }).not.toBe(reelId);
    const next = await expectPlaying(page);
    expect(made).toContain(next.id);
    expect(next.muted).toBe(true);
    await page.context().close();
  });
});

it('the feed in Russian and dark, on a phone', async () => {
  const phone = VIEWPORTS[0];
  const { page } = await open(phone, { dark: true, lang: 'ru_RU' });
  await page.goto('/reels');
  await page.getByTestId('reels-feed-page').waitFor();
  await expectPlaying(page);
  expect(await page.getByTestId('reel-next').getAttribute('aria-label')).toMatch(/[а-я]/i);
  await shot(page, 'reels-feed-ru-dark-mobile', false);
  await page.context().close();
});
