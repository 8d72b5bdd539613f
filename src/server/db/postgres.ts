import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
} from 'drizzle-orm';
import { drizzle, NodePgSession } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseTimeouts } from '../config.ts';
import { withCommitHooks } from './after-commit.ts';
import { MIGRATION_LOCK, MIGRATIONS_DIR, type Database } from './database.ts';
import { connectionReusable } from './faults.ts';
import * as schema from './schema.ts';

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 3000,
  statementMs: 10_000,
  idleInTransactionMs: 15_000,
};
/** The longest wait for a free pooled connection when statements have no limit. */
const POOL_WAIT_WITHOUT_LIMIT_MS = 30_000;
/** How long after the server's statement limit the client stops waiting (a link that went silent). */
const CLIENT_MARGIN_MS = 2000;

/**
 * A PostgreSQL server through a pool (docs/decisions/077): every client has an error listener for
 * its whole life (a dropped connection is an error to log, never an unhandled event), every
 * transaction gives its client back whatever fails (drizzle's own sends `begin` outside its
 * `try`), and connect, statement and idle-in-transaction limits keep a dead link from holding a
 * request or a connection for ever.
 */
export function openPostgres(
  url: string,
  poolSize: number,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
  log: (message: string) => void = (message) => console.error(message),
): Database {
  const limits = {
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(timeouts.statementMs > 0
      ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + CLIENT_MARGIN_MS }
      : {}),
    ...(timeouts.idleInTransactionMs > 0
      ? { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs }
      : {}),
  };
  /** Its own limit on opening a connection, apart from the pool's wait for a free one. */
  class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: timeouts.connectMs });
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    ...limits,
    Client: TimedClient,
    // Waiting for a free connection: a burst of requests queues (1,000 at once on 20 connections
    // take seconds) but never for ever; at most a connect and a statement's time.
    connectionTimeoutMillis: timeouts.connectMs + (timeouts.statementMs || POOL_WAIT_WITHOUT_LIMIT_MS),
  });
  // Idle clients' errors reach the pool; checked-out clients' errors reach this listener (pg-pool
  // removes its own while a client is lent out). The failed query itself rejects, and pg-pool
  // drops a client that is no longer queryable when it is released.
  pool.on('error', (err) => log(`PostgreSQL connection lost (idle): ${err.message}`));
  pool.on('connect', (client) => {
    client.on('error', (err) => log(`PostgreSQL connection lost: ${err.message}`));
  });
  const db = drizzle(pool, { schema });
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  type Tables = ExtractTablesWithRelations<typeof schema>;
  const relational = {
    fullSchema: schema,
    schema: tables.tables as Tables,
    tableNamesMap: tables.tableNamesMap,
  };
  /** A transaction on one pooled client that always goes back (or is destroyed when it may be broken). */
  type Transaction = (typeof db)['transaction'];
  const transaction: Transaction = async (fn, config) => {
    const client = await pool.connect();
    let reusable = true;
    try {
      const session = new NodePgSession<typeof schema, Tables>(client, dialect, relational);
      return await session.transaction(fn, config);
    } catch (err) {
      reusable = connectionReusable(err);
      throw err;
    } finally {
      client.release(!reusable);
    }
  };
  db.transaction = transaction;
  withCommitHooks(db);

  const listeners: pg.Client[] = [];
  let closing = false;
  /**
   * A dedicated connection per channel; on loss it says `*` and reconnects every second until the
   * server takes it again, then says `*` once more. Only the first subscription's failure reaches the
   * caller (the app's start).
   */
  async function subscribe(
    channel: string,
    onMessage: (payload: string) => void,
    reconnecting = false,
  ): Promise<void> {
    const client = new pg.Client({ connectionString: url, ...limits });
    listeners.push(client);
    let lost = false;
    const retry = () => {
      if (lost) return;
      lost = true;
      listeners.splice(listeners.indexOf(client), 1);
      void client.end().catch(() => undefined);
      if (closing) return;
      onMessage('*');
      setTimeout(() => void subscribe(channel, onMessage, true).catch(() => undefined), 1000).unref();
    };
    client.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? '*'));
    client.on('error', retry);
    client.on('end', retry);
    try {
      await client.connect();
      await client.query(`listen "${channel.replace(/"/g, '')}"`);
      // Notes sent while no connection listened are lost: what was cached meanwhile may be stale too.
      if (reconnecting) onMessage('*');
    } catch (err) {
      if (!reconnecting) {
        listeners.splice(listeners.indexOf(client), 1);
        lost = true;
        await client.end().catch(() => undefined);
        throw err;
      }
      retry();
    }
  }
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Its own connection without the statement limits: a migration of a big table takes its time.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
      client.on('error', (err) => log(`PostgreSQL migration connection lost: ${err.message}`));
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    listen: subscribe,
    async exclusive(key, fn) {
      // Not from the pool: the lock is held for the whole of `fn`, and waiting for it has no limit.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: timeouts.connectMs,
        keepAlive: true,
      });
      client.on('error', (err) => log(`PostgreSQL lock connection lost: ${err.message}`));
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        // Ending the session releases the lock.
        await client.end().catch(() => undefined);
      }
    },
    close: async () => {
      closing = true;
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
