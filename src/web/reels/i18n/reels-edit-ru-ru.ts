import type { ReelsEditKey } from './reels-edit-en-us.ts';

export const reelsEditRuRU: Record<ReelsEditKey, string> = {};
