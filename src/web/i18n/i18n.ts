import i18next from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { ZodError } from 'zod';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../../shared/i18n.ts';
import { isMessageKey, translate, type MessageKey } from '../../shared/messages/messages.ts';
import { enUS, type UiKey } from './en-us.ts';

export type Params = Record<string, string | number>;

/** English ships in the main bundle (it is the fallback); other languages load when chosen. */
const LOADERS: Record<Exclude<Lang, 'en_US'>, () => Promise<{ ui: Record<string, string> }>> = {
  ru_RU: () => import('./ru-ru.ts').then((m) => ({ ui: m.ruRU })),
  ko_KR: () => import('./ko-kr.ts').then((m) => ({ ui: m.koKR })),
  zh_CN: () => import('./zh-cn.ts').then((m) => ({ ui: m.zhCN })),
};

export async function loadLanguage(lang: Lang): Promise<void> {
  if (lang === 'en_US' || i18next.hasResourceBundle(lang, 'ui')) return;
  const { ui } = await LOADERS[lang]();
  i18next.addResourceBundle(lang, 'ui', ui, true, true);
}

export async function initI18n(lang: Lang) {
  await i18next.use(initReactI18next).init({
    resources: { en_US: { ui: enUS } },
    lng: DEFAULT_LANG,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: ['ui'],
    defaultNS: 'ui',
    // The same placeholder syntax as the shared messages: `{name}`.
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
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
