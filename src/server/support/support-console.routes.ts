import { envelope } from '../../shared/schemas/common.ts';
import { IdParamsSchema } from '../../shared/schemas/ids.ts';
import {
  ConsoleFeedbackPageSchema,
  ConsoleFeedbackQuerySchema,
  ConsoleWorkOrderPageSchema,
  ConsoleWorkOrderQuerySchema,
  ConsoleWorkOrderSchema,
  WorkOrderAnswerSchema,
} from '../../shared/schemas/support.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { ok } from '../http/envelope.ts';

const tags = ['console'];
const base = '/api/console/support';

/** The console's side of support: work orders (answer, close) and feedback; writes audited. */
export const supportConsoleRoutes: Feature = async (app, { services }) => {
  const { auth, workOrders, feedback } = services;

  app.get(
    `${base}/workOrders`,
    {
      schema: {
        tags,
        querystring: ConsoleWorkOrderQuerySchema,
        response: { 200: envelope(ConsoleWorkOrderPageSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await workOrders.consoleList(req.query));
    },
  );
  app.get(
    `${base}/workOrders/:id`,
    { schema: { tags, params: IdParamsSchema, response: { 200: envelope(ConsoleWorkOrderSchema) } } },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await workOrders.consoleGet(BigInt(req.params.id)));
    },
  );
  app.post(
    `${base}/workOrders/:id/reply`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: WorkOrderAnswerSchema,
        response: { 200: envelope(ConsoleWorkOrderSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await workOrders.answer(actor, BigInt(req.params.id), req.body), 'profile.saved');
    },
  );
  app.post(
    `${base}/workOrders/:id/close`,
    { schema: { tags, params: IdParamsSchema, response: { 200: envelope(ConsoleWorkOrderSchema) } } },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await workOrders.close(actor, BigInt(req.params.id)), 'profile.saved');
    },
  );
  app.get(
    `${base}/feedback`,
    {
      schema: {
        tags,
        querystring: ConsoleFeedbackQuerySchema,
        response: { 200: envelope(ConsoleFeedbackPageSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await feedback.consoleList(req.query));
    },
  );
};
