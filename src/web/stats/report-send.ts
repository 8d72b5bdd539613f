import { REPORT_PATHS } from '../../shared/reports.ts';
import type { PlatformHost } from '../app/platform-loader.ts';
import type { ReportContext } from './report-fields.ts';
import type { ReportChannel } from './report-queue.ts';

const log = (...args: unknown[]) => console.warn('[reports]', ...args);

/** `sendBeacon` (it outlives the page); `fetch` with keepalive where the browser has no beacon. */
export function sendBatch(channel: ReportChannel, events: object[]): boolean {
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

export function reportContext(host: PlatformHost, path: string, now: number): ReportContext {
  return { pageId: host.pageIdOf(path), now, brand: host.brand, mobile: host.mobile, ...host.who() };
}
