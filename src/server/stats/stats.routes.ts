import { envelope } from '../../shared/schemas/common.ts';
import {
  BrowseBatchSchema,
  ClickBatchSchema,
  IngestedSchema,
  PageViewBatchSchema,
  UsageOverviewSchema,
  UsageQuerySchema,
  DashboardSchema,
} from '../../shared/schemas/stats.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { ok } from '../http/envelope.ts';
import { tooMany } from '../http/errors.ts';

const tags = ['stats'];
const base = '/api/md/rpStat';

/**
 * Usage reports from the client (spec §7: page views, browsing, clicks), taken in batches without a
 * session or signature (`sendBeacon` sends neither; docs/decisions/071), and the console's overview.
 */
export const statsRoutes: Feature = async (app, { services }) => {
  const { auth, stats } = services;
  // Nothing acknowledged is lost: what the buffer holds is written before the database closes.
  app.addHook('onClose', () => stats.close());

  const answer = { 200: envelope(IngestedSchema) };
  // Overload is answered before the body is read or checked: a full buffer costs the app nothing more.
  const shedWhenFull = (_req: unknown, _reply: unknown, done: (err?: Error) => void) =>
    done(stats.full() ? tooMany('REPORTS_BUSY', 'stats.busy', 1) : undefined);
  const config = { onRequest: shedWhenFull };
  app.post(
    `${base}/apppv`,
    { ...config, schema: { tags, body: PageViewBatchSchema, response: answer } },
    (req) => Promise.resolve(ok(req, stats.pageViews(req.body))),
  );
  app.post(
    `${base}/browsedata`,
    { ...config, schema: { tags, body: BrowseBatchSchema, response: answer } },
    (req) => Promise.resolve(ok(req, stats.browsing(req.body))),
  );
  app.post(
    `${base}/appclick`,
    { ...config, schema: { tags, body: ClickBatchSchema, response: answer } },
    (req) => Promise.resolve(ok(req, stats.clicks(req.body))),
  );

  app.get(
    '/api/console/stats/overview',
    {
      schema: {
        tags: ['console'],
        querystring: UsageQuerySchema,
        response: { 200: envelope(UsageOverviewSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await stats.overview(req.query));
    },
  );

  app.get(
    '/api/console/stats/dashboard',
    {
      schema: {
        tags: ['console'],
        querystring: UsageQuerySchema,
        response: { 200: envelope(DashboardSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await stats.dashboard(req.query));
    },
  );
};
