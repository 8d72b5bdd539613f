import type { ReelsWatchKey } from './reels-watch-en-us.ts';

export const reelsWatchZhCN: Record<ReelsWatchKey, string> = {};
