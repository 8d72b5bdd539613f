import type { FeedKey } from './feed-en-us.ts';

export const feedRuRU: Record<FeedKey, string> = {
  'feed.placeholder': 'Feed',
};
