import { z } from 'zod';
import {
  AwardClaimedSchema,
  ClaimAwardSchema,
  MyAwardPageSchema,
  WinnerPageSchema,
  WinnerQuerySchema,
} from '../../shared/schemas/activities.ts';
import { envelope, PageQuerySchema } from '../../shared/schemas/common.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { idempotencyKey } from '../http/idempotency.ts';
import { requestLang } from '../http/lang.ts';
import { PUBLIC } from '../http/openapi.ts';

const tags = ['activities'];
const base = '/api/hibackend/activity';
const DEFAULT_PAGE = 20;
const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

/** Awards and winners: `my/awardsListPage`, `awardsListPage`, claiming an award to an address. */
export const awardsRoutes: Feature = async (app, { services }) => {
  const { auth, awards } = services;

  app.get(
    `${base}/my/awardsListPage`,
    { schema: { tags, querystring: PageQuerySchema, response: { 200: envelope(MyAwardPageSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const { pageSize, cursor } = req.query;
      return ok(
        req,
        await awards.mine(user.id, requestLang(req), { pageSize: pageSize ?? DEFAULT_PAGE, cursor }),
      );
    },
  );

  app.get(
    `${base}/awardsListPage`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: WinnerQuerySchema,
        response: { 200: envelope(WinnerPageSchema) },
      },
    },
    async (req) => {
      const { pageSize, cursor, activityId } = req.query;
      return ok(
        req,
        await awards.winners(requestLang(req), { pageSize: pageSize ?? DEFAULT_PAGE, cursor, activityId }),
      );
    },
  );

  app.post(
    `${base}/my/awards/claim`,
    {
      schema: {
        tags,
        headers: IdempotencyHeaders,
        body: ClaimAwardSchema,
        response: { 200: envelope(AwardClaimedSchema) },
      },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const key = idempotencyKey(req);
      return ok(req, await awards.claim(user.id, key, req.body), 'activity.awardShipped');
    },
  );
};
