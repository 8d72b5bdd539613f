import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, AddressPage, GadmCountry, Region } from '../../shared/schemas/address.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => ctx.close());

let seq = 0;
const base = '/api/hibackend/user/address';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const member = async () => (await registerUser(ctx, `address${++seq}.${Date.now()}@example.com`)).token;

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
  country: 'GBR',
  area: 'England',
  city: 'London',
  county: 'Camden',
  address: '12 Example Street',
  postalCode: 'NW1 1AA',
};

const save = (token: string, payload: Record<string, unknown>) =>
  call<Address>(ctx.app, { method: 'POST', url: `${base}/saveOrUpdate`, payload, headers: auth(token) });
const list = (token: string, query = '') =>
  call<AddressPage>(ctx.app, { method: 'GET', url: `${base}/listPage${query}`, headers: auth(token) });
const get = (token: string, id: string) =>
  call<Address>(ctx.app, { method: 'GET', url: `${base}/${id}`, headers: auth(token) });
const remove = (token: string, id: string) =>
  call(ctx.app, { method: 'DELETE', url: `${base}/${id}`, headers: auth(token) });
const fieldNames = (data: unknown) =>
  ((data as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);

describe('addresses', () => {
  it('needs a session', async () => {
    const res = await call(ctx.app, { method: 'GET', url: `${base}/listPage` });
    expect(res.status).toBe(401);
    const saved = await call(ctx.app, { method: 'POST', url: `${base}/saveOrUpdate`, payload: valid });
    expect(saved.status).toBe(401);
  });

  it('adds, reads, updates and deletes; the first address is the default', async () => {
    const token = await member();
    const first = await save(token, valid);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ ...valid, isDefault: true });

    const second = await save(token, { ...valid, firstName: 'Grace', postalCode: '' });
    expect(second.body.data).toMatchObject({ firstName: 'Grace', isDefault: false, postalCode: null });

    expect((await get(token, second.body.data.id)).body.data.firstName).toBe('Grace');

    const updated = await save(token, { ...valid, id: second.body.data.id, city: 'Oxford', isDefault: true });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: second.body.data.id, city: 'Oxford', isDefault: true });
    expect((await get(token, first.body.data.id)).body.data.isDefault).toBe(false);

    // The default comes first.
    const page = await list(token);
    expect(page.body.data.list.map((a) => a.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(page.body.data.nextCursor).toBeNull();

    // Deleting the default makes the newest remaining one the default.
    const third = await save(token, { ...valid, firstName: 'Third' });
    expect((await remove(token, second.body.data.id)).status).toBe(200);
    expect((await get(token, second.body.data.id)).status).toBe(404);
    expect((await get(token, third.body.data.id)).body.data.isDefault).toBe(true);
    expect((await get(token, first.body.data.id)).body.data.isDefault).toBe(false);
  });

  it('pages with an opaque cursor, the default first', async () => {
    const token = await member();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await save(token, { ...valid, firstName: `N${i}` })).body.data.id);
    await save(token, { ...valid, id: ids[2], isDefault: true });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof list>> = await list(
        token,
        `?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.list.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.list.map((a) => a.id));
      cursor = res.body.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual([ids[2], ids[4], ids[3], ids[1], ids[0]]);
    expect((await list(token, '?pageSize=51')).status).toBe(400);
  });

  it('keeps one default when two saves ask for it at once', async () => {
    const token = await member();
    const a = (await save(token, valid)).body.data;
    const b = (await save(token, valid)).body.data;
    const c = (await save(token, valid)).body.data;
    const answers = await Promise.all([
      save(token, { ...valid, id: b.id, isDefault: true }),
      save(token, { ...valid, id: c.id, isDefault: true }),
      save(token, { ...valid, isDefault: true }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const all = (await list(token)).body.data.list;
    expect(all).toHaveLength(4);
    expect(all.filter((x) => x.isDefault)).toHaveLength(1);
    expect(all.find((x) => x.id === a.id)?.isDefault).toBe(false);
  });

  it('names each missing or bad field in a 400', async () => {
    const token = await member();
    const res = await save(token, {});
    expect(res.status).toBe(400);
    expect(fieldNames(res.body.data).sort()).toEqual(
      ['address', 'area', 'city', 'country', 'county', 'firstName', 'lastName', 'phone'].sort(),
    );
    const blank = await save(token, { ...valid, city: '  ', country: 'XYZ', phone: 'call me' });
    expect(fieldNames(blank.body.data).sort()).toEqual(['city', 'country', 'phone']);
    const control = await save(token, { ...valid, address: 'a\u0000b' });
    expect(control.status).toBe(400);
    expect(fieldNames(control.body.data)).toEqual(['address']);
    const lower = await save(token, { ...valid, country: 'kor' });
    expect(lower.body.data.country).toBe('KOR');
  });

  it("answers 404 for another member's address on get, update and delete", async () => {
    const owner = await member();
    const other = await member();
    const mine = (await save(owner, valid)).body.data;
    expect((await get(other, mine.id)).status).toBe(404);
    expect((await save(other, { ...valid, id: mine.id, firstName: 'Mallory' })).status).toBe(404);
    expect((await remove(other, mine.id)).status).toBe(404);
    expect((await list(other)).body.data.list).toEqual([]);
    expect((await get(owner, mine.id)).body.data.firstName).toBe('Ada');
  });
});

describe('region lists', () => {
  const region = <T = Region[]>(url: string, lang = 'en_US') =>
    call<T>(ctx.app, { method: 'GET', url, headers: { lang } });

  it('lists countries in the caller’s language, publicly and cacheably', async () => {
    const en = await region('/api/hibackend/address/country');
    expect(en.status).toBe(200);
    expect(en.res.headers['cache-control']).toContain('max-age');
    expect(en.body.data.length).toBeGreaterThan(240);
    expect(en.body.data.find((c) => c.code === 'DEU')?.name).toBe('Germany');
    const ru = await region('/api/hibackend/address/country', 'ru_RU');
    expect(ru.body.data.find((c) => c.code === 'DEU')?.name).toBe('Германия');
    const ko = await region('/api/hibackend/gadm/countryList', 'ko_KR');
    expect(ko.body.data.find((c) => c.code === 'DEU')?.name).toBe('독일');
    const zh = await region<GadmCountry>('/api/hibackend/gadm/country?country=DEU', 'zh_CN');
    expect(zh.body.data).toMatchObject({ code: 'DEU', alpha2: 'DE', name: '德国', hasAreas: true });
  });

  it('lists areas and cities, and nothing for a country without data', async () => {
    const areas = await region('/api/hibackend/address/area?country=DEU');
    const bavaria = areas.body.data.find((a) => a.name === 'Bavaria');
    expect(bavaria?.code).toBe('BY');
    const cities = await region('/api/hibackend/address/city?country=DEU&area=BY');
    expect(cities.body.data.map((c) => c.name)).toContain('Munich');
    // A stored address carries the area's name; cities are found by it too.
    const byName = await region('/api/hibackend/address/city?country=DEU&area=Bavaria');
    expect(byName.body.data).toEqual(cities.body.data);
    expect((await region('/api/hibackend/address/city?country=DEU&area=Nowhere')).body.data).toEqual([]);
    const list = await region<{ level: string; list: Region[] }>('/api/hibackend/address/list?country=GBR');
    expect(list.body.data.level).toBe('area');
    expect((await region('/api/hibackend/address/area?country=ATA')).body.data).toEqual([]);
    const bad = await region('/api/hibackend/address/area?country=ZZZ');
    expect(bad.status).toBe(400);
    expect(fieldNames(bad.body.data)).toEqual(['country']);
  });
});
