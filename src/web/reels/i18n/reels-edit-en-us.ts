/** Texts of the reel editor (release, music, cover, preview, drafts) (merged into the interface catalog). English is the reference. */
export const reelsEditEnUS = {};

export type ReelsEditKey = keyof typeof reelsEditEnUS;
