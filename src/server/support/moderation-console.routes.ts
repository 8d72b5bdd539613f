import { z } from 'zod';
import { envelope } from '../../shared/schemas/common.ts';
import { IdParamsSchema } from '../../shared/schemas/ids.ts';
import {
  ModerationActionSchema,
  ModerationQueueQuerySchema,
  ModerationQueueSchema,
  ModerationResultSchema,
  ModerationTargetParamsSchema,
  ModerationTargetSchema,
  SuspendSchema,
} from '../../shared/schemas/support.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';

const tags = ['console'];
const base = '/api/console/support';
const SuspendedSchema = z.object({ suspendedUntil: z.string().nullable() });

/** The moderation queue: reports grouped by target, one target's reports, actions; members' suspension. */
export const moderationConsoleRoutes: Feature = async (app, { services }) => {
  const { auth, moderation } = services;

  app.get(
    `${base}/moderation`,
    {
      schema: {
        tags,
        querystring: ModerationQueueQuerySchema,
        response: { 200: envelope(ModerationQueueSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await moderation.queue(req.query, requestLang(req)));
    },
  );
  app.get(
    `${base}/moderation/:targetType/:targetId`,
    {
      schema: {
        tags,
        params: ModerationTargetParamsSchema,
        response: { 200: envelope(ModerationTargetSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      const { targetType, targetId } = req.params;
      return ok(req, await moderation.target(targetType, BigInt(targetId), requestLang(req)));
    },
  );
  app.post(
    `${base}/moderation/:targetType/:targetId`,
    {
      schema: {
        tags,
        params: ModerationTargetParamsSchema,
        body: ModerationActionSchema,
        response: { 200: envelope(ModerationResultSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      const { targetType, targetId } = req.params;
      return ok(req, await moderation.act(actor, targetType, BigInt(targetId), req.body), 'profile.saved');
    },
  );
  app.post(
    `${base}/members/:id/suspend`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: SuspendSchema,
        response: { 200: envelope(SuspendedSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      const { days, reason } = req.body;
      return ok(
        req,
        await moderation.suspend(actor, BigInt(req.params.id), days, reason ?? null),
        'profile.saved',
      );
    },
  );
  app.delete(
    `${base}/members/:id/suspend`,
    { schema: { tags, params: IdParamsSchema, response: { 200: envelope(SuspendedSchema) } } },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await moderation.suspend(actor, BigInt(req.params.id), null, null), 'profile.saved');
    },
  );
};
