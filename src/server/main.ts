import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { resetInterruptedDemo, seedDemo } from './db/seed/index.ts';
import { logDestination } from './http/log.ts';

/** SIGTERM to exit, at most (orchestrators kill after 30 s; ours stays well inside 12 s). */
const SHUTDOWN_MS = 10_000;
/** What a full or unread stdout may cost at exit. */
const LOG_FLUSH_MS = 1000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const logs = logDestination();

/** Every exit goes through here: logs get a bounded flush, then the process ends whatever stdout is. */
function exit(code: number): never {
  logs.flushWithin(LOG_FLUSH_MS);
  process.exit(code);
}

const database = openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
  timeouts: config.databaseTimeouts,
});
/** The app once built (a signal may come while migrating or loading demo data). */
const started: { app?: Awaited<ReturnType<typeof buildApp>> } = {};
let closing = false;

/**
 * Stops taking requests, finishes those in flight, hands running jobs back, writes buffered usage
 * reports, closes the database; a hard exit after SHUTDOWN_MS whatever hangs (docs/decisions/080).
 * Before the app serves (migrating, loading demo data) there is nothing to finish: it exits at once,
 * and an interrupted demo load starts again at the next start.
 */
async function shutdown(signal: string, code = 0) {
  if (closing) {
    // A second signal: the operator means it.
    if (signal !== 'error') exit(1);
    return;
  }
  closing = true;
  const { app } = started;
  const log = app?.log;
  log?.info({ signal }, 'shutting down: finishing requests in flight');
  if (!app) {
    console.error(`${signal} while starting: exiting`);
    exit(1);
  }
  const timer = setTimeout(() => {
    log?.error(`shutdown took over ${SHUTDOWN_MS / 1000} s, exiting`);
    exit(1);
  }, SHUTDOWN_MS);
  timer.unref();
  try {
    await app.close();
    await database.close();
    exit(code);
  } catch (err) {
    log?.error({ err }, 'error during shutdown');
    exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// A promise nobody awaited failed: log it and keep serving (one request's bug is not an outage).
process.on('unhandledRejection', (err) => {
  const { app } = started;
  if (app) app.log.error({ err }, 'unhandled rejection');
  else console.error('unhandled rejection', err);
});
// A throw nobody caught leaves unknown state: finish what can be finished and exit non-zero.
process.on('uncaughtException', (err) => {
  const { app } = started;
  if (app) app.log.fatal({ err }, 'uncaught exception');
  else console.error('uncaught exception', err);
  void shutdown('error', 1);
});

if (await resetInterruptedDemo(database, config.dataDir)) {
  console.error('The last demo data load was cut short: the embedded database was emptied to load it again.');
}
await database.migrate();
const app = await buildApp({ config, database, logger: { stream: logs.stream } });
await seedDemo(app.services, app.log, config.dataDir, config.seedDemo);
started.app = app;
// The music library is never empty (docs/decisions/069), demo data or not: made in the background
// (seconds of ffmpeg) so that the server listens at once; a no-op once a track exists.
void app.services.music
  .ensureDemoTracks(app.log)
  .catch((err: unknown) => app.log.error({ err }, 'demo music library failed'));

// Points expiry: at start and every hour; safe with several instances (each lot is claimed once).
const expirePoints = () =>
  void app.services.points
    .expireDue()
    .then((n) => n > 0 && app.log.info({ lots: n }, 'points expired'))
    .catch((err: unknown) => app.log.error({ err }, 'points expiry failed'));
expirePoints();
setInterval(expirePoints, 60 * 60 * 1000).unref();

await app.listen({ host: config.host, port: config.port });
app.log.info(
  { database: database.kind, startedInMs: Math.round(performance.now()), web: app.services.web.built },
  `Vapour Club is serving ${config.publicUrl}`,
);
