import { envelope } from '../../shared/schemas/common.ts';
import { IdQuerySchema } from '../../shared/schemas/ids.ts';
import type { Feature } from '../http/feature.ts';
import { currentSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';
import { SESSION_OPTIONAL } from '../http/openapi.ts';
import { registerDraws } from './lottery.draw.ts';
import { LotteryViewSchema } from '../../shared/schemas/activities.ts';
import { lotteryView } from './lottery.view.ts';

/**
 * Lotteries and raffles after entry: `activity/lottery?id=` (my entries, the draw, winners), and
 * the draw at the close: a job queue sweep enqueues `activity.draw` once per closed activity, the
 * job draws it once (lottery.draw.ts).
 */
export const lotteryRoutes: Feature = async (app, { services }) => {
  const { auth, jobs, database, noticeMails } = services;
  registerDraws(database.db, jobs, noticeMails);

  app.get(
    '/api/hibackend/activity/lottery',
    {
      schema: {
        tags: ['activities'],
        security: SESSION_OPTIONAL,
        querystring: IdQuerySchema,
        response: { 200: envelope(LotteryViewSchema) },
      },
    },
    async (req) => {
      const viewer = (await currentSession(req, auth))?.user.id ?? null;
      return ok(req, await lotteryView(database.db, BigInt(req.query.id), viewer, requestLang(req)));
    },
  );
};
