import type { FeedKey } from './feed-en-us.ts';

export const feedZhCN: Record<FeedKey, string> = {
  'feed.placeholder': 'Feed',
};
