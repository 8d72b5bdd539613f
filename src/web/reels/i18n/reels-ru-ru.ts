import type { ReelsKey } from './reels-en-us.ts';

export const reelsRuRU: Record<ReelsKey, string> = {
  'reels.feedTitle': 'Рилсы',
  'reels.listTitle': 'Рилсы',
  'reels.releaseTitle': 'Новый рилс',
  'reels.musicTitle': 'Музыка',
  'reels.coverTitle': 'Обложка',
  'reels.previewTitle': 'Предпросмотр',
  'reels.draftTitle': 'Черновики рилсов',
  'reels.reelTitle': 'Рилс',
};
