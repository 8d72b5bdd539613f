import type { FastifyRequest } from 'fastify';
import { EmptySchema, envelope, PageQuerySchema } from '../../shared/schemas/common.ts';
import { IdParamsSchema } from '../../shared/schemas/ids.ts';
import {
  CommentAddSchema,
  CommentPageQuerySchema,
  CommentPageSchema,
  CommentSchema,
  CommentThreadSchema,
  MyCommentPageSchema,
  ReplyAddSchema,
  ReplyPageQuerySchema,
  ReplyPageSchema,
  ReplySchema,
} from '../../shared/schemas/social.ts';
import type { Feature } from '../http/feature.ts';
import { currentSession, requirePoster, requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { idempotencyKey } from '../http/idempotency.ts';
import { SESSION_OPTIONAL } from '../http/openapi.ts';
import { sharedAnswers } from '../http/shared-answer.ts';

const tags = ['social'];
const base = '/api/hibackend/article';

/** An `Idempotency-Key` is optional here; when sent, it must be well formed (else 400). */
const optionalKey = (req: FastifyRequest) =>
  req.headers['idempotency-key'] === undefined ? undefined : idempotencyKey(req);

/** Comments and replies: add, list, thread, delete, "my comments". */
export const commentsRoutes: Feature = async (app, { services, config, limits }) => {
  const shared = sharedAnswers(config);
  const { perMember } = limits;
  // Per member, not per address: many members may share one network.
  const writeRateLimit = { max: 30, timeWindow: '1 minute', keyGenerator: perMember };
  const { auth, comments, shields } = services;
  const viewerOf = async (req: FastifyRequest) => (await currentSession(req, auth))?.user.id ?? null;

  app.post(
    `${base}/evaluate/add`,
    {
      schema: { tags, body: CommentAddSchema, response: { 200: envelope(CommentSchema) } },
      config: { rateLimit: writeRateLimit },
    },
    async (req) => {
      const { user } = await requirePoster(req, auth);
      return ok(req, await comments.add(user.id, req.body, optionalKey(req)), 'social.commented');
    },
  );

  app.get(
    `${base}/evaluate/listPage`,
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        querystring: CommentPageQuerySchema,
        response: { 200: envelope(CommentPageSchema) },
      },
    },
    async (req, reply) => {
      const { articleId, pageSize, cursor } = req.query;
      const viewer = await viewerOf(req);
      if (viewer === null)
        return shared(req, reply, await comments.page(BigInt(articleId), null, pageSize, cursor));
      const hides = (await shields.hiddenOrNull(viewer)) !== null;
      return ok(req, await comments.page(BigInt(articleId), viewer, pageSize, cursor, hides));
    },
  );

  app.get(
    `${base}/evaluate/detail/:id`,
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        params: IdParamsSchema,
        response: { 200: envelope(CommentThreadSchema) },
      },
    },
    async (req) => ok(req, await comments.thread(BigInt(req.params.id), await viewerOf(req))),
  );

  app.get(
    `${base}/evaluate/owner/listPage`,
    { schema: { tags, querystring: PageQuerySchema, response: { 200: envelope(MyCommentPageSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await comments.mine(user.id, req.query.pageSize, req.query.cursor));
    },
  );

  app.delete(
    `${base}/evaluate/:id`,
    { schema: { tags, params: IdParamsSchema, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      await comments.remove(user.id, BigInt(req.params.id));
      return ok(req, null, 'social.commentDeleted');
    },
  );

  app.post(
    `${base}/evaluateReply/add`,
    {
      schema: { tags, body: ReplyAddSchema, response: { 200: envelope(ReplySchema) } },
      config: { rateLimit: writeRateLimit },
    },
    async (req) => {
      const { user } = await requirePoster(req, auth);
      return ok(req, await comments.reply(user.id, req.body, optionalKey(req)), 'social.replied');
    },
  );

  app.get(
    `${base}/evaluateReply/listPage`,
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        querystring: ReplyPageQuerySchema,
        response: { 200: envelope(ReplyPageSchema) },
      },
    },
    async (req) => {
      const { commentId, pageSize, cursor } = req.query;
      return ok(req, await comments.replies(BigInt(commentId), await viewerOf(req), pageSize, cursor));
    },
  );
};
