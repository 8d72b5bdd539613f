import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { registerUser, startApp } from './app.ts';
import { pooledPglite } from './pglite-pool.ts';

const clientOf = (database: Database) => (database.db as unknown as { $client: object }).$client;
const one = async (database: Database, query: ReturnType<typeof sql>) =>
  database.db
    .execute<Record<string, unknown>>(query)
    .then((r) => (r as { rows: Record<string, unknown>[] }).rows[0]);

// The embedded test databases are reused between files (decision 075): a reused one must be
// indistinguishable from a freshly migrated one.
describe.skipIf(process.env.TEST_DB === 'postgres')('reused in-memory test databases', () => {
  it('come back as migrated: no rows, sequences from the start, nothing left open', async () => {
    const first = await startApp();
    const before = await registerUser(first, 'pool-first@example.com');
    const database = first.app.services.database;
    const client = clientOf(database);
    await database.db.execute(sql`update points_rules set points = 999`);
    await database.db.execute(sql`select pg_advisory_lock(4242)`);
    await database.db.execute(sql`set statement_timeout = 1234`);
    await database.db.execute(sql`begin`);
    await first.close();

    const again = await pooledPglite();
    try {
      expect(clientOf(again)).toBe(client);
      expect(await one(again, sql`select count(*)::int as n from users`)).toEqual({ n: 0 });
      expect(await one(again, sql`select count(*)::int as n from points_rules`)).toEqual({ n: 0 });
      expect(
        await one(again, sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`),
      ).toEqual({
        n: 0,
      });
      expect(await one(again, sql`show statement_timeout`)).toEqual({ statement_timeout: '0' });
    } finally {
      await again.close();
    }

    const second = await startApp();
    try {
      expect(clientOf(second.app.services.database)).toBe(client);
      const after = await registerUser(second, 'pool-second@example.com');
      // The same first id: the sequence started over.
      expect(after.userInfo.userId).toBe(before.userInfo.userId);
    } finally {
      await second.close();
    }
  });

  it('hands two files that need one at once two different databases', async () => {
    const [a, b] = await Promise.all([pooledPglite(), pooledPglite()]);
    expect(clientOf(a)).not.toBe(clientOf(b));
    await a.db.execute(sql`create temporary table only_in_a (x int)`);
    expect(await one(b, sql`select to_regclass('only_in_a') as t`)).toEqual({ t: null });
    await Promise.all([a.close(), b.close()]);
  });
});
