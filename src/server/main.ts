import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/index.ts';

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
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
await database.migrate();
const app = await buildApp({ config, database });
if (config.seedDemo) await seedDemo(app.services, app.log, config.dataDir);
// The music library is never empty (docs/decisions/069), demo data or not: made in the background
// (seconds of ffmpeg) so that the server listens at once; a no-op once a track exists.
void app.services.music
  .ensureDemoTracks(app.log)
  .catch((err: unknown) => app.log.error({ err }, 'demo music library failed'));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const timer = setTimeout(() => {
    app.log.error('shutdown took over 10 s, exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

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
