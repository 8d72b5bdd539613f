import { envelope } from '../../shared/schemas/common.ts';
import {
  BrandFollowedSchema,
  BrandFollowSaveSchema,
  MyBrandStatisticsSchema,
} from '../../shared/schemas/content.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';

const tags = ['content'];

/** Following brand pages and the member's brand figures (decisions 104, 105). */
export const brandFollowsRoutes: Feature = async (app, { services }) => {
  const { auth, taxonomy } = services;

  app.post(
    '/api/hibackend/brandSpecial/frontend/follow/save',
    { schema: { tags, body: BrandFollowSaveSchema, response: { 200: envelope(BrandFollowedSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const { brandSpecialId, follow } = req.body;
      const saved = await taxonomy.follows.save(user.id, BigInt(brandSpecialId), follow);
      return ok(req, saved, follow ? 'content.brandFollowed' : 'content.brandUnfollowed');
    },
  );

  app.get(
    '/api/hibackend/myStatistics/brandSpecial',
    { schema: { tags, response: { 200: envelope(MyBrandStatisticsSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await taxonomy.follows.mine(user.id, requestLang(req)));
    },
  );
};
