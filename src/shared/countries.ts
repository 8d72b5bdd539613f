import countries from 'i18n-iso-countries';
import { LANGUAGE_TAGS, type Lang } from './i18n.ts';

const namers = new Map<Lang, Intl.DisplayNames>();

/**
 * A country's name in the reader's language from its ISO alpha-3 code (addresses store "GBR"):
 * `Intl.DisplayNames` knows regions by alpha-2, and i18n-iso-countries (already the address
 * schema's code list, and small enough for the browser) maps the codes. An unknown code is shown
 * as it is rather than hidden.
 */
export function countryName(alpha3: string, lang: Lang): string {
  const alpha2 = countries.alpha3ToAlpha2(alpha3);
  if (!alpha2) return alpha3;
  let namer = namers.get(lang);
  if (!namer) {
    namer = new Intl.DisplayNames([LANGUAGE_TAGS[lang]], { type: 'region', fallback: 'code' });
    namers.set(lang, namer);
  }
  return namer.of(alpha2) ?? alpha3;
}
