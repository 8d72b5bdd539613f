import { envelope } from '../../shared/schemas/common.ts';
import {
  BrandListSchema,
  BrandSpecialQuerySchema,
  NamesSchema,
  PickerQuerySchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductNameListSchema,
  ProductPageSchema,
  SeriesListSchema,
  StyleListSchema,
  TasteQuerySchema,
} from '../../shared/schemas/catalogue.ts';
import { IdParamsSchema } from '../../shared/schemas/ids.ts';
import type { Feature } from '../http/feature.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';
import { PUBLIC } from '../http/openapi.ts';
import { catalogueConsoleRoutes } from './catalogue-console.routes.ts';

const tags = ['catalogue'];
const base = '/api/hibackend/brandTaste';
const DEFAULT_PAGE = 20;
const answers = (schema: Parameters<typeof envelope>[0]) => ({ 200: envelope(schema) });

/** Catalogue pickers and product pages (all public), and the catalogue console. */
export const catalogueRoutes: Feature = async (app, opts) => {
  const { catalogue } = opts.services;

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: ProductListQuerySchema,
        response: answers(ProductPageSchema),
      },
    },
    async (req) => {
      const { pageSize, cursor, ...filter } = req.query;
      return ok(req, await catalogue.productPage(filter, pageSize ?? DEFAULT_PAGE, cursor));
    },
  );

  app.get(
    `${base}/brandList`,
    { schema: { tags, security: PUBLIC, response: answers(BrandListSchema) } },
    async (req) => ok(req, await catalogue.brands()),
  );

  app.get(
    `${base}/styleList`,
    { schema: { tags, security: PUBLIC, response: answers(StyleListSchema) } },
    async (req) => ok(req, catalogue.styles(requestLang(req))),
  );

  app.get(
    `${base}/styleListByParam`,
    {
      schema: { tags, security: PUBLIC, querystring: PickerQuerySchema, response: answers(StyleListSchema) },
    },
    async (req) => ok(req, await catalogue.stylesOf(req.query, requestLang(req))),
  );

  app.get(
    `${base}/seriesList`,
    {
      schema: { tags, security: PUBLIC, querystring: PickerQuerySchema, response: answers(SeriesListSchema) },
    },
    async (req) => ok(req, await catalogue.series(req.query.brandId)),
  );

  app.get(
    `${base}/modelList`,
    { schema: { tags, security: PUBLIC, querystring: PickerQuerySchema, response: answers(NamesSchema) } },
    async (req) => ok(req, await catalogue.models(req.query)),
  );

  app.get(
    `${base}/productNameList`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: PickerQuerySchema,
        response: answers(ProductNameListSchema),
      },
    },
    async (req) => ok(req, await catalogue.productNames(req.query)),
  );

  app.get(
    `${base}/tasteList`,
    { schema: { tags, security: PUBLIC, querystring: TasteQuerySchema, response: answers(NamesSchema) } },
    async (req) => {
      const { productId, ...filter } = req.query;
      return ok(req, await catalogue.tastes(productId, filter));
    },
  );

  app.get(
    `${base}/detail/:id`,
    { schema: { tags, security: PUBLIC, params: IdParamsSchema, response: answers(ProductDetailSchema) } },
    async (req) => ok(req, await catalogue.detail(req.params.id, requestLang(req))),
  );

  app.get(
    `${base}/listWithBrandSpecial`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: BrandSpecialQuerySchema,
        response: answers(ProductListSchema),
      },
    },
    async (req) => ok(req, await catalogue.ofBrandSpecial(req.query.brandSpecialId)),
  );

  await catalogueConsoleRoutes(app, opts);
};
