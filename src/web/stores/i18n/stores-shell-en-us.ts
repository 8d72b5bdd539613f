/** The stores texts the shell and the home page show (page titles and the like): on the first load.
 * The rest arrive with the pages (i18n/page-texts-en-us.ts). */
export const storesShellEnUS = {
  'stores.shareTitle': 'Share a store',
  'stores.storeTitle': 'Store',
};
