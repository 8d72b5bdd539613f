import { pageViewReport, routeReport } from './report-fields.ts';
import { reportContext, sendBatch } from './report-send.ts';
import type { PlatformHost } from '../app/platform-loader.ts';

/**
 * The first page's two page-view reports, sent at once (issue 38): waiting for the platform chunk
 * (first tap or 3 s) lost every short visit. Small on purpose: it rides on the first load.
 */
export function sendFirstView(host: PlatformHost, e: { at: number; path: string; search: string }) {
  const c = reportContext(host, e.path, e.at);
  sendBatch('pageView', [
    pageViewReport(c),
    routeReport(c, { path: e.path, search: e.search, referer: document.referrer }),
  ]);
}
