import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_TYPES,
  STYLES,
  type ProductDetail,
  type ProductListItem,
} from '../../shared/schemas/catalogue.ts';
import { catalogueBrands, catalogueSeries, products } from '../db/schema.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { seedCatalogue, type SeededCatalogue } from './catalogue.seed.ts';

let ctx: TestContext;
let seeded: SeededCatalogue;
let seconds = 0;
const pages = new Map<string, string>();

beforeAll(async () => {
  ctx = await startApp();
  // The two brand pages of the content demo the catalogue links to (by slug), made lean here.
  for (const slug of ['aurora', 'nimbus']) {
    const made = await ctx.app.services.taxonomy.console.createBrandSpecial(null, {
      name: slug,
      description: slug,
    });
    pages.set(slug, made.id);
  }
  const started = Date.now();
  seeded = await seedCatalogue(ctx.app.services, pages);
  seconds = (Date.now() - started) / 1000;
}, 120_000);
afterAll(() => ctx.close());

const get = <T>(url: string, lang = 'en_US') => call<T>(ctx.app, { method: 'GET', url, headers: { lang } });

describe('catalogue demo data', () => {
  it('fills brands, series and products over every device type and style', async () => {
    const db = ctx.app.services.database.db;
    const [brands] = await db.select({ n: sql<number>`count(*)::int` }).from(catalogueBrands);
    const [series] = await db.select({ n: sql<number>`count(*)::int` }).from(catalogueSeries);
    expect(brands?.n).toBe(4);
    expect(series?.n).toBeGreaterThanOrEqual(8);
    const rows = await db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((r) => r.deviceType))).toEqual(new Set(DEVICE_TYPES));
    expect(new Set(rows.map((r) => r.style))).toEqual(new Set(STYLES));
    for (const r of rows) {
      expect(r.flavours.length, r.name).toBeGreaterThanOrEqual(2);
      expect(r.flavours.length, r.name).toBeLessThanOrEqual(5);
      expect(r.images.length, r.name).toBeGreaterThanOrEqual(1);
      expect(r.seriesId, r.name).not.toBeNull();
      expect(Object.keys(r.description).sort(), r.name).toEqual(['en_US', 'ko_KR', 'ru_RU', 'zh_CN']);
    }
    expect(seeded.brands.get('vapour-club')).toBeTypeOf('bigint');
    expect(seeded.products.size).toBe(rows.length);
    // A first start must stay quick (the runner seeds before the server listens).
    expect(seconds).toBeLessThan(20);
  });

  it('links two brands to their brand pages', async () => {
    for (const slug of ['aurora', 'nimbus']) {
      const linked = await get<{ list: ProductListItem[] }>(
        `/api/hibackend/brandTaste/listWithBrandSpecial?brandSpecialId=${pages.get(slug)}`,
      );
      expect(linked.body.data.list.length, slug).toBeGreaterThanOrEqual(3);
      expect(new Set(linked.body.data.list.map((p) => p.brandId))).toEqual(
        new Set([String(seeded.brands.get(slug))]),
      );
    }
    const brands = await get<{ list: { name: string }[] }>('/api/hibackend/brandTaste/brandList');
    expect(brands.body.data.list[0]?.name).toBe('Vapour Club');
  });

  it('describes products in each language and serves every picture it made', async () => {
    const id = seeded.products.get('vc-mango-600');
    const zh = await get<ProductDetail>(`/api/hibackend/brandTaste/detail/${id}`, 'zh_CN');
    expect(zh.body.data.description).toContain('芒果');
    const db = ctx.app.services.database.db;
    const urls = [
      ...(await db.select({ images: products.images }).from(products)).flatMap((r) => r.images),
      ...(await db.select({ url: catalogueBrands.logoUrl }).from(catalogueBrands)).flatMap((r) =>
        r.url ? [r.url] : [],
      ),
    ];
    expect(urls.length).toBeGreaterThanOrEqual(20);
    for (const url of urls) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^image\//);
    }
  });
});
