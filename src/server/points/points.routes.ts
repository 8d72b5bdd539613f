import { z } from 'zod';
import { envelope } from '../../shared/schemas/common.ts';
import {
  BalanceSchema,
  GrantedSchema,
  GrantSchema,
  MyStatisticsSchema,
  PointFlowPageSchema,
  PointFlowQuerySchema,
  PointsRuleSchema,
  PointsTaskSchema,
  RuleCodeQuerySchema,
  RuleUpdateSchema,
} from '../../shared/schemas/points.ts';
import { audit, requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { idempotencyKey, once } from '../http/idempotency.ts';
import { requestLang } from '../http/lang.ts';
import { PUBLIC } from '../http/openapi.ts';
import { sharedAnswers } from '../http/shared-answer.ts';
import { tellPointsChanged } from './points.notices.ts';

const tags = ['points'];
const rules = '/api/hibackend/pointsRule';

/** Points: rules and tasks, the wallet and its history; console grants and rule changes. */
export const pointsRoutes: Feature = async (app, { services, config }) => {
  const { auth, points, database } = services;
  const shared = sharedAnswers(config);

  app.get(
    `${rules}/frontend/list`,
    { schema: { tags, security: PUBLIC, response: { 200: envelope(z.array(PointsRuleSchema)) } } },
    async (req) => ok(req, await points.rules(requestLang(req))),
  );

  app.get(
    `${rules}/backend/detailByCode`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: RuleCodeQuerySchema,
        response: { 200: envelope(PointsRuleSchema) },
      },
    },
    async (req) => ok(req, await points.rule(req.query.code, requestLang(req))),
  );

  app.get(
    `${rules}/frontend/task/list`,
    { schema: { tags, response: { 200: envelope(z.array(PointsTaskSchema)) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await points.tasks(user.id, requestLang(req)));
    },
  );

  app.get(
    '/api/hibackend/myStatistics/myBalance',
    { schema: { tags, response: { 200: envelope(BalanceSchema) } } },
    async (req) => ok(req, await points.balance((await requireSession(req, auth)).user.id)),
  );

  app.get(
    '/api/hibackend/myStatistics/my',
    { schema: { tags, response: { 200: envelope(MyStatisticsSchema) } } },
    async (req) => ok(req, await points.statistics((await requireSession(req, auth)).user.id)),
  );

  app.get(
    '/api/hibackend/pointsBalance/pointFlow',
    { schema: { tags, querystring: PointFlowQuerySchema, response: { 200: envelope(PointFlowPageSchema) } } },
    async (req, reply) => {
      const { user } = await requireSession(req, auth);
      const { pageSize, cursor } = req.query;
      const page = await points.flows(user.id, requestLang(req), pageSize ?? 20, cursor);
      // The first page is the member's cached object: its text and compressed bytes are kept with it.
      return cursor ? ok(req, page) : shared(req, reply, page);
    },
  );

  app.post(
    '/api/console/points/grant',
    { schema: { tags: ['console'], body: GrantSchema, response: { 200: envelope(GrantedSchema) } } },
    async (req) => {
      const admin = await requireAdmin(req, auth);
      const key = idempotencyKey(req);
      const { userId, delta, reason } = req.body;
      const result = await once(
        database.db,
        { userId: admin.user.id, key, scope: 'console.points.grant', body: req.body },
        async (tx) => {
          const member = BigInt(userId);
          if (!(await auth.exists(tx, member))) throw notFound();
          const changed = await points.change(tx, {
            userId: member,
            delta,
            ruleCode: 'CONSOLE',
            ref: reason,
            idempotencyKey: `console:${admin.user.id}:${key}`,
          });
          await tellPointsChanged(tx, member, delta, reason);
          await audit(tx, {
            actor: admin,
            action: 'points.grant',
            target: `user:${userId}`,
            after: { delta, reason, ...changed },
          });
          return changed;
        },
      );
      return ok(req, result);
    },
  );

  app.get(
    '/api/console/points/rules',
    {
      schema: {
        tags: ['console'],
        response: { 200: envelope(z.object({ list: z.array(PointsRuleSchema) })) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, { list: await points.rules(requestLang(req)) });
    },
  );

  app.put(
    '/api/console/points/rules/:code',
    {
      schema: {
        tags: ['console'],
        params: RuleCodeQuerySchema,
        body: RuleUpdateSchema,
        response: { 200: envelope(PointsRuleSchema) },
      },
    },
    async (req) => {
      const admin = await requireAdmin(req, auth);
      await database.db.transaction(async (tx) => {
        const { before, after } = await points.updateRule(tx, req.params.code, req.body);
        await audit(tx, {
          actor: admin,
          action: 'points.rules.update',
          target: `rule:${req.params.code}`,
          before,
          after,
        });
      });
      return ok(req, await points.rule(req.params.code, requestLang(req)));
    },
  );
};
