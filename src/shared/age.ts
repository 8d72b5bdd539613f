import { MIN_AGE } from './limits.ts';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` into its parts when it names a real calendar day. */
export function parseIsoDate(value: string): { y: number; m: number; d: number } | null {
  const match = DATE_RE.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/**
 * True when someone born on `birthday` has had their 21st birthday by `today` (UTC calendar day).
 * A 29 February birthday counts from 1 March in a year without one.
 */
export function isOldEnough(birthday: string, today: Date = new Date(), minAge = MIN_AGE): boolean {
  const b = parseIsoDate(birthday);
  if (!b) return false;
  const t = { y: today.getUTCFullYear(), m: today.getUTCMonth() + 1, d: today.getUTCDate() };
  const due = [b.y + minAge, b.m, b.d] as const;
  if (t.y !== due[0]) return t.y > due[0];
  if (t.m !== due[1]) return t.m > due[1];
  return t.d >= due[2];
}

/** Today's date as `YYYY-MM-DD` in UTC. */
export function isoDay(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}
