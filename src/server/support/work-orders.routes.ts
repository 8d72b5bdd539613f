import type { FastifyRequest } from 'fastify';
import { envelope } from '../../shared/schemas/common.ts';
import { IdParamsSchema } from '../../shared/schemas/ids.ts';
import {
  WorkOrderDetailSchema,
  WorkOrderListQuerySchema,
  WorkOrderPageSchema,
  WorkOrderReplySchema,
  WorkOrderSavedSchema,
  WorkOrderSaveSchema,
} from '../../shared/schemas/support.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { idempotencyKey } from '../http/idempotency.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';

const tags = ['support'];
const optionalKey = (req: FastifyRequest) =>
  req.headers['idempotency-key'] === undefined ? undefined : idempotencyKey(req);
const base = '/api/hibackend/workOrder';

/** A member's after-sales work orders: open one, list by state, read one with its conversation, follow up. */
export const workOrdersRoutes: Feature = async (app, { services, limits }) => {
  const { perMember } = limits;
  const { auth, workOrders } = services;

  app.post(
    `${base}/save`,
    {
      schema: { tags, body: WorkOrderSaveSchema, response: { 200: envelope(WorkOrderSavedSchema) } },
      config: { rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: perMember } },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(
        req,
        await workOrders.save(user.id, req.body, requestLang(req), optionalKey(req)),
        'support.workOrderSent',
      );
    },
  );
  app.get(
    `${base}/listPage`,
    {
      schema: {
        tags,
        querystring: WorkOrderListQuerySchema,
        response: { 200: envelope(WorkOrderPageSchema) },
      },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await workOrders.list(user.id, req.query, requestLang(req)));
    },
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: IdParamsSchema, response: { 200: envelope(WorkOrderDetailSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await workOrders.detail(user.id, BigInt(req.params.id), requestLang(req)));
    },
  );
  app.post(
    `${base}/:id/reply`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: WorkOrderReplySchema,
        response: { 200: envelope(WorkOrderDetailSchema) },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 hour', keyGenerator: perMember } },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await workOrders.reply(user.id, BigInt(req.params.id), req.body, requestLang(req)));
    },
  );
};
