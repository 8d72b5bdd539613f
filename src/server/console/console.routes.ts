import { envelope } from '../../shared/schemas/common.ts';
import { AuditPageSchema, AuditQuerySchema, ConsoleMeSchema } from '../../shared/schemas/console.ts';
import { auditPage } from './audit.console.ts';
import { CONSOLE_IDLE_MS } from '../auth/auth.service.ts';
import type { Feature } from '../http/feature.ts';
import { ok } from '../http/envelope.ts';
import { requireAdmin } from './console.ts';

/**
 * The brand console's guard and `GET /api/console/me` (issue 16). Every `/api/console/...` call is
 * checked for an admin before its input is validated, so a member gets 403 whatever they send. The
 * plugin is not encapsulated (like fastify-plugin's skip-override), so its hook covers the routes of
 * the features registered after it.
 */
export const consoleRoutes: Feature = async (app, { services }) => {
  app.addHook('preValidation', async (req) => {
    if (req.url.startsWith('/api/console/')) await requireAdmin(req, services.auth);
  });

  app.get(
    '/api/console/me',
    { schema: { tags: ['console'], response: { 200: envelope(ConsoleMeSchema) } } },
    async (req) => {
      const { user } = await requireAdmin(req, services.auth);
      return ok(req, {
        id: String(user.id),
        email: user.email,
        nickName: user.nickName,
        idleMinutes: CONSOLE_IDLE_MS / 60_000,
      });
    },
  );

  app.get(
    '/api/console/audit',
    {
      schema: {
        tags: ['console'],
        querystring: AuditQuerySchema,
        response: { 200: envelope(AuditPageSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, services.auth);
      return ok(
        req,
        await auditPage(services.database.db, { ...req.query, pageSize: req.query.pageSize ?? 20 }),
      );
    },
  );
};

(consoleRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
