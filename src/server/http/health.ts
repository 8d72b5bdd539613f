import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../shared/schemas/common.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ok } from './envelope.ts';
import { AppError } from './errors.ts';
import { PUBLIC } from './openapi.ts';

/** Probes within this window share one database round trip. */
const PING_EVERY_MS = 500;
/** A database that has not answered by then counts as down: with the shared window, health knows within 2 s. */
const PING_TIMEOUT_MS = 1400;

/** True when the database answers `select 1` within the timeout. */
function pingWithin(database: Database, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    database.ping().then(
      (up) => {
        clearTimeout(timer);
        resolve(up);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

/** `GET /api/health`: up when the database answers; many monitors polling at once cost two queries a second. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  let last: { at: number; up: Promise<boolean> } | undefined;
  const ping = () => {
    if (!last || Date.now() - last.at > PING_EVERY_MS) {
      const probe = { at: Date.now(), up: pingWithin(database, PING_TIMEOUT_MS) };
      // A failed probe is not shared after it ends: the first one after the database is back says so.
      void probe.up.then((up) => !up && (probe.at = 0));
      last = probe;
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
      if (!(await ping())) throw new AppError(503, 'DATABASE_DOWN', 'error.unavailable', { retryAfter: 2 });
      return ok(req, { status: 'ok' as const, database: database.kind, version: config.version });
    },
  );
};
