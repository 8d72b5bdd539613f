/** The social texts the shell and the home page show (page titles and the like): on the first load.
 * The rest arrive with the pages (i18n/page-texts-en-us.ts). */
export const socialShellEnUS = {
  'social.replyTitle': 'Replies',
  'social.myComments': 'My comments',
  'social.mySaved': 'Saved',
  'social.myLikes': 'Liked',
};
