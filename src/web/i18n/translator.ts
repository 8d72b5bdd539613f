import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_LANG, interpolate, pluralCategory, type Lang } from '../../shared/i18n.ts';

/**
 * The web app's texts, in place of i18next and react-i18next (docs/decisions/126): flat catalogs per
 * language and namespace, English as every key's fallback, `{name}` placeholders and i18next's plural
 * keys (`key_one`, `key_few`… chosen by `Intl.PluralRules`). The catalogs keep i18next's format.
 */
export type Params = Record<string, string | number>;
export type Texts = Record<string, string>;

const catalogs: Partial<Record<Lang, Record<string, Texts>>> = {};
const listeners = new Set<() => void>();
/** Replaced on each change, so that `useSyncExternalStore` sees one. */
let shown = { lang: DEFAULT_LANG };

function changed(lang: Lang) {
  shown = { lang };
  for (const listener of listeners) listener();
}

/**
 * Adds texts to a namespace; `overwrite: false` keeps the texts it already has (a page's English that
 * arrives late must not replace a language's catalog). The components showing the current language (or
 * English, its fallback) render again: a page's texts may arrive after they did.
 */
export function addTexts(lang: Lang, ns: string, texts: Texts, overwrite = true): void {
  const byNs = (catalogs[lang] ??= {});
  byNs[ns] = overwrite ? { ...byNs[ns], ...texts } : { ...texts, ...byNs[ns] };
  if (lang === shown.lang || lang === DEFAULT_LANG) changed(shown.lang);
}

export const hasTexts = (lang: Lang, ns: string): boolean => !!catalogs[lang]?.[ns];

export const currentLanguage = (): Lang => shown.lang;

export function changeLanguage(lang: Lang): void {
  if (lang !== shown.lang) changed(lang);
}

/** i18next's order: `key_zero` for 0, then the count's form, then the key itself. */
function lookup(lang: Lang, ns: string, key: string, count: unknown): string | undefined {
  const texts = catalogs[lang]?.[ns];
  if (!texts) return undefined;
  const keys = typeof count === 'number' ? [`${key}_${pluralCategory(lang, count)}`, key] : [key];
  if (count === 0) keys.unshift(`${key}_zero`);
  const found = keys.find((k) => Object.hasOwn(texts, k));
  return found === undefined ? undefined : texts[found];
}

/** The text of `key` in `lng` (the current language by default), else in English, else `defaultValue`, else the key. */
export function translate(
  ns: string,
  key: string,
  params?: Params,
  { lng = shown.lang, defaultValue }: { lng?: Lang; defaultValue?: string } = {},
): string {
  const text =
    lookup(lng, ns, key, params?.count) ??
    lookup(DEFAULT_LANG, ns, key, params?.count) ??
    defaultValue ??
    key;
  return interpolate(text, params);
}

/** Calls `listener` when the language changes or texts arrive; returns the unsubscribe. */
export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const snapshot = () => shown;

/** The language shown; the component renders again when it changes or texts arrive. */
export function useShownLanguage(): Lang {
  return useSyncExternalStore(subscribe, snapshot, snapshot).lang;
}

/** `t` for one namespace, a new one (for memos' dependencies) when the language changes or texts arrive. */
export function useTranslate(ns: string) {
  const now = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useCallback(
    (key: string, params?: Params) => translate(ns, key, params, { lng: now.lang }),
    [ns, now],
  );
}
