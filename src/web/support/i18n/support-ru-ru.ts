import type { SupportKey } from './support-en-us.ts';

export const supportRuRU: Record<SupportKey, string> = {
  'support.reportTitle': 'Пожаловаться',
  'support.reportFormTitle': 'Жалоба',
  'support.reportDetailTitle': 'Детали жалобы',
  'support.feedbackTitle': 'Обратная связь',
  'support.afterSaleTitle': 'Поддержка',
  'support.afterSaleAddTitle': 'Новое обращение',
  'support.afterSaleDetailTitle': 'Обращение',
  'support.sharesTitle': 'Мои магазины',
  'support.feedbackIntro': 'Идеи, проблемы, благодарности: команда читает каждое сообщение.',
  'support.feedbackType': 'Тема',
  'support.feedbackContent': 'Ваш отзыв',
  'support.feedbackContact': 'Контакт (необязательно)',
  'support.feedbackContactHint': 'Если хотите получить ответ: телефон или email',
  'support.feedbackSend': 'Отправить',
  'support.chars': '{count} / {max}',
  'support.meService': 'Помощь и сервис',
  'support.meAfterSale': 'Послепродажная поддержка',
  'support.meReports': 'Мои жалобы',
  'support.meShares': 'Мои магазины',
  'support.settingFeedback': 'Обратная связь',
};
