import { matchRoute } from '../../shared/routes.ts';
import { appConfig } from '../api/app-config.ts';
import { useUserStore } from '../auth/user-store.ts';
import { useCompliance } from '../compliance/compliance-store.ts';
import type { ClickFields } from '../stats/report-fields.ts';
import { sendFirstView } from '../stats/first-view.ts';
import { debugEnabledHere } from './debug-switch.ts';

/** What the app tells the client platform; it turns them into usage reports. */
export type PlatformEvent =
  | { kind: 'route'; at: number; path: string; search: string }
  | { kind: 'click'; at: number; fields: ClickFields }
  | {
      kind: 'browse';
      at: number;
      path: string;
      detail: { type: 'article' | 'reel'; id: string; durationMs: number };
    };

/**
 * What the platform chunk reads of the app, handed to it so that it imports nothing the first load
 * has (a shared module would reshape the first load's chunks).
 */
export interface PlatformHost {
  debug: boolean;
  brand: string;
  mobile: boolean;
  pageIdOf: (path: string) => string;
  /** The referer of the next route report: the page already reported, else the document's. */
  referer: string;
  /** Who the member is, and whether reports may say so (only after "Accept all"). */
  who: () => {
    personal: boolean;
    user: { userId: string; userName: string; email: string; nickName: string };
  };
}

const host = (debug: boolean): PlatformHost => ({
  debug,
  referer: firstPath ?? document.referrer,
  brand: appConfig().brand,
  // The request wrapper's device rule (api/client.ts deviceKind), read here without importing it.
  mobile: /Mobi|Android|iPhone|iPad|iPod/i.test(navigator.userAgent),
  pageIdOf: (path) => matchRoute(path)?.path ?? path,
  who: () => {
    const u = useUserStore.getState();
    return {
      // No choice yet counts as "Essential only".
      personal: useCompliance.getState().cookieChoice === 'all',
      user: {
        userId: u.userInfo.userId,
        userName: u.userName,
        email: u.email,
        nickName: u.userInfo.nickName ?? '',
      },
    };
  },
});

/** Until the platform chunk arrives, events wait here (bounded: a stuck load must not grow memory). */
const early: PlatformEvent[] = [];
const EARLY_MAX = 200;
let handle: ((e: PlatformEvent) => void) | null = null;
let requested = false;
/** The path whose page view left at once (see below), so the platform does not send it twice. */
let firstPath: string | null = null;

function emit(e: PlatformEvent) {
  if (handle) handle(e);
  else if (e.kind === 'route' && firstPath === null) {
    // The first page view leaves now, not when the platform arrives: short visits count too.
    firstPath = e.path;
    sendFirstView(host(false), e);
  } else if (early.length < EARLY_MAX) early.push(e);
}

/** Spec §2: after every route change. */
export const reportRoute = (path: string, search: string) =>
  emit({ kind: 'route', at: Date.now(), path, search });

/** The one click helper (spec §3): the caller's fields override the defaults. */
export const track = (fields: ClickFields) => emit({ kind: 'click', at: Date.now(), fields });

/** Reading time of an article or a reel, when the reader leaves it. */
export const reportReading = (type: 'article' | 'reel', id: string, durationMs: number) =>
  emit({ kind: 'browse', at: Date.now(), path: window.location.pathname, detail: { type, id, durationMs } });

function load(debug: boolean) {
  if (requested) return;
  requested = true;
  import('./platform.ts').then(
    (m) => {
      const h = m.startPlatform(host(debug));
      handle = h;
      for (const e of early.splice(0)) h(e);
      // Says the platform runs (reports flow, the guard or the debug console is on): for diagnostics.
      document.documentElement.dataset.platform = debug ? 'debug' : 'ready';
    },
    (err: unknown) => console.warn('client platform failed to load', err),
  );
}

/**
 * Loads the platform chunk off the first load's path: at the member's first touch, key or scroll,
 * or 3 s after the page loaded, whichever comes first; at once when the debug switch is on.
 */
export function schedulePlatform() {
  if (debugEnabledHere()) {
    import('./debug-console.ts').then(
      (m) =>
        m.openDebugConsole(document.documentElement.getAttribute('data-prefers-color-scheme') === 'dark'),
      (err: unknown) => console.warn('debug console failed to load', err),
    );
    return load(true);
  }
  const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
  const go = () => {
    for (const name of events) window.removeEventListener(name, go, true);
    load(false);
  };
  for (const name of events) window.addEventListener(name, go, { capture: true, passive: true, once: true });
  const later = () => setTimeout(go, 3000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
