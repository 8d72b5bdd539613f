import type { privacyShellEnUS } from './privacy-shell-en-us.ts';

/** Privacy texts the shell shows (deletion banner, policy re-acceptance) and setting menu entries. */
export const privacyShellRuRU: Record<keyof typeof privacyShellEnUS, string> = {
  'privacy.sessionsTitle': 'Устройства и сеансы',
  'privacy.title': 'Конфиденциальность и данные',
  'privacy.policy.terms': 'Пользовательское соглашение',
  'privacy.policy.privacy': 'Политика конфиденциальности',
  'privacy.pending': 'Аккаунт будет удалён {date}.',
  'privacy.cancelDeletion': 'Сохранить аккаунт',
  'privacy.deletionCancelledTitle': 'С возвращением',
  'privacy.deletionCancelledText': 'Вы вошли, поэтому аккаунт не будет удалён.',
  'privacy.reacceptTitle': 'Наши правила изменились',
  'privacy.reacceptText': 'Прочитайте и примите новую версию, чтобы продолжить.',
  'privacy.accept': 'Принять',
  'privacy.read': 'Читать',
  'privacy.ok': 'OK',
};
