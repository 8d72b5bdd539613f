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
  'support.feedbackIntro': '아이디어, 문제, 칭찬: 팀이 모든 메시지를 읽어요.',
  'support.feedbackType': '유형',
  'support.feedbackContent': '의견',
  'support.feedbackContact': '연락처 (선택)',
  'support.feedbackContactHint': '답변을 원하시면 전화번호나 이메일을 남겨 주세요',
  'support.feedbackSend': '의견 보내기',
  'support.chars': '{count} / {max}',
  'support.meService': '고객 지원',
  'support.meAfterSale': 'A/S 문의',
  'support.meReports': '내 신고',
  'support.meShares': '내가 공유한 매장',
  'support.settingFeedback': '의견 보내기',
};
