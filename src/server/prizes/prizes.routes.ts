import { z } from 'zod';
import { envelope } from '../../shared/schemas/common.ts';
import {
  PrizePageQuerySchema,
  PrizeAdminPageSchema,
  PrizeAdminSchema,
  PrizeDetailSchema,
  PrizePageSchema,
  PrizeSaveSchema,
  PrizeUpdateSchema,
  RedeemAddressSchema,
  RedeemCreateSchema,
  RedeemPageSchema,
  RedeemResultSchema,
  RedeemSchema,
  RedeemShipSchema,
} from '../../shared/schemas/prizes.ts';
import { CreatedSchema, IdParamsSchema, IdQuerySchema } from '../../shared/schemas/ids.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../features.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { idempotencyKey } from '../http/idempotency.ts';
import { requestLang } from '../http/lang.ts';
import { PUBLIC } from '../http/openapi.ts';

const tags = ['prizes'];
const base = '/api/hibackend/prize/frontend';
const consoleBase = '/api/console';
const DEFAULT_PAGE = 20;
const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

/** Prizes, redemption orders and their console calls. */
export const prizesRoutes: Feature = async (app, { services }) => {
  const { auth, prizes } = services;

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
      return ok(req, await prizes.redeem(user.id, key, req.body), 'prizes.redeemed');
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

  // --- console -----------------------------------------------------------------------------------
  const consoleTags = ['console'];

  app.post(
    `${consoleBase}/prizes`,
    { schema: { tags: consoleTags, body: PrizeSaveSchema, response: { 200: envelope(CreatedSchema) } } },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await prizes.create(actor, req.body), 'profile.saved');
    },
  );

  app.put(
    `${consoleBase}/prizes/:id`,
    {
      schema: {
        tags: consoleTags,
        params: IdParamsSchema,
        body: PrizeUpdateSchema,
        response: { 200: envelope(PrizeAdminSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await prizes.update(actor, req.params.id, req.body), 'profile.saved');
    },
  );

  app.get(
    `${consoleBase}/prizes`,
    {
      schema: {
        tags: consoleTags,
        querystring: PrizePageQuerySchema,
        response: { 200: envelope(PrizeAdminPageSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await prizes.adminList(req.query.pageSize ?? DEFAULT_PAGE, req.query.cursor));
    },
  );

  app.post(
    `${consoleBase}/redeems/:id/ship`,
    {
      schema: {
        tags: consoleTags,
        params: IdParamsSchema,
        body: RedeemShipSchema,
        response: { 200: envelope(z.object({ id: z.string(), status: z.literal('shipped') })) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await prizes.ship(actor, req.params.id, req.body), 'profile.saved');
    },
  );
};
