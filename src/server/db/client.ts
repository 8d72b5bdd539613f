import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ROOT_DIR } from '../config.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction callback receives; services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Calls `onMessage` for every NOTIFY on `channel` (from any instance, this one included), and with
   * `*` when the subscription was lost and notes may have been missed.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** Sends a note to every instance listening on `channel` (delivered when the sending transaction commits). */
export async function notify(db: Db | Tx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'src', 'server', 'db', 'migrations');
/** Serialises migrations when several instances start against one server. */
const MIGRATION_LOCK = 727_001;

/** An embedded PGlite database: under `dir`, or in memory when `dir` is undefined. */
export function openPglite(dir: string | undefined): Database {
  if (dir) mkdirSync(dir, { recursive: true });
  return pgliteDatabase(new PGlite(dir));
}

/** A Database over an open PGlite instance (tests hand in a copy of a migrated template). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
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
    close: () => client.close(),
  };
}

export function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // pg emits errors of idle clients (server restart, network): log them instead of crashing.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  const db = drizzlePg(pool, { schema });
  const listeners: pg.Client[] = [];
  let closing = false;
  /** A dedicated connection per channel; on loss it says `*` and reconnects. */
  async function subscribe(channel: string, onMessage: (payload: string) => void): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    listeners.push(client);
    let lost = false;
    const retry = () => {
      if (lost) return;
      lost = true;
      listeners.splice(listeners.indexOf(client), 1);
      if (closing) return;
      onMessage('*');
      setTimeout(() => void subscribe(channel, onMessage).catch(retry), 1000).unref();
    };
    client.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? '*'));
    client.on('error', () => void client.end().catch(() => undefined));
    client.on('end', retry);
    await client.connect();
    await client.query(`listen "${channel.replace(/"/g, '')}"`);
  }
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    listen: subscribe,
    close: async () => {
      closing = true;
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize: number }): Database {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize)
    : openPglite(path.join(opts.dataDir, 'pglite'));
}
