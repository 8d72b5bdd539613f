/** Titles of the reels pages (merged into the interface catalog). English is the reference. */
export const reelsEnUS = {
  'reels.feedTitle': 'Reels',
  'reels.listTitle': 'Reels',
  'reels.releaseTitle': 'New reel',
  'reels.musicTitle': 'Music',
  'reels.coverTitle': 'Cover',
  'reels.previewTitle': 'Preview',
  'reels.draftTitle': 'Reel drafts',
  'reels.reelTitle': 'Reel',
};

export type ReelsKey = keyof typeof reelsEnUS;
