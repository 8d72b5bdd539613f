import {
  NEAR_RADIUS_DEFAULT_KM,
  type MySharePage,
  type StoreDetail,
  type StoreList,
  type StoreRating,
  type StoreType,
} from '../../shared/schemas/stores.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { cut, SOCIAL_PAGE_SIZE } from '../social/social.keyset.ts';
import { toRating, toReportedProduct, toStoreDetail, toStoreItem } from './stores.mapper.ts';
import {
  bestStores,
  cityStores,
  mySharePage,
  nearInRings,
  ratingPage,
  reportedProducts,
  storeWithMyShare,
} from './stores.repository.ts';

/** The nearby search starts with this radius and widens it fourfold until it has a full page. */
const FIRST_RING_M = 1000;
/** `top3` with a point looks this far around it. */
export const TOP3_RADIUS_M = 50_000;
const REPORTED_PRODUCTS_MAX = 50;

export interface NearQuery {
  lat?: number | undefined;
  lng?: number | undefined;
  radiusKm?: number | undefined;
  type?: StoreType | undefined;
  city?: string | undefined;
}

/**
 * Nearest first within the radius. Rather than one box of the whole radius (in a dense city at 1M
 * stores that is tens of thousands of rows to measure and sort), rings that widen fourfold from 1 km
 * up to the radius, in one statement (`nearInRings`): the first one holding NEAR_LIMIT stores within
 * its radius holds the NEAR_LIMIT nearest. So the rows read stay about the same however many stores
 * there are, and it is one round trip however sparse the spot.
 */
export async function nearby(db: Db, q: NearQuery): Promise<StoreList> {
  if (q.lat === undefined || q.lng === undefined) return inCity(db, q.city ?? '', q.type);
  const max = (q.radiusKm ?? NEAR_RADIUS_DEFAULT_KM) * 1000;
  const rings = [Math.min(max, FIRST_RING_M)];
  for (let m = rings[0] ?? max; m < max;) rings.push((m = Math.min(max, m * 4)));
  const rows = await nearInRings(db, { lat: q.lat, lng: q.lng, type: q.type }, rings);
  return { list: rows.map((r) => toStoreItem(r, r.distanceM)) };
}

/**
 * The spellings of a city a search matches: as typed, lower case, upper case and each word
 * capitalised. An equality list keeps `stores_city_idx` in use, which `lower(city) = ...` would not
 * (the schema has no index on `lower(city)`); so "london" finds "London", but "lONDON" stored that
 * way is found only when typed that way.
 */
export function citySpellings(city: string): string[] {
  const lower = city.toLowerCase();
  const title = lower.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
  return [...new Set([city, lower, city.toUpperCase(), title])];
}

async function inCity(db: Db, city: string, type?: StoreType): Promise<StoreList> {
  const rows = await cityStores(db, citySpellings(city.trim()), type);
  return { list: rows.map((r) => toStoreItem(r)) };
}

export async function storeDetail(db: Db, id: bigint, viewer: bigint | null): Promise<StoreDetail> {
  const row = await storeWithMyShare(db, id, viewer);
  if (!row) throw notFound();
  return toStoreDetail(row);
}

export async function storeRatings(
  db: Db,
  storeId: bigint,
  viewer: bigint | null,
  pageSize = SOCIAL_PAGE_SIZE,
  cursor?: string,
): Promise<{ list: StoreRating[]; nextCursor: string | null }> {
  await storeDetail(db, storeId, null);
  const page = cut(await ratingPage(db, storeId, pageSize, cursor), pageSize, (r) => r.id);
  return { list: page.list.map((r) => toRating(r, viewer)), nextCursor: page.nextCursor };
}

/** `/my/shares`: the member's own shares, newest first; only ever the caller's. */
export async function myShares(
  db: Db,
  userId: bigint,
  pageSize = SOCIAL_PAGE_SIZE,
  cursor?: string,
): Promise<MySharePage> {
  const page = cut(await mySharePage(db, userId, pageSize, cursor), pageSize, (r) => r.id);
  return {
    list: page.list.map((r) => ({
      id: String(r.id),
      storeId: String(r.store.id),
      score: r.score,
      text: r.text,
      photoUrl: r.photoUrl,
      createdAt: r.createdAt.toISOString(),
      store: toStoreItem(r.store),
    })),
    nextCursor: page.nextCursor,
  };
}

export async function top3(db: Db, point: { lat: number; lng: number } | null): Promise<StoreList> {
  const area = point ? { ...point, metres: TOP3_RADIUS_M } : null;
  const rows = await bestStores(db, area, 3);
  return { list: rows.map((r) => toStoreItem(r)) };
}

export async function storeProducts(db: Db, storeId: bigint) {
  await storeDetail(db, storeId, null);
  const rows = await reportedProducts(db, storeId, REPORTED_PRODUCTS_MAX);
  return { list: rows.map(toReportedProduct) };
}
