import type { ReelsWatchKey } from './reels-watch-en-us.ts';

export const reelsWatchKoKR: Record<ReelsWatchKey, string> = {};
