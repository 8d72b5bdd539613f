import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';

/**
 * A second instance of the app's job worker, for fault tests that kill it (`kill -9`): the real
 * services and queue on the database of DATABASE_URL and the files of DATA_DIR, polling as a
 * server does, without listening. Prints `worker ready` once it polls.
 */
const config = loadConfig();
if (!config.databaseUrl)
  throw new Error('the job worker needs DATABASE_URL (two processes cannot share PGlite)');
const database = openPostgres(config.databaseUrl, 4);
const app = await buildApp({ config, database, logger: false });
await app.ready();
app.services.jobs.start();
process.stdout.write('worker ready\n');
