import type { ReelsWatchKey } from './reels-watch-en-us.ts';

export const reelsWatchRuRU: Record<ReelsWatchKey, string> = {};
