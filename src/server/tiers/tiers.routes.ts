import { z } from 'zod';
import { envelope } from '../../shared/schemas/common.ts';
import { IdSchema } from '../../shared/schemas/ids.ts';
import {
  ConsoleMemberTierSchema,
  ConsoleTiersSchema,
  MemberTierSchema,
  TiersPutSchema,
  TiersSchema,
} from '../../shared/schemas/tiers.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { requestLang } from '../http/lang.ts';
import { PUBLIC } from '../http/openapi.ts';

const tags = ['tiers'];
const consoleTags = ['console'];

/** Member tiers (issue 39): the member's tier, every tier (public), and the console's tiers. */
export const tiersRoutes: Feature = async (app, { services, config }) => {
  const { auth, tiers, tiersConsole, tierJobs, database } = services;
  if (config.env !== 'test') tierJobs.schedule();

  app.get(
    '/api/hibackend/member/tier',
    { schema: { tags, response: { 200: envelope(MemberTierSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await tiers.memberTier(user.id, requestLang(req)));
    },
  );

  app.get(
    '/api/hibackend/member/tiers',
    { schema: { tags, security: PUBLIC, response: { 200: envelope(TiersSchema) } } },
    async (req) => ok(req, await tiers.tiers(requestLang(req))),
  );

  app.get(
    '/api/console/tiers',
    { schema: { tags: consoleTags, response: { 200: envelope(ConsoleTiersSchema) } } },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await tiersConsole.list());
    },
  );

  app.put(
    '/api/console/tiers',
    { schema: { tags: consoleTags, body: TiersPutSchema, response: { 200: envelope(ConsoleTiersSchema) } } },
    async (req) => {
      const admin = await requireAdmin(req, auth);
      await tiersConsole.replace(admin, req.body);
      return ok(req, await tiersConsole.list());
    },
  );

  app.get(
    '/api/console/tiers/members/:userId',
    {
      schema: {
        tags: consoleTags,
        params: z.object({ userId: IdSchema }),
        response: { 200: envelope(ConsoleMemberTierSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      const userId = BigInt(req.params.userId);
      if (!(await auth.exists(database.db, userId))) throw notFound();
      return ok(req, await tiers.consoleMember(userId, requestLang(req)));
    },
  );
};
