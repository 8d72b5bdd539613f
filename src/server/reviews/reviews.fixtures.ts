import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ReviewAdded } from '../../shared/schemas/reviews.ts';
import { catalogueBrands, products } from '../db/schema.ts';
import { call, type TestContext } from '../test/app.ts';

export const REVIEWS = '/api/hibackend/brandTasteEvaluate';
export const REPLIES = '/api/hibackend/evaluateReply';

export interface Made {
  brandId: string;
  productId: string;
  brandName: string;
}

/** A brand (new, unless `brandId` is given) and a product of it, inserted directly. */
export async function makeProduct(
  ctx: TestContext,
  over: { brandId?: string; brandName?: string; deviceType?: 'disposable' | 'pod' | 'open' } = {},
): Promise<Made> {
  const db = ctx.app.services.database.db;
  let brandId = over.brandId;
  let brandName = over.brandName ?? `Brand ${randomUUID().slice(0, 8)}`;
  if (brandId === undefined) {
    const [b] = await db.insert(catalogueBrands).values({ name: brandName }).returning();
    brandId = String(b?.id);
  } else {
    const [b] = await db
      .select()
      .from(catalogueBrands)
      .where(eq(catalogueBrands.id, BigInt(brandId)));
    brandName = b?.name ?? brandName;
  }
  const [p] = await db
    .insert(products)
    .values({
      brandId: BigInt(brandId),
      model: 'M1',
      name: `Product ${randomUUID().slice(0, 8)}`,
      deviceType: over.deviceType ?? 'disposable',
      style: 'fruit',
      flavours: ['Mango', 'Mint'],
    })
    .returning();
  return { brandId, productId: String(p?.id), brandName };
}

export async function productCounts(ctx: TestContext, productId: string) {
  const [p] = await ctx.app.services.database.db
    .select({ reviewCount: products.reviewCount, scoreSum: products.scoreSum })
    .from(products)
    .where(eq(products.id, BigInt(productId)));
  return p;
}

/** A body that saves (incomplete: no picture, short text), with `over` replacing any part. */
export const reviewBody = (over: Record<string, unknown> = {}) => ({
  deviceType: 'disposable',
  flavour: 'Mango',
  style: 'fruit',
  overallScore: 4,
  aroma: 'perfect',
  coolness: 'less',
  sweetness: 'more',
  throatHit: 'perfect',
  appearanceReason: 'Nice',
  ...over,
});

/** Long enough (with nothing else) to make a review complete. */
export const LONG_TEXT = 'x'.repeat(50);

export const addReview = (ctx: TestContext, token: string, body: Record<string, unknown>, headers = {}) =>
  call<ReviewAdded & { reason?: string; fields?: { field: string }[] }>(ctx.app, {
    method: 'POST',
    url: `${REVIEWS}/add`,
    headers: { authorization: token, ...headers },
    payload: body,
  });

export const editReview = (ctx: TestContext, token: string, id: string, body: Record<string, unknown>) =>
  call<ReviewAdded & { fields?: { field: string }[] }>(ctx.app, {
    method: 'PUT',
    url: `${REVIEWS}/${id}`,
    headers: { authorization: token },
    payload: body,
  });

export const deleteReview = (ctx: TestContext, token: string, id: string) =>
  call<null>(ctx.app, { method: 'DELETE', url: `${REVIEWS}/${id}`, headers: { authorization: token } });

export const getJson = <T>(ctx: TestContext, url: string, token?: string) =>
  call<T>(ctx.app, { method: 'GET', url, headers: token ? { authorization: token } : {} });

export const postJson = <T>(ctx: TestContext, url: string, token: string, payload: Record<string, unknown>) =>
  call<T>(ctx.app, { method: 'POST', url, headers: { authorization: token }, payload });

/** Adds and fails the test unless it worked. */
export async function published(ctx: TestContext, token: string, body: Record<string, unknown>) {
  const res = await addReview(ctx, token, body);
  if (res.status !== 200) throw new Error(`add: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

export const fieldsOf = (res: { body: { data: unknown } }) =>
  ((res.body.data as { fields?: { field: string }[] } | null)?.fields ?? []).map((f) => f.field);
