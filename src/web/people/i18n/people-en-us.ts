/** Texts of the people feature (merged into the interface catalog). English is the reference. */
export const peopleEnUS = {
  'people.title': 'People',
} as const;

export type PeopleKey = keyof typeof peopleEnUS;
