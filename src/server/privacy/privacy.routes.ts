import { envelope, EmptySchema } from '../../shared/schemas/common.ts';
import {
  ConsentChangeSchema,
  ConsentRecordSchema,
  DeleteAccountSchema,
  DeletionScheduledSchema,
  ExportDownloadQuerySchema,
  ExportParamsSchema,
  ExportStartedSchema,
  ExportStatusSchema,
  LatestExportSchema,
  RevokedSchema,
  SessionParamsSchema,
  UserSessionListSchema,
} from '../../shared/schemas/privacy.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';
import { codeClient } from '../http/code-client.ts';

const tags = ['privacy'];
const user = '/api/hibackend/user';
const base = `${user}/privacy`;

/** Privacy self-service (issue 17): devices and sessions, data export, account deletion, consents. */
export const privacyRoutes: Feature = async (app, { services, limits }) => {
  const { perMember } = limits;
  const { auth, sessions, exports, deletion, consents } = services;

  app.get(
    `${user}/sessions`,
    { schema: { tags, response: { 200: envelope(UserSessionListSchema) } } },
    async (req) => {
      const ctx = await requireSession(req, auth);
      return ok(req, { list: await sessions.list(ctx.user.id, ctx.sessionId) });
    },
  );
  app.delete(
    `${user}/sessions/:id`,
    { schema: { tags, params: SessionParamsSchema, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const ctx = await requireSession(req, auth);
      await sessions.revoke(ctx.user.id, BigInt(req.params.id));
      return ok(req, null, 'privacy.sessionEnded');
    },
  );
  app.post(
    `${user}/sessions/revokeOthers`,
    { schema: { tags, response: { 200: envelope(RevokedSchema) } } },
    async (req) => {
      const ctx = await requireSession(req, auth);
      return ok(
        req,
        { revoked: await sessions.revokeOthers(ctx.user.id, ctx.sessionId) },
        'privacy.sessionsEnded',
      );
    },
  );

  app.post(
    `${base}/export`,
    {
      schema: { tags, response: { 200: envelope(ExportStartedSchema) } },
      config: { rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: perMember } },
    },
    async (req) => {
      const ctx = await requireSession(req, auth);
      return ok(req, await exports.start(ctx.user.id, requestLang(req)), 'privacy.exportStarted');
    },
  );
  app.get(
    `${base}/export`,
    { schema: { tags, response: { 200: envelope(LatestExportSchema) } } },
    async (req) => {
      const ctx = await requireSession(req, auth);
      return ok(req, { latest: await exports.latest(ctx.user.id) });
    },
  );
  app.get(
    `${base}/export/:exportId`,
    { schema: { tags, params: ExportParamsSchema, response: { 200: envelope(ExportStatusSchema) } } },
    async (req) => {
      const ctx = await requireSession(req, auth);
      return ok(req, await exports.status(ctx.user.id, BigInt(req.params.exportId)));
    },
  );
  app.get(
    `${base}/export/:exportId/download`,
    { schema: { tags, params: ExportParamsSchema, querystring: ExportDownloadQuerySchema } },
    async (req, reply) => {
      const ctx = await requireSession(req, auth);
      const linkOnly = req.query.as === 'link';
      const archive = await exports.download(ctx.user.id, BigInt(req.params.exportId), { linkOnly });
      reply.header('cache-control', 'private, no-store');
      // The web app asks for the link: a browser cannot follow a redirect to the bucket with fetch.
      if (linkOnly) return ok(req, { url: archive.redirect ?? null });
      // On a bucket: a link of a few minutes, after the owner check, so no instance relays the bytes.
      if (!('body' in archive)) {
        if (archive.redirect === null) throw new Error('a link was not asked for');
        return reply.redirect(archive.redirect, 302);
      }
      return reply
        .type('application/zip')
        .header('content-length', archive.bytes)
        .header('content-disposition', `attachment; filename="${archive.name}"`)
        .send(archive.body);
    },
  );

  app.post(
    `${base}/delete`,
    { schema: { tags, body: DeleteAccountSchema, response: { 200: envelope(DeletionScheduledSchema) } } },
    async (req) => {
      const ctx = await requireSession(req, auth);
      return ok(
        req,
        await deletion.schedule(ctx, req.body.code, req.body.keepContent, codeClient(req)),
        'privacy.deletionScheduled',
      );
    },
  );
  app.post(
    `${base}/delete/cancel`,
    { schema: { tags, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const ctx = await requireSession(req, auth);
      await deletion.cancel(ctx.user.id);
      return ok(req, null, 'privacy.deletionCancelled');
    },
  );

  app.get(
    `${base}/consents`,
    { schema: { tags, response: { 200: envelope(ConsentRecordSchema) } } },
    async (req) => {
      const ctx = await requireSession(req, auth);
      return ok(req, await consents.record(ctx.user.id));
    },
  );
  app.post(
    `${base}/consents`,
    { schema: { tags, body: ConsentChangeSchema, response: { 200: envelope(ConsentRecordSchema) } } },
    async (req) => {
      const ctx = await requireSession(req, auth);
      return ok(req, await consents.change(ctx.user.id, req.body), 'privacy.consentSaved');
    },
  );
};
