import i18next from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { ZodError } from 'zod';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../../shared/i18n.ts';
import { isMessageKey, MESSAGES, translate, type MessageKey } from '../../shared/messages/messages.ts';
import { enUS, type UiKey } from './en-us.ts';
import { koKR } from './ko-kr.ts';
import { ruRU } from './ru-ru.ts';
import { zhCN } from './zh-cn.ts';

export const UI_CATALOGS: Record<Lang, Record<UiKey, string>> = {
  en_US: enUS,
  ru_RU: ruRU,
  ko_KR: koKR,
  zh_CN: zhCN,
};

export type Params = Record<string, string | number>;

export function initI18n(lang: Lang) {
  const resources = Object.fromEntries(
    LANGUAGES.map((l) => [l, { ui: UI_CATALOGS[l], msg: MESSAGES[l] }]),
  ) as Record<Lang, { ui: Record<string, string>; msg: Record<string, string> }>;
  return i18next.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: ['ui', 'msg'],
    defaultNS: 'ui',
    // One placeholder syntax for both catalogs: the shared messages use `{name}`.
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
  });
}

export function currentLang(): Lang {
  return (i18next.language as Lang | undefined) ?? DEFAULT_LANG;
}

/** Typed `t` for the interface catalog. */
export function useT() {
  const { t } = useTranslation('ui');
  return useCallback((key: UiKey, params?: Params) => t(key, params ?? {}), [t]);
}

/** Translates a shared message key (the API's and the schemas' messages) in the current language. */
export function useMsg() {
  const { i18n } = useTranslation('ui');
  const lang = (i18n.language as Lang | undefined) ?? DEFAULT_LANG;
  return useCallback((key: MessageKey, params?: Params) => translate(lang, key, params), [lang]);
}

/** Zod issues (whose messages are message keys) as `{field: text}` in the given language. */
export function zodFieldErrors(error: ZodError, lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (out[field]) continue;
    const params: Params = {};
    if ('maximum' in issue) params.max = Number(issue.maximum);
    if ('minimum' in issue) params.min = Number(issue.minimum);
    out[field] = isMessageKey(issue.message)
      ? translate(lang, issue.message, params)
      : translate(lang, 'validation.invalid');
  }
  return out;
}
