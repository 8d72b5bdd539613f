import type { privacyShellEnUS } from './privacy-shell-en-us.ts';

/** Privacy texts the shell shows (deletion banner, policy re-acceptance) and setting menu entries. */
export const privacyShellZhCN: Record<keyof typeof privacyShellEnUS, string> = {
  'privacy.sessionsTitle': '设备与会话',
  'privacy.title': '隐私与数据',
  'privacy.policy.terms': '用户协议',
  'privacy.policy.privacy': '隐私政策',
  'privacy.pending': '您的账号将于 {date} 删除。',
  'privacy.cancelDeletion': '保留我的账号',
  'privacy.deletionCancelledTitle': '欢迎回来',
  'privacy.deletionCancelledText': '您已登录，因此账号不会被删除。',
  'privacy.reacceptTitle': '我们的条款已更新',
  'privacy.reacceptText': '请阅读并接受新版本以继续。',
  'privacy.accept': '接受',
  'privacy.read': '阅读',
  'privacy.ok': '好的',
};
