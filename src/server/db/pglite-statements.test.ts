import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './pglite-statements.ts';

// The embedded database's statement cache (decision 101); PostgreSQL runs never use it.
describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite statement cache', () => {
  const raw = new PGlite();
  const cached = withStatementCache(raw);
  const preparedCount = async () =>
    (await raw.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0]?.n;

  beforeAll(async () => {
    await raw.exec(`create table t (id bigint primary key, name text, at timestamptz, doc jsonb, ok boolean, n numeric);
      insert into t values (1, 'it''s', '2026-11-28T10:00:00Z', '{"a": "b''c"}', true, 1.5),
        (2, 'Привет \\ 你好 ''; drop table t; --', null, null, false, null)`);
  });
  afterAll(() => raw.close());

  const q = `select id, name, at, doc, ok, n from t where (id = $1 or name = $2 or at = $3 or doc = $4 or ok = $5) order by id`;
  const cases: unknown[][] = [
    [1n, 'nobody', null, null, null],
    [0, "it's", null, null, null],
    [0, "Привет \\ 你好 '; drop table t; --", null, null, null],
    [0, null, new Date('2026-11-28T10:00:00Z'), null, null],
    [0, null, null, { a: "b'c" }, null],
    [0, null, null, null, false],
    ['2', null, null, null, null],
  ];

  it('answers exactly what an unprepared query answers, for every kind of value', async () => {
    for (const params of cases) {
      const want = await raw.query(q, params);
      for (let i = 0; i < 3; i++) expect((await cached.query(q, params)).rows).toEqual(want.rows);
    }
    expect(await preparedCount()).toBe(1);
    expect((await raw.query(`select count(*)::int as n from t`)).rows).toEqual([{ n: 2 }]);
  });

  it('prepares a read the second time it comes, never a write', async () => {
    const before = await preparedCount();
    const read = `select name from t where id = $1`;
    await cached.query(read, [1]);
    expect(await preparedCount()).toBe(before);
    expect((await cached.query(read, [2])).rows).toEqual([{ name: "Привет \\ 你好 '; drop table t; --" }]);
    expect(await preparedCount()).toBe((before ?? 0) + 1);
    const write = `update t set n = $1 where id = $2`;
    for (let i = 0; i < 3; i++) await cached.query(write, [i, 2]);
    expect(await preparedCount()).toBe((before ?? 0) + 1);
  });

  it("arrays go through PGlite's array serializer, and errors keep their codes", async () => {
    const arrays = `select id from t where id = any($1::bigint[]) order by id`;
    for (let i = 0; i < 3; i++)
      expect((await cached.query(arrays, [[1, 2]])).rows).toEqual([{ id: 1 }, { id: 2 }]);
    const bad = `select id from t where id = $1`;
    await cached.query(bad, [1]);
    await expect(cached.query(bad, ['x'])).rejects.toMatchObject({ code: '22P02' });
  });

  it('a statement the tables no longer fit runs as it stands', async () => {
    const star = `select * from t where id = $1`;
    await cached.query(star, [1]);
    await cached.query(star, [1]);
    await raw.exec(`alter table t add column extra int default 7`);
    expect((await cached.query<{ extra: number }>(star, [1])).rows[0]?.extra).toBe(7);
  });

  it("takes drizzle's text-as-is types once, and answers them as drizzle asked, prepared or not", async () => {
    const asText = { 1184: (v: string) => v, 1082: (v: string) => v, 1185: (v: string) => v };
    const read = `select at, at::date as day, array[at] as ats, doc from t where id = $1`;
    const want = [
      {
        at: '2026-11-28 10:00:00+00',
        day: '2026-11-28',
        ats: '{"2026-11-28 10:00:00+00"}',
        doc: { a: "b'c" },
      },
    ];
    for (let i = 0; i < 3; i++) {
      expect((await cached.query(read, [1], { parsers: asText })).rows).toEqual(want);
    }
    // Another parser for one of those types is still honoured.
    const other = { 1184: (v: string) => `at ${v}` };
    expect((await cached.query<{ at: string }>(read, [1], { parsers: other })).rows[0]?.at).toBe(
      'at 2026-11-28 10:00:00+00',
    );
  });
});
