import type { BrowserContext } from 'playwright-core';

/** Bytes on the wire per resource type (Chromium's `encodedDataLength`) for one page load. */
export interface FirstLoad {
  /** Resource type (`Script`, `Stylesheet`, `Document`, `Image`, `Fetch`, …) -> bytes. */
  bytes: Record<string, number>;
  /** Every response of the load: type, bytes and address. */
  files: Array<{ type: string; bytes: number; url: string }>;
}

/** How long the network must stay quiet before the load counts as finished (issue 37). */
export const IDLE_MS = 1500;

/**
 * Opens `path` in a new tab of `ctx` and counts what Chromium fetched until the network has been
 * idle for 1.5 s (nothing in flight): every script the page asks for after it starts counts too,
 * not only those the HTML names.
 */
export async function measureFirstLoad(ctx: BrowserContext, path: string): Promise<FirstLoad> {
  const tab = await ctx.newPage();
  const cdp = await ctx.newCDPSession(tab);
  await cdp.send('Network.enable');
  // The service worker would answer a later load from its cache: none here is later.
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  const inFlight = new Set<string>();
  const files: FirstLoad['files'] = [];
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    urls.set(e.requestId, e.response.url);
  });
  const done = (id: string) => {
    inFlight.delete(id);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => {
    files.push({
      type: types.get(e.requestId) ?? 'Other',
      bytes: e.encodedDataLength,
      url: urls.get(e.requestId) ?? '',
    });
    done(e.requestId);
  });
  cdp.on('Network.loadingFailed', (e) => done(e.requestId));
  await tab.goto(path, { waitUntil: 'load' });
  const until = Date.now() + 30_000;
  while (Date.now() < until && (inFlight.size > 0 || Date.now() - lastActivity < IDLE_MS)) {
    await new Promise((r) => setTimeout(r, 100));
  }
  await tab.close();
  const bytes: Record<string, number> = {};
  for (const f of files) bytes[f.type] = (bytes[f.type] ?? 0) + f.bytes;
  return { bytes, files };
}
