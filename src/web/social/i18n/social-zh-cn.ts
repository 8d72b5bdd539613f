import type { SocialKey } from './social-en-us.ts';

export const socialZhCN: Record<SocialKey, string> = {
  'social.title': '评论',
};
