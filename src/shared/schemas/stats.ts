import { z } from 'zod';
import { DaySchema, text } from './common.ts';
import {
  REPORT_BATCH_MAX,
  REPORT_BUSINESS_TYPE,
  REPORT_CHANNEL,
  REPORT_SCENE,
  REPORT_VERSION,
} from '../reports.ts';

/**
 * Usage reports (spec §3, §7, §9): what the web client sends to `/api/md/rpStat/*` after route
 * changes, on clicks and when a reader leaves an article or a reel. Field names are the spec's.
 */

export { REPORT_BATCH_MAX, REPORT_BUSINESS_TYPE, REPORT_CHANNEL, REPORT_SCENE, REPORT_VERSION };

const short = (max: number) => text().max(max);
/** A member id as text, or '' for a visitor (the client fills it from userInfo.userId). */
const userId = text()
  .regex(/^(|[1-9][0-9]{0,17})$/, { error: 'validation.invalid' })
  .default('');
const rpTime = z.number().int().min(0).max(9_999_999_999_999);

/** The fields every report of the "page" family carries (page-view report 1, clicks, browsing). */
const base = {
  page_id: short(200),
  rp_time: rpTime,
  user_id: userId,
  business_type: z.number().int().min(0).max(99).default(REPORT_BUSINESS_TYPE),
  feature: short(64).default(''),
  ver: short(16).default(REPORT_VERSION),
  brand: short(40).default(''),
  client: z.enum(['h5', 'pc']),
  scene: short(16).default(REPORT_SCENE),
  channel: short(16).default(REPORT_CHANNEL),
  date: short(32).default(''),
};

/** Page-view report 1: which page, who, from which client. */
export const PageViewReportSchema = z.strictObject(base);
export type PageViewReport = z.infer<typeof PageViewReportSchema>;

/** Page-view report 2: the route itself (path, query, referer) and who. */
export const RouteReportSchema = z.strictObject({
  type: short(32),
  path: short(500),
  params: short(2000).default(''),
  referer: short(500).default(''),
  user_id: userId,
  user_name: short(254).default(''),
  user_email: short(254).default(''),
  nick_name: short(64).default(''),
  rp_time: rpTime.optional(),
});
export type RouteReport = z.infer<typeof RouteReportSchema>;

/** A click, from the client's one `track()` helper. */
export const ClickReportSchema = z.strictObject({
  ...base,
  detail_id: short(64).default(''),
  mark: short(64).default(''),
  attr: short(500).default(''),
});
export type ClickReport = z.infer<typeof ClickReportSchema>;

/** Reading time of an article or a reel, sent when the reader leaves it. */
export const BrowseReportSchema = z.strictObject({
  ...base,
  detail_id: short(64),
  detail_type: z.enum(['article', 'reel']),
  duration_ms: z.number().int().min(0).max(86_400_000),
});
export type BrowseReport = z.infer<typeof BrowseReportSchema>;

/** One event or a batch of them: the body of every `rpStat` call. */
const batch = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v: unknown): unknown => (Array.isArray(v) ? (v as unknown[]) : [v]),
    z.array(item).min(1).max(REPORT_BATCH_MAX),
  );

/**
 * `apppv` takes both reports; which one an event is follows from `path` (report 2 has it), so a bad
 * field is named (`0.client`) instead of "matches neither".
 */
const PageViewEventSchema = z.preprocess(
  (v: unknown): unknown =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? { report: 'path' in v ? 'route' : 'page', ...v }
      : v,
  z.discriminatedUnion('report', [
    PageViewReportSchema.extend({ report: z.literal('page') }),
    RouteReportSchema.extend({ report: z.literal('route') }),
  ]),
);
export const PageViewBatchSchema = batch(PageViewEventSchema);
export const ClickBatchSchema = batch(ClickReportSchema);
export const BrowseBatchSchema = batch(BrowseReportSchema);

/** What an `rpStat` call answers: how many events were taken (they are stored within a second). */
export const IngestedSchema = z.object({ accepted: z.number().int() });
export type Ingested = z.infer<typeof IngestedSchema>;

export type ReportKind = 'pv' | 'route' | 'click' | 'browse';

// --- the console's usage overview ---

const isoDay = DaySchema;

export const UsageQuerySchema = z.object({
  /** First and last day (UTC), inclusive; default the last 14 days. At most 92 days. */
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type UsageQuery = z.infer<typeof UsageQuerySchema>;

export const FunnelStepSchema = z.object({ step: z.string(), members: z.number().int() });

export const UsageOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      activeMembers: z.number().int(),
      pageViews: z.number().int(),
      clicks: z.number().int(),
    }),
  ),
  routes: z.array(z.object({ path: z.string(), views: z.number().int() })),
  topArticles: z.array(
    z.object({
      articleId: z.string(),
      title: z.string().nullable(),
      views: z.number().int(),
      readers: z.number().int(),
      readingMs: z.number().int(),
    }),
  ),
  funnels: z.object({
    scan: z.array(FunnelStepSchema),
    redemption: z.array(FunnelStepSchema),
  }),
});
export type UsageOverview = z.infer<typeof UsageOverviewSchema>;

/** `GET /api/console/stats/dashboard`: the brand's figures per day (UTC) and in the range (issue 16). */
export const DashboardDaySchema = z.object({
  date: z.string(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  posts: z.number().int(),
  reviews: z.number().int(),
  scansGenuine: z.number().int(),
  scansNotGenuine: z.number().int(),
  redemptions: z.number().int(),
  pointsIssued: z.number().int(),
  pointsSpent: z.number().int(),
});
export const DashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Members now (erased accounts left out). */
  members: z.number().int(),
  days: z.array(DashboardDaySchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
