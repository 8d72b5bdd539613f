/** Texts of the people feature (merged into the interface catalog). English is the reference. */
export const peopleEnUS = {
  'people.following': 'Following',
  'people.followers': 'Followers',
  'people.memberTitle': 'Member',
  'people.footprint': 'History',
  'people.shieldTitle': 'Blocked and hidden',
} as const;

export type PeopleKey = keyof typeof peopleEnUS;
