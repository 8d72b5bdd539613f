import type { NoticeKey } from './notice-en-us.ts';

export const noticeKoKR: Record<NoticeKey, string> = {
  'notice.title': '알림',
};
