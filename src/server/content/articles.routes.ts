import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EmptySchema, envelope } from '../../shared/schemas/common.ts';
import {
  ARTICLE_TYPES,
  ArticleBrandSchema,
  ArticleDetailSchema,
  ArticleListItemSchema,
  ArticleListQuerySchema,
  ArticlePageSchema,
  ArticleSavedSchema,
  ArticleSaveSchema,
  BrandArticleQuerySchema,
  ConsoleArticlePageSchema,
  ConsoleArticleQuerySchema,
  ConsoleStatuteSchema,
  KeywordQuerySchema,
  OwnerListQuerySchema,
} from '../../shared/schemas/content.ts';
import { CreatedSchema, IdParamsSchema } from '../../shared/schemas/ids.ts';
import { PageQuerySchema } from '../../shared/schemas/common.ts';
import { SuggestionListSchema } from '../../shared/schemas/content.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { currentSession, requirePoster, requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';
import { sharedAnswers } from '../http/shared-answer.ts';
import { PUBLIC, SESSION_OPTIONAL } from '../http/openapi.ts';

const tags = ['articles'];
const base = '/api/hibackend/article';
const consoleBase = '/api/console/content';
const LatestQuerySchema = z.object({
  type: z.enum(ARTICLE_TYPES, { error: 'validation.choice' }).optional(),
});
const savedKey = (status: string) => (status === 'published' ? 'content.published' : 'content.draftSaved');

/** Articles and stories: save, feeds, search, the author's lists, statute console. */
export const articlesRoutes: Feature = async (app, { services, config, limits }) => {
  const shared = sharedAnswers(config);
  const { perMember } = limits;
  // Per member, not per address. Autosave calls often; the hourly publish limit is the
  // service's (it counts publications, which a per-request limit cannot tell from saves).
  const saveRateLimit = { max: 120, timeWindow: '1 minute', keyGenerator: perMember };
  const { auth, articles, articlesConsole, shields } = services;
  const page = (schema = ArticlePageSchema) => ({ 200: envelope(schema) });
  /** What a signed-in viewer blocked, muted or hid; null for visitors (the shared cache serves them). */
  const hiddenOf = async (req: FastifyRequest) =>
    shields.hiddenOrNull((await currentSession(req, auth))?.user.id ?? null);

  app.post(
    `${base}/frontend/save`,
    {
      schema: { tags, body: ArticleSaveSchema, response: { 200: envelope(ArticleSavedSchema) } },
      config: { rateLimit: saveRateLimit },
    },
    async (req) => {
      const { user } = req.body.draft ? await requireSession(req, auth) : await requirePoster(req, auth);
      const saved = await articles.save({ userId: user.id, lang: requestLang(req) }, req.body);
      return ok(req, saved, savedKey(saved.status));
    },
  );

  app.get(
    `${base}/frontend/listPage`,
    { schema: { tags, security: SESSION_OPTIONAL, querystring: ArticleListQuerySchema, response: page() } },
    async (req, reply) => shared(req, reply, await articles.listPage(req.query, await hiddenOf(req))),
  );

  app.get(
    `${base}/frontend/detail/:id`,
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        params: IdParamsSchema,
        response: { 200: envelope(ArticleDetailSchema) },
      },
    },
    async (req, reply) => {
      const session = await currentSession(req, auth);
      const viewer = session?.user.id ?? null;
      // A visitor gets the published article everyone shares; a member their own view of it, kept
      // while their flags and the article are (docs/decisions/123). Both go out as kept bytes.
      if (viewer === null)
        return shared(req, reply, await articles.detail(req.params.id, null, requestLang(req)));
      const { blockedIds } = await shields.hiddenFor(viewer);
      return shared(req, reply, await articles.detail(req.params.id, viewer, requestLang(req), blockedIds));
    },
  );

  app.get(
    `${base}/frontend/top10`,
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        response: { 200: envelope(z.object({ list: z.array(ArticleListItemSchema) })) },
      },
    },
    async (req, reply) => shared(req, reply, await articles.top10(await hiddenOf(req))),
  );

  app.get(
    `${base}/frontend/kolListPage`,
    { schema: { tags, security: SESSION_OPTIONAL, querystring: PageQuerySchema, response: page() } },
    async (req, reply) => {
      const { pageSize, cursor } = req.query;
      return shared(req, reply, await articles.kolPage(pageSize, cursor, await hiddenOf(req)));
    },
  );

  app.get(
    `${base}/frontend/statuteListPage`,
    { schema: { tags, security: PUBLIC, querystring: PageQuerySchema, response: page() } },
    async (req, reply) =>
      shared(req, reply, await articles.statutePage(requestLang(req), req.query.pageSize, req.query.cursor)),
  );

  app.get(
    `${base}/frontend/owner/latest`,
    {
      schema: {
        tags,
        querystring: LatestQuerySchema,
        response: { 200: envelope(ArticleDetailSchema.nullable()) },
      },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const type = req.query.type ?? 'article';
      return ok(req, await articles.latestDraft(user.id, type, requestLang(req)));
    },
  );

  app.get(
    `${base}/owner/listPage`,
    { schema: { tags, querystring: OwnerListQuerySchema, response: page() } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const { status, pageSize, cursor, type } = req.query;
      return ok(req, await articles.ownerPage(user.id, status, pageSize, cursor, type));
    },
  );

  app.delete(
    `${base}/frontend/removeOwner/:id`,
    { schema: { tags, params: IdParamsSchema, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      await articles.remove(user.id, req.params.id);
      return ok(req, null, 'content.removed');
    },
  );

  app.get(
    `${base}/frontend/associate`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: KeywordQuerySchema,
        response: { 200: envelope(SuggestionListSchema) },
      },
    },
    async (req) => ok(req, await articles.associate(req.query.keyword, requestLang(req))),
  );

  app.get(
    '/api/hibackend/brandSpecial/frontend/article/listPage',
    {
      schema: { tags, security: SESSION_OPTIONAL, querystring: BrandArticleQuerySchema, response: page() },
    },
    async (req, reply) => {
      const { brandSpecialId, pageSize, cursor } = req.query;
      return shared(
        req,
        reply,
        await articles.brandPage(brandSpecialId, pageSize, cursor, await hiddenOf(req)),
      );
    },
  );

  // --- console -----------------------------------------------------------------------------------
  const consoleTags = ['console'];

  app.get(
    `${consoleBase}/articles`,
    {
      schema: {
        tags: consoleTags,
        querystring: ConsoleArticleQuerySchema,
        response: { 200: envelope(ConsoleArticlePageSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await articlesConsole.list({ ...req.query, pageSize: req.query.pageSize ?? 20 }));
    },
  );

  app.get(
    `${consoleBase}/statutes/:id`,
    {
      schema: {
        tags: consoleTags,
        params: IdParamsSchema,
        response: { 200: envelope(ConsoleStatuteSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await articlesConsole.statute(req.params.id));
    },
  );

  app.post(
    `${consoleBase}/statutes`,
    {
      schema: { tags: consoleTags, body: ArticleSaveSchema, response: { 200: envelope(ArticleSavedSchema) } },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      const saved = await articles.saveStatute(actor, requestLang(req), null, req.body);
      return ok(req, saved, savedKey(saved.status));
    },
  );

  app.put(
    `${consoleBase}/statutes/:id`,
    {
      schema: {
        tags: consoleTags,
        params: IdParamsSchema,
        body: ArticleSaveSchema,
        response: { 200: envelope(ArticleSavedSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      const saved = await articles.saveStatute(actor, requestLang(req), req.params.id, req.body);
      return ok(req, saved, savedKey(saved.status));
    },
  );

  app.put(
    `${consoleBase}/articles/:id/brandSpecial`,
    {
      schema: {
        tags: consoleTags,
        params: IdParamsSchema,
        body: ArticleBrandSchema,
        response: { 200: envelope(CreatedSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      const brand = req.body.brandSpecialId === null ? null : BigInt(req.body.brandSpecialId);
      return ok(req, await articles.setBrandSpecial(BigInt(req.params.id), brand, actor), 'profile.saved');
    },
  );
};
