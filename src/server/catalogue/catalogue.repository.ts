import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DeviceType, Style } from '../../shared/schemas/catalogue.ts';
import type { Db, Tx } from '../db/client.ts';
import { catalogueBrands, catalogueSeries, products } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';

/** What the pickers narrow by; every field is optional. */
export interface ProductFilter {
  brandId?: string;
  seriesId?: string;
  deviceType?: DeviceType;
  style?: Style;
  model?: string;
  keyword?: string;
}

/** The columns every product answer is built from (one join: brand and series names). */
export const productColumns = {
  id: products.id,
  brandId: products.brandId,
  brandName: catalogueBrands.name,
  brandSpecialId: catalogueBrands.brandSpecialId,
  seriesId: products.seriesId,
  seriesName: catalogueSeries.name,
  model: products.model,
  name: products.name,
  deviceType: products.deviceType,
  style: products.style,
  flavours: products.flavours,
  images: products.images,
  description: products.description,
  reviewCount: products.reviewCount,
  scoreSum: products.scoreSum,
  brandSort: catalogueBrands.sort,
};

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Product names are compared byte-wise ("C"): PGlite and a PostgreSQL server with another default
 * collation then order the list, and resume its pages, the same way.
 */
const nameC = sql`${products.name} collate "C"`;
const productOrder = [asc(catalogueBrands.sort), asc(nameC), asc(products.id)];

export function productWhere(f: ProductFilter): SQL | undefined {
  return and(
    f.brandId ? eq(products.brandId, BigInt(f.brandId)) : undefined,
    f.seriesId ? eq(products.seriesId, BigInt(f.seriesId)) : undefined,
    f.deviceType ? eq(products.deviceType, f.deviceType) : undefined,
    f.style ? eq(products.style, f.style) : undefined,
    f.model ? eq(products.model, f.model) : undefined,
    f.keyword
      ? or(ilike(products.name, likePattern(f.keyword)), ilike(products.model, likePattern(f.keyword)))
      : undefined,
  );
}

// The cursor carries the brand sort and the id of the last product sent (base64url "sort.id"); its
// name is read back from the row, which keeps the cursor short (names run to 100 characters).
const CURSOR = /^[0-9]{1,6}\.[1-9][0-9]{0,17}$/;
const encodeCursor = (sort: number, id: bigint) => Buffer.from(`${sort}.${id}`).toString('base64url');

function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const raw = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!CURSOR.test(raw)) throw badRequest('cursor', 'validation.invalid');
  const [sort = '0', id = '0'] = raw.split('.');
  // A product deleted since restarts its brand's run of names (a repeat, never a gap).
  const name = sql`coalesce((select p.name from ${products} p where p.id = ${id}::bigint), '') collate "C"`;
  return sql`(${catalogueBrands.sort}, ${nameC}, ${products.id}) > (${Number(sort)}::int, ${name}, ${id}::bigint)`;
}

export type ProductRow = Awaited<ReturnType<CatalogueRepository['productsByIds']>>[number];

/** Catalogue queries; the service turns rows into answers. */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  private selectProducts(tx: Db | Tx = this.db) {
    return tx
      .select(productColumns)
      .from(products)
      .innerJoin(catalogueBrands, eq(catalogueBrands.id, products.brandId))
      .leftJoin(catalogueSeries, eq(catalogueSeries.id, products.seriesId));
  }

  async productPage(f: ProductFilter, size: number, cursor: string | undefined) {
    const rows = await this.selectProducts()
      .where(and(productWhere(f), afterCursor(cursor)))
      .orderBy(...productOrder)
      .limit(size + 1);
    const list = rows.slice(0, size);
    const last = list.at(-1);
    const nextCursor = rows.length > size && last ? encodeCursor(last.brandSort, last.id) : null;
    return { rows: list, nextCursor };
  }

  productsByIds(ids: bigint[], tx: Db | Tx = this.db) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.selectProducts(tx).where(inArray(products.id, ids));
  }

  async product(id: bigint, tx: Db | Tx = this.db) {
    const [row] = await this.selectProducts(tx).where(eq(products.id, id));
    return row;
  }

  /** Products of the brands linked to a brand page; a brand page shows at most `limit`. */
  productsOfBrandSpecial(brandSpecialId: bigint, limit: number) {
    return this.selectProducts()
      .where(eq(catalogueBrands.brandSpecialId, brandSpecialId))
      .orderBy(...productOrder)
      .limit(limit);
  }

  brands() {
    return this.db
      .select()
      .from(catalogueBrands)
      .orderBy(
        asc(catalogueBrands.sort),
        asc(sql`${catalogueBrands.name} collate "C"`),
        asc(catalogueBrands.id),
      );
  }

  series(brandId: string | undefined) {
    return this.db
      .select({ id: catalogueSeries.id, brandId: catalogueSeries.brandId, name: catalogueSeries.name })
      .from(catalogueSeries)
      .where(brandId ? eq(catalogueSeries.brandId, BigInt(brandId)) : undefined)
      .orderBy(
        asc(catalogueSeries.sort),
        asc(sql`${catalogueSeries.name} collate "C"`),
        asc(catalogueSeries.id),
      );
  }

  async styles(f: ProductFilter): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ style: products.style })
      .from(products)
      .where(productWhere(f));
    return rows.map((r) => r.style);
  }

  async models(f: ProductFilter): Promise<string[]> {
    const model = sql<string>`${products.model} collate "C"`;
    const rows = await this.db.selectDistinct({ model }).from(products).where(productWhere(f)).orderBy(model);
    return rows.map((r) => r.model);
  }

  productNames(f: ProductFilter) {
    return this.db
      .select({ id: products.id, name: products.name, model: products.model })
      .from(products)
      .where(productWhere(f))
      .orderBy(asc(nameC), asc(products.id));
  }

  async flavoursOf(productId: bigint): Promise<string[] | undefined> {
    const [row] = await this.db
      .select({ flavours: products.flavours })
      .from(products)
      .where(eq(products.id, productId));
    return row?.flavours;
  }

  async flavours(f: ProductFilter): Promise<string[]> {
    const flavour = sql<string>`f.flavour collate "C"`;
    const rows = await this.db
      .selectDistinct({ flavour })
      .from(sql`${products} cross join lateral unnest(${products.flavours}) as f(flavour)`)
      .where(productWhere(f))
      .orderBy(flavour);
    return rows.map((r) => r.flavour);
  }
}
