import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import demoMembers from '../../content/demo/members.json' with { type: 'json' };
import { seedPrizes } from '../../prizes/prizes.seed.ts';
import { startApp, type TestContext } from '../../test/app.ts';
import { openPostgres } from '../client.ts';
import { articles, demoLoad, pointsRules, prizes, users } from '../schema.ts';
import { seedDemo } from './index.ts';

type Counted = typeof users | typeof prizes | typeof articles | typeof pointsRules | typeof demoLoad;
const count = async (ctx: TestContext, table: Counted) =>
  (await ctx.app.services.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

/** Starts a load that is cut short after the prizes, at the first picture of the articles (as a kill would). */
async function loadCutShort(ctx: TestContext) {
  const { services } = ctx.app;
  const image = services.uploads.image.bind(services.uploads);
  services.uploads.image = () => Promise.reject(new Error('killed'));
  try {
    await expect(seedDemo(services, ctx.app.log, ctx.dataDir, 'any')).rejects.toThrow('killed');
  } finally {
    services.uploads.image = image;
  }
  const left = { prizes: await count(ctx, prizes), users: await count(ctx, users) };
  expect(left.prizes).toBeGreaterThan(0);
  return left;
}

/**
 * The demo clips are most of a load's time (ffmpeg synthesising their sound; reels.seed.test.ts
 * renders them): here each is a copy of one plain clip of the same size, rendered once.
 */
async function quickClips(...instances: TestContext[]) {
  const [first] = instances;
  if (!first) return;
  const clip = path.join(first.dataDir, 'plain-clip.mp4');
  await first.app.services.videoTools.ffmpeg([
    ...['-y', '-f', 'lavfi', '-i', 'color=c=teal:s=540x960:r=15:d=8'],
    ...[
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=22050:cl=mono',
      '-t',
      '8',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
    ],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
  ]);
  for (const { app } of instances) {
    const tools = app.services.videoTools;
    const ffmpeg = tools.ffmpeg.bind(tools);
    tools.ffmpeg = (args, opts) => {
      const out = args.at(-1);
      return args.some((a) => a.startsWith('aevalsrc=')) && out ? copyFile(clip, out) : ffmpeg(args, opts);
    };
  }
}

describe('SEED_DEMO', () => {
  const seedDemoOf = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'development', ...env }).seedDemo;

  it('unset loads the embedded database only; true any empty database; false none; production never', () => {
    expect(seedDemoOf({})).toBe('embedded');
    expect(seedDemoOf({ SEED_DEMO: 'true' })).toBe('any');
    expect(seedDemoOf({ SEED_DEMO: 'false' })).toBe('off');
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }).seedDemo).toBe('any');
  });
});

// Demo data on PostgreSQL (docs/decisions/084): only when asked, once for all instances, all or nothing.
describe.runIf(process.env.TEST_DB === 'postgres')('demo data on PostgreSQL', () => {
  const open: TestContext[] = [];
  const start = async (ctx?: TestContext) => {
    // A second instance: its own pool, data folder and services on the same database.
    const database = ctx?.databaseUrl ? openPostgres(ctx.databaseUrl, 10) : undefined;
    const started = await startApp({}, {}, database);
    open.push(started);
    if (database) {
      const close = started.close;
      started.close = async () => {
        await close();
        await database.close();
      };
    }
    return started;
  };
  afterEach(async () => {
    // Instances before the one that owns the database.
    for (const ctx of open.reverse()) await ctx.close();
    open.length = 0;
  });

  it('loads an empty database when SEED_DEMO=true says so, once when two instances start at once', async () => {
    const first = await start();
    const second = await start(first);
    await quickClips(first, second);
    // Without SEED_DEMO=true PostgreSQL gets none.
    await seedDemo(first.app.services, first.app.log, first.dataDir, 'embedded');
    expect(await count(first, users)).toBe(0);

    // One loads it all, the other waits for it and finds the data there.
    await Promise.all([
      seedDemo(first.app.services, first.app.log, first.dataDir, 'any'),
      seedDemo(second.app.services, second.app.log, second.dataDir, 'any'),
    ]);
    expect(await count(first, users)).toBe(demoMembers.length);
    const loaded = { prizes: await count(first, prizes), articles: await count(first, articles) };
    expect(loaded.prizes).toBeGreaterThan(0);
    expect(loaded.articles).toBeGreaterThan(0);
    const [done] = await first.app.services.database.db.select().from(demoLoad);
    expect(done?.finishedAt).toBeInstanceOf(Date);

    // A later start is a no-op.
    await seedDemo(second.app.services, second.app.log, second.dataDir, 'any');
    expect({ prizes: await count(first, prizes), articles: await count(first, articles) }).toEqual(loaded);
    expect(await count(first, users)).toBe(demoMembers.length);
  }, 120_000);

  it('undoes a load cut short at the next start and loads again; without SEED_DEMO=true, only undoes', async () => {
    const ctx = await start();
    const rules = await count(ctx, pointsRules);
    expect(rules).toBeGreaterThan(0);
    const cut = await loadCutShort(ctx);
    const [marker] = await ctx.app.services.database.db.select().from(demoLoad);
    expect(marker?.finishedAt).toBeNull();

    // The next start empties the part and starts over (cut short at the same step again, it wrote the
    // same again: nothing of the first part is left, and the identities started over).
    expect(await loadCutShort(ctx)).toEqual(cut);
    const [first] = await ctx.app.services.database.db
      .select({ id: prizes.id })
      .from(prizes)
      .orderBy(prizes.id);
    expect(first?.id).toBe(1n);

    // A start without SEED_DEMO=true empties it as well, and loads nothing; the rules stay.
    await seedDemo(ctx.app.services, ctx.app.log, ctx.dataDir, 'embedded');
    expect(await count(ctx, prizes)).toBe(0);
    expect(await count(ctx, users)).toBe(0);
    expect(await count(ctx, demoLoad)).toBe(0);
    expect(await count(ctx, pointsRules)).toBe(rules);
  });

  it('never touches a database with data of its own', async () => {
    const ctx = await start();
    const { services } = ctx.app;
    const db = services.database.db;
    const member = await db.transaction((tx) =>
      services.auth.createUser(tx, {
        email: 'real@vapour.test',
        nickName: 'Real',
        birthday: '1990-01-01',
        countryCode: 'GBR',
      }),
    );
    // Not empty: SEED_DEMO=true loads nothing.
    await seedDemo(services, ctx.app.log, ctx.dataDir, 'any');
    expect(await count(ctx, users)).toBe(1);
    expect(await count(ctx, prizes)).toBe(0);

    // A load cut short while another instance (without SEED_DEMO) took a real member: left as it is.
    await loadCutShortAfterMember(ctx);
    const prizesLeft = await count(ctx, prizes);
    await seedDemo(services, ctx.app.log, ctx.dataDir, 'any');
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, member.id))).toHaveLength(1);
    expect(await count(ctx, prizes)).toBe(prizesLeft);
    expect(await count(ctx, demoLoad)).toBe(0);
  });
});

/**
 * What a load that started on an empty database and was cut short leaves, when a member of its own
 * registered meanwhile (the member exists already: the marker and the demo prizes are added).
 */
async function loadCutShortAfterMember(ctx: TestContext) {
  const { db } = ctx.app.services.database;
  await db.insert(demoLoad).values({ id: 1 });
  await seedPrizes(ctx.app.services);
}
