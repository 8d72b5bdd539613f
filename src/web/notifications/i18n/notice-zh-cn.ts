import type { NoticeKey } from './notice-en-us.ts';

export const noticeZhCN: Record<NoticeKey, string> = {
  'notice.title': '通知',
};
