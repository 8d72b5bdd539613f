import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Brand,
  ProductDetail,
  ProductListItem,
  ProductPage,
  Series,
  StyleItem,
} from '../../shared/schemas/catalogue.ts';
import { products } from '../db/schema.ts';
import { call, startApp, type Answer, type TestContext } from '../test/app.ts';
import { catalogueMaker, fieldOf, PICKER, upload } from './catalogue.fixtures.ts';

let ctx: TestContext;
const ids: Record<string, string> = {};
let page = '';
let picture = '';

beforeAll(async () => {
  ctx = await startApp();
  const make = catalogueMaker(ctx);
  page = (
    await ctx.app.services.taxonomy.console.createBrandSpecial(null, { name: 'Page', description: 'A page' })
  ).id;
  picture = await upload(ctx, null);
  ids.a = await make.brand('Acme', 1, page);
  ids.b = await make.brand('Bolt', 2);
  ids.a1 = await make.series(ids.a, 'One', 1);
  ids.a2 = await make.series(ids.a, 'Two', 2);
  ids.b1 = await make.series(ids.b, 'Solo');
  const base = { brandId: ids.a, seriesId: ids.a1, model: 'M1', deviceType: 'disposable' as const };
  ids.beta = await make.product({
    ...base,
    name: 'Beta',
    style: 'fruit',
    flavours: ['Mango', 'Peach'],
    images: [picture],
    description: { en_US: 'Hello', ru_RU: 'Привет' },
  });
  ids.alpha = await make.product({ ...base, name: 'Alpha', style: 'menthol', flavours: ['Mint'] });
  ids.gamma = await make.product({
    ...base,
    seriesId: ids.a2,
    model: 'M2',
    name: 'Gamma',
    deviceType: 'pod',
    style: 'fruit',
    flavours: ['Mango', 'Lime'],
  });
  const b = { brandId: ids.b, seriesId: ids.b1 };
  ids.aardvark = await make.product({
    ...b,
    model: 'X9',
    name: 'Aardvark',
    deviceType: 'open',
    style: 'tobacco',
    flavours: ['Leaf'],
  });
  for (const n of [5, 4, 3, 2, 1]) {
    ids[`zed${n}`] = await make.product({
      ...b,
      model: 'Z',
      name: `Zed 0${n}`,
      deviceType: 'pod',
      style: 'dessert',
      flavours: ['Cake'],
    });
  }
}, 60_000);
afterAll(() => ctx.close());

const get = <T>(url: string, lang = 'en_US') =>
  call<T>(ctx.app, { method: 'GET', url: `${PICKER}${url}`, headers: { lang } });
const names = async (url: string) => (await get<ProductPage>(url)).body.data.list.map((p) => p.name);

describe('product list', () => {
  it('orders by brand sort, then name, and pages by keyset without gaps or repeats', async () => {
    const all = await names('/list?pageSize=50');
    expect(all).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
      'Aardvark',
      'Zed 01',
      'Zed 02',
      'Zed 03',
      'Zed 04',
      'Zed 05',
    ]);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res: Answer<ProductPage> = await get<ProductPage>(
        `/list?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.list.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.list.map((p) => p.name));
      cursor = res.body.data.nextCursor;
    }
    expect(seen).toEqual(all);
  });

  it('filters by brand, series, device type, style and keyword', async () => {
    expect(await names(`/list?brandId=${ids.b}`)).toHaveLength(6);
    expect(await names(`/list?seriesId=${ids.a1}`)).toEqual(['Alpha', 'Beta']);
    expect(await names('/list?deviceType=pod&pageSize=3')).toEqual(['Gamma', 'Zed 01', 'Zed 02']);
    expect(await names('/list?style=fruit')).toEqual(['Beta', 'Gamma']);
    expect(await names('/list?keyword=zED%200')).toHaveLength(5);
    expect(await names('/list?keyword=m2')).toEqual(['Gamma']);
    expect(await names('/list?keyword=%25')).toEqual([]);
    expect(await names(`/list?brandId=${ids.a}&deviceType=disposable&style=menthol`)).toEqual(['Alpha']);
  });

  it('answers 400 naming the field for bad filters and cursors', async () => {
    expect(fieldOf((await get('/list?deviceType=vape')).body)?.field).toBe('deviceType');
    expect(fieldOf((await get('/list?style=sweet')).body)?.field).toBe('style');
    expect(fieldOf((await get(`/list?keyword=${'k'.repeat(51)}`)).body)?.field).toBe('keyword');
    const bad = await get(`/list?cursor=${Buffer.from('x.1').toString('base64url')}`);
    expect(bad.status).toBe(400);
    expect(fieldOf(bad.body)?.field).toBe('cursor');
  });

  it('shows the first picture and the mean score of the reviews', async () => {
    await ctx.app.services.database.db
      .update(products)
      .set({ reviewCount: 3, scoreSum: 13 })
      .where(eq(products.id, BigInt(ids.beta ?? '0')));
    const list = (await get<ProductPage>(`/list?seriesId=${ids.a1}`)).body.data.list;
    expect(list.map((p) => [p.name, p.reviewCount, p.meanScore, p.image])).toEqual([
      ['Alpha', 0, null, null],
      ['Beta', 3, 4.3, picture],
    ]);
  });
});

describe('cascading pickers', () => {
  it('goes brand -> series -> model -> product name -> taste', async () => {
    const brands = (await get<{ list: Brand[] }>('/brandList')).body.data.list;
    expect(brands.map((b) => [b.name, b.brandSpecialId])).toEqual([
      ['Acme', page],
      ['Bolt', null],
    ]);
    const series = (await get<{ list: Series[] }>(`/seriesList?brandId=${ids.a}`)).body.data.list;
    expect(series.map((s) => s.name)).toEqual(['One', 'Two']);
    const models = (await get<{ list: string[] }>(`/modelList?brandId=${ids.a}`)).body.data.list;
    expect(models).toEqual(['M1', 'M2']);
    const inSeries = await get<{ list: string[] }>(`/modelList?brandId=${ids.a}&seriesId=${ids.a1}`);
    expect(inSeries.body.data.list).toEqual(['M1']);
    const pods = await get<{ list: string[] }>(`/modelList?brandId=${ids.a}&deviceType=pod`);
    expect(pods.body.data.list).toEqual(['M2']);
    const named = await get<{ list: { id: string; name: string; model: string }[] }>(
      `/productNameList?brandId=${ids.a}&seriesId=${ids.a1}&model=M1`,
    );
    expect(named.body.data.list).toEqual([
      { id: ids.alpha, name: 'Alpha', model: 'M1' },
      { id: ids.beta, name: 'Beta', model: 'M1' },
    ]);
    const tastes = await get<{ list: string[] }>(`/tasteList?productId=${ids.beta}`);
    expect(tastes.body.data.list).toEqual(['Mango', 'Peach']);
  });

  it('lists the distinct flavours of the products the filters match', async () => {
    const all = await get<{ list: string[] }>(`/tasteList?brandId=${ids.a}`);
    expect(all.body.data.list).toEqual(['Lime', 'Mango', 'Mint', 'Peach']);
    const disposable = await get<{ list: string[] }>(`/tasteList?brandId=${ids.a}&deviceType=disposable`);
    expect(disposable.body.data.list).toEqual(['Mango', 'Mint', 'Peach']);
    expect((await get<{ list: string[] }>('/tasteList?productId=999999')).body.data.list).toEqual([]);
  });

  it('names every style in the reader language, and the styles present for a brand', async () => {
    const all = (await get<{ list: StyleItem[] }>('/styleList', 'ko_KR')).body.data.list;
    expect(all.map((s) => s.code)).toEqual(['fruit', 'menthol', 'tobacco', 'dessert', 'drink', 'other']);
    expect(all[0]?.name).toBe('과일');
    const present = await get<{ list: StyleItem[] }>(`/styleListByParam?brandId=${ids.a}`, 'ru_RU');
    expect(present.body.data.list).toEqual([
      { code: 'fruit', name: 'Фруктовые' },
      { code: 'menthol', name: 'Ментол и мята' },
    ]);
    const pods = await get<{ list: StyleItem[] }>(`/styleListByParam?brandId=${ids.a}&deviceType=pod`);
    expect(pods.body.data.list.map((s) => s.code)).toEqual(['fruit']);
  });
});

describe('product detail and brand pages', () => {
  it('describes the product in the reader language, English otherwise', async () => {
    const ru = await get<ProductDetail>(`/detail/${ids.beta}`, 'ru_RU');
    expect(ru.status).toBe(200);
    expect(ru.body.data).toMatchObject({
      name: 'Beta',
      brandName: 'Acme',
      seriesName: 'One',
      description: 'Привет',
      images: [picture],
      brandSpecialId: page,
      flavours: ['Mango', 'Peach'],
    });
    expect((await get<ProductDetail>(`/detail/${ids.beta}`, 'ko_KR')).body.data.description).toBe('Hello');
    expect((await get<ProductDetail>(`/detail/${ids.alpha}`)).body.data.description).toBe('');
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const missing = await get<{ reason: string }>('/detail/987654321');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('This product does not exist');
    expect((await get('/detail/abc')).status).toBe(400);
  });

  it('lists the products of the brands linked to a brand page', async () => {
    const linked = await get<{ list: ProductListItem[] }>(`/listWithBrandSpecial?brandSpecialId=${page}`);
    expect(linked.body.data.list.map((p) => p.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    const none = await get<{ list: ProductListItem[] }>('/listWithBrandSpecial?brandSpecialId=987654');
    expect(none.body.data.list).toEqual([]);
    expect((await get('/listWithBrandSpecial')).status).toBe(400);
  });
});

describe('reads for reviews and stores', () => {
  it('finds one product and list items in the order asked', async () => {
    const { catalogue } = ctx.app.services;
    expect(await catalogue.productById(BigInt(ids.gamma ?? '0'))).toEqual({
      id: BigInt(ids.gamma ?? '0'),
      brandId: BigInt(ids.a ?? '0'),
      brandName: 'Acme',
      name: 'Gamma',
      model: 'M2',
      deviceType: 'pod',
      style: 'fruit',
      flavours: ['Mango', 'Lime'],
    });
    expect(await catalogue.productById(987654n)).toBeUndefined();
    const items = await catalogue.listItems([BigInt(ids.aardvark ?? '0'), 987654n, BigInt(ids.alpha ?? '0')]);
    expect(items.map((i) => i.name)).toEqual(['Aardvark', 'Alpha']);
    expect(await catalogue.listItems([])).toEqual([]);
  });
});
