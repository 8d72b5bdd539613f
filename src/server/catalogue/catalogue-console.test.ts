import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, ProductDetail, Series } from '../../shared/schemas/catalogue.ts';
import { auditLog, catalogueSeries, products } from '../db/schema.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';
import { CONSOLE, fieldOf, PICKER, upload } from './catalogue.fixtures.ts';

const ADMIN = 'catalogue@example.com';
let ctx: TestContext;
let admin: string;
let adminId: bigint;
let member: string;
let memberId: bigint;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  const a = await registerUser(ctx, ADMIN);
  admin = a.token;
  adminId = BigInt(a.userInfo.userId);
  const m = await registerUser(ctx, 'taster@example.com');
  member = m.token;
  memberId = BigInt(m.userInfo.userId);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = <T>(token: string | null, method: Method, url: string, payload?: unknown) =>
  call<T>(ctx.app, {
    method,
    url: `${CONSOLE}${url}`,
    headers: token ? { authorization: token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const asAdmin = <T>(method: Method, url: string, payload?: unknown) => as<T>(admin, method, url, payload);

async function lastAudit(action: string) {
  const [row] = await ctx.app.services.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const product = (brandId: string, extra: Record<string, unknown> = {}) => ({
  brandId,
  model: 'Model',
  name: 'Product',
  deviceType: 'pod',
  style: 'drink',
  flavours: ['Cola'],
  ...extra,
});

describe('catalogue console access', () => {
  it('answers 401 to visitors and 403 to members, reads and writes alike', async () => {
    // Valid bodies: a body that fails validation is a 400 before the session is read.
    const bodies: Record<string, unknown> = {
      '/brands': { name: 'X' },
      '/brands/1': { name: 'X' },
      '/series': { brandId: '1', name: 'X' },
      '/products': product('1'),
    };
    for (const [method, url] of [
      ['GET', '/brands'],
      ['POST', '/brands'],
      ['PUT', '/brands/1'],
      ['DELETE', '/brands/1'],
      ['GET', '/series'],
      ['POST', '/series'],
      ['GET', '/products'],
      ['POST', '/products'],
      ['DELETE', '/products/1'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? bodies[url] : undefined;
      expect((await as(null, method, url, payload)).status, `${method} ${url}`).toBe(401);
      expect((await as(member, method, url, payload)).status, `${method} ${url}`).toBe(403);
    }
  });
});

describe('brands and series', () => {
  it('creates, updates and deletes a brand, auditing each write', async () => {
    const logoUrl = await upload(ctx, adminId);
    const made = await asAdmin<Brand>('POST', '/brands', { name: 'B'.repeat(50), logoUrl, sort: 3 });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ name: 'B'.repeat(50), logoUrl, brandSpecialId: null });
    const created = await lastAudit('catalogue.brands.create');
    expect(created?.actorId).toBe(adminId);
    expect(created?.target).toBe(`brand:${made.body.data.id}`);

    const renamed = await asAdmin<Brand>('PUT', `/brands/${made.body.data.id}`, { name: 'Renamed' });
    expect(renamed.body.data.name).toBe('Renamed');
    const updated = await lastAudit('catalogue.brands.update');
    expect(updated?.before).toMatchObject({ name: 'B'.repeat(50), sort: 3 });
    expect(updated?.after).toMatchObject({ name: 'Renamed', sort: 3 });

    expect((await asAdmin('DELETE', `/brands/${made.body.data.id}`)).status).toBe(200);
    expect((await lastAudit('catalogue.brands.delete'))?.target).toBe(`brand:${made.body.data.id}`);
    expect((await asAdmin('DELETE', `/brands/${made.body.data.id}`)).status).toBe(404);
    expect((await asAdmin('PUT', `/brands/${made.body.data.id}`, { name: 'Gone' })).status).toBe(404);
  });

  it('refuses a 51-character name, a foreign picture and an unknown brand page, naming the field', async () => {
    const long = await asAdmin('POST', '/brands', { name: 'B'.repeat(51) });
    expect(long.status).toBe(400);
    expect(fieldOf(long.body)).toMatchObject({ field: 'name', key: 'validation.tooLong' });
    const foreign = await asAdmin('POST', '/brands', { name: 'X', logoUrl: await upload(ctx, memberId) });
    expect(fieldOf(foreign.body)).toMatchObject({ field: 'logoUrl', key: 'content.imageNotOurs' });
    const page = await asAdmin('POST', '/brands', { name: 'X', brandSpecialId: '987654' });
    expect(fieldOf(page.body)).toMatchObject({ field: 'brandSpecialId', key: 'content.unknownBrandSpecial' });
  });

  it('keeps a series under a known brand', async () => {
    const unknown = await asAdmin('POST', '/series', { brandId: '987654', name: 'S' });
    expect(unknown.status).toBe(400);
    expect(fieldOf(unknown.body)).toMatchObject({ field: 'brandId', key: 'catalogue.unknownBrand' });
    const brand = (await asAdmin<Brand>('POST', '/brands', { name: 'Series home' })).body.data;
    const series = await asAdmin<Series>('POST', '/series', { brandId: brand.id, name: 'S1' });
    expect(series.body.data).toMatchObject({ brandId: brand.id, name: 'S1' });
    expect((await lastAudit('catalogue.series.create'))?.target).toBe(`series:${series.body.data.id}`);
    const listed = await asAdmin<{ list: Series[] }>('GET', `/series?brandId=${brand.id}`);
    expect(listed.body.data.list.map((s) => s.name)).toEqual(['S1']);
    const renamed = await asAdmin<Series>('PUT', `/series/${series.body.data.id}`, {
      brandId: brand.id,
      name: 'S2',
    });
    expect(renamed.body.data.name).toBe('S2');
    expect((await asAdmin('DELETE', `/series/${series.body.data.id}`)).status).toBe(200);
    expect((await lastAudit('catalogue.series.delete'))?.actorId).toBe(adminId);
  });
});

describe('products', () => {
  it('validates every field at its edges', async () => {
    const brand = (await asAdmin<Brand>('POST', '/brands', { name: 'Edges' })).body.data;
    const cases: [Record<string, unknown>, string][] = [
      [{ flavours: [] }, 'flavours'],
      [{ deviceType: 'vape' }, 'deviceType'],
      [{ style: 'sweet' }, 'style'],
      [{ model: 'M'.repeat(51) }, 'model'],
      [{ name: 'N'.repeat(101) }, 'name'],
      [{ brandId: '987654' }, 'brandId'],
      [{ seriesId: '987654' }, 'seriesId'],
    ];
    for (const [extra, field] of cases) {
      const res = await asAdmin('POST', '/products', product(brand.id, extra));
      expect(res.status, field).toBe(400);
      expect(fieldOf(res.body)?.field, field).toBe(field);
    }
    const atEdge = await asAdmin(
      'POST',
      '/products',
      product(brand.id, { model: 'M'.repeat(50), name: 'N'.repeat(100) }),
    );
    expect(atEdge.status).toBe(200);
  });

  it('refuses a series of another brand and pictures that are not uploads of ours', async () => {
    const mine = (await asAdmin<Brand>('POST', '/brands', { name: 'Mine' })).body.data;
    const other = (await asAdmin<Brand>('POST', '/brands', { name: 'Other' })).body.data;
    const theirs = (await asAdmin<Series>('POST', '/series', { brandId: other.id, name: 'Theirs' })).body
      .data;
    const cross = await asAdmin('POST', '/products', product(mine.id, { seriesId: theirs.id }));
    expect(cross.status).toBe(400);
    expect(fieldOf(cross.body)).toMatchObject({ field: 'seriesId', key: 'catalogue.unknownSeries' });
    const foreign = await asAdmin(
      'POST',
      '/products',
      product(mine.id, { images: [await upload(ctx, memberId)] }),
    );
    expect(fieldOf(foreign.body)).toMatchObject({ field: 'images', key: 'content.imageNotOurs' });
    const invented = await asAdmin('POST', '/products', product(mine.id, { images: ['/obs/nothing.png'] }));
    expect(fieldOf(invented.body)?.field).toBe('images');
    const before = await ctx.app.services.database.db
      .select()
      .from(products)
      .where(eq(products.brandId, BigInt(mine.id)));
    expect(before).toEqual([]);
  });

  it('creates, updates, lists and deletes a product, auditing each write', async () => {
    const brand = (await asAdmin<Brand>('POST', '/brands', { name: 'Full' })).body.data;
    const series = (await asAdmin<Series>('POST', '/series', { brandId: brand.id, name: 'Line' })).body.data;
    const image = await upload(ctx, adminId);
    const made = await asAdmin<ProductDetail>(
      'POST',
      '/products',
      product(brand.id, {
        seriesId: series.id,
        flavours: ['Cola', 'Cola', 'Lime'],
        images: [image],
        description: { en_US: 'Fizzy', zh_CN: '气泡' },
      }),
    );
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({
      brandName: 'Full',
      seriesName: 'Line',
      flavours: ['Cola', 'Lime'],
      images: [image],
      image,
      description: { en_US: 'Fizzy', zh_CN: '气泡' },
    });
    expect((await lastAudit('catalogue.products.create'))?.target).toBe(`product:${id}`);

    const changed = await asAdmin<ProductDetail>(
      'PUT',
      `/products/${id}`,
      product(brand.id, { name: 'Cola Two', style: 'fruit' }),
    );
    expect(changed.body.data).toMatchObject({ name: 'Cola Two', style: 'fruit', seriesId: null, images: [] });
    const audited = await lastAudit('catalogue.products.update');
    expect(audited?.before).toMatchObject({ name: 'Product' });
    expect(audited?.after).toMatchObject({ name: 'Cola Two' });

    const listed = await asAdmin<{ list: { id: string }[] }>('GET', `/products?brandId=${brand.id}`);
    expect(listed.body.data.list.map((p) => p.id)).toEqual([id]);

    expect((await asAdmin('DELETE', `/products/${id}`)).status).toBe(200);
    expect((await lastAudit('catalogue.products.delete'))?.target).toBe(`product:${id}`);
    const gone = await call(ctx.app, { method: 'GET', url: `${PICKER}/detail/${id}` });
    expect(gone.status).toBe(404);
    expect((await asAdmin('PUT', `/products/${id}`, product(brand.id))).status).toBe(404);
  });

  it('deleting a brand takes its series and products with it', async () => {
    const brand = (await asAdmin<Brand>('POST', '/brands', { name: 'Doomed' })).body.data;
    await asAdmin('POST', '/series', { brandId: brand.id, name: 'Doomed line' });
    await asAdmin('POST', '/products', product(brand.id));
    expect((await asAdmin('DELETE', `/brands/${brand.id}`)).status).toBe(200);
    const db = ctx.app.services.database.db;
    expect(
      await db
        .select()
        .from(products)
        .where(eq(products.brandId, BigInt(brand.id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(catalogueSeries)
        .where(eq(catalogueSeries.brandId, BigInt(brand.id))),
    ).toEqual([]);
  });
});
