/** A publication date in the interface language (e.g. "12 Mar 2026", "2026年3月12日"). */
export function formatDate(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d);
}

/** A count as people read it on a card: 980, 1.2K, 3.4万. */
export function formatCount(n: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(n);
}
