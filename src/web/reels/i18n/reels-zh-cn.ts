import type { ReelsKey } from './reels-en-us.ts';

export const reelsZhCN: Record<ReelsKey, string> = {
  'reels.feedTitle': '短视频',
  'reels.listTitle': '短视频',
  'reels.releaseTitle': '发布短视频',
  'reels.musicTitle': '音乐',
  'reels.coverTitle': '封面',
  'reels.previewTitle': '预览',
  'reels.draftTitle': '短视频草稿',
  'reels.reelTitle': '短视频',
};
