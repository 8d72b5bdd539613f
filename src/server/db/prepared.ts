import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database.ts';

const dialect = new PgDialect();
type Run = (values: Record<string, unknown>) => Promise<unknown[]>;
const statements = new WeakMap<Db | Tx, Map<string, Run>>();

/**
 * A hand-written statement with `sql.placeholder`s, run as a named prepared statement: its text is
 * built once per database handle, and PostgreSQL parses and plans it once per connection instead of
 * on every request (node-postgres prepares a named statement the first time a connection runs it;
 * PGlite has no use for the name). Planning was most of the time PostgreSQL spent on small reads
 * such as `store/near` (decision 098). `build` must give the same text every time for one `name`.
 */
export function preparedRows<Row>(db: Db | Tx, name: string, build: () => SQL) {
  let named = statements.get(db);
  if (!named) statements.set(db, (named = new Map<string, Run>()));
  let run = named.get(name);
  if (!run) {
    const query = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    run = async (values) => ((await query.execute(values)) as { rows: unknown[] }).rows;
    named.set(name, run);
  }
  return run as (values: Record<string, unknown>) => Promise<Row[]>;
}
