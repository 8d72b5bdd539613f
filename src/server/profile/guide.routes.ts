import type { Lang } from '../../shared/i18n.ts';
import type { MessageKey } from '../../shared/messages/messages.ts';
import { translate } from '../../shared/messages/messages.ts';
import { envelope } from '../../shared/schemas/common.ts';
import { GuideSchema, type Guide } from '../../shared/schemas/guide.ts';
import type { Feature } from '../http/feature.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';
import { PUBLIC } from '../http/openapi.ts';

const STEPS = [
  { key: 'scan', link: '/scanResult' },
  { key: 'points', link: '/activity/prize' },
  { key: 'community', link: '/home' },
  { key: 'draws', link: '/activity' },
] as const;

/** The first-visit guide: what the club offers, a step each, in the caller's language. */
export function guide(lang: Lang): Guide {
  return {
    title: translate(lang, 'guide.title'),
    steps: STEPS.map((s) => ({
      key: s.key,
      title: translate(lang, `guide.${s.key}.title` as MessageKey),
      text: translate(lang, `guide.${s.key}.text` as MessageKey),
      link: s.link,
    })),
  };
}

export const guideRoutes: Feature = async (app) => {
  app.get(
    '/api/hibackend/h5InitPage/newGuidMsg',
    { schema: { tags: ['profile'], security: PUBLIC, response: { 200: envelope(GuideSchema) } } },
    (req) => Promise.resolve(ok(req, guide(requestLang(req)))),
  );
};
