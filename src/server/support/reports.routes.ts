import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope } from '../../shared/schemas/common.ts';
import { IdParamsSchema } from '../../shared/schemas/ids.ts';
import {
  OptionListSchema,
  ProductReportAddSchema,
  ReportAddedSchema,
  ReportAddSchema,
  ReportDetailSchema,
  ReportListQuerySchema,
  ReportPageSchema,
} from '../../shared/schemas/support.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { idempotencyKey } from '../http/idempotency.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';

const tags = ['support'];
const base = '/api/hibackend/user/report';
// Invalid bodies count too: the service's REPORTS_PER_HOUR counts accepted reports exactly; this
// keeps a script from hammering the endpoint with anything else.
const optionalKey = (req: FastifyRequest) =>
  req.headers['idempotency-key'] === undefined ? undefined : idempotencyKey(req);
const ReportTypeQuerySchema = z.object({
  /** `product` lists the product report reasons; anything else (or nothing) the content reasons. */
  targetType: z.enum(['content', 'product'], { error: 'validation.choice' }).optional(),
});

/** Reports of content and members, product reports, and the member's own reports by tab. */
export const reportsRoutes: Feature = async (app, { services, limits }) => {
  const { perMember } = limits;
  const floodLimit = { max: 60, timeWindow: '1 hour', keyGenerator: perMember };
  const { auth, reports } = services;

  app.get(
    `${base}/reportType`,
    { schema: { tags, querystring: ReportTypeQuerySchema, response: { 200: envelope(OptionListSchema) } } },
    (req) => Promise.resolve(ok(req, reports.types(requestLang(req), req.query.targetType ?? 'content'))),
  );
  app.post(
    `${base}/add`,
    {
      schema: { tags, body: ReportAddSchema, response: { 200: envelope(ReportAddedSchema) } },
      config: { rateLimit: floodLimit },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(
        req,
        await reports.add(user, req.body, requestLang(req), optionalKey(req)),
        'support.reported',
      );
    },
  );
  app.get(
    `${base}/list`,
    { schema: { tags, querystring: ReportListQuerySchema, response: { 200: envelope(ReportPageSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await reports.list(user.id, req.query, requestLang(req)));
    },
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: IdParamsSchema, response: { 200: envelope(ReportDetailSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await reports.detail(user.id, BigInt(req.params.id), requestLang(req)));
    },
  );
  app.post(
    '/api/hibackend/productReport/add',
    {
      schema: { tags, body: ProductReportAddSchema, response: { 200: envelope(ReportAddedSchema) } },
      config: { rateLimit: floodLimit },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(
        req,
        await reports.addProduct(user, req.body, requestLang(req), optionalKey(req)),
        'support.reported',
      );
    },
  );
};
