import { TZDate } from '@date-fns/tz';
import { LANGUAGE_TAGS, LANGUAGES, type Lang } from '../i18n.ts';
import { ACTIVITY_TIME_ZONE } from '../schemas/activities.ts';

/**
 * London time for activities (spec §9): stored instants are UTC, people think in London wall-clock
 * time. Isomorphic (Intl and @date-fns/tz only).
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const HOUR_MS = 3_600_000;

/** London's offset from UTC at `ms`, in milliseconds (0 in winter, +1 h in summer). */
const offsetAt = (ms: number): number => -new TZDate(ms, ACTIVITY_TIME_ZONE).getTimezoneOffset() * 60_000;

/** The London wall-clock reading of `ms` as if it were a UTC time (for comparing wall times). */
function wallOf(ms: number): number {
  const d = new TZDate(ms, ACTIVITY_TIME_ZONE);
  return Date.UTC(
    d.getFullYear(),
    d.getMonth(),
    d.getDate(),
    d.getHours(),
    d.getMinutes(),
    d.getSeconds(),
    d.getMilliseconds(),
  );
}

/**
 * The UTC instant of a London wall-clock time `YYYY-MM-DDTHH:mm[:ss]` (no offset: London's).
 *
 * Daylight-saving edges are decided, not left to the runtime:
 * - a time in the spring-forward gap (01:00–01:59 on the last Sunday of March does not exist) is read
 *   with the offset in force before the gap, so it moves forward by the gap: 01:30 -> 02:30 BST
 *   (01:30 UTC). An activity set to "open at 01:30" opens as soon as that time has passed;
 * - a time in the autumn repeat (01:00–01:59 on the last Sunday of October happens twice) is the
 *   first occurrence, in BST: 01:30 -> 00:30 UTC. An activity never opens an hour later than asked.
 *
 * This is what Temporal calls `disambiguation: 'compatible'` (and what RFC 5545 does for calendars).
 *
 * Throws a RangeError for text that is not such a time (or not a real date).
 */
export function londonWallTimeToUtc(wall: string): Date {
  const m = WALL.exec(wall);
  if (!m) throw new RangeError(`not a London wall-clock time: ${wall}`);
  const [y, mo, d, h, mi, s] = m.slice(1).map((p) => Number(p ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    throw new RangeError(`not a real date and time: ${wall}`);
  }
  // London moves by at most an hour, so the offsets three hours either side cover both readings.
  const before = offsetAt(asUtc - 3 * HOUR_MS);
  const after = offsetAt(asUtc + 3 * HOUR_MS);
  const readings = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((ms) => wallOf(ms) === asUtc)
    .sort((a, b) => a - b);
  const first = readings[0];
  return new Date(first ?? asUtc - before);
}

/** The London calendar day of an instant, `YYYY-MM-DD`. */
export function londonDayOf(date: Date): string {
  return new Date(wallOf(date.getTime())).toISOString().slice(0, 10);
}

/** The London wall-clock time of an instant as `YYYY-MM-DDTHH:mm` (what a console form shows). */
export function londonWallTimeOf(date: Date): string {
  return new Date(wallOf(date.getTime())).toISOString().slice(0, 16);
}

/** A BCP 47 tag from one of our languages (`en_US`) or a tag (`en-GB`). */
const tagOf = (locale: string): string =>
  (LANGUAGES as readonly string[]).includes(locale) ? LANGUAGE_TAGS[locale as Lang] : locale;

const formatIn = (date: Date, locale: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat(tagOf(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  })
    .format(date)
    .concat(' ', zoneName(date, locale, timeZone));

/** The zone's short name at that instant (`BST`, `GMT`, `GMT+1`…): it tells the two 01:30s of autumn apart. */
const zoneName = (date: Date, locale: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat(tagOf(locale), { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value ?? '';

/** Date and time in London with its zone's short name (`28 Mar 2027, 02:30 BST` in en-GB). */
export function formatLondon(date: Date, locale: string): string {
  return formatIn(date, locale, ACTIVITY_TIME_ZONE);
}

/** Date and time in the member's zone (`timeZone`, else the runtime's: the browser's on a page). */
export function formatLocal(date: Date, locale: string, timeZone?: string): string {
  return formatIn(date, locale, timeZone);
}

/**
 * Whether the member's zone reads the same wall-clock time as London at `date`: then a page shows
 * London time alone, else London time with the local time beside it.
 */
export function sameAsLondon(date: Date, timeZone?: string): boolean {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    new TZDate(date.getTime(), zone).getTimezoneOffset() ===
    new TZDate(date.getTime(), ACTIVITY_TIME_ZONE).getTimezoneOffset()
  );
}
