import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseTimeouts } from '../config.ts';
import { withCommitHooks } from './after-commit.ts';
import { MIGRATIONS_DIR, type Database } from './database.ts';
import { withStatementCache } from './pglite-statements.ts';
import { openPostgres } from './postgres.ts';
import * as schema from './schema.ts';

export { afterCommit } from './after-commit.ts';
export { MIGRATIONS_DIR, notify, type Database, type Db, type Tx } from './database.ts';
export { openPostgres } from './postgres.ts';

/** An embedded PGlite database: under `dir`, or in memory when `dir` is undefined. */
export function openPglite(dir: string | undefined): Database {
  if (dir) mkdirSync(dir, { recursive: true });
  return pgliteDatabase(new PGlite(dir));
}

/** A Database over an open PGlite instance (tests hand in a copy of a migrated template). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(withStatementCache(client), { schema });
  withCommitHooks(db);
  const turns = new Map<number, Promise<unknown>>();
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
      return true;
    },
    listen: async (channel, onMessage) => {
      await client.listen(channel, onMessage);
    },
    exclusive: <T>(key: number, fn: () => Promise<T>) => {
      const run = (turns.get(key) ?? Promise.resolve()).catch(() => undefined).then(fn);
      turns.set(key, run);
      return run;
    },
    close: () => client.close(),
  };
}

export function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize: number;
  timeouts?: DatabaseTimeouts;
}): Database {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize, opts.timeouts)
    : openPglite(path.join(opts.dataDir, 'pglite'));
}
