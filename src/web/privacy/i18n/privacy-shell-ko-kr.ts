import type { privacyShellEnUS } from './privacy-shell-en-us.ts';

/** Privacy texts the shell shows (deletion banner, policy re-acceptance) and setting menu entries. */
export const privacyShellKoKR: Record<keyof typeof privacyShellEnUS, string> = {
  'privacy.sessionsTitle': '기기 및 세션',
  'privacy.title': '개인정보 및 데이터',
  'privacy.policy.terms': '이용약관',
  'privacy.policy.privacy': '개인정보 처리방침',
  'privacy.pending': '{date}에 계정이 삭제됩니다.',
  'privacy.cancelDeletion': '계정 유지',
  'privacy.deletionCancelledTitle': '다시 오신 것을 환영합니다',
  'privacy.deletionCancelledText': '로그인하셨으므로 계정이 삭제되지 않습니다.',
  'privacy.reacceptTitle': '약관이 변경되었습니다',
  'privacy.reacceptText': '계속하려면 새 버전을 읽고 동의하세요.',
  'privacy.accept': '동의',
  'privacy.read': '읽기',
  'privacy.ok': '확인',
};
