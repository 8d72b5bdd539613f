import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreDetail, StoreList, StoreRating } from '../../shared/schemas/stores.ts';
import { get, member, uploadPng, type Member } from '../content/articles.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';
import { insertProduct, removeShare, shareBody, shared, STORE_API } from './stores.fixtures.ts';
import { haversineMetres, NORTH_PER_M } from './stores.geo.ts';
import { nearInRingsQuery } from './stores.repository.ts';

let ctx: TestContext;
let alice: Member & { photo: string };
let bob: Member & { photo: string };
// Seoul City Hall.
const at = { lat: 37.5665, lng: 126.978 };
const seoul = (metresNorth: number, over: Record<string, unknown>) => ({
  lat: at.lat + metresNorth * NORTH_PER_M,
  lng: at.lng,
  city: 'Seoul',
  country: 'KOR',
  ...over,
});
const ids: Record<string, string> = {};

async function withPhoto(): Promise<Member & { photo: string }> {
  const m = await member(ctx);
  return { ...m, photo: (await uploadPng(ctx, m.token)).url };
}

beforeAll(async () => {
  ctx = await startApp();
  [alice, bob] = [await withPhoto(), await withPhoto()];
  const plan: [string, number, string, number][] = [
    ['Near One', 100, 'specialty', 3],
    ['Near Two', 300, 'convenience', 5],
    ['Near Three', 2000, 'specialty', 4],
    ['Near Four', 8000, 'specialty', 5],
  ];
  for (const [name, metres, type, score] of plan) {
    ids[name] = (
      await shared(ctx, alice.token, shareBody(alice.photo, seoul(metres, { name, type, score })))
    ).storeId;
  }
  // Bob rates "Near Three" too: 4 and 5, so it is the best rated with two ratings after "Near Two".
  await shared(ctx, bob.token, shareBody(bob.photo, seoul(2000, { name: 'Near Three', score: 5 })));
});
afterAll(() => ctx.close());

const names = (list: StoreList['list']) => list.map((s) => s.name);
const near = (query: string) => get<StoreList>(ctx, `${STORE_API}/near?${query}`);

describe('store/near', () => {
  it('nearest first within the radius, with rounded distances', async () => {
    const res = await near(`lat=${at.lat}&lng=${at.lng}`);
    expect(res.status).toBe(200);
    expect(names(res.body.data.list)).toEqual(['Near One', 'Near Two', 'Near Three']);
    expect(res.body.data.list.map((s) => s.distanceM)).toEqual([100, 300, 2000]);
    expect(names((await near(`lat=${at.lat}&lng=${at.lng}&radiusKm=1`)).body.data.list)).toEqual([
      'Near One',
      'Near Two',
    ]);
    expect((await near(`lat=${at.lat}&lng=${at.lng}&radiusKm=10`)).body.data.list).toHaveLength(4);
  });

  it('filters by type', async () => {
    const res = await near(`lat=${at.lat}&lng=${at.lng}&type=convenience`);
    expect(names(res.body.data.list)).toEqual(['Near Two']);
  });

  it('by city without a position: best rated first, no distance', async () => {
    const res = await near('city=seoul');
    expect(names(res.body.data.list)).toEqual(['Near Two', 'Near Four', 'Near Three', 'Near One']);
    expect(res.body.data.list[2]).toMatchObject({ meanScore: 4.5, ratingCount: 2, distanceM: null });
    expect((await near('city=Busan')).body.data.list).toEqual([]);
  });

  it('needs a position or a city, and both coordinates', async () => {
    const none = await near('type=specialty');
    expect(none.status).toBe(400);
    const half = await near(`lat=${at.lat}`);
    expect(half.status).toBe(400);
    expect((half.body.data as unknown as { fields: { field: string }[] }).fields[0]?.field).toBe('lng');
    expect((await near(`lat=91&lng=0`)).status).toBe(400);
    expect((await near(`lat=Infinity&lng=0`)).status).toBe(400);
  });

  it('takes a coordinate at the precision JavaScript prints it (issue 35)', async () => {
    const res = await near('lat=57.41160170068247&lng=-2.0943012345678912&radiusKm=1');
    expect(res.status).toBe(200);
    expect(res.body.data.list).toEqual([]);
    expect((await near(`lat=${at.lat + 1e-12}&lng=${at.lng}&radiusKm=1`)).body.data.list).toHaveLength(2);
  });

  it('answers from the point rounded to 4 decimals, and afresh after a share and its removal (decision 124)', async () => {
    // 4.4 m north of `at`: the same spot to 4 decimals, so the same distances as from `at` itself.
    const nearby = `lat=${at.lat + 0.00004}&lng=${at.lng + 0.00004}&radiusKm=1`;
    expect((await near(nearby)).body.data.list.map((s) => [s.name, s.distanceM])).toEqual([
      ['Near One', 100],
      ['Near Two', 300],
    ]);
    const { storeId } = await shared(
      ctx,
      bob.token,
      shareBody(bob.photo, seoul(600, { name: 'Near Later' })),
    );
    expect(names((await near(nearby)).body.data.list)).toEqual(['Near One', 'Near Two', 'Near Later']);
    expect((await removeShare(ctx, bob.token, storeId)).status).toBe(200);
    expect(names((await near(nearby)).body.data.list)).toEqual(['Near One', 'Near Two']);
  });

  it('with more than a page around, answers exactly the 50 nearest', async () => {
    // Around a spot in the sea off Busan: 30 within a kilometre and 40 between 1.5 and 3 km.
    const spot = { lat: 34.9, lng: 129.5 };
    await ctx.app.services.database.db.execute(sql`
      insert into stores (name, normalized_name, type, lat, lng, country, area, city, county, address)
      select 'Ring ' || g, 'ring ' || g, 'specialty',
        ${spot.lat}::float8 + (case when g <= 30 then g * 25 else 1500 + (g - 30) * 35 end) / 111195.0,
        ${spot.lng}::float8 + (g % 3) * 0.0001, 'KOR', 'Busan', 'Busan', 'Haeundae', 'Sea ' || g
      from generate_series(1, 70) g`);
    const res = await near(`lat=${spot.lat}&lng=${spot.lng}&radiusKm=50`);
    const list = res.body.data.list;
    expect(list).toHaveLength(50);
    const expected = Array.from({ length: 70 }, (_, i) => {
      const g = i + 1;
      const north = g <= 30 ? g * 25 : 1500 + (g - 30) * 35;
      return {
        name: `Ring ${g}`,
        d: haversineMetres(spot.lat, spot.lng, spot.lat + north / 111195, spot.lng + (g % 3) * 0.0001),
      };
    })
      .sort((a, b) => a.d - b.d)
      .slice(0, 50);
    expect(names(list)).toEqual(expected.map((e) => e.name));
  });

  it('reads through stores_location_idx', async () => {
    const db = ctx.app.services.database.db;
    // Enough stores elsewhere that a sequential scan would cost more than the index.
    await db.execute(sql`
      insert into stores (name, normalized_name, type, lat, lng, country, area, city, county, address)
      select 'Filler ' || g, 'filler ' || g, 'convenience', -40 + (g % 200) * 0.1, 100 + (g / 200) * 0.1,
        'AUS', 'Nowhere', 'Nowhere', 'Nowhere', 'Road ' || g
      from generate_series(1, 5000) g`);
    await db.execute(sql`analyze stores`);
    const query = nearInRingsQuery(at, [1000, 4000, 5000]);
    const plan = await db.execute(sql`explain ${query}`);
    const text = (plan as { rows: Record<string, string>[] }).rows
      .map((r) => Object.values(r).join(' '))
      .join('\n');
    expect(text).toContain('stores_location_idx');
  });
});

describe('store reads', () => {
  it('detail shows the caller their own share', async () => {
    const id = ids['Near One'] ?? '';
    const mine = await get<StoreDetail>(ctx, `${STORE_API}/detail?id=${id}`, alice.token);
    expect(mine.body.data).toMatchObject({ name: 'Near One', shareCount: 1, meanScore: 3 });
    expect(mine.body.data.myShareId).not.toBeNull();
    expect(
      (await get<StoreDetail>(ctx, `${STORE_API}/detail?id=${id}`, bob.token)).body.data.myShareId,
    ).toBeNull();
    expect((await get<StoreDetail>(ctx, `${STORE_API}/detail?id=${id}`)).body.data.myShareId).toBeNull();
    expect((await get(ctx, `${STORE_API}/detail?id=99999999`)).status).toBe(404);
  });

  it('evaluate/list: newest first, page by page, with the author and mine', async () => {
    const url = `${STORE_API}/evaluate/list?storeId=${ids['Near Three']}&pageSize=1`;
    type Page = { list: StoreRating[]; nextCursor: string | null };
    const first = await get<Page>(ctx, url, bob.token);
    expect(first.body.data.list).toHaveLength(1);
    expect(first.body.data.list[0]).toMatchObject({ score: 5, mine: true });
    const second = await get<Page>(ctx, `${url}&cursor=${first.body.data.nextCursor}`, bob.token);
    expect(second.body.data.list[0]).toMatchObject({ score: 4, mine: false });
    expect(second.body.data.list[0]?.author.userId).toBe(String(alice.userId));
    expect(second.body.data.nextCursor).toBeNull();
    expect((await get(ctx, `${STORE_API}/evaluate/list?storeId=99999999`)).status).toBe(404);
  });

  it('top3: best rated, within 50 km of a point when given', async () => {
    const here = await get<StoreList>(ctx, `${STORE_API}/top3?lat=${at.lat}&lng=${at.lng}`);
    expect(names(here.body.data.list)).toEqual(['Near Two', 'Near Four', 'Near Three']);
    const far = await get<StoreList>(ctx, `${STORE_API}/top3?lat=51.5&lng=-0.12`);
    expect(far.body.data.list).toEqual([]);
  });

  it('pickOwnerProduct: products members reported, most reported first', async () => {
    const [mint, fruit] = [await insertProduct(ctx, 'Frost Mint'), await insertProduct(ctx, 'Fruit Mix')];
    const carol = await withPhoto();
    await shared(
      ctx,
      alice.token,
      shareBody(alice.photo, seoul(300, { name: 'Near Two', score: 5, productIds: [String(fruit)] })),
    );
    await shared(
      ctx,
      carol.token,
      shareBody(
        carol.photo,
        seoul(300, { name: 'Near Two', score: 5, productIds: [String(mint), String(fruit)] }),
      ),
    );
    type Products = {
      list: { product: { name: string; meanScore: number | null; brandName: string }; reports: number }[];
    };
    const res = await get<Products>(ctx, `${STORE_API}/pickOwnerProduct?storeId=${ids['Near Two']}`);
    expect(res.body.data.list.map((p) => [p.product.name, p.reports])).toEqual([
      ['Fruit Mix', 2],
      ['Frost Mint', 1],
    ]);
    expect(res.body.data.list[0]?.product).toMatchObject({ meanScore: 4.5, brandName: 'Test Brand' });
  });
});
