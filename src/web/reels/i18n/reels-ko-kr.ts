import type { ReelsKey } from './reels-en-us.ts';

export const reelsKoKR: Record<ReelsKey, string> = {
  'reels.feedTitle': '릴스',
  'reels.listTitle': '릴스',
  'reels.releaseTitle': '새 릴스',
  'reels.musicTitle': '음악',
  'reels.coverTitle': '커버',
  'reels.previewTitle': '미리보기',
  'reels.draftTitle': '릴스 임시저장',
  'reels.reelTitle': '릴스',
};
