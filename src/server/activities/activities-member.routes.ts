import { z } from 'zod';
import { envelope } from '../../shared/schemas/common.ts';
import {
  ActivityDetailSchema,
  ActivityListQuerySchema,
  ActivityListSchema,
  ActivityPageSchema,
  AttendNumQuerySchema,
  AttendNumSchema,
  BrandActivityListSchema,
  BrandSpecialActivitiesQuerySchema,
  OddsRowSchema,
} from '../../shared/schemas/activities.ts';
import { IdParamsSchema } from '../../shared/schemas/ids.ts';
import type { Feature } from '../http/feature.ts';
import { currentSession, requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';
import { PUBLIC, SESSION_OPTIONAL } from '../http/openapi.ts';

const tags = ['activities'];
const base = '/api/hibackend/activity';
const DEFAULT_PAGE = 20;
const OddsListSchema = z.object({ list: z.array(OddsRowSchema) });

/** Activity reads (`/api/hibackend/activity/...`): build/detail, activityPrizeList, recommend, activityListByBrandSpecial, activityListByFollowedBrands, attendNum, the list with tabs. */
export const activitiesMemberRoutes: Feature = async (app, { services }) => {
  const { auth } = services;
  const reads = services.activities.reads;
  const viewerOf = async (req: Parameters<typeof currentSession>[0]) =>
    (await currentSession(req, auth))?.user.id ?? null;

  app.get(
    `${base}/build/detail/:id`,
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        params: IdParamsSchema,
        response: { 200: envelope(ActivityDetailSchema) },
      },
    },
    async (req) => ok(req, await reads.detail(BigInt(req.params.id), await viewerOf(req), requestLang(req))),
  );
  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: ActivityListQuerySchema,
        response: { 200: envelope(ActivityPageSchema) },
      },
    },
    async (req) => {
      const { pageSize, ...q } = req.query;
      return ok(req, await reads.list({ ...q, pageSize: pageSize ?? DEFAULT_PAGE }, requestLang(req)));
    },
  );
  // activityPrizeList takes `activityId` like attendNum: one query shape for both.
  app.get(
    `${base}/activityPrizeList`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: AttendNumQuerySchema,
        response: { 200: envelope(OddsListSchema) },
      },
    },
    async (req) => ok(req, await reads.prizeList(BigInt(req.query.activityId), requestLang(req))),
  );
  app.get(
    `${base}/recommend`,
    { schema: { tags, security: PUBLIC, response: { 200: envelope(ActivityListSchema) } } },
    async (req) => ok(req, await reads.recommend(requestLang(req))),
  );
  app.get(
    `${base}/activityListByBrandSpecial`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: BrandSpecialActivitiesQuerySchema,
        response: { 200: envelope(ActivityListSchema) },
      },
    },
    async (req) => ok(req, await reads.byBrandSpecial(BigInt(req.query.brandSpecialId), requestLang(req))),
  );
  // `/activity/vape`: the brands come from the content feature's follows, the activities from ours.
  app.get(
    `${base}/activityListByFollowedBrands`,
    { schema: { tags, response: { 200: envelope(BrandActivityListSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const followed = await services.taxonomy.follows.followedIds(user.id);
      return ok(req, await reads.byBrandSpecials(followed, requestLang(req)));
    },
  );
  app.get(
    `${base}/attendNum`,
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        querystring: AttendNumQuerySchema,
        response: { 200: envelope(AttendNumSchema) },
      },
    },
    async (req) => ok(req, await reads.attendNum(BigInt(req.query.activityId), await viewerOf(req))),
  );
};
