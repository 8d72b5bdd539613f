import type { Lang } from '../i18n.ts';
import type { Style } from '../schemas/catalogue.ts';

/** Flavour families as members read them (`styleList`, review cards). */
export const STYLE_NAMES: Record<Style, Record<Lang, string>> = {
  fruit: { en_US: 'Fruit', ru_RU: 'Фруктовые', ko_KR: '과일', zh_CN: '水果' },
  menthol: { en_US: 'Menthol and mint', ru_RU: 'Ментол и мята', ko_KR: '멘톨·민트', zh_CN: '薄荷' },
  tobacco: { en_US: 'Tobacco', ru_RU: 'Табачные', ko_KR: '담배', zh_CN: '烟草' },
  dessert: { en_US: 'Dessert', ru_RU: 'Десертные', ko_KR: '디저트', zh_CN: '甜点' },
  drink: { en_US: 'Drinks', ru_RU: 'Напитки', ko_KR: '음료', zh_CN: '饮品' },
  other: { en_US: 'Other', ru_RU: 'Другое', ko_KR: '기타', zh_CN: '其他' },
};
