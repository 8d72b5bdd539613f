import {
  EmailUniqueQuerySchema,
  EmailUniqueSchema,
  HasLoginSchema,
  MailCaptchaSendSchema,
  MailCaptchaSentSchema,
  SessionSchema,
  MemberInfoSchema,
  UserLoginSchema,
  UserRegisterSchema,
} from '../../shared/schemas/auth.ts';
import { envelope, EmptySchema } from '../../shared/schemas/common.ts';
import { currentSession, requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { PUBLIC, SESSION_OPTIONAL } from '../http/openapi.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { requestLang } from '../http/lang.ts';
import type { Feature } from '../http/feature.ts';
import { signInClient } from '../http/sign-in-client.ts';
import { codeClient, codeRequester } from '../http/code-client.ts';
import { toUserInfo } from './user.mapper.ts';

const tags = ['auth'];

export const authRoutes: Feature = async (app, { services, config, limits }) => {
  const { auth, captcha } = services;

  app.post(
    '/api/sendMailCaptcha',
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        body: MailCaptchaSendSchema,
        response: { 200: envelope(MailCaptchaSentSchema) },
      },
      config: { rateLimit: { max: config.rateLimitCodesPerHour, timeWindow: '1 hour' } },
    },
    async (req, reply) => {
      const { email, scene } = req.body;
      if (scene === 'login' && (await auth.isEmailUnique(email))) {
        throw badRequest('email', 'auth.emailUnknown', 'EMAIL_UNKNOWN');
      }
      if (scene === 'register' && !(await auth.isEmailUnique(email))) {
        throw conflict('EMAIL_TAKEN', 'auth.emailTaken', 'email');
      }
      if (scene === 'changeEmail') {
        const session = await requireSession(req, auth);
        if (session.user.email === email) throw badRequest('email', 'auth.emailSame', 'EMAIL_SAME');
        if (!(await auth.isEmailUnique(email))) throw conflict('EMAIL_TAKEN', 'auth.emailTaken', 'email');
      }
      if (scene === 'deleteAccount') {
        // Only to the signed-in member's own address: the code confirms the account's owner asks.
        const session = await requireSession(req, auth);
        if (session.user.email !== email)
          throw badRequest('email', 'privacy.notYourEmail', 'EMAIL_NOT_YOURS');
      }
      return ok(
        req,
        await captcha.send(email, scene, requestLang(req), codeRequester(req, reply)),
        'auth.codeSent',
      );
    },
  );

  app.get(
    '/api/auth/checkEmailUnique',
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: EmailUniqueQuerySchema,
        response: { 200: envelope(EmailUniqueSchema) },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req) => ok(req, { unique: await auth.isEmailUnique(req.query.email) }),
  );

  app.post(
    '/api/auth/h5Register',
    {
      schema: {
        tags,
        security: PUBLIC,
        body: UserRegisterSchema,
        response: { 200: envelope(SessionSchema) },
      },
      onRequest: limits.authAttempts,
    },
    async (req) =>
      ok(
        req,
        await auth.register(req.body, codeClient(req), signInClient(req, config.trustProxy)),
        'auth.loggedIn',
      ),
  );

  app.post(
    '/api/auth/h5Login',
    {
      schema: { tags, security: PUBLIC, body: UserLoginSchema, response: { 200: envelope(SessionSchema) } },
      onRequest: limits.authAttempts,
    },
    async (req) =>
      ok(
        req,
        await auth.login(req.body, codeClient(req), signInClient(req, config.trustProxy)),
        'auth.loggedIn',
      ),
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const session = await requireSession(req, auth);
      await auth.logout(session.sessionId);
      return ok(req, null, 'auth.loggedOut');
    },
  );

  app.get(
    '/api/auth/hasLogin',
    { schema: { tags, security: SESSION_OPTIONAL, response: { 200: envelope(HasLoginSchema) } } },
    async (req) => ok(req, { login: (await currentSession(req, auth)) !== null }),
  );

  app.post(
    '/api/auth/refresh',
    { schema: { tags, response: { 200: envelope(SessionSchema) } } },
    async (req) =>
      ok(req, await auth.refresh(await requireSession(req, auth), signInClient(req, config.trustProxy))),
  );

  app.get(
    '/api/getInfoByh5',
    { schema: { tags, response: { 200: envelope(MemberInfoSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, toUserInfo(user, await services.tiers.code(user.id)));
    },
  );
};
