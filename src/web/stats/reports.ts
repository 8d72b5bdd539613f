import { REPORT_PATHS } from '../../shared/reports.ts';
import type { PlatformEvent, PlatformHost } from '../app/platform-loader.ts';
import {
  browseReport,
  clickReport,
  pageViewReport,
  routeReport,
  type ReportContext,
} from './report-fields.ts';
import { ReportQueue, type ReportChannel } from './report-queue.ts';

const log = (...args: unknown[]) => console.warn('[reports]', ...args);

/** `sendBeacon` (it outlives the page); `fetch` with keepalive where the browser has no beacon. */
function sendBatch(channel: ReportChannel, events: object[]): boolean {
  const body = JSON.stringify(events);
  const url = REPORT_PATHS[channel];
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return true;
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    })
      .then((r) => !r.ok && log('refused', channel, r.status))
      .catch((err: unknown) => log('failed', channel, err));
    return true;
  } catch (err) {
    log('failed', channel, err);
    return false;
  }
}

function context(host: PlatformHost, path: string, now: number): ReportContext {
  return { pageId: host.pageIdOf(path), now, brand: host.brand, mobile: host.mobile, ...host.who() };
}

/** The report side of the client platform: every event the loader hands it becomes reports. */
export function startReports(host: PlatformHost) {
  const queue = new ReportQueue(sendBatch, { flushAt: 20, intervalMs: 5000, log });
  const flush = () => queue.flush();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  let referer = document.referrer;
  return (e: PlatformEvent) => {
    if (e.kind === 'route') {
      // Spec §2: two page-view reports after every route change.
      const c = context(host, e.path, e.at);
      queue.add('pageView', pageViewReport(c));
      queue.add('pageView', routeReport(c, { path: e.path, search: e.search, referer }));
      referer = e.path;
    } else if (e.kind === 'click') {
      queue.add('click', clickReport(context(host, window.location.pathname, e.at), e.fields));
    } else {
      queue.add('browse', browseReport(context(host, e.path, e.at), e.detail));
    }
  };
}
