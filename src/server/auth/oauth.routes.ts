import { z } from 'zod';
import {
  ExternalRegisterSchema,
  OauthExchangeSchema,
  OauthTicketInfoSchema,
  SessionSchema,
} from '../../shared/schemas/auth.ts';
import { envelope, text } from '../../shared/schemas/common.ts';
import { ok } from '../http/envelope.ts';
import { PUBLIC } from '../http/openapi.ts';
import type { Feature } from '../http/feature.ts';
import { CALLBACK_PATH, OauthFailure } from './oauth.service.ts';
import { CallBackQuerySchema, CallBackUrlSchema, OauthProvidersSchema } from '../../shared/schemas/guide.ts';
import { AppError } from '../http/errors.ts';
import { signInClient } from '../http/sign-in-client.ts';
import { codeClient } from '../http/code-client.ts';

const tags = ['auth'];
const failurePage = (reason: string) => `/auth/facebook?error=${encodeURIComponent(reason)}`;

export const oauthRoutes: Feature = async (app, { services, config, limits }) => {
  const { oauth } = services;

  // The browser navigates here; with `ticket` or `error` it is the web page that completes the sign-in.
  app.get(
    '/auth/facebook',
    {
      schema: {
        security: PUBLIC,
        hide: true,
        querystring: z.object({ ticket: text().optional(), error: text().optional() }),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      if (req.query.ticket || req.query.error) return services.web.sendShell(req, reply);
      try {
        return await reply.redirect(await oauth.authorizeUrl());
      } catch (err) {
        if (err instanceof OauthFailure) return reply.redirect(failurePage(err.reason));
        throw err;
      }
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      schema: {
        security: PUBLIC,
        tags,
        querystring: z.object({
          code: text().optional(),
          state: text().optional(),
          error: text().optional(),
        }),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      try {
        const ticket = await oauth.callback(req.query);
        return await reply.redirect(`/auth/facebook?ticket=${encodeURIComponent(ticket)}`);
      } catch (err) {
        if (err instanceof OauthFailure) {
          req.log.warn({ reason: err.reason }, 'facebook sign-in failed');
          return reply.redirect(failurePage(err.reason));
        }
        throw err;
      }
    },
  );

  // Which providers the sign-in page may offer: a button that can only fail is not shown (issue 38).
  app.get(
    '/api/auth/oauth/providers',
    {
      schema: { tags, security: PUBLIC, response: { 200: envelope(OauthProvidersSchema) } },
    },
    async (req) => ok(req, { facebook: oauth.enabled }),
  );

  // Where the client (or a native shell around it) sends the browser to sign in with a provider; the
  // provider calls back to CALLBACK_PATH, as with the /auth/facebook link.
  app.get(
    '/api/getCallBackUrl',
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: CallBackQuerySchema,
        response: { 200: envelope(CallBackUrlSchema) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => {
      try {
        return ok(req, { url: await oauth.authorizeUrl() });
      } catch (err) {
        if (err instanceof OauthFailure) throw new AppError(409, 'OAUTH_UNAVAILABLE', 'auth.oauthDisabled');
        throw err;
      }
    },
  );

  app.get(
    '/api/auth/oauth/ticket',
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: OauthExchangeSchema,
        response: { 200: envelope(OauthTicketInfoSchema) },
      },
    },
    async (req) => ok(req, await oauth.ticketInfo(req.query.ticket)),
  );

  app.post(
    '/api/auth/oauth/exchange',
    {
      schema: {
        tags,
        security: PUBLIC,
        body: OauthExchangeSchema,
        response: { 200: envelope(SessionSchema) },
      },
    },
    async (req) =>
      ok(req, await oauth.exchange(req.body.ticket, signInClient(req, config.trustProxy)), 'auth.loggedIn'),
  );

  app.post(
    '/api/auth/externalRegister',
    {
      schema: {
        tags,
        security: PUBLIC,
        body: ExternalRegisterSchema,
        response: { 200: envelope(SessionSchema) },
      },
      onRequest: limits.authAttempts,
    },
    async (req) =>
      ok(
        req,
        await oauth.register(req.body, codeClient(req), signInClient(req, config.trustProxy)),
        'auth.loggedIn',
      ),
  );
};
