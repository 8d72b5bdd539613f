import type { PeopleKey } from './people-en-us.ts';

export const peopleZhCN: Record<PeopleKey, string> = {
  'people.following': '关注',
  'people.followers': '粉丝',
  'people.memberTitle': '用户主页',
  'people.footprint': '浏览记录',
  'people.shieldTitle': '屏蔽与隐藏',
};
