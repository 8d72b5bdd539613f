import { DEFAULT_LANG, interpolate, pluralKey, type CatalogOf, type Lang } from '../i18n.ts';
import { enUS, type MessageKey, type RawMessageKey } from './en-us.ts';
import { koKR } from './ko-kr.ts';
import { ruRU } from './ru-ru.ts';
import { zhCN } from './zh-cn.ts';

export type { MessageKey };

export const MESSAGES: Record<Lang, CatalogOf<RawMessageKey>> = {
  en_US: enUS,
  ru_RU: ruRU,
  ko_KR: koKR,
  zh_CN: zhCN,
};

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(enUS, value) || Object.hasOwn(enUS, `${value}_other`);
}

export function translate(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  // With a count, the form that count takes in each language ("1 person", "2 people").
  const read = (l: Lang) => {
    const catalog = MESSAGES[l] as Record<string, string | undefined>;
    return catalog[pluralKey(catalog as Record<string, string>, key, l, params)];
  };
  const template = read(lang) || read(DEFAULT_LANG) || key;
  return interpolate(template, params);
}
