import { describe, expect, it } from 'vitest';
import {
  browseReport,
  clickReport,
  featureOf,
  localDate,
  pageViewReport,
  routeReport,
  type ReportContext,
} from './report-fields.ts';

const now = new Date(2026, 10, 24, 9, 5).getTime();
const ctx = (over: Partial<ReportContext> = {}): ReportContext => ({
  pageId: '/article/{id}',
  now,
  brand: 'vapour',
  mobile: true,
  personal: true,
  user: { userId: '42', userName: 'mia', email: 'mia@example.com', nickName: 'Mia' },
  ...over,
});

describe('usage report fields (spec §3, §9)', () => {
  it('page-view report 1 carries the page, time, member and the fixed constants', () => {
    expect(pageViewReport(ctx())).toEqual({
      page_id: '/article/{id}',
      rp_time: now,
      user_id: '42',
      business_type: 1,
      feature: 'article',
      ver: '3.0.0',
      brand: 'vapour',
      client: 'h5',
      scene: '0000',
      channel: '0000',
      date: '2026-11-24',
    });
    expect(pageViewReport(ctx({ mobile: false })).client).toBe('pc');
  });

  it('page-view report 2 carries the route, its query without "?", the referer and the member', () => {
    expect(routeReport(ctx(), { path: '/article/7', search: '?from=home', referer: '/home' })).toEqual({
      type: 'page',
      path: '/article/7',
      params: 'from=home',
      referer: '/home',
      user_id: '42',
      user_name: 'mia',
      user_email: 'mia@example.com',
      nick_name: 'Mia',
      rp_time: now,
    });
  });

  it('sends no field that identifies the member without consent', () => {
    const c = ctx({ personal: false });
    expect(pageViewReport(c).user_id).toBe('');
    const route = routeReport(c, { path: '/my', search: '', referer: '' });
    expect([route.user_id, route.user_name, route.user_email, route.nick_name]).toEqual(['', '', '', '']);
    expect(clickReport(c, {}).user_id).toBe('');
    expect(browseReport(c, { type: 'reel', id: '3', durationMs: 5000 }).user_id).toBe('');
  });

  it('a click report has the defaults of report 1 plus detail, mark and attr; caller fields win', () => {
    const click = clickReport(ctx(), { mark: 'back', detail_id: '/article/{id}', page_id: '/custom' });
    expect(click).toMatchObject({
      page_id: '/custom',
      mark: 'back',
      detail_id: '/article/{id}',
      attr: '',
      ver: '3.0.0',
      business_type: 1,
      scene: '0000',
      channel: '0000',
    });
  });

  it('a browse report rounds and bounds the reading time', () => {
    expect(browseReport(ctx(), { type: 'article', id: '9', durationMs: 1234.6 })).toMatchObject({
      detail_id: '9',
      detail_type: 'article',
      duration_ms: 1235,
    });
    expect(browseReport(ctx(), { type: 'article', id: '9', durationMs: -5 }).duration_ms).toBe(0);
  });

  it('names the feature by the first segment and the date by the device day', () => {
    expect(featureOf('/')).toBe('home');
    expect(featureOf('/setting/about')).toBe('setting');
    expect(localDate(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
  });
});
