import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BrandSaveSchema, ProductSaveSchema, SeriesSaveSchema } from '../../shared/schemas/catalogue.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import { localised } from '../content/taxonomy-console.service.ts';
import type { Db, Tx } from '../db/client.ts';
import { brandSpecials, catalogueBrands, catalogueSeries, products } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { toBrand, toConsoleProduct, toSeries } from './catalogue.mapper.ts';
import type { CatalogueRepository, ProductFilter } from './catalogue.repository.ts';

type BrandSave = z.output<typeof BrandSaveSchema>;
type SeriesSave = z.output<typeof SeriesSaveSchema>;
type ProductSave = z.output<typeof ProductSaveSchema>;

interface Change<R> {
  target: string;
  before?: unknown;
  after?: unknown;
  result: R;
}

/**
 * The brand console's side of the catalogue (`/api/console/catalogue/...`). Every write and its
 * audit row share one transaction; `actor` null is the demo seed, which is no console write.
 */
export class CatalogueConsole {
  constructor(
    private readonly db: Db,
    private readonly repo: CatalogueRepository,
    private readonly uploads: Pick<UploadsService, 'owned'>,
  ) {}

  async brands() {
    return { list: (await this.repo.brands()).map(toBrand) };
  }

  async series(brandId: string | undefined) {
    return { list: (await this.repo.series(brandId)).map(toSeries) };
  }

  async products(f: ProductFilter, size: number, cursor: string | undefined) {
    const page = await this.repo.productPage(f, size, cursor);
    return { list: page.rows.map(toConsoleProduct), nextCursor: page.nextCursor };
  }

  /** Runs one write and its audit row together; the write answering null is a 404. */
  private write<R>(actor: AuthContext | null, action: string, run: (tx: Tx) => Promise<Change<R> | null>) {
    return this.db.transaction(async (tx) => {
      const change = await run(tx);
      if (!change) throw notFound();
      if (actor) await audit(tx, { actor, action, ...change });
      return change.result;
    });
  }

  /** Pictures must be uploads: the actor's own or the system's (the seed may use the system's only). */
  private async assertOurs(actor: AuthContext | null, field: string, urls: string[], tx: Tx) {
    const known = await this.uploads.owned(actor?.user.id ?? 0n, urls, tx);
    for (const url of urls)
      if (!known.has(url)) throw badRequest(field, 'content.imageNotOurs', 'IMAGE_NOT_OURS');
  }

  private async brandValues(actor: AuthContext | null, input: BrandSave, tx: Tx) {
    const logoUrl = input.logoUrl || null;
    if (logoUrl) await this.assertOurs(actor, 'logoUrl', [logoUrl], tx);
    const brandSpecialId = input.brandSpecialId ? BigInt(input.brandSpecialId) : null;
    if (brandSpecialId !== null) {
      const [page] = await tx
        .select({ id: brandSpecials.id })
        .from(brandSpecials)
        .where(eq(brandSpecials.id, brandSpecialId));
      if (!page) throw badRequest('brandSpecialId', 'content.unknownBrandSpecial');
    }
    return { name: input.name, logoUrl, brandSpecialId, sort: input.sort ?? 0 };
  }

  createBrand(actor: AuthContext | null, input: BrandSave) {
    return this.write(actor, 'catalogue.brands.create', async (tx) => {
      const [row] = await tx
        .insert(catalogueBrands)
        .values(await this.brandValues(actor, input, tx))
        .returning();
      return row ? { target: `brand:${row.id}`, after: row, result: toBrand(row) } : null;
    });
  }

  updateBrand(actor: AuthContext, id: string, input: BrandSave) {
    return this.write(actor, 'catalogue.brands.update', async (tx) => {
      const [before] = await tx
        .select()
        .from(catalogueBrands)
        .where(eq(catalogueBrands.id, BigInt(id)))
        .for('update');
      if (!before) return null;
      const values = await this.brandValues(actor, { ...input, sort: input.sort ?? before.sort }, tx);
      const [row] = await tx
        .update(catalogueBrands)
        .set(values)
        .where(eq(catalogueBrands.id, before.id))
        .returning();
      return row ? { target: `brand:${id}`, before, after: row, result: toBrand(row) } : null;
    });
  }

  /** Its series and products go with it (foreign keys cascade); reviews keep their typed names. */
  removeBrand(actor: AuthContext, id: string) {
    return this.write(actor, 'catalogue.brands.delete', async (tx) => {
      const [row] = await tx
        .delete(catalogueBrands)
        .where(eq(catalogueBrands.id, BigInt(id)))
        .returning();
      return row ? { target: `brand:${id}`, before: row, result: null } : null;
    });
  }

  private async assertBrand(brandId: string, tx: Tx) {
    const [brand] = await tx
      .select({ id: catalogueBrands.id })
      .from(catalogueBrands)
      .where(eq(catalogueBrands.id, BigInt(brandId)));
    if (!brand) throw badRequest('brandId', 'catalogue.unknownBrand', 'UNKNOWN_BRAND');
  }

  createSeries(actor: AuthContext | null, input: SeriesSave) {
    return this.write(actor, 'catalogue.series.create', async (tx) => {
      await this.assertBrand(input.brandId, tx);
      const [row] = await tx
        .insert(catalogueSeries)
        .values({ brandId: BigInt(input.brandId), name: input.name, sort: input.sort ?? 0 })
        .returning();
      return row ? { target: `series:${row.id}`, after: row, result: toSeries(row) } : null;
    });
  }

  /** Moving a series to another brand would leave its products under the old brand: refused. */
  updateSeries(actor: AuthContext, id: string, input: SeriesSave) {
    return this.write(actor, 'catalogue.series.update', async (tx) => {
      const [before] = await tx
        .select()
        .from(catalogueSeries)
        .where(eq(catalogueSeries.id, BigInt(id)))
        .for('update');
      if (!before) return null;
      if (BigInt(input.brandId) !== before.brandId)
        throw badRequest('brandId', 'validation.invalid', 'SERIES_BRAND');
      const [row] = await tx
        .update(catalogueSeries)
        .set({ name: input.name, sort: input.sort ?? before.sort })
        .where(eq(catalogueSeries.id, before.id))
        .returning();
      return row ? { target: `series:${id}`, before, after: row, result: toSeries(row) } : null;
    });
  }

  /** Its products stay, without a series (the foreign key sets it null). */
  removeSeries(actor: AuthContext, id: string) {
    return this.write(actor, 'catalogue.series.delete', async (tx) => {
      const [row] = await tx
        .delete(catalogueSeries)
        .where(eq(catalogueSeries.id, BigInt(id)))
        .returning();
      return row ? { target: `series:${id}`, before: row, result: null } : null;
    });
  }

  private async productValues(actor: AuthContext | null, input: ProductSave, tx: Tx) {
    await this.assertBrand(input.brandId, tx);
    const seriesId = input.seriesId ? BigInt(input.seriesId) : null;
    if (seriesId !== null) {
      const [series] = await tx
        .select({ brandId: catalogueSeries.brandId })
        .from(catalogueSeries)
        .where(eq(catalogueSeries.id, seriesId));
      // A series of another brand is as unknown to this product as a missing one.
      if (series?.brandId !== BigInt(input.brandId))
        throw badRequest('seriesId', 'catalogue.unknownSeries', 'UNKNOWN_SERIES');
    }
    const images = [...new Set(input.images ?? [])];
    if (images.length > 0) await this.assertOurs(actor, 'images', images, tx);
    return {
      brandId: BigInt(input.brandId),
      seriesId,
      model: input.model,
      name: input.name,
      deviceType: input.deviceType,
      style: input.style,
      flavours: [...new Set(input.flavours)],
      images,
      description: input.description ? localised(input.description) : {},
    };
  }

  private async productView(id: bigint, tx: Tx) {
    const row = await this.repo.product(id, tx);
    return row ? toConsoleProduct(row) : null;
  }

  createProduct(actor: AuthContext | null, input: ProductSave) {
    return this.write(actor, 'catalogue.products.create', async (tx) => {
      const [row] = await tx
        .insert(products)
        .values(await this.productValues(actor, input, tx))
        .returning({ id: products.id });
      const after = row ? await this.productView(row.id, tx) : null;
      return row && after ? { target: `product:${row.id}`, after, result: after } : null;
    });
  }

  updateProduct(actor: AuthContext, id: string, input: ProductSave) {
    return this.write(actor, 'catalogue.products.update', async (tx) => {
      const [locked] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, BigInt(id)))
        .for('update');
      if (!locked) return null;
      const before = await this.productView(locked.id, tx);
      const values = await this.productValues(actor, input, tx);
      await tx
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.id, locked.id));
      const after = await this.productView(locked.id, tx);
      return after ? { target: `product:${id}`, before, after, result: after } : null;
    });
  }

  /** Its reviews stay with their typed names (the foreign key sets the product null). */
  removeProduct(actor: AuthContext, id: string) {
    return this.write(actor, 'catalogue.products.delete', async (tx) => {
      const before = await this.productView(BigInt(id), tx);
      if (!before) return null;
      await tx.delete(products).where(eq(products.id, BigInt(id)));
      return { target: `product:${id}`, before, result: null };
    });
  }
}
