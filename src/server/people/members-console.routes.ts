import { envelope, PageQuerySchema } from '../../shared/schemas/common.ts';
import { IdParamsSchema } from '../../shared/schemas/ids.ts';
import {
  ConsoleMemberPageSchema,
  ConsoleMemberSchema,
  ConsolePointsPageSchema,
  MemberSearchQuerySchema,
} from '../../shared/schemas/members.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';

const tags = ['console'];
const base = '/api/console/members';
const DEFAULT_PAGE = 20;

/** The console's members (`/api/console/members`): search, profile with wallets, points flow. */
export const membersConsoleRoutes: Feature = async (app, { services }) => {
  const { auth, membersConsole } = services;

  app.get(
    base,
    {
      schema: {
        tags,
        querystring: MemberSearchQuerySchema,
        response: { 200: envelope(ConsoleMemberPageSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      const { q, pageSize, cursor } = req.query;
      return ok(req, await membersConsole.search({ q, pageSize: pageSize ?? DEFAULT_PAGE, cursor }));
    },
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, params: IdParamsSchema, response: { 200: envelope(ConsoleMemberSchema) } } },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await membersConsole.get(req.params.id));
    },
  );

  app.get(
    `${base}/:id/points`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: envelope(ConsolePointsPageSchema) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      const { pageSize, cursor } = req.query;
      return ok(
        req,
        await membersConsole.points(
          req.params.id,
          { pageSize: pageSize ?? DEFAULT_PAGE, cursor },
          requestLang(req),
        ),
      );
    },
  );
};
