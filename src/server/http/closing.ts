import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * While the app closes, a request that still arrives (on a kept-alive connection) gets a 503 in the
 * envelope, with `Retry-After` and `Connection: close`, instead of Fastify's own body; the load
 * balancer sends the retry to another instance. Needs `return503OnClosing: false`.
 */
export function registerClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_req, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    done(new AppError(503, 'SHUTTING_DOWN', 'error.unavailable', { retryAfter: 1 }));
  });
}
