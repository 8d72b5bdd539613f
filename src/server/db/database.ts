import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ROOT_DIR } from '../config.ts';
import type * as schema from './schema.ts';

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
  /**
   * Runs `fn` while holding the advisory lock `key`, waiting without limit while another instance
   * holds it. PostgreSQL: a session lock on a connection of its own, so the lock ends with the
   * process that holds it (a killed instance never leaves it taken). PGlite belongs to one process:
   * calls in this process take turns.
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Sends a note to every instance listening on `channel` (delivered when the sending transaction commits). */
export async function notify(db: Db | Tx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'src', 'server', 'db', 'migrations');
/** Serialises migrations when several instances start against one server. */
export const MIGRATION_LOCK = 727_001;
/** Serialises demo data loads (and their undoing) when several instances start at once. */
export const DEMO_LOCK = 727_002;
