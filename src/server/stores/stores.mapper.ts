import type { ProductListItem } from '../../shared/schemas/catalogue.ts';
import type { StoreDetail, StoreListItem, StoreRating } from '../../shared/schemas/stores.ts';
import { toAuthor } from '../content/articles.mapper.ts';
import type { stores } from '../db/schema.ts';
import type { RatingRow, ReportedProductRow, storeColumns } from './stores.repository.ts';

type StoreColumns = Pick<typeof stores.$inferSelect, keyof typeof storeColumns>;

/** A mean of `sum / count` with one decimal; null without any. */
export const meanOf = (sum: number, count: number): number | null =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : null;

export const toStoreItem = (r: StoreColumns, distanceM: number | null = null): StoreListItem => ({
  id: String(r.id),
  name: r.name,
  type: r.type,
  lat: r.lat,
  lng: r.lng,
  country: r.country,
  area: r.area,
  city: r.city,
  county: r.county,
  address: r.address,
  postalCode: r.postalCode,
  photoUrl: r.photoUrl,
  distanceM,
  shareCount: r.shareCount,
  ratingCount: r.ratingCount,
  meanScore: meanOf(r.ratingSum, r.ratingCount),
});

export const toStoreDetail = (r: StoreColumns & { myShareId: bigint | null }): StoreDetail => ({
  ...toStoreItem(r),
  myShareId: r.myShareId === null ? null : String(r.myShareId),
});

export const toRating = (r: RatingRow, viewer: bigint | null): StoreRating => ({
  id: String(r.id),
  storeId: String(r.storeId),
  author: toAuthor(r),
  score: r.score,
  text: r.text,
  photoUrl: r.photoUrl,
  createdAt: r.createdAt.toISOString(),
  mine: viewer !== null && viewer === r.authorId,
});

export const toReportedProduct = (r: ReportedProductRow) => ({
  product: {
    id: String(r.id),
    brandId: String(r.brandId),
    brandName: r.brandName,
    seriesId: r.seriesId === null ? null : String(r.seriesId),
    seriesName: r.seriesName,
    model: r.model,
    name: r.name,
    deviceType: r.deviceType,
    // The catalogue writes only the shared style names into this column.
    style: r.style as ProductListItem['style'],
    flavours: r.flavours,
    image: r.images[0] ?? null,
    reviewCount: r.reviewCount,
    meanScore: meanOf(r.scoreSum, r.reviewCount),
  } satisfies ProductListItem,
  reports: r.reports,
});
