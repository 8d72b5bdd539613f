import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, type Database } from '../db/client.ts';

/**
 * In-memory PGlite databases for the API tests, each a fresh copy of the migrated schema.
 *
 * Starting a PGlite instance costs about half a second (a 44 MB data folder copied into its file
 * system, then PostgreSQL's start-up), more than most test files spend on their tests. So each
 * worker keeps the instances its files have finished with and hands one out again after putting it
 * back to the state the migrations left: every table emptied and refilled from a copy of its
 * migrated rows, every sequence where the migrations left it, no transaction, lock, listener or
 * session setting left over. A file that needs a second database while the first is in use gets a
 * new instance loaded from the migrated data folder.
 *
 * A test database lives in memory and dies with its worker, so it need not wait for its write-ahead
 * log at each commit: PGlite writes that log through its JavaScript file system, and skipping the
 * wait halves the time of the API tests. Locking and visibility are unchanged.
 */
const OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
};
/** Where an instance keeps its copy of the rows the migrations wrote. */
const SNAPSHOT = 'vc_test_snapshot';

interface Template {
  dump: Blob;
  /** Statements that put an instance back to the migrated state. */
  reset: string;
}

let template: Promise<Template> | undefined;
const idle: PGlite[] = [];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function makeTemplate(): Promise<Template> {
  const client = new PGlite(OPTIONS);
  await pgliteDatabase(client).migrate();
  const tables = (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((r) => r.name);
  const seeded: string[] = [];
  await client.exec(`create schema ${SNAPSHOT}`);
  for (const t of tables) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from public.${quote(t)}`);
    if ((rows[0]?.n ?? 0) === 0) continue;
    seeded.push(t);
    await client.exec(`create table ${SNAPSHOT}.${quote(t)} as table public.${quote(t)}`);
  }
  const sequences = (
    await client.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
    )
  ).rows;
  const reset = [
    tables.length
      ? `truncate ${tables.map((t) => `public.${quote(t)}`).join(', ')} restart identity cascade`
      : '',
    // Rows go back without foreign-key checks: they were consistent when copied.
    `set session_replication_role = replica`,
    ...seeded.map(
      (t) => `insert into public.${quote(t)} overriding system value select * from ${SNAPSHOT}.${quote(t)}`,
    ),
    `set session_replication_role = origin`,
    ...sequences
      .filter((s) => s.value !== null)
      .map((s) => `select setval('public.${quote(s.name)}', ${Number(s.value)}, true)`),
  ]
    .filter(Boolean)
    .join(';\n');
  // Commits that did not wait for the log are in the data folder only after a checkpoint.
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await client.close();
  return { dump, reset };
}

/** Puts a used instance back to the migrated state; false if it cannot be trusted any more. */
async function reset(client: PGlite, statements: string): Promise<boolean> {
  try {
    // Whatever the file left: an open transaction, session locks, listeners, settings.
    await client.exec('rollback').catch(() => undefined);
    await client.exec('select pg_advisory_unlock_all()');
    await client.exec('unlisten *');
    // Not in one message with the others: it cannot run inside the implicit transaction of one.
    await client.exec('discard all');
    await client.exec(statements);
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh migrated database; `close` hands the instance back to this worker's pool. `onClient`
 * receives the instance itself (a fault test closes it under the app).
 */
export async function pooledPglite(onClient?: (client: PGlite) => void): Promise<Database> {
  template ??= makeTemplate();
  const { dump, reset: statements } = await template;
  const client = idle.pop() ?? (await PGlite.create({ ...OPTIONS, loadDataDir: dump }));
  onClient?.(client);
  const database = pgliteDatabase(client);
  const unsubscribes: (() => Promise<void>)[] = [];
  let closed = false;
  return {
    ...database,
    listen: async (channel, onMessage) => {
      unsubscribes.push(await client.listen(channel, onMessage));
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all(unsubscribes.map((u) => u().catch(() => undefined)));
      if (await reset(client, statements)) idle.push(client);
      else await client.close().catch(() => undefined);
    },
  };
}
