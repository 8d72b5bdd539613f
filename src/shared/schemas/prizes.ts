import { z } from 'zod';
import { ACTIVITY_TYPES } from './activities.ts';
import { AddressSchema } from './address.ts';
import { optionalText, PageQuerySchema, pageOf, text } from './common.ts';
import { IdInputSchema, IdSchema } from './ids.ts';
import { localisedInput, LocalisedSchema } from './localised.ts';

/** Prize limits (console input), defined once for the server and a future console UI. */
export const PRIZE_NAME_MAX = 100;
export const PRIZE_DESCRIPTION_MAX = 5000;
export const PRIZE_POINTS_MAX = 10_000_000;
export const PRIZE_STOCK_MAX = 10_000_000;
export const PRIZE_IMAGES_MAX = 10;
/** At most this many of one prize in one redemption. */
export const REDEEM_QUANTITY_MAX = 10;
export const CARRIER_MAX = 50;
export const TRACKING_NO_MAX = 100;

/** Prize and order lists page by id. */
export const PrizePageQuerySchema = PageQuerySchema.extend({ cursor: IdSchema.optional() });

/** Media URLs (`/obs/...`, https) or a small inline picture (a data URL of at most 4 KB). */
export const PRIZE_IMAGE_URL_MAX = 4096;
const ImageUrlSchema = text()
  .max(PRIZE_IMAGE_URL_MAX, { error: 'validation.tooLong' })
  .regex(/^(\/obs\/[A-Za-z0-9/_.-]+|https:\/\/[^\s]+|data:image\/(png|jpeg|webp|svg\+xml)[;,][^\s]*)$/, {
    error: 'validation.image',
  });

export const PrizeSaveSchema = z.object({
  name: localisedInput(PRIZE_NAME_MAX),
  description: localisedInput(PRIZE_DESCRIPTION_MAX, true),
  points: z.number({ error: 'validation.invalid' }).int().min(1).max(PRIZE_POINTS_MAX),
  stock: z.number({ error: 'validation.invalid' }).int().min(0).max(PRIZE_STOCK_MAX),
  images: z.array(ImageUrlSchema).max(PRIZE_IMAGES_MAX).optional(),
  limitPerUser: z
    .number({ error: 'validation.invalid' })
    .int()
    .min(1)
    .max(PRIZE_STOCK_MAX)
    .nullable()
    .optional(),
  onSale: z.boolean().optional(),
  /** Only members of this tier or above may redeem it (issue 39); null: everyone; left out: unchanged. */
  minTierCode: text().trim().max(20, { error: 'validation.tooLong' }).nullable().optional(),
});
export type PrizeSave = z.input<typeof PrizeSaveSchema>;
/** An update names the new stock; a value below zero is refused with 409 STOCK_NEGATIVE, not a 400. */
export const PrizeUpdateSchema = PrizeSaveSchema.extend({
  stock: z.number({ error: 'validation.invalid' }).int().min(-PRIZE_STOCK_MAX).max(PRIZE_STOCK_MAX),
});

/** A tier-only prize's minimum tier (issue 39), named in the caller's language. */
export const MinTierSchema = z.object({ code: z.string(), name: z.string() }).nullable();

export const PrizeListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
  image: z.string().nullable(),
  minTier: MinTierSchema,
});
export type PrizeListItem = z.infer<typeof PrizeListItemSchema>;
export const PrizePageSchema = pageOf(PrizeListItemSchema);
export type PrizePage = z.infer<typeof PrizePageSchema>;

export const PrizeDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
  images: z.array(z.string()),
  limitPerUser: z.number().int().nullable(),
  minTier: MinTierSchema,
});
export type PrizeDetail = z.infer<typeof PrizeDetailSchema>;

export const PrizeAdminSchema = z.object({
  id: z.string(),
  name: LocalisedSchema,
  description: LocalisedSchema,
  points: z.number().int(),
  stock: z.number().int(),
  images: z.array(z.string()),
  limitPerUser: z.number().int().nullable(),
  onSale: z.boolean(),
  minTierCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const PrizeAdminPageSchema = pageOf(PrizeAdminSchema);

export const RedeemCreateSchema = z.object({
  prizeId: IdInputSchema,
  addressId: IdInputSchema,
  quantity: z.number({ error: 'validation.invalid' }).int().min(1).max(REDEEM_QUANTITY_MAX).optional(),
});
export type RedeemCreate = z.input<typeof RedeemCreateSchema>;
export const RedeemResultSchema = z.object({
  redeemId: z.string(),
  orderNo: z.string(),
  balance: z.number().int(),
});
export type RedeemResult = z.infer<typeof RedeemResultSchema>;

export const RedeemAddressSchema = z.object({ redeemId: IdInputSchema, addressId: IdInputSchema });
export type RedeemAddress = z.input<typeof RedeemAddressSchema>;

/** Where an order ships: the address as it was when chosen. */
export const ShipToSchema = AddressSchema.omit({
  id: true,
  isDefault: true,
  createdAt: true,
  updatedAt: true,
});
export type ShipTo = z.infer<typeof ShipToSchema>;

export const REDEEM_STATUSES = ['placed', 'shipped'] as const;
export const WonInSchema = z.object({
  activityId: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
});
export type WonIn = z.infer<typeof WonInSchema>;
export const RedeemSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  prizeId: z.string(),
  prizeName: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  points: z.number().int(),
  status: z.enum(REDEEM_STATUSES),
  /** The address it was sent to (null once that address was deleted); `shipTo` is the copy that ships. */
  addressId: z.string().nullable(),
  shipTo: ShipToSchema,
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  createdAt: z.string(),
  shippedAt: z.string().nullable(),
  /**
   * Spec §9 (shipping from China): 30 days after the order the parcel may still be on its way, and
   * the member is offered "contact support" (a work order linked to this order). We cannot see a
   * delivery, so the age of the order decides (docs/decisions/070).
   */
  supportDue: z.boolean(),
  /** The open work order about this order, if the member already asked. */
  workOrderId: z.string().nullable(),
  /**
   * Set when the order ships a prize won in an activity (`points` is then 0, nothing was paid): the
   * activity, its type and its title in the caller's language. Null for a redemption with points.
   */
  wonIn: WonInSchema.nullable(),
});
export type Redeem = z.infer<typeof RedeemSchema>;
export const RedeemPageSchema = pageOf(RedeemSchema);
export type RedeemPage = z.infer<typeof RedeemPageSchema>;

export const RedeemShipSchema = z.object({
  carrier: optionalText(CARRIER_MAX),
  trackingNo: optionalText(TRACKING_NO_MAX),
});
export type RedeemShip = z.input<typeof RedeemShipSchema>;

/** The console's order list: newest first, filtered by state (issue 16). */
export const RedeemAdminQuerySchema = PrizePageQuerySchema.extend({
  status: z.enum(REDEEM_STATUSES, { error: 'validation.invalid' }).optional(),
});
export const RedeemCsvQuerySchema = z.object({
  status: z.enum(REDEEM_STATUSES, { error: 'validation.invalid' }).optional(),
});
export const RedeemAdminSchema = RedeemSchema.omit({
  supportDue: true,
  workOrderId: true,
  wonIn: true,
}).extend({
  member: z.object({ id: z.string(), email: z.string(), nickName: z.string().nullable() }),
});
export type RedeemAdmin = z.infer<typeof RedeemAdminSchema>;
export const RedeemAdminPageSchema = pageOf(RedeemAdminSchema);
export type RedeemAdminPage = z.infer<typeof RedeemAdminPageSchema>;
