import type { FastifyRequest } from 'fastify';
import { EmptySchema, envelope, PageQuerySchema } from '../../shared/schemas/common.ts';
import { IdParamsSchema } from '../../shared/schemas/ids.ts';
import {
  ProductIdParamsSchema,
  ReviewAddedSchema,
  ReviewLikeSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewPageSchema,
  ReviewReplyAddSchema,
  ReviewReplyPageSchema,
  ReviewReplyQuerySchema,
  ReviewReplySchema,
  ReviewSaveSchema,
  ReviewSchema,
  ReviewStatisticsSchema,
  ReviewTipsSchema,
} from '../../shared/schemas/reviews.ts';
import { LikedSchema } from '../../shared/schemas/social.ts';
import type { Feature } from '../http/feature.ts';
import { currentSession, requirePoster, requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { idempotencyKey } from '../http/idempotency.ts';
import { PUBLIC, SESSION_OPTIONAL } from '../http/openapi.ts';

const tags = ['reviews'];
const base = '/api/hibackend/brandTasteEvaluate';
const replies = '/api/hibackend/evaluateReply';
const optional = { tags, security: SESSION_OPTIONAL };

/** An `Idempotency-Key` is optional here; when sent, it must be well formed (else 400). */
const optionalKey = (req: FastifyRequest) =>
  req.headers['idempotency-key'] === undefined ? undefined : idempotencyKey(req);

/** Taste reviews (`brandTasteEvaluate`) and their replies (`evaluateReply`). */
export const reviewsRoutes: Feature = async (app, { services, limits }) => {
  const { perMember } = limits;
  // Per member, not per address: many members may share one network.
  const writeRateLimit = { max: 60, timeWindow: '1 minute', keyGenerator: perMember };
  const write = { config: { rateLimit: writeRateLimit } };
  const { auth, reviews } = services;
  const viewerOf = async (req: FastifyRequest) => (await currentSession(req, auth))?.user.id ?? null;
  const big = (id: string | undefined) => (id === undefined ? undefined : BigInt(id));

  app.post(
    `${base}/add`,
    { schema: { tags, body: ReviewSaveSchema, response: { 200: envelope(ReviewAddedSchema) } }, ...write },
    async (req) => {
      const { user } = await requirePoster(req, auth);
      return ok(req, await reviews.add(user.id, req.body, optionalKey(req)), 'reviews.published');
    },
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ReviewSaveSchema,
        response: { 200: envelope(ReviewAddedSchema) },
      },
      ...write,
    },
    async (req) => {
      const { user } = await requirePoster(req, auth);
      const saved = await reviews.update(user.id, BigInt(req.params.id), req.body, optionalKey(req));
      return ok(req, saved, 'reviews.updated');
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: { tags, params: IdParamsSchema, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      await reviews.remove(user.id, BigInt(req.params.id));
      return ok(req, null);
    },
  );

  app.post(
    `${base}/like`,
    { schema: { tags, body: ReviewLikeSchema, response: { 200: envelope(LikedSchema) } }, ...write },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await reviews.like(user.id, BigInt(req.body.id), req.body.like));
    },
  );

  app.get(
    `${base}/latest`,
    { schema: { ...optional, response: { 200: envelope(ReviewListSchema) } } },
    async (req) => ok(req, await reviews.latest(await viewerOf(req))),
  );

  app.get(
    `${base}/listPage`,
    {
      schema: {
        ...optional,
        querystring: ReviewListQuerySchema,
        response: { 200: envelope(ReviewPageSchema) },
      },
    },
    async (req) => {
      const { productId, brandId, sort, pageSize, cursor } = req.query;
      const filter = { productId: big(productId), brandId: big(brandId) };
      return ok(req, await reviews.page(filter, sort ?? 'latest', await viewerOf(req), pageSize, cursor));
    },
  );

  app.get(
    `${base}/detail/:id`,
    { schema: { ...optional, params: IdParamsSchema, response: { 200: envelope(ReviewSchema) } } },
    async (req) => ok(req, await reviews.detail(BigInt(req.params.id), await viewerOf(req))),
  );

  app.get(
    `${base}/top/:productId`,
    { schema: { ...optional, params: ProductIdParamsSchema, response: { 200: envelope(ReviewListSchema) } } },
    async (req) => ok(req, await reviews.top(BigInt(req.params.productId), await viewerOf(req))),
  );

  app.get(
    `${base}/indexStatistics/:productId`,
    {
      schema: {
        tags,
        security: PUBLIC,
        params: ProductIdParamsSchema,
        response: { 200: envelope(ReviewStatisticsSchema) },
      },
    },
    async (req) => ok(req, await reviews.statistics(BigInt(req.params.productId))),
  );

  app.get(
    `${base}/addTips`,
    { schema: { ...optional, response: { 200: envelope(ReviewTipsSchema) } } },
    async (req) => ok(req, await reviews.tips(await viewerOf(req))),
  );

  app.get(
    `${base}/ownerList`,
    { schema: { tags, querystring: PageQuerySchema, response: { 200: envelope(ReviewPageSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await reviews.mine(user.id, req.query.pageSize, req.query.cursor));
    },
  );

  app.post(
    `${replies}/add`,
    {
      schema: { tags, body: ReviewReplyAddSchema, response: { 200: envelope(ReviewReplySchema) } },
      ...write,
    },
    async (req) => {
      const { user } = await requirePoster(req, auth);
      return ok(req, await reviews.reply(user.id, req.body, optionalKey(req)), 'reviews.replied');
    },
  );

  app.get(
    `${replies}/listByPage`,
    {
      schema: {
        ...optional,
        querystring: ReviewReplyQuerySchema,
        response: { 200: envelope(ReviewReplyPageSchema) },
      },
    },
    async (req) => {
      const { reviewId, pageSize, cursor } = req.query;
      return ok(req, await reviews.replies(BigInt(reviewId), await viewerOf(req), pageSize, cursor));
    },
  );
};
