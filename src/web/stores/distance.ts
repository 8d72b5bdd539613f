import { NEAR_DECIMALS } from '../../shared/schemas/stores.ts';

/**
 * A distance as people read it, in their language: "350 m", "2.4 km", "12 km" ("2,4 км" in Russian).
 * Metres are rounded to tens (a phone's position is rarely better), kilometres keep one decimal
 * below 10 km. 995 m rounds to 1,000 m and is then shown as "1 km", never as "1,000 m".
 */
export function formatDistance(metres: number, locale: string): string {
  const m = Math.max(0, metres);
  const near = m < 100 ? Math.round(m) : Math.round(m / 10) * 10;
  if (near < 1000) return unit(near, 'meter', locale, 0);
  const km = m / 1000;
  return km < 9.95 ? unit(km, 'kilometer', locale, 1) : unit(Math.round(km), 'kilometer', locale, 0);
}

function unit(value: number, name: 'meter' | 'kilometer', locale: string, digits: number): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: name,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value);
}

/**
 * Coordinates as the nearby search takes them: 4 decimals, about 11 m, what a phone's position is
 * worth; the server rounds to the same and shares one answer per spot (docs/decisions/124).
 */
export const coordinate = (v: number) => v.toFixed(NEAR_DECIMALS);
