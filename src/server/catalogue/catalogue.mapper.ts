import type { Lang } from '../../shared/i18n.ts';
import type {
  Brand,
  DeviceType,
  ProductDetail,
  ProductListItem,
  Series,
  Style,
} from '../../shared/schemas/catalogue.ts';
import type { catalogueBrands } from '../db/schema.ts';
import { pickLang } from '../content/articles.mapper.ts';
import type { ProductRow } from './catalogue.repository.ts';

/** Mean overall score to one decimal, null without reviews (the reviews keep count and sum on the row). */
export const meanScore = (scoreSum: number, reviewCount: number): number | null =>
  reviewCount > 0 ? Math.round((scoreSum * 10) / reviewCount) / 10 : null;

export const toBrand = (r: typeof catalogueBrands.$inferSelect): Brand => ({
  id: String(r.id),
  name: r.name,
  logoUrl: r.logoUrl,
  brandSpecialId: r.brandSpecialId === null ? null : String(r.brandSpecialId),
});

export const toSeries = (r: { id: bigint; brandId: bigint; name: string }): Series => ({
  id: String(r.id),
  brandId: String(r.brandId),
  name: r.name,
});

export const toListItem = (r: ProductRow): ProductListItem => ({
  id: String(r.id),
  brandId: String(r.brandId),
  brandName: r.brandName,
  seriesId: r.seriesId === null ? null : String(r.seriesId),
  seriesName: r.seriesName,
  model: r.model,
  name: r.name,
  deviceType: r.deviceType,
  style: r.style as Style,
  flavours: r.flavours,
  image: r.images[0] ?? null,
  reviewCount: r.reviewCount,
  meanScore: meanScore(r.scoreSum, r.reviewCount),
});

export const toDetail = (r: ProductRow, lang: Lang): ProductDetail => ({
  ...toListItem(r),
  images: r.images,
  description: pickLang(r.description, lang),
  brandSpecialId: r.brandSpecialId === null ? null : String(r.brandSpecialId),
});

/** The console sees every language of the description. */
export const toConsoleProduct = (r: ProductRow) => ({
  ...toListItem(r),
  images: r.images,
  description: r.description,
});

/** What the reviews and stores helpers read of a product. */
export interface ProductRef {
  id: bigint;
  brandId: bigint;
  brandName: string;
  name: string;
  model: string;
  deviceType: DeviceType;
  style: Style;
  flavours: string[];
}

export const toRef = (r: ProductRow): ProductRef => ({
  id: r.id,
  brandId: r.brandId,
  brandName: r.brandName,
  name: r.name,
  model: r.model,
  deviceType: r.deviceType,
  style: r.style as Style,
  flavours: r.flavours,
});
