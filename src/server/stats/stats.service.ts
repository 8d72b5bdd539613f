import type { FastifyBaseLogger } from 'fastify';
import type {
  BrowseReport,
  ClickReport,
  Dashboard,
  Ingested,
  PageViewReport,
  ReportKind,
  RouteReport,
  UsageOverview,
  UsageQuery,
} from '../../shared/schemas/stats.ts';
import { REPORT_BATCH_MAX } from '../../shared/reports.ts';
import { dashboardDays, memberCount } from './stats.dashboard.ts';
import type { Db } from '../db/client.ts';
import { badRequest, tooMany } from '../http/errors.ts';
import { UsageBuffer, type BufferOptions } from './stats.buffer.ts';
import { daily, funnel, FUNNELS, routes, topArticles } from './stats.overview.ts';
import { dayOf, ensurePartition, insertRows, type UsageRow } from './stats.repository.ts';

const DAY_MS = 86_400_000;
const RANGE_DAYS_DEFAULT = 14;
const RANGE_DAYS_MAX = 92;

const memberId = (id: string) => (id === '' ? null : id);

type PageViewEvent = PageViewReport | RouteReport;
const isRoute = (e: PageViewEvent): e is RouteReport => 'path' in e;

/** A row with what every report has; the callers add their own columns. */
const rowOf = (
  day: string,
  kind: ReportKind,
  userId: string,
  e: PageViewEvent | ClickReport | BrowseReport,
): UsageRow => ({
  day,
  kind,
  userId: memberId(userId),
  path: 'page_id' in e ? e.page_id : '',
  detailId: null,
  client: 'client' in e ? e.client : null,
  durationMs: null,
  payload: e,
});

/**
 * Usage reports: taken into the buffer (acknowledged at once, written in bulk within a second, to
 * the day's partition of `usage_events`), and the console's overview of them.
 */
export class StatsService {
  readonly buffer: UsageBuffer;
  private readonly partitions = new Set<string>();

  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
    opts: BufferOptions,
    private readonly articleTitles: (ids: bigint[]) => Promise<Map<string, string>>,
    private readonly now: () => number = Date.now,
  ) {
    this.buffer = new UsageBuffer((rows) => this.write(rows), opts, log);
  }

  pageViews(events: PageViewEvent[]): Ingested {
    const day = dayOf(this.now());
    return this.take(
      events.map((e) =>
        isRoute(e)
          ? { ...rowOf(day, 'route', e.user_id, e), path: e.path, client: null }
          : rowOf(day, 'pv', e.user_id, e),
      ),
    );
  }

  clicks(events: ClickReport[]): Ingested {
    const day = dayOf(this.now());
    return this.take(
      events.map((e) => ({ ...rowOf(day, 'click', e.user_id, e), detailId: e.detail_id || null })),
    );
  }

  browsing(events: BrowseReport[]): Ingested {
    const day = dayOf(this.now());
    return this.take(
      events.map((e) => ({
        ...rowOf(day, 'browse', e.user_id, e),
        detailId: e.detail_id,
        durationMs: e.duration_ms,
      })),
    );
  }

  /** The days asked for (default the last 14), checked: 400 naming `from` when reversed or too long. */
  private range(query: UsageQuery): { from: string; to: string } {
    const to = query.to ?? dayOf(this.now());
    const from = query.from ?? dayOf(Date.parse(`${to}T00:00:00Z`) - (RANGE_DAYS_DEFAULT - 1) * DAY_MS);
    const span = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    if (Number.isNaN(span) || span < 0) throw badRequest('from', 'stats.badRange');
    if (span >= RANGE_DAYS_MAX)
      throw badRequest('from', 'stats.rangeTooLong', 'VALIDATION', { max: RANGE_DAYS_MAX });
    return { from, to };
  }

  /** The console dashboard: members now, and the brand's figures per day of the range. */
  async dashboard(query: UsageQuery): Promise<Dashboard> {
    const { from, to } = this.range(query);
    const [members, days] = await Promise.all([memberCount(this.db), dashboardDays(this.db, from, to)]);
    return { from, to, members, days };
  }

  async overview(query: UsageQuery): Promise<UsageOverview> {
    const { from, to } = this.range(query);
    const [days, byRoute, articles, scan, redemption] = await Promise.all([
      daily(this.db, from, to),
      routes(this.db, from, to),
      topArticles(this.db, from, to),
      funnel(this.db, from, to, FUNNELS.scan),
      funnel(this.db, from, to, FUNNELS.redemption),
    ]);
    const titles = await this.articleTitles(articles.map((a) => BigInt(a.articleId)));
    return {
      from,
      to,
      days,
      routes: byRoute,
      topArticles: articles.map((a) => ({ ...a, title: titles.get(a.articleId) ?? null })),
      funnels: { scan, redemption },
    };
  }

  /** The buffer cannot take a full batch more: new reports are refused before they are read. */
  full(): boolean {
    return this.buffer.size + REPORT_BATCH_MAX > this.buffer.capacity;
  }

  /** Writes what is held (the app's onClose: nothing acknowledged is lost on SIGTERM). */
  close(): Promise<void> {
    return this.buffer.close();
  }

  private take(rows: UsageRow[]): Ingested {
    if (!this.buffer.offer(rows)) throw tooMany('REPORTS_BUSY', 'stats.busy', 1);
    return { accepted: rows.length };
  }

  private async write(rows: UsageRow[]): Promise<void> {
    for (const day of new Set(rows.map((r) => r.day))) {
      if (this.partitions.has(day)) continue;
      await ensurePartition(this.db, day);
      this.partitions.add(day);
    }
    await insertRows(this.db, rows);
  }
}
