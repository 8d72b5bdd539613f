import { z } from 'zod';
import { envelope } from '../../shared/schemas/common.ts';
import {
  PrizePageQuerySchema,
  PrizeDetailSchema,
  PrizePageSchema,
  RedeemAddressSchema,
  RedeemCreateSchema,
  RedeemPageSchema,
  RedeemResultSchema,
  RedeemSchema,
} from '../../shared/schemas/prizes.ts';
import { IdParamsSchema, IdQuerySchema } from '../../shared/schemas/ids.ts';
import { prizesConsoleRoutes } from './prizes-console.routes.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { idempotencyKey } from '../http/idempotency.ts';
import { requestLang } from '../http/lang.ts';
import { PUBLIC } from '../http/openapi.ts';

const tags = ['prizes'];
const base = '/api/hibackend/prize/frontend';
const DEFAULT_PAGE = 20;
const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

/** Prizes, redemption orders and their console calls. */
export const prizesRoutes: Feature = async (app, opts) => {
  const { auth, prizes } = opts.services;

  app.get(
    `${base}/listPage`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: PrizePageQuerySchema,
        response: { 200: envelope(PrizePageSchema) },
      },
    },
    async (req) =>
      ok(req, await prizes.list(requestLang(req), req.query.pageSize ?? DEFAULT_PAGE, req.query.cursor)),
  );

  app.get(
    `${base}/detail/:id`,
    {
      schema: {
        tags,
        security: PUBLIC,
        params: IdParamsSchema,
        response: { 200: envelope(PrizeDetailSchema) },
      },
    },
    async (req) => ok(req, await prizes.detail(req.params.id, requestLang(req))),
  );

  app.post(
    `${base}/redeem`,
    {
      schema: {
        tags,
        headers: IdempotencyHeaders,
        body: RedeemCreateSchema,
        response: { 200: envelope(RedeemResultSchema) },
      },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const key = idempotencyKey(req);
      return ok(req, await prizes.redeem(user.id, key, req.body, requestLang(req)), 'prizes.redeemed');
    },
  );

  app.get(
    `${base}/owner/redeem/pageList`,
    { schema: { tags, querystring: PrizePageQuerySchema, response: { 200: envelope(RedeemPageSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(
        req,
        await prizes.myRedeems(
          user.id,
          requestLang(req),
          req.query.pageSize ?? DEFAULT_PAGE,
          req.query.cursor,
        ),
      );
    },
  );

  app.get(
    `${base}/owner/redeem/detail`,
    { schema: { tags, querystring: IdQuerySchema, response: { 200: envelope(RedeemSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await prizes.myRedeem(user.id, req.query.id, requestLang(req)));
    },
  );

  app.post(
    `${base}/owner/redeem/address`,
    { schema: { tags, body: RedeemAddressSchema, response: { 200: envelope(RedeemSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(
        req,
        await prizes.changeAddress(user.id, req.body.redeemId, req.body.addressId, requestLang(req)),
        'profile.saved',
      );
    },
  );

  await prizesConsoleRoutes(app, opts);
};
