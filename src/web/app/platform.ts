import { startReports } from '../stats/reports.ts';
import { installDevtoolsGuard } from './devtools-guard.ts';
import type { PlatformHost } from './platform-loader.ts';

/**
 * The client platform, loaded after the first page (it adds nothing to the first load): usage
 * reports, and the developer-tools guard unless the debug console is on. It imports nothing the first
 * load has: what it needs of the app comes in `host`.
 */
export function startPlatform(host: PlatformHost) {
  if (!host.debug) installDevtoolsGuard(window);
  // The installable app's service worker (built only for production; src/web/sw.ts).
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((err: unknown) => console.warn('service worker not registered', err));
  }
  return startReports(host);
}
