import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypedProductApproved } from '../../shared/schemas/reviews.ts';
import { auditLog, pointsFlow } from '../db/schema.ts';
import type { Member } from '../content/articles.fixtures.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';
import { addReview, LONG_TEXT, makeProduct, reviewBody } from './reviews.fixtures.ts';

// Issue 35, item 4: typed-in products earn nothing until the brand approves them into the catalogue.
const ADMIN = 'typed-approver@example.com';
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_PER_MINUTE: '100000' });
  admin = (await registerUser(ctx, ADMIN)).token;
});
afterAll(() => ctx.close());

const fresh = (n: number) => quickMembers(ctx, n);
const balanceOf = async (m: Member) => (await ctx.app.services.points.balance(m.userId)).balance;
const awardsOf = async (m: Member) => {
  const [row] = await ctx.app.services.database.db
    .select({ n: count() })
    .from(pointsFlow)
    .where(and(eq(pointsFlow.userId, m.userId), eq(pointsFlow.ruleCode, 'REVIEW_COMPLETE')));
  return row?.n ?? 0;
};
const typed = () => ({ brandName: 'Nowhere Co', productName: `Invented ${randomUUID().slice(0, 8)}` });
const approve = (productId: string, name: { brandName: string; productName: string }, token = admin) =>
  call<TypedProductApproved>(ctx.app, {
    method: 'POST',
    url: `/api/console/catalogue/products/${productId}/approveTyped`,
    headers: { authorization: token },
    payload: name,
  });

describe('typed-in products', () => {
  it('a complete review of a typed-in product pays nothing; of a catalogue product, as before', async () => {
    const [m] = await fresh(1);
    const before = await balanceOf(m!);
    const res = await addReview(ctx, m!.token, reviewBody({ ...typed(), improvement: LONG_TEXT }));
    expect(res.status).toBe(200);
    expect(res.body.data.pointsAwarded).toBe(0);
    // A new made-up name the next time pays nothing either.
    const next = await addReview(ctx, m!.token, reviewBody({ ...typed(), improvement: LONG_TEXT }));
    expect(next.body.data.pointsAwarded).toBe(0);
    expect(await balanceOf(m!)).toBe(before);

    const { productId } = await makeProduct(ctx);
    const listed = await addReview(ctx, m!.token, reviewBody({ productId, improvement: LONG_TEXT }));
    expect(listed.body.data.pointsAwarded).toBe(100);
    expect(await balanceOf(m!)).toBe(before + 100);
  });

  it('approval into the catalogue pays each complete review that named it once, audited; again pays nobody', async () => {
    const [a, b, c, d] = await fresh(4);
    const name = typed();
    const { productId } = await makeProduct(ctx);
    // a: complete, written the way the rule compares names; b: complete; c: not complete;
    // d: complete, and already paid for the catalogue product itself.
    const spelled = { brandName: ` ${name.brandName.toUpperCase()}`, productName: name.productName };
    expect((await addReview(ctx, a!.token, reviewBody({ ...spelled, improvement: LONG_TEXT }))).status).toBe(
      200,
    );
    await addReview(ctx, b!.token, reviewBody({ ...name, improvement: LONG_TEXT }));
    await addReview(ctx, c!.token, reviewBody({ ...name }));
    await addReview(ctx, d!.token, reviewBody({ ...name, improvement: LONG_TEXT }));
    const direct = await addReview(ctx, d!.token, reviewBody({ productId, improvement: LONG_TEXT }));
    expect(direct.body.data.pointsAwarded).toBe(100);
    // a was paid today already (the daily task): the brand's approval pays all the same.
    const other = await makeProduct(ctx);
    await addReview(ctx, a!.token, reviewBody({ productId: other.productId, improvement: LONG_TEXT }));
    const before = await Promise.all([a, b, c, d].map((m) => balanceOf(m!)));

    const member = await approve(productId, name, a!.token);
    expect(member.status).toBe(403);

    const first = await approve(productId, name);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ reviewCount: 3, paidCount: 2, pointsPaid: 200 });
    const after = await Promise.all([a, b, c, d].map((m) => balanceOf(m!)));
    expect(after.map((x, i) => x - before[i]!)).toEqual([100, 100, 0, 0]);

    const [row] = await ctx.app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalogue.products.approveTyped'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.target).toBe(`product:${productId}`);

    const again = await approve(productId, name);
    expect(again.body.data).toEqual({ reviewCount: 3, paidCount: 0, pointsPaid: 0 });
    // Named as another catalogue product after all: a review paid once is never paid again; d's review,
    // never paid (d had the first product's award already), now names a product d was not paid for.
    const elsewhere = await approve(other.productId, name);
    expect(elsewhere.body.data).toEqual({ reviewCount: 3, paidCount: 1, pointsPaid: 100 });
    const last = await Promise.all([a, b, c, d].map((m) => balanceOf(m!)));
    expect(last.map((x, i) => x - after[i]!)).toEqual([0, 0, 0, 100]);
  });

  it('concurrent approvals pay each member once', async () => {
    const members = await fresh(3);
    const name = typed();
    const { productId } = await makeProduct(ctx);
    for (const m of members) await addReview(ctx, m.token, reviewBody({ ...name, improvement: LONG_TEXT }));
    const answers = await Promise.all(Array.from({ length: 6 }, () => approve(productId, name)));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(6).fill(200));
    expect(answers.reduce((sum, r) => sum + r.body.data.paidCount, 0)).toBe(3);
    for (const m of members) {
      expect(await awardsOf(m)).toBe(1);
      expect(await balanceOf(m)).toBeGreaterThanOrEqual(100);
    }
  });

  it('an unknown catalogue product is 404 and pays nothing', async () => {
    const [m] = await fresh(1);
    const name = typed();
    await addReview(ctx, m!.token, reviewBody({ ...name, improvement: LONG_TEXT }));
    expect((await approve('999999999', name)).status).toBe(404);
    expect(await awardsOf(m!)).toBe(0);
  });
});
