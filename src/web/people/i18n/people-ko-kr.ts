import type { PeopleKey } from './people-en-us.ts';

export const peopleKoKR: Record<PeopleKey, string> = {
  'people.title': '사람',
};
