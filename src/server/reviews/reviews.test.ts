import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review, ReviewTips } from '../../shared/schemas/reviews.ts';
import { uploadPng, type Member } from '../content/articles.fixtures.ts';
import { pointsFlow, reviews } from '../db/schema.ts';
import { quickMembers, reasonOf } from '../social/social.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';
import {
  addReview,
  deleteReview,
  editReview,
  fieldsOf,
  getJson,
  LONG_TEXT,
  makeProduct,
  productCounts,
  published,
  reviewBody,
  REVIEWS,
} from './reviews.fixtures.ts';

let ctx: TestContext;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  [alice, bob] = (await quickMembers(ctx, 2)) as [Member, Member];
});
afterAll(() => ctx.close());

const db = () => ctx.app.services.database.db;
const fresh = async () => (await quickMembers(ctx, 1))[0] as Member;
const flowsOf = async (userId: bigint) => {
  const [row] = await db()
    .select({ n: count() })
    .from(pointsFlow)
    .where(and(eq(pointsFlow.userId, userId), eq(pointsFlow.ruleCode, 'REVIEW_COMPLETE')));
  return row?.n ?? 0;
};
const balanceOf = async (userId: bigint) => (await ctx.app.services.points.balance(userId)).balance;

describe('review fields at their edges', () => {
  it('takes overall scores 1 and 5 and refuses 0 and 6 naming overallScore', async () => {
    for (const [score, status] of [
      [0, 400],
      [1, 200],
      [5, 200],
      [6, 400],
    ] as const) {
      const { productId } = await makeProduct(ctx);
      const res = await addReview(ctx, alice.token, reviewBody({ productId, overallScore: score }));
      expect(res.status).toBe(status);
      if (status === 400) expect(fieldsOf(res)).toEqual(['overallScore']);
    }
  });

  it('takes only less, perfect, more as levels and only the known styles and device types', async () => {
    const { productId } = await makeProduct(ctx);
    for (const field of ['aroma', 'coolness', 'sweetness', 'throatHit', 'style', 'deviceType']) {
      const res = await addReview(ctx, alice.token, reviewBody({ productId, [field]: 'lots' }));
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual([field]);
    }
  });

  it('takes a 50-character flavour, refuses 51 and a blank one', async () => {
    const p1 = await makeProduct(ctx);
    expect((await addReview(ctx, alice.token, reviewBody({ ...p1, flavour: 'f'.repeat(50) }))).status).toBe(
      200,
    );
    const p2 = await makeProduct(ctx);
    for (const flavour of ['f'.repeat(51), '   ']) {
      const res = await addReview(ctx, alice.token, reviewBody({ productId: p2.productId, flavour }));
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual(['flavour']);
    }
  });

  it('takes 1000 characters of improvement and refuses 1001', async () => {
    const p1 = await makeProduct(ctx);
    const ok = await addReview(
      ctx,
      alice.token,
      reviewBody({ productId: p1.productId, improvement: 'é'.repeat(1000) }),
    );
    expect(ok.status).toBe(200);
    const p2 = await makeProduct(ctx);
    const long = await addReview(
      ctx,
      alice.token,
      reviewBody({ productId: p2.productId, improvement: 'é'.repeat(1001) }),
    );
    expect(long.status).toBe(400);
    expect(fieldsOf(long)).toEqual(['improvement']);
  });

  it("takes 10 own pictures, refuses 11 and someone else's upload naming pictures", async () => {
    const mine = await Promise.all(Array.from({ length: 11 }, () => uploadPng(ctx, bob.token)));
    const urls = mine.map((u) => u.url);
    const p1 = await makeProduct(ctx);
    const ten = await addReview(
      ctx,
      bob.token,
      reviewBody({ productId: p1.productId, pictures: urls.slice(0, 10) }),
    );
    expect(ten.status).toBe(200);
    const p2 = await makeProduct(ctx);
    const eleven = await addReview(ctx, bob.token, reviewBody({ productId: p2.productId, pictures: urls }));
    expect(eleven.status).toBe(400);
    expect(fieldsOf(eleven)).toEqual(['pictures']);
    const theirs = await addReview(
      ctx,
      alice.token,
      reviewBody({ productId: p2.productId, pictures: [urls[0]] }),
    );
    expect(theirs.status).toBe(400);
    expect(fieldsOf(theirs)).toEqual(['pictures']);
    expect((await productCounts(ctx, p2.productId))?.reviewCount).toBe(0);
  });

  it('names productId for an unknown product and for neither a product nor typed names', async () => {
    const unknown = await addReview(ctx, alice.token, reviewBody({ productId: '999999' }));
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['productId']);
    expect(unknown.body.msg).toBe('This product does not exist');
    const neither = await addReview(ctx, alice.token, reviewBody({ brandName: 'Only a brand' }));
    expect(neither.status).toBe(400);
    expect(fieldsOf(neither)).toEqual(['productId']);
  });

  it("names deviceType when it is not the product's own", async () => {
    const { productId } = await makeProduct(ctx, { deviceType: 'pod' });
    const res = await addReview(ctx, alice.token, reviewBody({ productId, deviceType: 'open' }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(['deviceType']);
  });

  it('is 401 for a visitor', async () => {
    const { productId } = await makeProduct(ctx);
    expect((await addReview(ctx, '', reviewBody({ productId }))).status).toBe(401);
  });
});

describe('adding', () => {
  it('copies catalogue names, counts the product, and a second review of it is 409', async () => {
    const m = await fresh();
    const { productId, brandId, brandName } = await makeProduct(ctx);
    const first = await addReview(
      ctx,
      m.token,
      reviewBody({ productId, brandName: 'typed', overallScore: 3 }),
    );
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('Review published');
    expect(first.body.data.pointsAwarded).toBe(0);
    const detail = await getJson<Review>(ctx, `${REVIEWS}/detail/${first.body.data.id}`, m.token);
    expect(detail.body.data).toMatchObject({ productId, brandId, brandName, complete: false, mine: true });
    expect(await productCounts(ctx, productId)).toEqual({ reviewCount: 1, scoreSum: 3 });
    const again = await addReview(ctx, m.token, reviewBody({ productId }));
    expect(again.status).toBe(409);
    expect(reasonOf(again)).toBe('ALREADY_REVIEWED');
  });

  it('treats typed names alike after normalising, and links a typed catalogue brand', async () => {
    const m = await fresh();
    const { brandId, brandName } = await makeProduct(ctx);
    const body = { brandName: brandName.toUpperCase(), productName: 'Ice  Mango ' };
    const id = await published(ctx, m.token, reviewBody(body));
    const detail = await getJson<Review>(ctx, `${REVIEWS}/detail/${id}`);
    expect(detail.body.data).toMatchObject({ productId: null, brandId, productName: 'Ice  Mango' });
    const twin = await addReview(
      ctx,
      m.token,
      reviewBody({ brandName: ` ${brandName.toLowerCase()}`, productName: 'ＩＣＥ mango' }),
    );
    expect(twin.status).toBe(409);
    const other = await published(
      ctx,
      m.token,
      reviewBody({ brandName: 'Nowhere Co', productName: 'Ice Mango' }),
    );
    expect((await getJson<Review>(ctx, `${REVIEWS}/detail/${other}`)).body.data.brandId).toBeNull();
  });

  it('pays a complete review once: text or a picture makes it complete', async () => {
    const m = await fresh();
    const { productId } = await makeProduct(ctx);
    const before = await balanceOf(m.userId);
    const res = await addReview(
      ctx,
      m.token,
      reviewBody({ productId, appearanceReason: 'x'.repeat(25), improvement: 'y'.repeat(25) }),
    );
    expect(res.body.data.pointsAwarded).toBe(100);
    expect(await balanceOf(m.userId)).toBe(before + 100);
    const tips = await getJson<ReviewTips>(ctx, `${REVIEWS}/addTips`, m.token);
    expect(tips.body.data).toEqual({ points: 100, doneToday: true, completeTextChars: 50 });
    const visitor = await getJson<ReviewTips>(ctx, `${REVIEWS}/addTips`);
    expect(visitor.body.data.doneToday).toBe(false);
  });

  it('49 characters of text without a picture is not complete', async () => {
    const m = await fresh();
    const { productId } = await makeProduct(ctx);
    const res = await addReview(ctx, m.token, reviewBody({ productId, appearanceReason: 'x'.repeat(49) }));
    expect(res.body.data.pointsAwarded).toBe(0);
    const [row] = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.id, BigInt(res.body.data.id)));
    expect(row?.complete).toBe(false);
  });

  it('10 concurrent adds of one product by one member make one review and one award', async () => {
    const m = await fresh();
    const { productId } = await makeProduct(ctx);
    const before = await balanceOf(m.userId);
    const all = await Promise.all(
      Array.from({ length: 10 }, () =>
        addReview(ctx, m.token, reviewBody({ productId, improvement: LONG_TEXT })),
      ),
    );
    expect(all.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const rows = await db().select().from(reviews).where(eq(reviews.userId, m.userId));
    expect(rows).toHaveLength(1);
    expect(await flowsOf(m.userId)).toBe(1);
    expect(await balanceOf(m.userId)).toBe(before + 100);
    expect(await productCounts(ctx, productId)).toEqual({ reviewCount: 1, scoreSum: 4 });
  });

  it('an Idempotency-Key retry answers the same id and writes nothing more', async () => {
    const m = await fresh();
    const { productId } = await makeProduct(ctx);
    const headers = { 'idempotency-key': 'review-retry-0001' };
    const body = reviewBody({ productId, improvement: LONG_TEXT });
    const first = await addReview(ctx, m.token, body, headers);
    const retry = await addReview(ctx, m.token, body, headers);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual(first.body.data);
    expect(first.body.data.pointsAwarded).toBe(100);
    expect(await flowsOf(m.userId)).toBe(1);
  });
});

describe('editing and deleting', () => {
  it('edits the own review, moves the score sum, and pays when it becomes complete', async () => {
    const m = await fresh();
    const { productId } = await makeProduct(ctx);
    const id = await published(ctx, m.token, reviewBody({ productId, overallScore: 2 }));
    const edited = await editReview(
      ctx,
      m.token,
      id,
      reviewBody({ productId, overallScore: 5, improvement: LONG_TEXT }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.msg).toBe('Review updated');
    expect(edited.body.data).toEqual({ id, pointsAwarded: 100 });
    expect(await productCounts(ctx, productId)).toEqual({ reviewCount: 1, scoreSum: 5 });
    const again = await editReview(
      ctx,
      m.token,
      id,
      reviewBody({ productId, overallScore: 5, improvement: LONG_TEXT }),
    );
    expect(again.body.data.pointsAwarded).toBe(0);
    const detail = await getJson<Review>(ctx, `${REVIEWS}/detail/${id}`);
    expect(detail.body.data).toMatchObject({ overallScore: 5, complete: true, improvement: LONG_TEXT });
  });

  it('refuses another product naming productId', async () => {
    const { productId } = await makeProduct(ctx);
    const other = await makeProduct(ctx);
    const id = await published(ctx, alice.token, reviewBody({ productId }));
    const moved = await editReview(ctx, alice.token, id, reviewBody({ productId: other.productId }));
    expect(moved.status).toBe(400);
    expect(fieldsOf(moved)).toEqual(['productId']);
  });

  it("is 404 for another member's review, edit and delete alike", async () => {
    const { productId } = await makeProduct(ctx);
    const id = await published(ctx, alice.token, reviewBody({ productId, overallScore: 3 }));
    expect((await editReview(ctx, bob.token, id, reviewBody({ productId, overallScore: 1 }))).status).toBe(
      404,
    );
    expect((await deleteReview(ctx, bob.token, id)).status).toBe(404);
    expect((await getJson<Review>(ctx, `${REVIEWS}/detail/${id}`)).body.data.overallScore).toBe(3);
  });

  it('deletes the own review; the points stay and a new review of the product earns nothing', async () => {
    const m = await fresh();
    const { productId } = await makeProduct(ctx);
    const first = await addReview(ctx, m.token, reviewBody({ productId, improvement: LONG_TEXT }));
    expect(first.body.data.pointsAwarded).toBe(100);
    expect((await deleteReview(ctx, m.token, first.body.data.id)).status).toBe(200);
    expect((await getJson(ctx, `${REVIEWS}/detail/${first.body.data.id}`)).status).toBe(404);
    expect(await productCounts(ctx, productId)).toEqual({ reviewCount: 0, scoreSum: 0 });
    const second = await addReview(ctx, m.token, reviewBody({ productId, improvement: LONG_TEXT }));
    expect(second.status).toBe(200);
    expect(second.body.data.pointsAwarded).toBe(0);
    expect(await flowsOf(m.userId)).toBe(1);
  });
});
