import type { SupportKey } from './support-en-us.ts';

export const supportKoKR: Record<SupportKey, string> = {
  'support.reportTitle': '신고',
  'support.reportFormTitle': '신고하기',
  'support.reportDetailTitle': '신고 상세',
  'support.feedbackTitle': '의견 보내기',
  'support.afterSaleTitle': 'A/S 문의',
  'support.afterSaleAddTitle': '새 문의',
  'support.afterSaleDetailTitle': '문의 상세',
  'support.sharesTitle': '내가 공유한 매장',
};
