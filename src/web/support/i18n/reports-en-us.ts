/** Reports texts (merged into the interface catalog). English is the reference. */
export const reportsEnUS = {};

export type ReportsKey = keyof typeof reportsEnUS;
