import countries from 'i18n-iso-countries';
import { z } from 'zod';
import { NAME_MAX, PHONE_MAX } from '../limits.ts';
import { PageQuerySchema, pageOf, text } from './common.ts';

/** Address limits (spec §3, §5), defined once for the form and the server. */
export const REGION_MAX = 100;
export const STREET_MAX = 200;
export const POSTAL_CODE_MAX = 20;
/** How many addresses one member may keep. */
export const ADDRESSES_MAX = 50;

/** A real ISO 3166-1 alpha-3 code (any case in, upper case out). */
export const Alpha3Schema = text()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z]{3}$/.test(v) && countries.isValid(v), { error: 'validation.country' });

const required = (max: number) =>
  text().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

/** A database id as decimal text (bigint ids never travel as JSON numbers). */
const AddressIdSchema = text().regex(/^[1-9][0-9]{0,17}$/, { error: 'validation.invalid' });

export const AddressSaveSchema = z.object({
  /** Present: update that address; absent: add one. Text or a safe number. */
  id: z
    .union([AddressIdSchema, z.number().int().positive().max(Number.MAX_SAFE_INTEGER)], {
      error: 'validation.invalid',
    })
    .transform((v) => String(v))
    .nullish(),
  firstName: required(NAME_MAX),
  lastName: required(NAME_MAX),
  phone: text()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(PHONE_MAX, { error: 'validation.tooLong' })
    .refine((v) => /^\+?[0-9 ()-]{5,20}$/.test(v), { error: 'validation.phone' }),
  country: Alpha3Schema,
  area: required(REGION_MAX),
  city: required(REGION_MAX),
  county: required(REGION_MAX),
  address: required(STREET_MAX),
  postalCode: text()
    .trim()
    .max(POSTAL_CODE_MAX, { error: 'validation.tooLong' })
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  isDefault: z.boolean({ error: 'validation.invalid' }).optional(),
});
export type AddressSave = z.input<typeof AddressSaveSchema>;
export type AddressSaveParsed = z.output<typeof AddressSaveSchema>;

export const AddressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  country: z.string(),
  area: z.string(),
  city: z.string(),
  county: z.string(),
  address: z.string(),
  postalCode: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressIdParamsSchema = z.object({ id: AddressIdSchema });

export const AddressPageQuerySchema = PageQuerySchema;

export const AddressPageSchema = pageOf(AddressSchema);
export type AddressPage = z.infer<typeof AddressPageSchema>;

/** One entry of a region list: a country (alpha-3 code), an area (subdivision code) or a city. */
export const RegionSchema = z.object({ code: z.string(), name: z.string() });
export type Region = z.infer<typeof RegionSchema>;

export const CountryQuerySchema = z.object({ country: Alpha3Schema });
export const AreaCodeSchema = text()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(REGION_MAX, { error: 'validation.tooLong' });
export const CityQuerySchema = z.object({ country: Alpha3Schema, area: AreaCodeSchema });
/** `list`: countries without `country`, a country's areas with it, an area's cities with both. */
export const RegionListQuerySchema = z.object({
  country: Alpha3Schema.optional(),
  area: AreaCodeSchema.optional(),
});
export const RegionListSchema = z.object({
  level: z.enum(['country', 'area', 'city']),
  list: z.array(RegionSchema),
});

/** GADM level 0 uses ISO alpha-3 as its id (`GID_0`), so these answer in the same codes. */
export const GadmCountrySchema = z.object({
  code: z.string(),
  alpha2: z.string(),
  name: z.string(),
  /** Whether area (and so city) lists exist; without them the form takes free text. */
  hasAreas: z.boolean(),
});
export type GadmCountry = z.infer<typeof GadmCountrySchema>;
