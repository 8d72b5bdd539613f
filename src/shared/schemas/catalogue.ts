import { z } from 'zod';
import { PageQuerySchema, pageOf, text } from './common.ts';
import { IdInputSchema, IdSchema } from './ids.ts';
import { localisedInput, LocalisedSchema } from './localised.ts';

/** Spec §3: the three device types a product (and a review) can be. */
export const DEVICE_TYPES = ['disposable', 'pod', 'open'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
/** The flavour family of a product or a review ("style"); names in src/shared/catalogue/styles.ts. */
export const STYLES = ['fruit', 'menthol', 'tobacco', 'dessert', 'drink', 'other'] as const;
export type Style = (typeof STYLES)[number];

/** Brand, series, model, product and flavour names (spec §5: name text up to 50). */
export const NAME_MAX = 50;
export const FLAVOURS_MAX = 30;
export const PRODUCT_IMAGES_MAX = 10;

const name = () =>
  text().trim().min(1, { error: 'validation.required' }).max(NAME_MAX, { error: 'validation.tooLong' });

export const BrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  brandSpecialId: z.string().nullable(),
});
export type Brand = z.infer<typeof BrandSchema>;
export const SeriesSchema = z.object({ id: z.string(), brandId: z.string(), name: z.string() });
export type Series = z.infer<typeof SeriesSchema>;
export const StyleItemSchema = z.object({ code: z.enum(STYLES), name: z.string() });
export type StyleItem = z.infer<typeof StyleItemSchema>;

export const ProductListItemSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  seriesId: z.string().nullable(),
  seriesName: z.string().nullable(),
  model: z.string(),
  name: z.string(),
  deviceType: z.enum(DEVICE_TYPES),
  style: z.enum(STYLES),
  flavours: z.array(z.string()),
  /** The first picture, or null. */
  image: z.string().nullable(),
  reviewCount: z.number().int(),
  /** Mean overall score of its reviews (1-5, one decimal), null without reviews. */
  meanScore: z.number().nullable(),
});
export type ProductListItem = z.infer<typeof ProductListItemSchema>;
export const ProductPageSchema = pageOf(ProductListItemSchema);
export type ProductPage = z.infer<typeof ProductPageSchema>;
export const ProductDetailSchema = ProductListItemSchema.extend({
  images: z.array(z.string()),
  /** In the reader's language (English fallback). */
  description: z.string(),
  brandSpecialId: z.string().nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

// --- the cascading pickers (`/api/hibackend/brandTaste/...`) -------------------------------------

const optionalId = IdSchema.optional();
const deviceType = z.enum(DEVICE_TYPES, { error: 'validation.choice' });
const style = z.enum(STYLES, { error: 'validation.choice' });

/** `list`: products, filtered, by name (keyset). */
export const ProductListQuerySchema = PageQuerySchema.extend({
  brandId: optionalId,
  seriesId: optionalId,
  deviceType: deviceType.optional(),
  style: style.optional(),
  keyword: text().trim().max(NAME_MAX, { error: 'validation.tooLong' }).optional(),
});
/** `seriesList?brandId=`, `styleListByParam?brandId=&deviceType=`, `modelList?brandId=&seriesId=&deviceType=`. */
export const PickerQuerySchema = z.object({
  brandId: optionalId,
  seriesId: optionalId,
  deviceType: deviceType.optional(),
  model: text().trim().max(NAME_MAX, { error: 'validation.tooLong' }).optional(),
});
/** `productNameList`: the products the pickers narrowed to, `{id, name}`. */
export const ProductNameSchema = z.object({ id: z.string(), name: z.string(), model: z.string() });
/** `tasteList?productId=` (or the picker filters): flavour names. */
export const TasteQuerySchema = PickerQuerySchema.extend({ productId: optionalId });
export const NamesSchema = z.object({ list: z.array(z.string()) });
export const BrandListSchema = z.object({ list: z.array(BrandSchema) });
export const SeriesListSchema = z.object({ list: z.array(SeriesSchema) });
export const StyleListSchema = z.object({ list: z.array(StyleItemSchema) });
export const ProductNameListSchema = z.object({ list: z.array(ProductNameSchema) });
/** `listWithBrandSpecial?brandSpecialId=`: the products of the brands linked to a brand page. */
export const BrandSpecialQuerySchema = z.object({ brandSpecialId: IdSchema });
export const ProductListSchema = z.object({ list: z.array(ProductListItemSchema) });

// --- console (`/api/console/catalogue/...`) -------------------------------------------------------

export const BrandSaveSchema = z.object({
  name: name(),
  logoUrl: text().trim().max(500).nullable().optional(),
  brandSpecialId: IdInputSchema.nullable().optional(),
  sort: z.number().int().min(0).max(100_000).optional(),
});
export const SeriesSaveSchema = z.object({
  brandId: IdInputSchema,
  name: name(),
  sort: z.number().int().min(0).max(100_000).optional(),
});
export const ProductSaveSchema = z.object({
  brandId: IdInputSchema,
  seriesId: IdInputSchema.nullable().optional(),
  model: name(),
  name: text().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.tooLong' }),
  deviceType,
  style,
  flavours: z
    .array(name())
    .min(1, { error: 'validation.required' })
    .max(FLAVOURS_MAX, { error: 'validation.invalid' }),
  /** Uploaded pictures (`/obs/...`). */
  images: z.array(text().trim().max(500)).max(PRODUCT_IMAGES_MAX, { error: 'content.imagesMax' }).optional(),
  description: localisedInput(2000, true).optional(),
});
export type BrandSave = z.input<typeof BrandSaveSchema>;
export type SeriesSave = z.input<typeof SeriesSaveSchema>;
export type ProductSave = z.input<typeof ProductSaveSchema>;
export const ConsoleProductSchema = ProductListItemSchema.extend({
  images: z.array(z.string()),
  description: LocalisedSchema,
});
