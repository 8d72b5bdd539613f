import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { seedContent } from '../../content/content.seed.ts';
import { seedPrizes } from '../../prizes/prizes.seed.ts';
import { seedSocial } from '../../social/social.seed.ts';
import { seedCatalogue } from '../../catalogue/catalogue.seed.ts';
import { seedReviews } from '../../reviews/reviews.seed.ts';
import { seedStores } from '../../stores/stores.seed.ts';
import { seedScan } from '../../scan/scan.seed.ts';
import { seedActivities } from '../../activities/activities.seed.ts';
import { seedReels } from '../../reels/reels.seed.ts';
import { seedSupport } from '../../support/support.seed.ts';
import type { Services } from '../../services.ts';
import type { Database } from '../database.ts';
import { articles, prizes, users } from '../schema.ts';

/**
 * Demo data (DESIGN §5a) for a newcomer's first start: only on the embedded database, only while it
 * is empty, never in production (`config.seedDemo`), and always through the services so their rules
 * hold. The points rules are not demo data: they exist on every database (`ensureRules`).
 */
export async function seedDemo(services: Services, log: FastifyBaseLogger, dataDir: string): Promise<void> {
  const { database } = services;
  if (database.kind !== 'pglite') return;
  const [counts] = await database.db
    .select({
      users: sql<number>`(select count(*)::int from ${users})`,
      prizes: sql<number>`(select count(*)::int from ${prizes})`,
      articles: sql<number>`(select count(*)::int from ${articles})`,
    })
    .from(sql`(select 1) as one`);
  if ((counts?.users ?? 0) > 0 || (counts?.prizes ?? 0) > 0 || (counts?.articles ?? 0) > 0) return;
  writeFileSync(markerPath(dataDir), `${new Date().toISOString()}\n`, { flush: true });
  const made = await seedPrizes(services);
  const content = await seedContent(services);
  const social = await seedSocial(services, content);
  const catalogue = await seedCatalogue(services, content.brandSpecials);
  const reviews = await seedReviews(services, content.members, catalogue.products);
  const stores = await seedStores(services, content.members, catalogue.products);
  const scan = await seedScan(services, content.members, catalogue.products, dataDir);
  const played = await seedActivities(services, content.members);
  await seedReels(services, content.members, log);
  const support = await seedSupport(services, content);
  log.info(
    {
      prizes: made,
      articles: content.articles,
      ...social,
      products: catalogue.products.size,
      ...reviews,
      ...stores,
      qrBatches: scan.batches,
      scans: scan.scans,
      demoQrCodes: scan.codesFile,
      activities: played.activities,
      activityEntries: played.entries,
      ...support,
    },
    'demo data loaded (SEED_DEMO=false turns this off)',
  );
  rmSync(markerPath(dataDir), { force: true });
}

/** Present while demo data is being loaded: a start that finds it knows the load was cut short. */
const markerPath = (dataDir: string) => path.join(dataDir, DEMO_MARKER);
export const DEMO_MARKER = '.demo-loading';

/**
 * All or nothing (docs/decisions/081): a demo load cut short (SIGTERM, a crash, a failed step) left
 * an embedded database that holds only part of the demo and nothing else (the load runs on an empty
 * database before the server listens). Empties it, before migrations, so the next load starts over;
 * true when it did.
 */
export async function resetInterruptedDemo(database: Database, dataDir: string): Promise<boolean> {
  if (database.kind !== 'pglite' || !existsSync(markerPath(dataDir))) return false;
  for (const statement of [
    'drop schema if exists drizzle cascade',
    'drop schema public cascade',
    'create schema public',
  ]) {
    await database.db.execute(sql.raw(statement));
  }
  rmSync(markerPath(dataDir), { force: true });
  return true;
}
