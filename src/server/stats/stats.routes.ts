import { envelope } from '../../shared/schemas/common.ts';
import {
  BrowseBatchSchema,
  ClickBatchSchema,
  IngestedSchema,
  PageViewBatchSchema,
  UsageOverviewSchema,
  UsageQuerySchema,
} from '../../shared/schemas/stats.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../features.ts';
import { ok } from '../http/envelope.ts';

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
  app.post(`${base}/apppv`, { schema: { tags, body: PageViewBatchSchema, response: answer } }, (req) =>
    Promise.resolve(ok(req, stats.pageViews(req.body))),
  );
  app.post(`${base}/browsedata`, { schema: { tags, body: BrowseBatchSchema, response: answer } }, (req) =>
    Promise.resolve(ok(req, stats.browsing(req.body))),
  );
  app.post(`${base}/appclick`, { schema: { tags, body: ClickBatchSchema, response: answer } }, (req) =>
    Promise.resolve(ok(req, stats.clicks(req.body))),
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
};
