/** The scan texts the shell and the home page show (page titles and the like): on the first load.
 * The rest arrive with the pages (i18n/page-texts-en-us.ts). */
export const scanShellEnUS = {
  'scan.title': 'Scan to verify',
  'scan.resultTitle': 'Scan result',
  'scan.fakeTitle': 'Not genuine',
  'scan.entry': 'Scan a product',
  'scan.entryHint': 'Check it is genuine and earn points',
};
