import type { PeopleKey } from './people-en-us.ts';

export const peopleRuRU: Record<PeopleKey, string> = {
  'people.following': 'Подписки',
  'people.followers': 'Подписчики',
  'people.memberTitle': 'Участник',
  'people.footprint': 'История просмотров',
  'people.shieldTitle': 'Заблокированные и скрытые',
};
