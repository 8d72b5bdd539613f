import { envelope, PageQuerySchema } from '../../shared/schemas/common.ts';
import { ArticlePageSchema } from '../../shared/schemas/content.ts';
import {
  ArticleIdQuerySchema,
  CollectSchema,
  CommentLikeSchema,
  LikedSchema,
  LikeSchema,
  PersonPageSchema,
  SavedSchema,
} from '../../shared/schemas/social.ts';
import type { Feature } from '../http/feature.ts';
import { currentSession, requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { SESSION_OPTIONAL } from '../http/openapi.ts';

const tags = ['social'];
const base = '/api/hibackend/article';
// Toggling is cheap and idempotent; the limit only stops scripted floods.

/** Likes and saves of articles, likes of comments, and the lists they make. */
export const reactionsRoutes: Feature = async (app, { services, limits }) => {
  const { perMember } = limits;
  const toggleRateLimit = { max: 120, timeWindow: '1 minute', keyGenerator: perMember };
  const { auth, reactions } = services;
  const config = { rateLimit: toggleRateLimit };

  app.post(
    `${base}/like`,
    { schema: { tags, body: LikeSchema, response: { 200: envelope(LikedSchema) } }, config },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await reactions.likeArticle(user.id, BigInt(req.body.articleId), req.body.like));
    },
  );

  app.post(
    `${base}/collect`,
    { schema: { tags, body: CollectSchema, response: { 200: envelope(SavedSchema) } }, config },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await reactions.saveArticle(user.id, BigInt(req.body.articleId), req.body.saved));
    },
  );

  app.post(
    `${base}/evaluate/like`,
    { schema: { tags, body: CommentLikeSchema, response: { 200: envelope(LikedSchema) } }, config },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await reactions.likeComment(user.id, BigInt(req.body.commentId), req.body.like));
    },
  );

  app.get(
    `${base}/owner/getLikesListPage`,
    { schema: { tags, querystring: PageQuerySchema, response: { 200: envelope(ArticlePageSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await reactions.likedPage(user.id, req.query.pageSize, req.query.cursor));
    },
  );

  app.get(
    `${base}/owner/collectListPage`,
    { schema: { tags, querystring: PageQuerySchema, response: { 200: envelope(ArticlePageSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await reactions.savedPage(user.id, req.query.pageSize, req.query.cursor));
    },
  );

  app.get(
    `${base}/likers/listPage`,
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        querystring: ArticleIdQuerySchema,
        response: { 200: envelope(PersonPageSchema) },
      },
    },
    async (req) => {
      const viewer = (await currentSession(req, auth))?.user.id ?? null;
      const { articleId, pageSize, cursor } = req.query;
      return ok(req, await reactions.likers(BigInt(articleId), viewer, pageSize, cursor));
    },
  );
};
