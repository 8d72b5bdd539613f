import { DEFAULT_LANG, interpolate, type Lang } from '../i18n.ts';
import { enUS, type MessageKey } from './en-us.ts';
import { koKR } from './ko-kr.ts';
import { ruRU } from './ru-ru.ts';
import { zhCN } from './zh-cn.ts';

export type { MessageKey };

export const MESSAGES: Record<Lang, Record<MessageKey, string>> = {
  en_US: enUS,
  ru_RU: ruRU,
  ko_KR: koKR,
  zh_CN: zhCN,
};

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(enUS, value);
}

export function translate(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  const template = MESSAGES[lang][key] || MESSAGES[DEFAULT_LANG][key];
  return interpolate(template, params);
}
