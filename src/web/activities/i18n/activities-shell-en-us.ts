/** The activities texts the shell and the home page show (page titles and the like): on the first load.
 * The rest arrive with the pages (i18n/page-texts-en-us.ts). */
export const activitiesShellEnUS = {
  'activities.previewTitle': 'Preview',
  'activities.vapeTitle': 'Brand activities',
  'activities.lotteryTitle': 'Lottery',
  'activities.offlineTitle': 'Store check-in',
  'activities.wheelTitle': 'Lucky wheel',
  'activities.detailTitle': 'Activity',
  'activities.prizeTitle': 'Prize',
  'activities.winnersTitle': 'Winners',
  'activities.proofTitle': 'Proof of age',
};
