import { envelope, PageQuerySchema } from '../../shared/schemas/common.ts';
import {
  ActivityCreatedSchema,
  ActivitySaveSchema,
  ConsoleActivityPageSchema,
  ConsoleActivitySchema,
  ConsoleWinnerPageSchema,
} from '../../shared/schemas/activities.ts';
import { IdParamsSchema } from '../../shared/schemas/ids.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';

const tags = ['console'];
const base = '/api/console/activities';
const DEFAULT_PAGE = 20;

/** The console's activities (`/api/console/activities`): create, edit, publish, preview, list; audited. */
export const activitiesConsoleRoutes: Feature = async (app, { services }) => {
  const { auth } = services;
  const cons = services.activities.console;

  app.get(
    base,
    {
      schema: { tags, querystring: PageQuerySchema, response: { 200: envelope(ConsoleActivityPageSchema) } },
    },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await cons.list(requestLang(req), req.query.pageSize ?? DEFAULT_PAGE, req.query.cursor));
    },
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: IdParamsSchema, response: { 200: envelope(ConsoleActivitySchema) } } },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await cons.get(req.params.id, requestLang(req)));
    },
  );
  app.post(
    base,
    { schema: { tags, body: ActivitySaveSchema, response: { 200: envelope(ActivityCreatedSchema) } } },
    async (req) => ok(req, await cons.create(await requireAdmin(req, auth), req.body), 'profile.saved'),
  );
  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ActivitySaveSchema,
        response: { 200: envelope(ConsoleActivitySchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await cons.update(actor, req.params.id, req.body, requestLang(req)), 'profile.saved');
    },
  );
  app.post(
    `${base}/:id/publish`,
    { schema: { tags, params: IdParamsSchema, response: { 200: envelope(ConsoleActivitySchema) } } },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await cons.publish(actor, req.params.id, requestLang(req)), 'activity.published');
    },
  );
  app.get(
    `${base}/:id/winners`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: envelope(ConsoleWinnerPageSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      const { pageSize, cursor } = req.query;
      return ok(
        req,
        await services.activities.winners(requestLang(req), req.params.id, {
          pageSize: pageSize ?? DEFAULT_PAGE,
          cursor,
        }),
      );
    },
  );
};
