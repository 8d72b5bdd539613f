import { z } from 'zod';
import { EmptySchema, envelope, pageOf } from '../../shared/schemas/common.ts';
import {
  BrandSaveSchema,
  BrandSchema,
  ConsoleProductSchema,
  ProductListQuerySchema,
  ProductSaveSchema,
  SeriesSaveSchema,
  SeriesSchema,
} from '../../shared/schemas/catalogue.ts';
import { IdParamsSchema, IdSchema } from '../../shared/schemas/ids.ts';
import { TypedProductApproveSchema, TypedProductApprovedSchema } from '../../shared/schemas/reviews.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { ok } from '../http/envelope.ts';
import { approveTypedProduct } from '../reviews/reviews.approval.ts';

const tags = ['console'];
const base = '/api/console/catalogue';
const DEFAULT_PAGE = 20;
const listOf = <T extends z.ZodType>(item: T) => envelope(z.object({ list: z.array(item) }));
const SeriesQuerySchema = z.object({ brandId: IdSchema.optional() });

/** The brand console's catalogue: brands, series and products (admins only, every write audited). */
export const catalogueConsoleRoutes: Feature = async (app, { services }) => {
  const { auth } = services;
  const { db } = services.database;
  const cons = services.catalogue.console;
  const removed = { tags, params: IdParamsSchema, response: { 200: envelope(EmptySchema) } };

  app.get(`${base}/brands`, { schema: { tags, response: { 200: listOf(BrandSchema) } } }, async (req) => {
    await requireAdmin(req, auth);
    return ok(req, await cons.brands());
  });
  app.post(
    `${base}/brands`,
    { schema: { tags, body: BrandSaveSchema, response: { 200: envelope(BrandSchema) } } },
    async (req) => ok(req, await cons.createBrand(await requireAdmin(req, auth), req.body), 'profile.saved'),
  );
  app.put(
    `${base}/brands/:id`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: BrandSaveSchema,
        response: { 200: envelope(BrandSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await cons.updateBrand(actor, req.params.id, req.body), 'profile.saved');
    },
  );
  app.delete(`${base}/brands/:id`, { schema: removed }, async (req) => {
    const actor = await requireAdmin(req, auth);
    return ok(req, await cons.removeBrand(actor, req.params.id), 'content.removed');
  });

  app.get(
    `${base}/series`,
    { schema: { tags, querystring: SeriesQuerySchema, response: { 200: listOf(SeriesSchema) } } },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await cons.series(req.query.brandId));
    },
  );
  app.post(
    `${base}/series`,
    { schema: { tags, body: SeriesSaveSchema, response: { 200: envelope(SeriesSchema) } } },
    async (req) => ok(req, await cons.createSeries(await requireAdmin(req, auth), req.body), 'profile.saved'),
  );
  app.put(
    `${base}/series/:id`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: SeriesSaveSchema,
        response: { 200: envelope(SeriesSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await cons.updateSeries(actor, req.params.id, req.body), 'profile.saved');
    },
  );
  app.delete(`${base}/series/:id`, { schema: removed }, async (req) => {
    const actor = await requireAdmin(req, auth);
    return ok(req, await cons.removeSeries(actor, req.params.id), 'content.removed');
  });

  app.get(
    `${base}/products`,
    {
      schema: {
        tags,
        querystring: ProductListQuerySchema,
        response: { 200: envelope(pageOf(ConsoleProductSchema)) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      const { pageSize, cursor, ...filter } = req.query;
      return ok(req, await cons.products(filter, pageSize ?? DEFAULT_PAGE, cursor));
    },
  );
  app.post(
    `${base}/products`,
    { schema: { tags, body: ProductSaveSchema, response: { 200: envelope(ConsoleProductSchema) } } },
    async (req) =>
      ok(req, await cons.createProduct(await requireAdmin(req, auth), req.body), 'profile.saved'),
  );
  app.put(
    `${base}/products/:id`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ProductSaveSchema,
        response: { 200: envelope(ConsoleProductSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await cons.updateProduct(actor, req.params.id, req.body), 'profile.saved');
    },
  );
  app.delete(`${base}/products/:id`, { schema: removed }, async (req) => {
    const actor = await requireAdmin(req, auth);
    return ok(req, await cons.removeProduct(actor, req.params.id), 'content.removed');
  });
  // A product members typed in is this catalogue product: their complete reviews earn now (decision 088).
  app.post(
    `${base}/products/:id/approveTyped`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: TypedProductApproveSchema,
        response: { 200: envelope(TypedProductApprovedSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      const answer = await approveTypedProduct(db, services.points, actor, req.params.id, req.body);
      return ok(req, answer, 'profile.saved');
    },
  );
};
