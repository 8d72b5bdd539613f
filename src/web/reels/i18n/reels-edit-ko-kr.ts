import type { ReelsEditKey } from './reels-edit-en-us.ts';

export const reelsEditKoKR: Record<ReelsEditKey, string> = {};
