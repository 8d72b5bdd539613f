import { z } from 'zod';
import { EmptySchema, envelope, PageQuerySchema } from '../../shared/schemas/common.ts';
import { IdParamsSchema } from '../../shared/schemas/ids.ts';
import {
  ConsoleSystemNoticeSchema,
  NoticePageSchema,
  NoticeTypeParamsSchema,
  SystemNoticeListSchema,
  SystemNoticeSaveSchema,
  UnreadSchema,
} from '../../shared/schemas/social.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { currentSession, requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';
import { SESSION_OPTIONAL } from '../http/openapi.ts';

const tags = ['notifications'];
const consoleTags = ['console'];
const notice = '/api/hibackend/notice';
const sysNotice = '/api/hibackend/sysNotice';
const consoleBase = '/api/console/notices';
const unread = { 200: envelope(UnreadSchema) };

/** Notifications (the bell), system notices and the console that sends them. */
export const notificationsRoutes: Feature = async (app, { services }) => {
  const { auth, notifications } = services;

  app.get(
    `${notice}/listPage`,
    { schema: { tags, querystring: PageQuerySchema, response: { 200: envelope(NoticePageSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(
        req,
        await notifications.listPage(user.id, req.query.pageSize, req.query.cursor, requestLang(req)),
      );
    },
  );

  app.get(`${notice}/unreadCount`, { schema: { tags, response: unread } }, async (req) => {
    const { user } = await requireSession(req, auth);
    return ok(req, await notifications.unread(user.id));
  });

  app.post(
    `${notice}/read/:id`,
    { schema: { tags, params: IdParamsSchema, response: unread } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await notifications.read(user.id, req.params.id));
    },
  );

  app.post(`${notice}/readAll`, { schema: { tags, response: unread } }, async (req) => {
    const { user } = await requireSession(req, auth);
    return ok(req, await notifications.readAll(user.id), 'social.allRead');
  });

  app.get(
    `${sysNotice}/content/:type`,
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        params: NoticeTypeParamsSchema,
        response: { 200: envelope(SystemNoticeListSchema) },
      },
    },
    async (req) => {
      const session = await currentSession(req, auth);
      const viewer = session?.user.id ?? null;
      return ok(req, await notifications.system.list(viewer, req.params.type, requestLang(req)));
    },
  );

  app.post(
    `${sysNotice}/update/:type`,
    { schema: { tags, params: NoticeTypeParamsSchema, response: unread } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await notifications.readSystem(user.id, req.params.type));
    },
  );

  // --- console -----------------------------------------------------------------------------------

  app.get(
    consoleBase,
    {
      schema: {
        tags: consoleTags,
        response: { 200: envelope(z.object({ list: z.array(ConsoleSystemNoticeSchema) })) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await notifications.system.consoleList());
    },
  );

  app.post(
    consoleBase,
    {
      schema: {
        tags: consoleTags,
        body: SystemNoticeSaveSchema,
        response: { 200: envelope(ConsoleSystemNoticeSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await notifications.system.publish(actor, req.body), 'social.noticeSent');
    },
  );

  app.delete(
    `${consoleBase}/:id`,
    { schema: { tags: consoleTags, params: IdParamsSchema, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await notifications.system.remove(actor, req.params.id), 'content.removed');
    },
  );
};
