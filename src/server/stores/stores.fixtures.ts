import { and, eq, sql } from 'drizzle-orm';
import type { StoreShared } from '../../shared/schemas/stores.ts';
import { catalogueBrands, pointsFlow, products, stores } from '../db/schema.ts';
import { call, type TestContext } from '../test/app.ts';

export const STORE_API = '/api/hibackend/store';

/** A share body near Soho, London, with `over` replacing any part. */
export const shareBody = (photoUrl: string, over: Record<string, unknown> = {}) => ({
  photoUrl,
  name: 'Cloud Corner',
  type: 'specialty',
  lat: 51.5136,
  lng: -0.1365,
  country: 'GBR',
  area: 'England',
  city: 'London',
  county: 'Westminster',
  address: '12 Berwick Street',
  postalCode: 'W1F 0PH',
  score: 4,
  text: 'Friendly staff and a wide choice.',
  ...over,
});

export const shareStore = (ctx: TestContext, token: string, body: Record<string, unknown>) =>
  call<StoreShared & { fields?: { field: string; key: string }[] }>(ctx.app, {
    method: 'POST',
    url: `${STORE_API}/evaluate/add`,
    headers: { authorization: token },
    payload: body,
  });

/** Shares and fails the test unless it worked. */
export async function shared(ctx: TestContext, token: string, body: Record<string, unknown>) {
  const res = await shareStore(ctx, token, body);
  if (res.status !== 200) throw new Error(`share: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export const removeShare = (ctx: TestContext, token: string, storeId: string) =>
  call(ctx.app, {
    method: 'DELETE',
    url: `/api/hibackend/storeinfo/delete?id=${storeId}`,
    headers: { authorization: token },
  });

/** A catalogue product inserted directly (the catalogue's own API is another feature's). */
export async function insertProduct(ctx: TestContext, name = 'Frost Mint 600'): Promise<bigint> {
  const db = ctx.app.services.database.db;
  const [brand] = await db.insert(catalogueBrands).values({ name: 'Test Brand' }).returning();
  const [row] = await db
    .insert(products)
    .values({
      brandId: brand?.id ?? 0n,
      model: 'T-1',
      name,
      deviceType: 'disposable',
      style: 'menthol',
      reviewCount: 2,
      scoreSum: 9,
    })
    .returning({ id: products.id });
  return row?.id ?? 0n;
}

export async function storeRow(ctx: TestContext, id: string) {
  const [row] = await ctx.app.services.database.db
    .select()
    .from(stores)
    .where(eq(stores.id, BigInt(id)));
  return row;
}

/** Stores of one name anywhere: how many the shares made. */
export async function storesNamed(ctx: TestContext, name: string): Promise<number> {
  const [row] = await ctx.app.services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(stores)
    .where(eq(stores.name, name));
  return row?.n ?? 0;
}

export async function shareFlows(ctx: TestContext, userId: bigint): Promise<number> {
  const [row] = await ctx.app.services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointsFlow)
    .where(and(eq(pointsFlow.userId, userId), eq(pointsFlow.ruleCode, 'SHARE_STORE')));
  return row?.n ?? 0;
}
