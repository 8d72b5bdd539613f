import { z } from 'zod';
import { EmptySchema, envelope } from '../../shared/schemas/common.ts';
import {
  BannerSaveSchema,
  BannerSchema,
  BrandSpecialDetailSchema,
  BrandSpecialSaveSchema,
  BrandSpecialSchema,
  CategorySaveSchema,
  CategorySchema,
  ConsoleBannerSchema,
  ConsoleBrandSpecialSchema,
  ConsoleCategorySchema,
  ConsoleTopicSchema,
  KolMarkSchema,
  TopicPageQuerySchema,
  TopicPageSchema,
  TopicSaveSchema,
} from '../../shared/schemas/content.ts';
import { IdParamsSchema } from '../../shared/schemas/ids.ts';
import { pageOf } from '../../shared/schemas/common.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { currentSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';
import { PUBLIC, SESSION_OPTIONAL } from '../http/openapi.ts';
import { brandFollowsRoutes } from './brand-follows.routes.ts';

const tags = ['content'];
const consoleTags = ['console'];
const article = '/api/hibackend/article';
const brand = '/api/hibackend/brandSpecial/frontend';
const consoleBase = '/api/console/content';
const DEFAULT_PAGE = 20;
const listOf = <T extends z.ZodType>(item: T) => envelope(z.object({ list: z.array(item) }));
// The console's KOL list only; the member-facing KOL page is the articles feature's `kolListPage`.
const KolMemberSchema = z.object({ userId: z.string(), nickName: z.string() });
const KolResultSchema = z.object({ userId: z.string(), kol: z.boolean() });

/** Categories, topics, banners, brand specials: public reads and the brand console. */
export const taxonomyRoutes: Feature = async (app, opts) => {
  const { services } = opts;
  const { auth, taxonomy } = services;

  app.get(
    `${article}/category/list`,
    { schema: { tags, security: PUBLIC, response: { 200: listOf(CategorySchema) } } },
    async (req) => ok(req, await taxonomy.categories(requestLang(req))),
  );

  app.get(
    `${article}/topic/listPage`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: TopicPageQuerySchema,
        response: { 200: envelope(TopicPageSchema) },
      },
    },
    async (req) => {
      const { keyword, pageSize, cursor } = req.query;
      return ok(req, await taxonomy.topicPage(requestLang(req), keyword, pageSize ?? DEFAULT_PAGE, cursor));
    },
  );

  app.get(
    `${article}/banner/list`,
    { schema: { tags, security: PUBLIC, response: { 200: listOf(BannerSchema) } } },
    async (req) => ok(req, await taxonomy.banners(requestLang(req))),
  );

  app.get(
    `${brand}/list`,
    { schema: { tags, security: PUBLIC, response: { 200: listOf(BrandSpecialSchema) } } },
    async (req) => ok(req, { list: await taxonomy.brandSpecials(requestLang(req)) }),
  );

  app.get(
    `${brand}/detail/:id`,
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        params: IdParamsSchema,
        response: { 200: envelope(BrandSpecialDetailSchema) },
      },
    },
    async (req) => {
      const viewer = (await currentSession(req, auth))?.user.id ?? null;
      return ok(req, await taxonomy.brandSpecial(requestLang(req), req.params.id, viewer));
    },
  );
  await brandFollowsRoutes(app, opts);

  // --- console -----------------------------------------------------------------------------------

  app.get(
    `${consoleBase}/categories`,
    { schema: { tags: consoleTags, response: { 200: listOf(ConsoleCategorySchema) } } },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.categories());
    },
  );
  app.post(
    `${consoleBase}/categories`,
    {
      schema: {
        tags: consoleTags,
        body: CategorySaveSchema,
        response: { 200: envelope(ConsoleCategorySchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.createCategory(actor, req.body), 'profile.saved');
    },
  );
  app.put(
    `${consoleBase}/categories/:id`,
    {
      schema: {
        tags: consoleTags,
        params: IdParamsSchema,
        body: CategorySaveSchema,
        response: { 200: envelope(ConsoleCategorySchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.updateCategory(actor, req.params.id, req.body), 'profile.saved');
    },
  );
  app.delete(
    `${consoleBase}/categories/:id`,
    { schema: { tags: consoleTags, params: IdParamsSchema, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.removeCategory(actor, req.params.id), 'content.removed');
    },
  );

  app.get(
    `${consoleBase}/topics`,
    {
      schema: {
        tags: consoleTags,
        querystring: TopicPageQuerySchema,
        response: { 200: envelope(pageOf(ConsoleTopicSchema)) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      const { keyword, pageSize, cursor } = req.query;
      return ok(req, await taxonomy.console.topics(keyword, pageSize ?? DEFAULT_PAGE, cursor));
    },
  );
  app.post(
    `${consoleBase}/topics`,
    { schema: { tags: consoleTags, body: TopicSaveSchema, response: { 200: envelope(ConsoleTopicSchema) } } },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.createTopic(actor, req.body), 'profile.saved');
    },
  );
  app.put(
    `${consoleBase}/topics/:id`,
    {
      schema: {
        tags: consoleTags,
        params: IdParamsSchema,
        body: TopicSaveSchema,
        response: { 200: envelope(ConsoleTopicSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.updateTopic(actor, req.params.id, req.body), 'profile.saved');
    },
  );
  app.delete(
    `${consoleBase}/topics/:id`,
    { schema: { tags: consoleTags, params: IdParamsSchema, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.removeTopic(actor, req.params.id), 'content.removed');
    },
  );

  app.get(
    `${consoleBase}/banners`,
    { schema: { tags: consoleTags, response: { 200: listOf(ConsoleBannerSchema) } } },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.banners());
    },
  );
  app.post(
    `${consoleBase}/banners`,
    {
      schema: { tags: consoleTags, body: BannerSaveSchema, response: { 200: envelope(ConsoleBannerSchema) } },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.createBanner(actor, req.body), 'profile.saved');
    },
  );
  app.put(
    `${consoleBase}/banners/:id`,
    {
      schema: {
        tags: consoleTags,
        params: IdParamsSchema,
        body: BannerSaveSchema,
        response: { 200: envelope(ConsoleBannerSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.updateBanner(actor, req.params.id, req.body), 'profile.saved');
    },
  );
  app.delete(
    `${consoleBase}/banners/:id`,
    { schema: { tags: consoleTags, params: IdParamsSchema, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.removeBanner(actor, req.params.id), 'content.removed');
    },
  );

  app.get(
    `${consoleBase}/brandSpecials`,
    { schema: { tags: consoleTags, response: { 200: listOf(ConsoleBrandSpecialSchema) } } },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.brandSpecials());
    },
  );
  app.post(
    `${consoleBase}/brandSpecials`,
    {
      schema: {
        tags: consoleTags,
        body: BrandSpecialSaveSchema,
        response: { 200: envelope(ConsoleBrandSpecialSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.createBrandSpecial(actor, req.body), 'profile.saved');
    },
  );
  app.put(
    `${consoleBase}/brandSpecials/:id`,
    {
      schema: {
        tags: consoleTags,
        params: IdParamsSchema,
        body: BrandSpecialSaveSchema,
        response: { 200: envelope(ConsoleBrandSpecialSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(
        req,
        await taxonomy.console.updateBrandSpecial(actor, req.params.id, req.body),
        'profile.saved',
      );
    },
  );
  app.delete(
    `${consoleBase}/brandSpecials/:id`,
    { schema: { tags: consoleTags, params: IdParamsSchema, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.removeBrandSpecial(actor, req.params.id), 'content.removed');
    },
  );

  app.get(
    `${consoleBase}/kol`,
    { schema: { tags: consoleTags, response: { 200: listOf(KolMemberSchema) } } },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.kolList());
    },
  );
  app.put(
    `${consoleBase}/kol`,
    { schema: { tags: consoleTags, body: KolMarkSchema, response: { 200: envelope(KolResultSchema) } } },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await taxonomy.console.setKol(actor, req.body.userId, req.body.kol), 'profile.saved');
    },
  );
};
