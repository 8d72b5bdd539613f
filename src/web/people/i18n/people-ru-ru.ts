import type { PeopleKey } from './people-en-us.ts';

export const peopleRuRU: Record<PeopleKey, string> = {
  'people.title': 'Люди',
};
