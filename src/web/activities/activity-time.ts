import { ACTIVITY_TIME_ZONE } from '../../shared/schemas/activities.ts';

const OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
};

/** An instant as London shows it, compact for cards (spec §9); pages use `formatLondon` with the zone name. */
export function formatLondonTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { ...OPTIONS, timeZone: ACTIVITY_TIME_ZONE }).format(new Date(iso));
}

/** `0.125` -> `12.5%` (odds of the published table); tiny non-zero odds keep two significant digits. */
export function formatOdds(odds: number, locale: string): string {
  const digits = odds > 0 && odds < 0.001 ? 3 : odds < 0.1 ? 2 : 1;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(odds);
}

/** A seed hash shortened for display: first and last 8 hex digits. */
export const shortHash = (hash: string): string =>
  hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash;
