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
