import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { NEAR_LIMIT, SAME_STORE_METRES, type StoreType } from '../../shared/schemas/stores.ts';
import type { Db, Tx } from '../db/client.ts';
import { preparedRows } from '../db/prepared.ts';
import {
  catalogueBrands,
  catalogueSeries,
  kolMembers,
  products,
  storeProducts,
  storeShares,
  stores,
  users,
} from '../db/schema.ts';
import { afterCursor, usOf } from '../social/social.keyset.ts';
import { boundingBox, boxBounds, distanceFrom } from './stores.geo.ts';

type Q = Db | Tx;

/** Every column a store card needs. */
export const storeColumns = {
  id: stores.id,
  name: stores.name,
  type: stores.type,
  lat: stores.lat,
  lng: stores.lng,
  country: stores.country,
  area: stores.area,
  city: stores.city,
  county: stores.county,
  address: stores.address,
  postalCode: stores.postalCode,
  photoUrl: stores.photoUrl,
  shareCount: stores.shareCount,
  ratingCount: stores.ratingCount,
  ratingSum: stores.ratingSum,
};

/** Best rated first: the mean score, then how many rated it (stores without ratings last). */
const bestRated = [
  sql`${stores.ratingSum}::float8 / nullif(${stores.ratingCount}, 0) desc nulls last`,
  // As `stores_best_idx` orders it (nulls last), so that the index serves the sort.
  sql`${stores.ratingCount} desc nulls last`,
  asc(stores.id),
];

/** The store a share joins: the same normalised name within SAME_STORE_METRES, nearest first. */
export async function sameStore(tx: Tx, normalized: string, lat: number, lng: number) {
  const dist = distanceFrom(lat, lng);
  const [row] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(
      and(
        eq(stores.normalizedName, normalized),
        boundingBox(lat, lng, SAME_STORE_METRES),
        sql`${dist} <= ${SAME_STORE_METRES}`,
      ),
    )
    .orderBy(dist)
    .limit(1);
  return row?.id ?? null;
}

export interface NearPoint {
  lat: number;
  lng: number;
  type?: StoreType | undefined;
}

/**
 * The `limit` stores nearest a point, within the last of `rings` (radii in metres, growing), as one
 * statement: the first ring that holds `limit` shown stores within its radius holds the `limit`
 * nearest (anything outside it is farther), so only that ring's box is measured and sorted; the rings
 * before it are counted up to `limit` each. Each ring reads `stores_location_idx` by its bounding box.
 * Whichever qualifying ring the database settled on, the answer would be the same.
 *
 * `value(name)` gives each input: a placeholder for the prepared statement `nearInRings` runs, or the
 * value itself (`nearInRingsQuery`, for a plan to read). Inputs: `lat`, `lng`, `type` when typed, and
 * per ring `i` its radius `m{i}` and box `la0_{i}`, `la1_{i}`, `lo0_{i}`, `lo1_{i}`.
 */
function nearStatement(rings: number, typed: boolean, limit: number, value: (name: string) => unknown): SQL {
  const dist = distanceFrom(sql`${value('lat')}::float8`, sql`${value('lng')}::float8`);
  const inRing = (ring: string) => {
    const r = sql.raw(ring);
    return sql`${stores.lat} between ${r}.la0 and ${r}.la1 and ${stores.lng} between ${r}.lo0 and ${r}.lo1
      and ${dist} <= ${r}.m and ${stores.hiddenAt} is null${typed ? sql` and ${stores.type} = ${value('type')}` : sql``}`;
  };
  const values = Array.from({ length: rings }, (_, i) => {
    const f = (n: string) => sql`${value(`${n}_${i}`)}::float8`;
    return sql`(${i}::int, ${f('m')}, ${f('la0')}, ${f('la1')}, ${f('lo0')}, ${f('lo1')})`;
  });
  return sql`with rings (i, m, la0, la1, lo0, lo1) as (values ${sql.join(values, sql`, `)}),
    ring as (
      select * from rings r
      where r.i = ${rings - 1}::int
        or (select count(*) from (select 1 from ${stores} where ${inRing('r')} limit ${limit}::int) x) >= ${limit}::int
      limit 1
    )
    select ${stores.id}::text as id, ${stores.name} as name, ${stores.type} as type, ${stores.lat} as lat,
      ${stores.lng} as lng, ${stores.country} as country, ${stores.area} as area, ${stores.city} as city,
      ${stores.county} as county, ${stores.address} as address, ${stores.postalCode} as "postalCode",
      ${stores.photoUrl} as "photoUrl", ${stores.shareCount} as "shareCount",
      ${stores.ratingCount} as "ratingCount", ${stores.ratingSum} as "ratingSum",
      round(${dist})::int as "distanceM"
    from ${stores}, ring
    where ${inRing('ring')}
    order by ${dist}, ${stores.id}
    limit ${limit}::int`;
}

/** The inputs `nearStatement` names, for a point and its rings. */
function nearValues(at: NearPoint, rings: readonly number[]): Record<string, unknown> {
  const values: Record<string, unknown> = { lat: at.lat, lng: at.lng, type: at.type };
  rings.forEach((m, i) => {
    const b = boxBounds(at.lat, at.lng, m);
    Object.assign(values, { [`m_${i}`]: m, [`la0_${i}`]: b.latMin, [`la1_${i}`]: b.latMax });
    Object.assign(values, { [`lo0_${i}`]: b.lngMin, [`lo1_${i}`]: b.lngMax });
  });
  return values;
}

/** The statement `nearInRings` prepares, with the values written in (for reading its plan). */
export function nearInRingsQuery(at: NearPoint, rings: readonly number[], limit = NEAR_LIMIT): SQL {
  const values = nearValues(at, rings);
  return nearStatement(rings.length, at.type !== undefined, limit, (name) => values[name]);
}

type NearRow = Omit<StoreRow, 'id'> & { id: string };

export async function nearInRings(db: Q, at: NearPoint, rings: readonly number[]): Promise<StoreRow[]> {
  const typed = at.type !== undefined;
  const run = preparedRows<NearRow>(db, `store_near_${rings.length}${typed ? '_typed' : ''}`, () =>
    nearStatement(rings.length, typed, NEAR_LIMIT, (name) => sql.placeholder(name)),
  );
  const rows = await run(nearValues(at, rings));
  return rows.map((r) => ({ ...r, id: BigInt(r.id) }));
}

export type StoreRow = Pick<typeof stores.$inferSelect, keyof typeof storeColumns> & { distanceM: number };

/** Stores of one city (any of the given spellings, `stores_city_idx`), best rated first. */
export function cityStores(db: Q, spellings: string[], type?: StoreType) {
  return db
    .select(storeColumns)
    .from(stores)
    .where(
      and(inArray(stores.city, spellings), isNull(stores.hiddenAt), type ? eq(stores.type, type) : undefined),
    )
    .orderBy(...bestRated)
    .limit(NEAR_LIMIT);
}

/** The best rated stores, inside `area` when given. */
export function bestStores(db: Q, area: (NearPoint & { metres: number }) | null, limit: number) {
  const inside: SQL | undefined = area
    ? and(
        boundingBox(area.lat, area.lng, area.metres),
        sql`${distanceFrom(area.lat, area.lng)} <= ${area.metres}`,
      )
    : undefined;
  return db
    .select(storeColumns)
    .from(stores)
    .where(and(inside, isNull(stores.hiddenAt)))
    .orderBy(...bestRated)
    .limit(limit);
}

/** One store and the viewer's own share of it (the unique `store_shares_store_user_key`). */
export async function storeWithMyShare(db: Q, id: bigint, viewer: bigint | null) {
  const [row] = await db
    .select({ ...storeColumns, myShareId: storeShares.id })
    .from(stores)
    .leftJoin(
      storeShares,
      and(eq(storeShares.storeId, stores.id), viewer === null ? sql`false` : eq(storeShares.userId, viewer)),
    )
    .where(and(eq(stores.id, id), isNull(stores.hiddenAt)));
  return row;
}

/** One page of a store's ratings, newest first (`store_shares_store_idx`), authors joined. */
export function ratingPage(db: Q, storeId: bigint, size: number, cursor?: string) {
  return db
    .select({
      id: storeShares.id,
      storeId: storeShares.storeId,
      score: storeShares.score,
      text: storeShares.text,
      photoUrl: storeShares.photoUrl,
      createdAt: storeShares.createdAt,
      us: usOf(storeShares.createdAt),
      authorId: storeShares.userId,
      nickName: users.nickName,
      userName: users.userName,
      avatarUrl: users.avatarUrl,
      kol: sql<boolean>`exists (select 1 from ${kolMembers} where ${kolMembers.userId} = ${storeShares.userId})`,
    })
    .from(storeShares)
    .innerJoin(users, eq(users.id, storeShares.userId))
    .where(
      and(
        eq(storeShares.storeId, storeId),
        afterCursor(cursor, storeShares.createdAt, storeShares.id, 'desc'),
      ),
    )
    .orderBy(desc(storeShares.createdAt), desc(storeShares.id))
    .limit(size + 1);
}

export type RatingRow = Awaited<ReturnType<typeof ratingPage>>[number];

/** One page of the member's own shares, newest first (`store_shares_user_idx`), with their visible stores. */
export function mySharePage(db: Q, userId: bigint, size: number, cursor?: string) {
  return db
    .select({
      id: storeShares.id,
      score: storeShares.score,
      text: storeShares.text,
      photoUrl: storeShares.photoUrl,
      createdAt: storeShares.createdAt,
      us: usOf(storeShares.createdAt),
      store: storeColumns,
    })
    .from(storeShares)
    .innerJoin(stores, eq(stores.id, storeShares.storeId))
    .where(
      and(
        eq(storeShares.userId, userId),
        isNull(stores.hiddenAt),
        afterCursor(cursor, storeShares.createdAt, storeShares.id, 'desc'),
      ),
    )
    .orderBy(desc(storeShares.createdAt), desc(storeShares.id))
    .limit(size + 1);
}

/** Products members reported in a store with their brand and series, most reported first. */
export function reportedProducts(db: Q, storeId: bigint, limit: number) {
  const reports = sql<number>`count(*)::int`;
  return db
    .select({
      id: products.id,
      brandId: products.brandId,
      brandName: catalogueBrands.name,
      seriesId: products.seriesId,
      seriesName: catalogueSeries.name,
      model: products.model,
      name: products.name,
      deviceType: products.deviceType,
      style: products.style,
      flavours: products.flavours,
      images: products.images,
      reviewCount: products.reviewCount,
      scoreSum: products.scoreSum,
      reports,
    })
    .from(storeProducts)
    .innerJoin(products, eq(products.id, storeProducts.productId))
    .innerJoin(catalogueBrands, eq(catalogueBrands.id, products.brandId))
    .leftJoin(catalogueSeries, eq(catalogueSeries.id, products.seriesId))
    .where(eq(storeProducts.storeId, storeId))
    .groupBy(products.id, catalogueBrands.name, catalogueSeries.name)
    .orderBy(desc(reports), asc(products.id))
    .limit(limit);
}

export type ReportedProductRow = Awaited<ReturnType<typeof reportedProducts>>[number];

/** Which of `ids` are catalogue products. */
export async function existingProducts(tx: Q, ids: bigint[]): Promise<Set<bigint>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((r) => r.id));
}
