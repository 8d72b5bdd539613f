/** The people texts the shell and the home page show (page titles and the like): on the first load.
 * The rest arrive with the pages (i18n/page-texts-en-us.ts). */
export const peopleShellEnUS = {
  'people.following': 'Following',
  'people.followers': 'Followers',
  'people.memberTitle': 'Member',
  'people.footprint': 'History',
  'people.shieldTitle': 'Blocked and hidden',
};
