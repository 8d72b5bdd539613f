import sharp from 'sharp';
import type { ProductSave } from '../../shared/schemas/catalogue.ts';
import { ProductSaveSchema } from '../../shared/schemas/catalogue.ts';
import type { TestContext } from '../test/app.ts';

export const PICKER = '/api/hibackend/brandTaste';
export const CONSOLE = '/api/console/catalogue';

export type Fail = { reason: string; fields?: { field: string; key: string }[] };
export const fieldOf = (body: { data: unknown }) => (body.data as Fail).fields?.[0];

/** A real upload owned by `userId` (null: the system's, as the seed makes them). */
export async function upload(ctx: TestContext, userId: bigint | null): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a73' } })
    .png()
    .toBuffer();
  return (await ctx.app.services.uploads.image(userId, png, 'file')).url;
}

/** Catalogue rows made through the console service as the seed makes them (actor null). */
export function catalogueMaker(ctx: TestContext) {
  const cons = ctx.app.services.catalogue.console;
  return {
    brand: async (name: string, sort: number, brandSpecialId: string | null = null) =>
      (await cons.createBrand(null, { name, sort, brandSpecialId })).id,
    series: async (brandId: string, name: string, sort = 0) =>
      (await cons.createSeries(null, { brandId, name, sort })).id,
    product: async (input: ProductSave) =>
      (await cons.createProduct(null, ProductSaveSchema.parse(input))).id,
  };
}
