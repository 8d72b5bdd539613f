import type { SocialKey } from './social-en-us.ts';

export const socialKoKR: Record<SocialKey, string> = {
  'social.replyTitle': '답글',
  'social.myComments': '내 댓글',
  'social.mySaved': '저장함',
  'social.myLikes': '좋아요한 글',
};
