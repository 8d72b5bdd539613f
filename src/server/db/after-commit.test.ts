import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/app.ts';
import { afterCommit } from './after-commit.ts';

describe('afterCommit', () => {
  it('runs once the write is visible to every reader, never for a rollback, at once outside a transaction', async () => {
    const { database, drop } = await freshDatabase();
    const { db } = database;
    const count = async () => {
      const result: unknown = await db.execute(sql`select count(*)::int as n from after_commit_probe`);
      return (result as { rows: { n: number }[] }).rows[0]?.n ?? -1;
    };
    try {
      await db.execute(sql`create table after_commit_probe (id int primary key)`);
      const seen: number[] = [];
      let ranInside = false;
      const result = await db.transaction(async (tx) => {
        await tx.execute(sql`insert into after_commit_probe values (1)`);
        // Read by another connection on PostgreSQL: what the hook sees is what any reader sees.
        afterCommit(tx, () => void count().then((n) => seen.push(n)));
        afterCommit(tx, () => {
          throw new Error('a failing hook does not fail the committed transaction');
        });
        ranInside = seen.length > 0;
        return 'committed';
      });
      expect(result).toBe('committed');
      expect(ranInside).toBe(false);
      await expect.poll(() => seen).toEqual([1]);

      const rolledBack: string[] = [];
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into after_commit_probe values (2)`);
          afterCommit(tx, () => rolledBack.push('ran'));
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(rolledBack).toEqual([]);
      expect(await count()).toBe(1);

      const direct: string[] = [];
      afterCommit(db, () => direct.push('ran'));
      expect(direct).toEqual(['ran']);
    } finally {
      await drop();
    }
  });
});
