import { z } from 'zod';
import { countChars } from '../content/words.ts';
import { ProductListItemSchema } from './catalogue.ts';
import { PageQuerySchema, pageOf, queryNumber, text } from './common.ts';
import { AuthorSchema } from './content.ts';
import { IdInputSchema, IdSchema } from './ids.ts';
import { OPINION_MAX } from './reviews.ts';

export const STORE_TYPES = ['specialty', 'convenience'] as const;
export type StoreType = (typeof STORE_TYPES)[number];
/** Spec §5: store or name text up to 50 characters. */
export const STORE_NAME_MAX = 50;
/** A share within this many metres of a store with the same normalised name is that store. */
export const SAME_STORE_METRES = 50;
export const NEAR_RADIUS_DEFAULT_KM = 5;
export const NEAR_RADIUS_MAX_KM = 50;
export const NEAR_LIMIT = 50;
/**
 * A nearby search's point is rounded to this many decimal places (about 11 m, what a phone's position
 * is worth): the web sends no more, and the server rounds what others send (docs/decisions/124).
 */
export const NEAR_DECIMALS = 4;
export const roundCoordinate = (v: number): number => Number(v.toFixed(NEAR_DECIMALS));
export const STORE_PRODUCTS_MAX = 20;

const required = (max: number) =>
  text().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const coordinate = (min: number, max: number) =>
  z
    .number({ error: 'validation.required' })
    .min(min, { error: 'validation.invalid' })
    .max(max, { error: 'validation.invalid' });

/** `store/evaluate/add`: share a store and rate it. */
export const StoreShareSchema = z.object({
  /** An uploaded picture (`/obs/...`), the member's own. */
  photoUrl: required(500),
  name: required(STORE_NAME_MAX),
  type: z.enum(STORE_TYPES, { error: 'validation.choice' }),
  lat: coordinate(-90, 90),
  lng: coordinate(-180, 180),
  /** ISO 3166-1 alpha-3, as addresses use. */
  country: text()
    .trim()
    .regex(/^[A-Z]{3}$/, { error: 'validation.country' }),
  area: required(STORE_NAME_MAX),
  city: required(STORE_NAME_MAX),
  county: required(STORE_NAME_MAX),
  address: required(200),
  postalCode: text()
    .trim()
    .max(20, { error: 'validation.tooLong' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  score: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(5, { error: 'validation.invalid' }),
  text: text({ multiline: true })
    .trim()
    .refine((v) => countChars(v) <= OPINION_MAX, {
      error: 'validation.tooLong',
      params: { max: OPINION_MAX },
    })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  /** Catalogue products seen in the store (`pickOwnerProduct`). */
  productIds: z.array(IdInputSchema).max(STORE_PRODUCTS_MAX, { error: 'validation.invalid' }).optional(),
});
export type StoreShare = z.input<typeof StoreShareSchema>;
export type StoreShareParsed = z.output<typeof StoreShareSchema>;
export const StoreSharedSchema = z.object({
  storeId: z.string(),
  shareId: z.string(),
  /** The share joined a store already known (within 50 m, same name). */
  merged: z.boolean(),
  pointsAwarded: z.number().int(),
});
export type StoreShared = z.infer<typeof StoreSharedSchema>;

export const StoreListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(STORE_TYPES),
  lat: z.number(),
  lng: z.number(),
  country: z.string(),
  area: z.string(),
  city: z.string(),
  county: z.string(),
  address: z.string(),
  postalCode: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** From the point asked about; null when none was given. */
  distanceM: z.number().int().nullable(),
  shareCount: z.number().int(),
  ratingCount: z.number().int(),
  /** One decimal; null without ratings. */
  meanScore: z.number().nullable(),
});
export type StoreListItem = z.infer<typeof StoreListItemSchema>;
export const StoreListSchema = z.object({ list: z.array(StoreListItemSchema) });
export type StoreList = z.infer<typeof StoreListSchema>;
export const StoreDetailSchema = StoreListItemSchema.extend({
  /** The caller's own share of this store, if any. */
  myShareId: z.string().nullable(),
});
export type StoreDetail = z.infer<typeof StoreDetailSchema>;

/** `near`: by position (distance-sorted within `radiusKm`) or, without one, by city (best rated first). */
export const NearQuerySchema = z
  .object({
    lat: queryNumber(-90, 90).optional(),
    lng: queryNumber(-180, 180).optional(),
    radiusKm: queryNumber(0.1, NEAR_RADIUS_MAX_KM).optional(),
    type: z.enum(STORE_TYPES, { error: 'validation.choice' }).optional(),
    city: text().trim().max(STORE_NAME_MAX, { error: 'validation.tooLong' }).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.lat === undefined) !== (v.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.lat === undefined ? 'lat' : 'lng'],
        message: 'validation.required',
      });
    }
    if (v.lat === undefined && !v.city) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'validation.required' });
    }
  });
export const StoreIdQuerySchema = z.object({ id: IdSchema });
export const Top3QuerySchema = z.object({
  lat: queryNumber(-90, 90).optional(),
  lng: queryNumber(-180, 180).optional(),
});

/** `evaluate/list`: a store's ratings with text, newest first. */
export const StoreRatingSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  author: AuthorSchema,
  score: z.number().int(),
  text: z.string().nullable(),
  photoUrl: z.string().nullable(),
  createdAt: z.string(),
  mine: z.boolean(),
});
export type StoreRating = z.infer<typeof StoreRatingSchema>;
export const StoreRatingPageSchema = pageOf(StoreRatingSchema);
/** `evaluate/ownerList`: the caller's own shares with their store, newest first (`/my/shares`). */
export const MyShareSchema = StoreRatingSchema.omit({ author: true, mine: true }).extend({
  store: StoreListItemSchema,
});
export type MyShare = z.infer<typeof MyShareSchema>;
export const MySharePageSchema = pageOf(MyShareSchema);
export type MySharePage = z.infer<typeof MySharePageSchema>;
export const StoreRatingQuerySchema = PageQuerySchema.extend({ storeId: IdSchema });

/** `pickOwnerProduct?storeId=`: what members saw there, most reported first. */
export const StoreProductListSchema = z.object({
  list: z.array(z.object({ product: ProductListItemSchema, reports: z.number().int() })),
});
export const StoreDeleteQuerySchema = z.object({ id: IdSchema });
