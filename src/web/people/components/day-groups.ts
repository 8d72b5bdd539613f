/** A run of items opened on the same local day; `day` is `today`, `yesterday` or that day's midnight. */
export interface DayGroup<T> {
  day: 'today' | 'yesterday' | Date;
  items: T[];
}

const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/**
 * Groups items (already newest first) by the local calendar day of `at(item)`. Days are compared by
 * calendar date, not by 24-hour spans, so 23:59 yesterday is "Yesterday" at 00:01 today.
 */
export function groupByDay<T>(items: readonly T[], at: (item: T) => string, now: Date): DayGroup<T>[] {
  const today = midnight(now).getTime();
  const yesterday = midnight(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1)).getTime();
  const groups: DayGroup<T>[] = [];
  let lastKey = NaN;
  for (const item of items) {
    const when = new Date(at(item));
    if (Number.isNaN(when.getTime())) continue;
    const day = midnight(when);
    const key = day.getTime();
    if (key !== lastKey || groups.length === 0) {
      groups.push({ day: key === today ? 'today' : key === yesterday ? 'yesterday' : day, items: [] });
      lastKey = key;
    }
    groups.at(-1)!.items.push(item);
  }
  return groups;
}

/** The heading of a group: "Today", "Yesterday" or the date in the interface language. */
export function dayLabel(
  day: DayGroup<unknown>['day'],
  locale: string,
  words: { today: string; yesterday: string },
) {
  if (day === 'today') return words.today;
  if (day === 'yesterday') return words.yesterday;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(day);
}
