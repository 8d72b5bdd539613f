import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { AuthService } from './auth/auth.service.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerClosing } from './http/closing.ts';
import { READ_CACHE_CHANNEL } from './infra/read-cache.bus.ts';
import { registerCompression } from './http/compression.ts';
import { healthRoutes } from './http/health.ts';
import { sharedLimits } from './http/limits.ts';
import { loggerOptions } from './http/log.ts';
import { openApiTransform } from './http/openapi.ts';
import { clientErrorHandler, handleError, registerErrorHandling } from './http/error-handler.ts';
import { AppError, tooMany } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createSerializerCompiler } from './http/serializer.ts';
import { isApiPath, registerResponseEncryption, registerSignatureCheck } from './http/signature.ts';
import { registerMedia } from './http/media.ts';
import { registerStatic } from './http/spa.ts';
import { FEATURES } from './features.ts';
import { createServices, type Services } from './services.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Extra pino options (a `stream`, say), or false for silence (tests). */
  logger?: boolean | object;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export async function buildApp({
  config,
  database,
  logger,
}: AppOptions): Promise<FastifyInstance & { services: Services }> {
  const app = Fastify({
    logger:
      logger === false ? false : loggerOptions(config.logLevel, typeof logger === 'object' ? logger : {}),
    trustProxy: config.trustProxy,
    // Our own 503 in the envelope while closing (http/closing.ts).
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    // A malformed or over-long path parameter is refused by the router: answer it in the envelope too.
    frameworkErrors: (error, req, reply) => void handleError(error, req, reply),
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Compiled serialisers from the zod schemas' JSON Schema; the tests also check them against zod.
  app.setSerializerCompiler(createSerializerCompiler(config.env === 'test'));

  // Bodies are JSON (or multipart uploads): a text/plain body is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body is no body (a POST without arguments); the route's schema decides if one is needed.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, undefined) : parseJson(req, body as string, done),
  );

  const services = createServices(config, database, app.log);
  app.decorate('services', services);
  await database.listen(AuthService.CHANNEL, (message) => services.auth.cache.drop(message));
  await database.listen(READ_CACHE_CHANNEL, (message) => services.readCaches.receive(message));
  // The earning rules of spec §9 exist on every database, demo data or not.
  await services.points.ensureRules();
  await services.tiers.ensureDefaults();

  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  registerErrorHandling(app);
  registerClosing(app);
  registerSignatureCheck(app, config);
  registerResponseEncryption(app, config);
  registerCompression(app);

  registerSecurityHeaders(app);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  // Without its offline queue a command before the connection is up fails, and the limiter lets the
  // request through uncounted: the first requests of a new instance would escape the shared limits.
  // Wait for the connection (at most its timeout: a Redis that is down must not stop the start).
  if (redis) await redisReady(redis, 2500);
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    nameSpace: 'vc-rl:',
    ...(redis ? { redis, skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) =>
      tooMany('RATE_LIMITED', 'error.tooManyRequests', Math.ceil(ctx.ttl / 1000)),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Vapour Club API',
        version: config.version,
        description: 'Answers are {code, msg, data}.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
      security: [{ session: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes, { database, config });
  const limits = sharedLimits(app, config, services.auth);
  for (const feature of FEATURES) await app.register(feature, { services, config, limits });
  await registerMedia(app, services.storage, config.dataDir);
  await registerStatic(app, config, services.web);

  // Unknown API paths get the JSON 404; any other GET is a page of the app (404 when not in the route table).
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const api = isApiPath(path);
    if ((req.method === 'GET' || req.method === 'HEAD') && !api && !/^\/obs\//i.test(path)) {
      return services.web.sendShell(req, reply);
    }
    throw new AppError(404, 'NOT_FOUND', api ? 'error.apiNotFound' : 'error.notFound', {
      params: { path },
    });
  });

  app.addHook('onClose', async () => services.mailer.close());
  return app as FastifyInstance & { services: Services };
}

/** Resolves once `redis` is connected, or after `ms` (it keeps trying in the background). */
function redisReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}
