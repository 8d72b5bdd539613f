/** The support texts the shell and the home page show (page titles and the like): on the first load.
 * The rest arrive with the pages (i18n/page-texts-en-us.ts). */
export const supportShellEnUS = {
  'support.reportTitle': 'Report',
  'support.reportFormTitle': 'Report',
  'support.reportDetailTitle': 'Report details',
  'support.feedbackTitle': 'Feedback',
  'support.afterSaleTitle': 'After-sale',
  'support.afterSaleAddTitle': 'New request',
  'support.afterSaleDetailTitle': 'Request',
  'support.sharesTitle': 'My shares',
};
