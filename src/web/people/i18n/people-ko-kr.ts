import type { PeopleKey } from './people-en-us.ts';

export const peopleKoKR: Record<PeopleKey, string> = {
  'people.following': '팔로잉',
  'people.followers': '팔로워',
  'people.memberTitle': '회원',
  'people.footprint': '최근 본 글',
  'people.shieldTitle': '차단 및 숨김',
};
