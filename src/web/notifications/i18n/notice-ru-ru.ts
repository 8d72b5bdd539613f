import type { NoticeKey } from './notice-en-us.ts';

export const noticeRuRU: Record<NoticeKey, string> = {
  'notice.title': 'Уведомления',
};
