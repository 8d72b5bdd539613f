import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, notInArray, sql } from 'drizzle-orm';
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
import { seedTiers } from '../../tiers/tiers.seed.ts';
import demoMembers from '../../content/demo/members.json' with { type: 'json' };
import type { SeedDemo } from '../../config.ts';
import type { Services } from '../../services.ts';
import { DEMO_LOCK, type Database, type Db } from '../database.ts';
import { articles, demoLoad, prizes, users } from '../schema.ts';

/**
 * Demo data (DESIGN §5a) for a newcomer's first start: only while the database is empty, never in
 * production, and always through the services so their rules hold. `setting` is `config.seedDemo`:
 * the embedded database by default, PostgreSQL too when SEED_DEMO=true says so (docs/decisions/084).
 * The points rules are not demo data: they exist on every database (`ensureRules`).
 *
 * Several instances may start at once on one PostgreSQL database: the check and the load run under
 * one advisory lock (the others wait, then find the data there), and there a load cut short (the
 * `demo_load` row says started, not finished) is undone first, whatever the setting, so that it can
 * start over.
 */
export async function seedDemo(
  services: Services,
  log: FastifyBaseLogger,
  dataDir: string,
  setting: SeedDemo = 'embedded',
): Promise<void> {
  const { database } = services;
  const wanted = setting === 'any' || (setting === 'embedded' && database.kind === 'pglite');
  // The embedded database's cut loads are undone before migrating (`resetInterruptedDemo`).
  const undo = database.kind === 'postgres';
  if (!wanted && !(undo && (await cutShort(database.db)))) return;
  await database.exclusive(DEMO_LOCK, async () => {
    if (undo && (await cutShort(database.db))) await undoCutShort(services, log);
    if (wanted && (await isEmpty(database.db))) await load(services, log, dataDir);
  });
}

async function isEmpty(db: Db): Promise<boolean> {
  const [counts] = await db
    .select({
      users: sql<number>`(select count(*)::int from ${users})`,
      prizes: sql<number>`(select count(*)::int from ${prizes})`,
      articles: sql<number>`(select count(*)::int from ${articles})`,
    })
    .from(sql`(select 1) as one`);
  return (counts?.users ?? 0) === 0 && (counts?.prizes ?? 0) === 0 && (counts?.articles ?? 0) === 0;
}

/** A load started (on an empty database: it starts on no other) and never finished. */
async function cutShort(db: Db): Promise<boolean> {
  const [row] = await db.select({ finishedAt: demoLoad.finishedAt }).from(demoLoad);
  return row !== undefined && row.finishedAt === null;
}

async function load(services: Services, log: FastifyBaseLogger, dataDir: string): Promise<void> {
  const { db, kind } = services.database;
  if (kind === 'pglite') writeFileSync(markerPath(dataDir), `${new Date().toISOString()}\n`, { flush: true });
  await db
    .insert(demoLoad)
    .values({ id: 1 })
    .onConflictDoUpdate({ target: demoLoad.id, set: { startedAt: sql`now()`, finishedAt: null } });
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
  const tierAwards = await seedTiers(services, content.members);
  await db.update(demoLoad).set({ finishedAt: sql`now()` });
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
      tierAwards,
    },
    'demo data loaded (SEED_DEMO=false turns this off)',
  );
  if (kind === 'pglite') rmSync(markerPath(dataDir), { force: true });
}

/**
 * PostgreSQL, under the demo lock: empties what a load cut short wrote (every table of the app; the
 * migrations' record is in its own schema; identities start over as on a new database) and puts
 * back the points rules every database has, so the next load starts over.
 * The load only starts on an empty database, but an instance already serving it (without SEED_DEMO)
 * may have taken members meanwhile: a member who is not one of the demo's means real data, and then
 * nothing is touched.
 */
async function undoCutShort(services: Services, log: FastifyBaseLogger): Promise<void> {
  const { db } = services.database;
  const [strangers] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(notInArray(users.email, DEMO_EMAILS));
  if ((strangers?.n ?? 0) > 0) {
    log.warn(
      { members: strangers?.n },
      'the last demo data load was cut short, but the database has members of its own since: left as it is',
    );
    await db.delete(demoLoad);
    return;
  }
  const tables = await db
    .execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> ${getTableName(demoLoad)}`,
    )
    .then((r) => (r as { rows: { name: string }[] }).rows);
  const quoted = tables.map((t) => `"public"."${t.name.replace(/"/g, '""')}"`);
  await db.transaction(async (tx) => {
    if (quoted.length > 0)
      await tx.execute(sql.raw(`truncate ${quoted.join(', ')} restart identity cascade`));
    await tx.delete(demoLoad);
  });
  await services.points.ensureRules();
  await services.tiers.ensureDefaults();
  log.warn('the last demo data load was cut short: what it wrote was emptied to load it again');
}

const DEMO_EMAILS = (demoMembers as { email: string }[]).map((m) => m.email);

/** Present while demo data is being loaded: a start that finds it knows the load was cut short. */
const markerPath = (dataDir: string) => path.join(dataDir, DEMO_MARKER);
export const DEMO_MARKER = '.demo-loading';

/**
 * All or nothing on the embedded database (docs/decisions/081; PostgreSQL's is `undoCutShort`): a
 * demo load cut short (SIGTERM, a crash, a failed step) left an embedded database that holds only
 * part of the demo and nothing else (the load runs on an empty database before the server listens).
 * Empties it, before migrations, so the next load starts over; true when it did.
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
