/** Texts of watching reels (feed, grid, one reel, cards) (merged into the interface catalog). English is the reference. */
export const reelsWatchEnUS = {};

export type ReelsWatchKey = keyof typeof reelsWatchEnUS;
