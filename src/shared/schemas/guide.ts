import { z } from 'zod';

/** `GET /api/hibackend/h5InitPage/newGuidMsg`: the first-visit guide, in the caller's language. */
export const GuideSchema = z.object({
  title: z.string(),
  steps: z.array(
    z.object({
      key: z.enum(['scan', 'points', 'community', 'draws']),
      title: z.string(),
      text: z.string(),
      /** Where the step's button leads in the app. */
      link: z.string(),
    }),
  ),
});
export type Guide = z.infer<typeof GuideSchema>;

/** `GET /api/getCallBackUrl?provider=facebook`: where to send the browser to sign in with a provider. */
export const CallBackQuerySchema = z.object({ provider: z.enum(['facebook']).default('facebook') });
export const CallBackUrlSchema = z.object({ url: z.string() });

/** `GET /api/auth/oauth/providers`: which sign-in providers this server has configured (public). */
export const OauthProvidersSchema = z.object({ facebook: z.boolean() });
export type OauthProviders = z.infer<typeof OauthProvidersSchema>;
