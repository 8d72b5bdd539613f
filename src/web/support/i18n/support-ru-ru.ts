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
};
