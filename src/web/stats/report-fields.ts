import { REPORT_BUSINESS_TYPE, REPORT_CHANNEL, REPORT_SCENE, REPORT_VERSION } from '../../shared/reports.ts';

/** Who and where a report is from: read once per report from the stores and the page. */
export interface ReportContext {
  /** The route pattern (`/article/{id}`), or the path when no route matches. */
  pageId: string;
  now: number;
  brand: string;
  mobile: boolean;
  /** false when the member chose "Essential only": no field that identifies them is sent. */
  personal: boolean;
  user: { userId: string; userName: string; email: string; nickName: string };
}

/** `YYYY-MM-DD` of the device's own day. */
export function localDate(now: number): string {
  const d = new Date(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The first segment of a route pattern names its feature (`/article/{id}` → `article`; `/` → `home`). */
export const featureOf = (pageId: string) => pageId.split('/')[1] || 'home';

const userId = (c: ReportContext) => (c.personal ? c.user.userId : '');

/** Page-view report 1 (spec §3, §9): page, time, member, and the fixed constants. */
export function pageViewReport(c: ReportContext) {
  return {
    page_id: c.pageId,
    rp_time: c.now,
    user_id: userId(c),
    business_type: REPORT_BUSINESS_TYPE,
    feature: featureOf(c.pageId),
    ver: REPORT_VERSION,
    brand: c.brand,
    client: c.mobile ? ('h5' as const) : ('pc' as const),
    scene: REPORT_SCENE,
    channel: REPORT_CHANNEL,
    date: localDate(c.now),
  };
}

/** Page-view report 2: the route itself and, with consent, who. */
export function routeReport(c: ReportContext, route: { path: string; search: string; referer: string }) {
  return {
    type: 'page',
    path: route.path,
    params: route.search.replace(/^\?/, '').slice(0, 2000),
    referer: route.referer.slice(0, 500),
    user_id: userId(c),
    user_name: c.personal ? c.user.userName : '',
    user_email: c.personal ? c.user.email : '',
    nick_name: c.personal ? c.user.nickName : '',
    rp_time: c.now,
  };
}

export interface ClickFields {
  detail_id?: string;
  mark?: string;
  attr?: string;
  page_id?: string;
  feature?: string;
}

/** A click report: the defaults of report 1 plus detail, mark and attr; the caller's fields win. */
export function clickReport(c: ReportContext, fields: ClickFields) {
  return { ...pageViewReport(c), detail_id: '', mark: '', attr: '', ...fields };
}

/** Reading time of an article or a reel, sent when the reader leaves it. */
export function browseReport(
  c: ReportContext,
  detail: { type: 'article' | 'reel'; id: string; durationMs: number },
) {
  return {
    ...pageViewReport(c),
    detail_id: detail.id,
    detail_type: detail.type,
    duration_ms: Math.max(0, Math.min(86_400_000, Math.round(detail.durationMs))),
  };
}
