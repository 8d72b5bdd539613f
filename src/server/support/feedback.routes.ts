import { envelope } from '../../shared/schemas/common.ts';
import { CreatedSchema } from '../../shared/schemas/ids.ts';
import { FeedbackAddSchema, OptionListSchema } from '../../shared/schemas/support.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';

const tags = ['support'];
const base = '/api/hibackend/user/feedback';

/** Feedback about the app: its types in the caller's language, and sending one. */
export const feedbackRoutes: Feature = async (app, { services, limits }) => {
  const { perMember } = limits;
  const { auth, feedback } = services;

  app.get(
    `${base}/feedbackType`,
    { schema: { tags, response: { 200: envelope(OptionListSchema) } } },
    (req) => Promise.resolve(ok(req, feedback.types(requestLang(req)))),
  );
  app.post(
    `${base}/add`,
    {
      schema: { tags, body: FeedbackAddSchema, response: { 200: envelope(CreatedSchema) } },
      config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: perMember } },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await feedback.add(user.id, req.body, requestLang(req)), 'support.feedbackSent');
    },
  );
};
