/** Texts of the stores feature (merged into the interface catalog). English is the reference. */
export const storesEnUS = {
  'stores.shareTitle': 'Share a store',
  'stores.storeTitle': 'Store',
} as const;

export type StoresKey = keyof typeof storesEnUS;
