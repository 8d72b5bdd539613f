import { envelope } from '../../shared/schemas/common.ts';
import {
  InfoChecklistSchema,
  ThirdInfoSchema,
  ThirdProviderParamsSchema,
} from '../../shared/schemas/support.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';

const tags = ['account'];
const base = '/api/hibackend/user/setting';

/** The account pages: linked sign-in accounts (and unlinking one), and the personal data we hold. */
export const accountRoutes: Feature = async (app, { services }) => {
  const { auth, account } = services;

  app.get(
    `${base}/thirdInfo`,
    { schema: { tags, response: { 200: envelope(ThirdInfoSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await account.thirdInfo(user.id));
    },
  );
  app.delete(
    `${base}/thirdInfo/:provider`,
    { schema: { tags, params: ThirdProviderParamsSchema, response: { 200: envelope(ThirdInfoSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await account.unlink(user.id, req.params.provider), 'support.unlinked');
    },
  );
  app.get(
    `${base}/infoChecklist`,
    { schema: { tags, response: { 200: envelope(InfoChecklistSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await account.infoChecklist(user.id));
    },
  );
};
