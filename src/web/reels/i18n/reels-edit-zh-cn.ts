import type { ReelsEditKey } from './reels-edit-en-us.ts';

export const reelsEditZhCN: Record<ReelsEditKey, string> = {};
