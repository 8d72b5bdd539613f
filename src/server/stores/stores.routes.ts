import { EmptySchema, envelope, PageQuerySchema } from '../../shared/schemas/common.ts';
import {
  MySharePageSchema,
  NearQuerySchema,
  StoreDeleteQuerySchema,
  StoreDetailSchema,
  StoreIdQuerySchema,
  StoreListSchema,
  StoreProductListSchema,
  StoreRatingPageSchema,
  StoreRatingQuerySchema,
  StoreSharedSchema,
  StoreShareSchema,
  Top3QuerySchema,
} from '../../shared/schemas/stores.ts';
import { z } from 'zod';
import type { Feature } from '../http/feature.ts';
import { currentSession, requirePoster, requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { PUBLIC, SESSION_OPTIONAL } from '../http/openapi.ts';
import { sharedAnswers } from '../http/shared-answer.ts';

const tags = ['stores'];
const base = '/api/hibackend/store';
const StoreQuerySchema = z.object({ storeId: StoreIdQuerySchema.shape.id });

/** Store sharing, ratings and the nearby search (issue 10). */
export const storesRoutes: Feature = async (app, { services, config }) => {
  const shared = sharedAnswers(config);
  const { auth, stores } = services;
  const viewerOf = async (req: Parameters<typeof currentSession>[0]) =>
    (await currentSession(req, auth))?.user.id ?? null;

  app.post(
    `${base}/evaluate/add`,
    { schema: { tags, body: StoreShareSchema, response: { 200: envelope(StoreSharedSchema) } } },
    async (req) => {
      const { user } = await requirePoster(req, auth);
      return ok(req, await stores.share(user.id, req.body), 'stores.shared');
    },
  );

  app.get(
    `${base}/near`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: NearQuerySchema,
        response: { 200: envelope(StoreListSchema) },
      },
    },
    // The list is the cache's shared object: its text and compressed bytes are kept with it.
    async (req, reply) => shared(req, reply, await stores.near(req.query)),
  );

  app.get(
    `${base}/detail`,
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        querystring: StoreIdQuerySchema,
        response: { 200: envelope(StoreDetailSchema) },
      },
    },
    async (req) => ok(req, await stores.detail(BigInt(req.query.id), await viewerOf(req))),
  );

  app.get(
    `${base}/evaluate/list`,
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        querystring: StoreRatingQuerySchema,
        response: { 200: envelope(StoreRatingPageSchema) },
      },
    },
    async (req) => {
      const { storeId, pageSize, cursor } = req.query;
      return ok(req, await stores.ratings(BigInt(storeId), await viewerOf(req), pageSize, cursor));
    },
  );

  app.get(
    `${base}/evaluate/ownerList`,
    { schema: { tags, querystring: PageQuerySchema, response: { 200: envelope(MySharePageSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await stores.mine(user.id, req.query.pageSize, req.query.cursor));
    },
  );

  app.get(
    `${base}/top3`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: Top3QuerySchema,
        response: { 200: envelope(StoreListSchema) },
      },
    },
    async (req) => {
      const { lat, lng } = req.query;
      return ok(req, await stores.top3(lat !== undefined && lng !== undefined ? { lat, lng } : null));
    },
  );

  app.get(
    `${base}/pickOwnerProduct`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: StoreQuerySchema,
        response: { 200: envelope(StoreProductListSchema) },
      },
    },
    async (req) => ok(req, await stores.products(BigInt(req.query.storeId))),
  );

  app.delete(
    '/api/hibackend/storeinfo/delete',
    { schema: { tags, querystring: StoreDeleteQuerySchema, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      await stores.remove(user.id, BigInt(req.query.id));
      return ok(req, null, 'stores.removed');
    },
  );
};
