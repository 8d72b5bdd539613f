/** Feed texts of the content feature (merged into the interface catalog). English is the reference. */
export const feedEnUS = {
  'feed.placeholder': 'Feed',
} as const;

export type FeedKey = keyof typeof feedEnUS;
