import { createDecipheriv, createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1440, height: 900, isMobile: false },
] as const;
export interface Viewport {
  name: string;
  width: number;
  height: number;
  isMobile: boolean;
}

export const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts');
/** The server under test runs in production mode, which refuses the development key. */
export const E2E_APP_KEY = 'e2e-app-key-not-the-default';

/** Debian's Chromium, headless, with nothing that reaches for the network on its own. */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A screenshot of the whole page from its top (on a phone a form or a list reaches far below the fold);
 * `fromTop: false` leaves the page scrolled where the test left it.
 */
export async function fullShot(page: Page, name: string, { fromTop = true } = {}): Promise<void> {
  if (fromTop) await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** A screenshot of what the viewport shows. */
export async function viewShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** `extraArgs`: e.g. a fake camera (`--use-fake-device-for-media-stream`, `--use-file-for-fake-video-capture=`). */
export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', ...CHROMIUM_FLAGS, ...extraArgs],
  });
}

export interface ContextOptions {
  colorScheme?: 'light' | 'dark';
  /** Entries put into local storage before the app starts (e.g. `user` for a signed-in member, `language`). */
  storage?: Record<string, string>;
}

/** A browser context at the viewport; `adult` skips the age gate and cookie card as a returning visitor. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  vp: Viewport,
  adult = true,
  opts: ContextOptions = {},
) {
  const ctx: BrowserContext = await browser.newContext({
    baseURL,
    viewport: { width: vp.width, height: vp.height },
    isMobile: vp.isMobile,
    hasTouch: vp.isMobile,
    deviceScaleFactor: 1,
    locale: 'en-US',
    colorScheme: opts.colorScheme ?? 'light',
    ...(opts.storage
      ? {
          storageState: {
            cookies: [],
            origins: [
              {
                origin: baseURL,
                localStorage: Object.entries(opts.storage).map(([name, value]) => ({ name, value })),
              },
            ],
          },
        }
      : {}),
  });
  if (adult) {
    // A string, not a function: this file is type-checked without the DOM library.
    await ctx.addInitScript(`
      if (!localStorage.getItem('compliance')) {
        localStorage.setItem('compliance', JSON.stringify({ state: { ageVerifiedAt: Date.now(), cookieChoice: 'all' }, version: 0 }));
        // A returning visitor has seen the first-visit guide (platform.e2e.test.ts shows it).
        localStorage.setItem('guideSeen', '1');
      }
    `);
  }
  return ctx;
}

interface OutboxMail {
  to: string;
  code: string;
  at: string | number;
}

/** The newest code mailed to `email` after `since` (ms), read from the server's outbox file. */
export async function mailedCode(
  dataDir: string,
  email: string,
  since: number,
  timeoutMs = 15_000,
): Promise<string> {
  const file = path.join(dataDir, 'outbox.jsonl');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    let lines: string[] = [];
    try {
      lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
    } catch {
      // no mail yet
    }
    const hit = lines
      .map((l) => JSON.parse(l) as OutboxMail)
      .filter((m) => m.to === email && new Date(m.at).getTime() >= since - 1000)
      .at(-1);
    if (hit) return hit.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** Bodies are base64(iv | AES-256-GCM ciphertext | tag) when the server runs with ENCRYPT_RESPONSES. */
function decrypt(text: string): string {
  const body = text.trim();
  if (body.startsWith('{')) return body;
  const sealed = Buffer.from(body.startsWith('"') ? (JSON.parse(body) as string) : body, 'base64');
  const key = createHash('sha256').update(E2E_APP_KEY).digest();
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}

/** The headers the web client sends: app id, timestamp and its signature, language, and `extra`. */
export function signedHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const appId = 'vapour-web';
  const timestamp = String(Date.now());
  return {
    'content-type': 'application/json',
    channel: 'mobile',
    deviceId: 'pc',
    brand: 'vapour',
    appId,
    timestamp,
    signature: createHmac('sha256', E2E_APP_KEY)
      .update(appId + timestamp)
      .digest('hex'),
    lang: 'en_US',
    ...extra,
  };
}

/** A signed API call, as the web client makes it. */
export async function api<T>(
  baseURL: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  /** Extra headers: `Authorization` for a member or an admin, `Idempotency-Key` for grants. */
  extra: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${baseURL}/api${url}`, {
    method,
    headers: signedHeaders(extra),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = JSON.parse(decrypt(await res.text())) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${method} ${url} -> ${json.code} ${json.msg}`);
  return json.data;
}

interface Session {
  token: string;
  tokenExpires: number;
  /** Registration names every member "Seeded". */
  userInfo: { userId: string; email: string; userName: string; nickName: string };
}

/** Registers an account through the API (for scenarios that start signed out with an existing user). */
export async function registerViaApi(baseURL: string, dataDir: string, email: string): Promise<Session> {
  const since = Date.now();
  await api(baseURL, 'POST', '/sendMailCaptcha', { email, scene: 'register' });
  const code = await mailedCode(dataDir, email, since);
  return api<Session>(baseURL, 'POST', '/auth/h5Register', {
    email,
    code,
    birthday: '1988-03-14',
    nickName: 'Seeded',
    agreeUser: true,
    agreePrivacy: true,
  });
}

/** Local storage of a signed-in member (the web client's persisted `user` store), for `newContext`. */
export async function memberStorage(baseURL: string, dataDir: string, email: string) {
  return storageOf(await registerViaApi(baseURL, dataDir, email));
}

/** A new member signed in: local storage for `newContext`, and the token, id and nickname for API calls. */
export async function signedIn(baseURL: string, dataDir: string, email: string) {
  const s = await registerViaApi(baseURL, dataDir, email);
  return { storage: storageOf(s), token: s.token, userId: s.userInfo.userId, nickName: s.userInfo.nickName };
}

function storageOf(s: Session): { user: string } {
  const state = {
    token: s.token,
    tokenExpires: s.tokenExpires,
    email: s.userInfo.email,
    userName: s.userInfo.userName,
    userInfo: s.userInfo,
  };
  return { user: JSON.stringify({ state, version: 0 }) };
}

export const isoYearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
