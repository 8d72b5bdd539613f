import type { SocialKey } from './social-en-us.ts';

export const socialKoKR: Record<SocialKey, string> = {
  'social.title': '댓글',
};
