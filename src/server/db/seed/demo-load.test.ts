import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../test/app.ts';
import { prizes, users } from '../schema.ts';
import { DEMO_MARKER, resetInterruptedDemo, seedDemo } from './index.ts';

// Demo data is all or nothing (docs/decisions/081): a load cut short is emptied at the next start.
describe.runIf(process.env.TEST_DB !== 'postgres')('demo data load', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(async () => ctx?.close());

  it('leaves a marker when cut short, and the next start empties the part that was loaded', async () => {
    const { services } = ctx.app;
    const { database } = services;
    const count = async (table: typeof prizes | typeof users) =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
    // The load fails after the prizes, at the first picture of the articles (as a SIGTERM or a full
    // disk would cut it).
    const image = services.uploads.image.bind(services.uploads);
    services.uploads.image = () => Promise.reject(new Error('disk full'));
    await expect(seedDemo(services, ctx.app.log, ctx.dataDir)).rejects.toThrow('disk full');
    services.uploads.image = image;
    expect(await count(prizes)).toBeGreaterThan(0);
    expect(existsSync(path.join(ctx.dataDir, DEMO_MARKER))).toBe(true);
    // A second load alone would skip: rows exist. What main.ts does before migrating:
    expect(await resetInterruptedDemo(database, ctx.dataDir)).toBe(true);
    expect(existsSync(path.join(ctx.dataDir, DEMO_MARKER))).toBe(false);
    await database.migrate();
    expect(await count(prizes)).toBe(0);
    expect(await count(users)).toBe(0);
    // Nothing to undo after that, nor after a load that ends.
    expect(await resetInterruptedDemo(database, ctx.dataDir)).toBe(false);
  });
});
