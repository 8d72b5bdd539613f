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

/** The CLDR plural categories, as catalog key suffixes: `feed.likes_one`, `feed.likes_few`… */
export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralSuffix = (typeof PLURAL_SUFFIXES)[number];

/** A key as callers name it: `feed.likes_one` and `feed.likes_other` are both `feed.likes`. */
export type BaseKey<K> = K extends `${infer B}_${PluralSuffix}` ? B : K;
type PluralBase<K> = K extends `${infer B}_${PluralSuffix}` ? B : never;

/**
 * Another language's catalog for a reference catalog's keys: every plain key, and each plural key in
 * the forms that language has (Russian one/few/many/other, Korean and Chinese other only). Which
 * forms are there is checked by the catalog tests, against `Intl.PluralRules`.
 */
export type CatalogOf<K extends string> = {
  [P in K as P extends `${string}_${PluralSuffix}` ? never : P]: string;
} & { [P in PluralBase<K> as `${P}_${PluralSuffix}`]?: string };

const pluralRules = new Map<Lang, Intl.PluralRules>();
const rulesOf = (lang: Lang) => {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(LANGUAGE_TAGS[lang]);
    pluralRules.set(lang, rules);
  }
  return rules;
};

/** The form a count takes in a language (what the web's translator picks too, as i18next did). */
export function pluralCategory(lang: Lang, count: number): Intl.LDMLPluralRule {
  return rulesOf(lang).select(count);
}

/** The forms a plural key needs in a language. */
export function pluralForms(lang: Lang): Intl.LDMLPluralRule[] {
  return rulesOf(lang).resolvedOptions().pluralCategories;
}

/**
 * The key to read for `params`: with a numeric `count`, the form of that count when the catalog has
 * plural forms for `key` (then `key_other` when that form is missing), else `key` itself.
 */
export function pluralKey(
  catalog: Catalog,
  key: string,
  lang: Lang,
  params?: Record<string, string | number>,
) {
  const count = params?.count;
  if (typeof count !== 'number' || `${key}_other` in catalog === false) return key;
  const form = `${key}_${pluralCategory(lang, count)}`;
  return form in catalog ? form : `${key}_other`;
}
