import type { FeedKey } from './feed-en-us.ts';

export const feedKoKR: Record<FeedKey, string> = {
  'feed.placeholder': 'Feed',
};
