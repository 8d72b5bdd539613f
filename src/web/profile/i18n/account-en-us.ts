/** Account texts (merged into the interface catalog). English is the reference. */
export const accountEnUS = {
  'account.infoChecklistTitle': 'Personal data we hold',
  'account.thirdInfoTitle': 'Linked accounts',
};

export type AccountKey = keyof typeof accountEnUS;
