import type { FastifyRequest } from 'fastify';
import { EmptySchema, envelope, PageQuerySchema } from '../../shared/schemas/common.ts';
import {
  ActionQuerySchema,
  ActionSaveSchema,
  FollowedSchema,
  FollowSaveSchema,
  FootprintPageSchema,
  HiddenListSchema,
  MemberBalanceSchema,
  MemberStatsSchema,
  PersonPageSchema,
  ShieldListQuerySchema,
  ShieldSaveSchema,
  ShieldStateSchema,
  UserPageQuerySchema,
  UserQuerySchema,
} from '../../shared/schemas/social.ts';
import { membersConsoleRoutes } from './members-console.routes.ts';
import type { Feature } from '../http/feature.ts';
import { currentSession, requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { SESSION_OPTIONAL } from '../http/openapi.ts';

const tags = ['people'];
const api = '/api/hibackend';

/** Which message a shield change answers with: the block when both changed. */
const shieldKey = (b: { block?: boolean; mute?: boolean }) => {
  if (b.block !== undefined) return b.block ? 'social.blockDone' : 'social.unblockDone';
  return b.mute ? 'social.muteDone' : 'social.unmuteDone';
};

/** Follows, member pages, footprint, block, mute, not interested (docs/decisions/058, 060). */
export const peopleRoutes: Feature = async (app, opts) => {
  const { services } = opts;
  const { auth, follows, shields, footprints } = services;
  await membersConsoleRoutes(app, opts);
  const viewerOf = async (req: FastifyRequest) => (await currentSession(req, auth))?.user.id ?? null;

  // --- follows -----------------------------------------------------------------------------------

  app.post(
    `${api}/article/follow/save`,
    { schema: { tags, body: FollowSaveSchema, response: { 200: envelope(FollowedSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const saved = await follows.save(user.id, req.body);
      return ok(req, saved, req.body.follow ? 'social.followed' : 'social.unfollowed');
    },
  );

  /** Another member's lists are public; one's own (no `userId`) needs the session. */
  const listOwner = async (req: FastifyRequest, userId: string | undefined) => {
    if (userId) return { owner: BigInt(userId), viewer: await viewerOf(req) };
    const { user } = await requireSession(req, auth);
    return { owner: user.id, viewer: user.id };
  };
  const listSchema = {
    tags,
    security: SESSION_OPTIONAL,
    querystring: UserPageQuerySchema,
    response: { 200: envelope(PersonPageSchema) },
  };

  app.get(`${api}/article/follow/friend/listPage`, { schema: listSchema }, async (req) => {
    const { owner, viewer } = await listOwner(req, req.query.userId);
    return ok(req, await follows.following(owner, viewer, req.query.pageSize, req.query.cursor));
  });

  app.get(`${api}/article/follow/fans/listPage`, { schema: listSchema }, async (req) => {
    const { owner, viewer } = await listOwner(req, req.query.userId);
    return ok(req, await follows.followers(owner, viewer, req.query.pageSize, req.query.cursor));
  });

  // --- member pages --------------------------------------------------------------------------------

  app.get(
    `${api}/myStatistics/other`,
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        querystring: UserQuerySchema,
        response: { 200: envelope(MemberStatsSchema) },
      },
    },
    async (req) => ok(req, await follows.stats(BigInt(req.query.userId), await viewerOf(req))),
  );

  app.get(
    `${api}/myStatistics/otherBalance`,
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        querystring: UserQuerySchema,
        response: { 200: envelope(MemberBalanceSchema) },
      },
    },
    async (req) => ok(req, await follows.balance(BigInt(req.query.userId))),
  );

  // --- footprint -----------------------------------------------------------------------------------

  app.get(
    `${api}/user/footprint/listPage`,
    { schema: { tags, querystring: PageQuerySchema, response: { 200: envelope(FootprintPageSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await footprints.page(user.id, req.query.pageSize, req.query.cursor));
    },
  );

  app.delete(
    `${api}/user/footprint`,
    { schema: { tags, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      await footprints.clear(user.id);
      return ok(req, null, 'social.footprintCleared');
    },
  );

  // --- block, mute, not interested -----------------------------------------------------------------

  app.post(
    `${api}/user/shield/save`,
    { schema: { tags, body: ShieldSaveSchema, response: { 200: envelope(ShieldStateSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const state = await shields.save(user.id, req.body);
      return ok(req, state, shieldKey(req.body));
    },
  );

  app.get(
    `${api}/user/shield/list`,
    {
      schema: { tags, querystring: ShieldListQuerySchema, response: { 200: envelope(PersonPageSchema) } },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const { kind, pageSize, cursor } = req.query;
      return ok(req, await shields.list(user.id, kind, pageSize, cursor));
    },
  );

  app.post(
    `${api}/user/action/save`,
    { schema: { tags, body: ActionSaveSchema, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      await shields.hide(user.id, req.body.targetType, req.body.targetId);
      return ok(req, null, 'social.hidden');
    },
  );

  app.get(
    `${api}/user/action/list`,
    { schema: { tags, response: { 200: envelope(HiddenListSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await shields.hiddenList(user.id));
    },
  );

  app.delete(
    `${api}/user/action`,
    { schema: { tags, querystring: ActionQuerySchema, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      await shields.unhide(user.id, req.query.targetType, req.query.targetId);
      return ok(req, null, 'social.unhidden');
    },
  );
};
