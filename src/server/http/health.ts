import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../shared/schemas/common.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ok } from './envelope.ts';
import { AppError } from './errors.ts';
import { PUBLIC } from './openapi.ts';

/** Probes within this window share one database round trip. */
const PING_EVERY_MS = 1000;

/** `GET /api/health`: up when the database answers; many monitors polling at once cost one query a second. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  let last: { at: number; up: Promise<boolean> } | undefined;
  const ping = () => {
    if (!last || Date.now() - last.at > PING_EVERY_MS) {
      last = { at: Date.now(), up: database.ping().catch(() => false) };
    }
    return last.up;
  };

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        security: PUBLIC,
        response: {
          200: envelope(
            z.object({
              status: z.literal('ok'),
              database: z.enum(['pglite', 'postgres']),
              version: z.string(),
            }),
          ),
        },
      },
      config: { rateLimit: false },
    },
    async (req) => {
      if (!(await ping())) throw new AppError(503, 'DATABASE_DOWN', 'error.unavailable');
      return ok(req, { status: 'ok' as const, database: database.kind, version: config.version });
    },
  );
};
