import { Readable } from 'node:stream';
import { z } from 'zod';
import { envelope } from '../../shared/schemas/common.ts';
import { CreatedSchema, IdParamsSchema } from '../../shared/schemas/ids.ts';
import {
  PrizeAdminPageSchema,
  PrizeAdminSchema,
  PrizePageQuerySchema,
  PrizeSaveSchema,
  PrizeUpdateSchema,
  RedeemAdminPageSchema,
  RedeemAdminQuerySchema,
  RedeemCsvQuerySchema,
  RedeemShipSchema,
} from '../../shared/schemas/prizes.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';

const tags = ['console'];
const base = '/api/console';
const DEFAULT_PAGE = 20;

/** The console's prizes and redemption orders (`/api/console/prizes`, `/api/console/redeems`). */
export const prizesConsoleRoutes: Feature = async (app, { services }) => {
  const { auth, prizes, redeemsConsole } = services;

  app.post(
    `${base}/prizes`,
    { schema: { tags, body: PrizeSaveSchema, response: { 200: envelope(CreatedSchema) } } },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await prizes.create(actor, req.body), 'profile.saved');
    },
  );

  app.put(
    `${base}/prizes/:id`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: PrizeUpdateSchema,
        response: { 200: envelope(PrizeAdminSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await prizes.update(actor, req.params.id, req.body), 'profile.saved');
    },
  );

  app.get(
    `${base}/prizes`,
    {
      schema: { tags, querystring: PrizePageQuerySchema, response: { 200: envelope(PrizeAdminPageSchema) } },
    },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await prizes.adminList(req.query.pageSize ?? DEFAULT_PAGE, req.query.cursor));
    },
  );

  app.get(
    `${base}/prizes/:id`,
    { schema: { tags, params: IdParamsSchema, response: { 200: envelope(PrizeAdminSchema) } } },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await prizes.adminGet(req.params.id));
    },
  );

  app.get(
    `${base}/redeems`,
    {
      schema: {
        tags,
        querystring: RedeemAdminQuerySchema,
        response: { 200: envelope(RedeemAdminPageSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      const { status, pageSize, cursor } = req.query;
      return ok(
        req,
        await redeemsConsole.list(requestLang(req), { status, pageSize: pageSize ?? DEFAULT_PAGE, cursor }),
      );
    },
  );

  // A file, not an envelope: streamed 500 orders at a time.
  app.get(
    `${base}/redeems.csv`,
    { schema: { tags, querystring: RedeemCsvQuerySchema } },
    async (req, reply) => {
      await requireAdmin(req, auth);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="orders-${req.query.status ?? 'all'}-${day}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(Readable.from(redeemsConsole.csv(requestLang(req), req.query.status)));
    },
  );

  app.post(
    `${base}/redeems/:id/ship`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: RedeemShipSchema,
        response: { 200: envelope(z.object({ id: z.string(), status: z.literal('shipped') })) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await prizes.ship(actor, req.params.id, req.body), 'profile.saved');
    },
  );
};
