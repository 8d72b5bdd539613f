import type { SocialKey } from './social-en-us.ts';

export const socialRuRU: Record<SocialKey, string> = {
  'social.replyTitle': 'Ответы',
  'social.myComments': 'Мои комментарии',
  'social.mySaved': 'Сохранённое',
  'social.myLikes': 'Понравилось',
};
