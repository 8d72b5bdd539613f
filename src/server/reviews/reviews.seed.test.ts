import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewStatistics } from '../../shared/schemas/reviews.ts';
import members from '../content/demo/members.json' with { type: 'json' };
import catalogue from '../catalogue/demo/catalogue.json' with { type: 'json' };
import { products, reviews } from '../db/schema.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';
import demo from './demo/reviews.json' with { type: 'json' };
import { getJson, makeProduct, REVIEWS } from './reviews.fixtures.ts';
import { seedReviews } from './reviews.seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(() => ctx.close());

describe('demo reviews', () => {
  it('seed through the service: every review, reply and like lands, counts match the rows', async () => {
    const slugs = members.map((m) => m.slug);
    const made = await quickMembers(ctx, slugs.length);
    const memberIds = new Map(slugs.map((s, i) => [s, made[i]?.userId ?? 0n]));
    // Stand-ins for the demo catalogue with its device types (the catalogue seed has its own test).
    const productIds = new Map<string, bigint>();
    for (const p of catalogue.products) {
      const { productId } = await makeProduct(ctx, { deviceType: p.deviceType as 'pod' });
      productIds.set(p.slug, BigInt(productId));
    }
    const result = await seedReviews(ctx.app.services, memberIds, productIds);
    const all = demo.reviews;
    expect(result).toEqual({
      reviews: all.length,
      replies: all.reduce((n, r) => n + r.replies.length, 0),
    });
    const db = ctx.app.services.database.db;
    const [sums] = await db
      .select({
        n: sql<number>`count(*)::int`,
        likes: sql<number>`sum(${reviews.likeCount})::int`,
        replies: sql<number>`sum(${reviews.replyCount})::int`,
        pictures: sql<number>`(count(*) filter (where cardinality(${reviews.pictures}) > 0))::int`,
      })
      .from(reviews);
    expect(sums).toEqual({
      n: all.length,
      likes: all.reduce((n, r) => n + r.likers.length, 0),
      replies: result.replies,
      pictures: all.filter((r) => 'picture' in r).length,
    });
    const mango = productIds.get('vc-mango-600') ?? 0n;
    const [row] = await db.select().from(products).where(eq(products.id, mango));
    const stats = await getJson<ReviewStatistics>(ctx, `${REVIEWS}/indexStatistics/${mango}`);
    expect(stats.body.data.count).toBe(row?.reviewCount);
    expect(stats.body.data.count).toBe(all.filter((r) => r.product === 'vc-mango-600').length);
  });
});
