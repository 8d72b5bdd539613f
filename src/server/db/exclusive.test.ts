import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/app.ts';

/** A key of this file's own (advisory locks are per database; the database is this file's anyway). */
const KEY = 727_999;

describe('Database.exclusive', () => {
  it('lets one holder in at a time, and the next in after one that failed', async () => {
    const { database, drop } = await freshDatabase();
    try {
      const events: string[] = [];
      const hold = (name: string, fail: boolean) =>
        database.exclusive(KEY, async () => {
          events.push(`${name} in`);
          await sleep(150);
          events.push(`${name} out`);
          if (fail) throw new Error(`${name} failed`);
          return name;
        });
      const [a, b] = await Promise.allSettled([hold('a', true), hold('b', false)]);
      expect(a).toMatchObject({ status: 'rejected', reason: new Error('a failed') });
      expect(b).toEqual({ status: 'fulfilled', value: 'b' });
      // Either may be first (two connections on PostgreSQL), never both at once.
      const [first, second] = events[0] === 'a in' ? ['a', 'b'] : ['b', 'a'];
      expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
    } finally {
      await drop();
    }
  });
});
