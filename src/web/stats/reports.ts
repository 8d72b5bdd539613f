import type { PlatformEvent, PlatformHost } from '../app/platform-loader.ts';
import { browseReport, clickReport, pageViewReport, routeReport, type ClickFields } from './report-fields.ts';
import { ReportQueue } from './report-queue.ts';
import { reportContext as context, sendBatch } from './report-send.ts';

const log = (...args: unknown[]) => console.warn('[reports]', ...args);

/**
 * A tap on a link or a button (spec §3 click report: page, detail, mark): `detail_id` is the route
 * pattern a link leads to, or the button's test id. Elements that track themselves (`data-tracked`,
 * the back button) are left to their own report.
 */
function tapFields(host: PlatformHost, target: EventTarget | null): ClickFields | null {
  const el = target instanceof Element ? target.closest('a[href], button, [role="button"]') : null;
  if (!el || el.closest('[data-tracked]')) return null;
  if (el instanceof HTMLAnchorElement) {
    const url = new URL(el.href, window.location.href);
    const internal = url.origin === window.location.origin;
    return { mark: 'link', detail_id: (internal ? host.pageIdOf(url.pathname) : url.origin).slice(0, 64) };
  }
  return { mark: 'button', detail_id: (el.getAttribute('data-testid') ?? '').slice(0, 64) };
}

/** The report side of the client platform: every event the loader hands it becomes reports. */
export function startReports(host: PlatformHost) {
  const queue = new ReportQueue(sendBatch, { flushAt: 20, intervalMs: 5000, log });
  const flush = () => queue.flush();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  let referer = host.referer;
  document.addEventListener(
    'click',
    (ev) => {
      const fields = tapFields(host, ev.target);
      if (fields)
        queue.add('click', clickReport(context(host, window.location.pathname, Date.now()), fields));
    },
    { capture: true, passive: true },
  );
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
