export const LANGUAGES = ['en_US', 'ru_RU', 'ko_KR', 'zh_CN'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en_US';

/** Each language's own name, shown in the language picker. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en_US: 'English',
  ru_RU: 'Русский',
  ko_KR: '한국어',
  zh_CN: '简体中文',
};

/** BCP 47 tag for `Intl` and the `lang` attribute of the page. */
export const LANGUAGE_TAGS: Record<Lang, string> = {
  en_US: 'en-US',
  ru_RU: 'ru-RU',
  ko_KR: 'ko-KR',
  zh_CN: 'zh-CN',
};

/** Accepts `ru_RU`, `ru-RU`, `ru` (any case); anything else falls back to English. */
export function normalizeLang(value: string | null | undefined): Lang {
  if (!value) return DEFAULT_LANG;
  const v = value.trim().replace('-', '_').toLowerCase();
  const exact = LANGUAGES.find((l) => l.toLowerCase() === v);
  if (exact) return exact;
  const prefix = v.slice(0, 2);
  return LANGUAGES.find((l) => l.toLowerCase().startsWith(prefix)) ?? DEFAULT_LANG;
}

export type Catalog = Record<string, string>;

/** Replaces `{name}` placeholders with values. */
export function interpolate(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
