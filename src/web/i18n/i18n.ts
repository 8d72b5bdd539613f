import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import type { ZodError } from 'zod';
import type { Lang } from '../../shared/i18n.ts';
import { enUS as enMessages, type MessageKey } from '../../shared/messages/en-us.ts';
import { enUS, type UiKey } from './en-us.ts';
import {
  addTexts,
  changeLanguage,
  currentLanguage,
  hasTexts,
  translate as translateIn,
  useTranslate,
  type Params,
} from './translator.ts';

export type { Params };

interface Catalogs {
  /** The interface's own texts. */
  ui: Record<string, string>;
  /** The shared messages (validation and API errors), namespace `msg`. */
  msg: Record<string, string>;
  /** antd-mobile's own texts (pickers, dialogs), for app/antd-locale.tsx. */
  antd: AntdLocale;
}

/**
 * English ships in the main bundle (it is the fallback); other languages, the interface's texts, the
 * shared messages and antd-mobile's texts alike, load when chosen.
 */
const LOADERS: Record<Exclude<Lang, 'en_US'>, () => Promise<Catalogs>> = {
  ru_RU: () =>
    Promise.all([
      import('./ru-ru.ts'),
      import('../../shared/messages/ru-ru.ts'),
      import('antd-mobile/es/locales/ru-RU'),
    ]).then(([u, m, a]) => ({ ui: u.ruRU, msg: m.ruRU, antd: a.default })),
  ko_KR: () =>
    Promise.all([
      import('./ko-kr.ts'),
      import('../../shared/messages/ko-kr.ts'),
      import('antd-mobile/es/locales/ko-KR'),
    ]).then(([u, m, a]) => ({ ui: u.koKR, msg: m.koKR, antd: a.default })),
  zh_CN: () =>
    Promise.all([
      import('./zh-cn.ts'),
      import('../../shared/messages/zh-cn.ts'),
      import('antd-mobile/es/locales/zh-CN'),
    ]).then(([u, m, a]) => ({ ui: u.zhCN, msg: m.zhCN, antd: a.default })),
};

const antdLocales: Partial<Record<Lang, AntdLocale>> = {};

/** antd-mobile's texts in `lang` once that language has loaded (English is antd-mobile's own default). */
export function antdLocaleOf(lang: Lang): AntdLocale | undefined {
  return antdLocales[lang];
}

export async function loadLanguage(lang: Lang): Promise<void> {
  if (lang === 'en_US' || hasTexts(lang, 'ui')) return;
  const { ui, msg, antd } = await LOADERS[lang]();
  antdLocales[lang] = antd;
  addTexts(lang, 'msg', msg);
  addTexts(lang, 'ui', ui);
}

function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(enMessages, value) || Object.hasOwn(enMessages, `${value}_other`);
}

/** A shared message in `lang` (English when that language lacks it). */
function translate(lang: Lang, key: MessageKey, params?: Params): string {
  return translateIn('msg', key, params, { lng: lang });
}

let started = false;

/** Once per page: the age gate starts it, and the app after the gate calls it again. */
export async function initI18n(lang: Lang) {
  if (started) return;
  started = true;
  addTexts('en_US', 'ui', enUS);
  addTexts('en_US', 'msg', enMessages);
  await loadLanguage(lang);
  changeLanguage(lang);
}

export const currentLang = currentLanguage;

/** Typed `t` for the interface catalog. */
export function useT(): (key: UiKey, params?: Params) => string {
  return useTranslate('ui');
}

/** Translates a shared message key (the API's and the schemas' messages) in the current language. */
export function useMsg(): (key: MessageKey, params?: Params) => string {
  return useTranslate('msg');
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
    if ('params' in issue && issue.params) {
      for (const [k, v] of Object.entries(issue.params)) if (typeof v === 'number') params[k] = v;
    }
    out[field] = isMessageKey(issue.message)
      ? translate(lang, issue.message, params)
      : translate(lang, 'validation.invalid');
  }
  return out;
}
