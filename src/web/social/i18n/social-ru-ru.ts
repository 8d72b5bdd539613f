import type { SocialKey } from './social-en-us.ts';

export const socialRuRU: Record<SocialKey, string> = {
  'social.title': 'Комментарии',
};
