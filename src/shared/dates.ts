import { LANGUAGE_TAGS, type Lang } from './i18n.ts';

/**
 * "November 2026" in the given language, in the grammatical form a running sentence needs.
 * `{month: 'long', year}` alone gives the nominative in Russian ("ноябрь 2026 г."), which reads
 * wrong after a preposition ("с ноябрь"); formatted with a day the month takes the genitive
 * ("1 ноября 2026 г."), so we format the full date and drop the day with its separator.
 */
export function monthYear(date: Date, locale: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const day = parts.findIndex((p) => p.type === 'day');
  // The separator that belonged to the day goes with it (", " in English, " " in Russian, "일" in Korean).
  const next = parts[day + 1];
  const drop = new Set([day, next?.type === 'literal' ? day + 1 : -1]);
  return parts
    .filter((_, i) => !drop.has(i))
    .map((p) => p.value)
    .join('')
    .trim();
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (lang: Lang, time: boolean) => {
  const key = `${lang}:${time}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
      dateStyle: 'medium',
      ...(time ? { timeStyle: 'short' } : {}),
    });
    formatters.set(key, f);
  }
  return f;
};
const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/**
 * The one date style of the app and the console, per language: "Nov 27, 2026" in English,
 * "27 нояб. 2026 г." in Russian, "2026. 11. 27." in Korean, "2026年11月27日" in Chinese.
 */
export function formatDay(value: Date | string, lang: Lang): string {
  return formatter(lang, false).format(toDate(value));
}

/** A day with its time of day in the reader's zone, in the same style ("Nov 27, 2026, 3:05 PM"). */
export function formatDateTime(value: Date | string, lang: Lang): string {
  return formatter(lang, true).format(toDate(value));
}
