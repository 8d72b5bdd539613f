import { z } from 'zod';
import {
  AttendResultSchema,
  DrawLogQuerySchema,
  DrawLogSchema,
  MyEntriesSchema,
} from '../../shared/schemas/activities.ts';
import { envelope } from '../../shared/schemas/common.ts';
import { IdParamsSchema } from '../../shared/schemas/ids.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { idempotencyKey } from '../http/idempotency.ts';
import { requestLang } from '../http/lang.ts';
import { PUBLIC } from '../http/openapi.ts';

const tags = ['activities'];
/** Documents the header; `idempotencyKey()` checks it (400 naming it when missing). */
const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });
const base = '/api/hibackend/activity';

/** Entries and draws: `attend/{id}`, `attendResult/{id}`, the public draw log. */
export const drawsRoutes: Feature = async (app, { services }) => {
  const { auth, draws } = services;

  app.post(
    `${base}/attend/:id`,
    {
      schema: {
        tags,
        headers: IdempotencyHeaders,
        params: IdParamsSchema,
        response: { 200: envelope(AttendResultSchema) },
      },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const key = idempotencyKey(req);
      return ok(req, await draws.attend(user.id, BigInt(req.params.id), key, requestLang(req)));
    },
  );

  app.get(
    `${base}/attendResult/:id`,
    { schema: { tags, params: IdParamsSchema, response: { 200: envelope(MyEntriesSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await draws.myEntries(user.id, BigInt(req.params.id), requestLang(req)));
    },
  );

  app.get(
    `${base}/drawLog/:id`,
    {
      schema: {
        tags,
        security: PUBLIC,
        params: IdParamsSchema,
        querystring: DrawLogQuerySchema,
        response: { 200: envelope(DrawLogSchema) },
      },
    },
    async (req) => ok(req, await draws.drawLog(BigInt(req.params.id), requestLang(req), req.query)),
  );
};
