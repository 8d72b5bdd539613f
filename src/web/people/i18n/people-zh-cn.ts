import type { PeopleKey } from './people-en-us.ts';

export const peopleZhCN: Record<PeopleKey, string> = {
  'people.title': '用户',
};
