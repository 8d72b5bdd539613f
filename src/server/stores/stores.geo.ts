import { and, between, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { stores } from '../db/schema.ts';

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;
/** Degrees of latitude per metre (seed offsets and tests). */
export const NORTH_PER_M = 1 / METRES_PER_DEGREE;

/**
 * A store name as the "same store" rule compares it: NFKC (full-width letters, ligatures), lower
 * case, punctuation removed, runs of spaces made one. "Vape  Corner!" and "vape corner" are one name.
 */
export const normaliseName = (name: string): string =>
  name.normalize('NFKC').toLowerCase().replace(/\p{P}/gu, '').replace(/\s+/g, ' ').trim();

/** Exact great-circle distance (haversine) from a point to the row's position, metres, in SQL. */
export const distanceFrom = (lat: number | SQLWrapper, lng: number | SQLWrapper): SQL<number> =>
  sql<number>`(${2 * EARTH_RADIUS_M}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${stores.lat} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${stores.lat}))
      * power(sin(radians(${stores.lng} - ${lng}::float8) / 2), 2)))))`;

/** The same distance in JavaScript (seed and tests). */
export function haversineMetres(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((bLat - aLat) * rad) / 2) ** 2 +
    Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(((bLng - aLng) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The box around a point that holds every position within `metres`: a range on both columns of
 * `stores_location_idx (lat, lng)`, so the index narrows the rows before the exact distance is
 * computed. Longitude does not wrap at ±180 (no store is expected on the antimeridian): the box is
 * clamped there and a store just across the line is not found.
 */
export function boundingBox(lat: number, lng: number, metres: number): SQL | undefined {
  const b = boxBounds(lat, lng, metres);
  return and(between(stores.lat, b.latMin, b.latMax), between(stores.lng, b.lngMin, b.lngMax));
}

/** The corners of `boundingBox`, degrees. */
export function boxBounds(lat: number, lng: number, metres: number) {
  const dLat = metres / METRES_PER_DEGREE;
  const cosLat = Math.cos((Math.min(89.9, Math.abs(lat) + dLat) * Math.PI) / 180);
  const dLng = Math.min(180, dLat / Math.max(cosLat, 1e-6));
  return {
    latMin: Math.max(-90, lat - dLat),
    latMax: Math.min(90, lat + dLat),
    lngMin: Math.max(-180, lng - dLng),
    lngMax: Math.min(180, lng + dLng),
  };
}
