import type { SocialKey } from './social-en-us.ts';

export const socialZhCN: Record<SocialKey, string> = {
  'social.replyTitle': '回复',
  'social.myComments': '我的评论',
  'social.mySaved': '我的收藏',
  'social.myLikes': '我赞过的',
};
