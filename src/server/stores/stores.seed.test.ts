import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '../content/articles.fixtures.ts';
import { storeProducts, stores } from '../db/schema.ts';
import { startApp, type TestContext } from '../test/app.ts';
import demo from './demo/stores.json' with { type: 'json' };
import { insertProduct } from './stores.fixtures.ts';
import { seedStores } from './stores.seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(() => ctx.close());

describe('demo stores', () => {
  it('every share lands through the service: spelling variants join their store', async () => {
    const members = new Map<string, bigint>();
    const products = new Map<string, bigint>();
    for (const s of demo) {
      for (const share of s.shares) {
        if (!members.has(share.member)) members.set(share.member, (await member(ctx)).userId);
        for (const slug of share.products) {
          if (!products.has(slug)) products.set(slug, await insertProduct(ctx, slug));
        }
      }
    }
    const seeded = await seedStores(ctx.app.services, members, products);
    const shares = demo.reduce((n, s) => n + s.shares.length, 0);
    expect(seeded).toEqual({ stores: demo.length, shares });

    const db = ctx.app.services.database.db;
    const [soho] = await db.select().from(stores).where(eq(stores.name, 'Cloud Nine Vapes'));
    expect(soho).toMatchObject({ shareCount: 3, ratingCount: 3, ratingSum: 14, city: 'London' });
    const [reports] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(storeProducts)
      .where(eq(storeProducts.storeId, soho?.id ?? 0n));
    expect(reports?.n).toBe(4);
  });
});
