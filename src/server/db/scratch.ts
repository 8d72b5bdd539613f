import pg from 'pg';

/**
 * A new database on the server `adminUrl` points at (tests and benchmarks), empty or a copy of
 * `template`: its name and URL, and a function that drops it, closing any connection still open.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}
