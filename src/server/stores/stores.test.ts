import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, uploadPng, type Member } from '../content/articles.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';
import {
  insertProduct,
  removeShare,
  shareBody,
  shared,
  shareFlows,
  shareStore,
  storeRow,
  storesNamed,
} from './stores.fixtures.ts';
import { normaliseName, NORTH_PER_M } from './stores.geo.ts';

let ctx: TestContext;
let alice: Member;
let photo: string;
let product: bigint;

beforeAll(async () => {
  ctx = await startApp();
  alice = await member(ctx);
  photo = (await uploadPng(ctx, alice.token)).url;
  product = await insertProduct(ctx);
});
afterAll(() => ctx.close());

const firstField = (res: { body: { data: unknown } }) =>
  (res.body.data as { fields?: { field: string }[] }).fields?.[0]?.field;
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
/** A member with an upload of their own. */
async function sharer() {
  const m = await member(ctx);
  return { ...m, photo: (await uploadPng(ctx, m.token)).url };
}

describe('share fields at their edges', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['name', { name: 'n'.repeat(50) }, { name: 'n'.repeat(51) }],
    ['type', { type: 'convenience' }, { type: 'kiosk' }],
    ['lat', { lat: 90 }, { lat: 90.1 }],
    ['lng', { lng: -180 }, { lng: -180.1 }],
    ['country', { country: 'GBR' }, { country: 'GB' }],
    ['postalCode', { postalCode: 'p'.repeat(20) }, { postalCode: 'p'.repeat(21) }],
    ['score', { score: 5 }, { score: 6 }],
    ['score', { score: 1 }, { score: 0 }],
    ['text', { text: 't'.repeat(1000) }, { text: 't'.repeat(1001) }],
    // The product is made in beforeAll, after the cases are collected: PRODUCT stands for it.
    ['productIds', { productIds: Array(20).fill('PRODUCT') }, { productIds: Array(21).fill('PRODUCT') }],
  ];
  const withProduct = (over: Record<string, unknown>) =>
    Array.isArray(over.productIds) ? { productIds: over.productIds.map(() => String(product)) } : over;
  it.each(cases)('%s: the edge passes, one past it is 400 naming the field', async (field, good, bad) => {
    const name = unique('Edge');
    const okRes = await shareStore(ctx, alice.token, shareBody(photo, { name, ...withProduct(good) }));
    expect(okRes.status).toBe(200);
    const badRes = await shareStore(
      ctx,
      alice.token,
      shareBody(photo, { name: unique('Edge'), ...withProduct(bad) }),
    );
    expect(badRes.status).toBe(400);
    expect(firstField(badRes)).toBe(field);
  });

  it('an unknown product is 400 naming productIds, and nothing is written', async () => {
    const name = unique('Unknown product');
    const res = await shareStore(ctx, alice.token, shareBody(photo, { name, productIds: ['999999'] }));
    expect(res.status).toBe(400);
    expect(firstField(res)).toBe('productIds');
    expect(await storesNamed(ctx, name)).toBe(0);
  });

  it("someone else's photo is 400 naming photoUrl", async () => {
    const bob = await member(ctx);
    const res = await shareStore(ctx, bob.token, shareBody(photo, { name: unique('Borrowed') }));
    expect(res.status).toBe(400);
    expect(firstField(res)).toBe('photoUrl');
    expect(res.body.data.fields?.[0]?.key).toBe('content.imageNotOurs');
  });

  it('a visitor cannot share', async () => {
    const res = await shareStore(ctx, '', shareBody(photo, { name: unique('Visitor') }));
    expect(res.status).toBe(401);
  });
});

describe('the same store', () => {
  it('normalises names: width, case, punctuation and spaces', () => {
    expect(normaliseName('  Ｖａｐｅ   Corner!! ')).toBe('vape corner');
    expect(normaliseName("O'Neil's, Vapes.")).toBe('oneils vapes');
  });

  it('two shares 20 m apart by one member: one store, one share, one award', async () => {
    const m = await sharer();
    const name = unique('Twenty Metres');
    const first = await shared(ctx, m.token, shareBody(m.photo, { name, score: 5 }));
    expect(first).toMatchObject({ merged: false, pointsAwarded: 20 });
    const again = await shared(
      ctx,
      m.token,
      shareBody(m.photo, { name: `  ${name.toUpperCase()}!`, lat: 51.5136 + 20 * NORTH_PER_M, score: 3 }),
    );
    expect(again).toMatchObject({
      storeId: first.storeId,
      shareId: first.shareId,
      merged: true,
      pointsAwarded: 0,
    });
    expect(await storesNamed(ctx, name)).toBe(1);
    expect(await shareFlows(ctx, m.userId)).toBe(1);
    // The second share replaced the first one's score.
    expect(await storeRow(ctx, first.storeId)).toMatchObject({ shareCount: 1, ratingCount: 1, ratingSum: 3 });
  });

  it('two members 20 m apart: one store, two shares, each paid once', async () => {
    const [a, b] = [await sharer(), await sharer()];
    const name = unique('Two Members');
    const first = await shared(ctx, a.token, shareBody(a.photo, { name, score: 5 }));
    const second = await shared(
      ctx,
      b.token,
      shareBody(b.photo, { name, lat: 51.5136 - 20 * NORTH_PER_M, score: 2 }),
    );
    expect(second).toMatchObject({ storeId: first.storeId, merged: true, pointsAwarded: 20 });
    expect(second.shareId).not.toBe(first.shareId);
    expect(await shareFlows(ctx, a.userId)).toBe(1);
    expect(await shareFlows(ctx, b.userId)).toBe(1);
    expect(await storeRow(ctx, first.storeId)).toMatchObject({ shareCount: 2, ratingCount: 2, ratingSum: 7 });
  });

  it('the same name 60 m away, or another name at the same spot, is another store', async () => {
    const m = await sharer();
    const name = unique('Sixty Metres');
    const a = await shared(ctx, m.token, shareBody(m.photo, { name }));
    const far = await shared(ctx, m.token, shareBody(m.photo, { name, lat: 51.5136 + 60 * NORTH_PER_M }));
    const other = await shared(ctx, m.token, shareBody(m.photo, { name: unique('Other Name') }));
    expect(new Set([a.storeId, far.storeId, other.storeId]).size).toBe(3);
    expect(far.merged || other.merged).toBe(false);
  });

  it('10 concurrent shares of one store by one member: one store, one share, one award', async () => {
    const m = await sharer();
    const name = unique('Concurrent');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        shareStore(ctx, m.token, shareBody(m.photo, { name, lat: 51.5136 + i * NORTH_PER_M, score: 4 })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.data.shareId)).size).toBe(1);
    expect(answers.filter((a) => a.body.data.pointsAwarded === 20)).toHaveLength(1);
    expect(await storesNamed(ctx, name)).toBe(1);
    expect(await shareFlows(ctx, m.userId)).toBe(1);
    const storeId = answers[0]?.body.data.storeId ?? '';
    expect(await storeRow(ctx, storeId)).toMatchObject({ shareCount: 1, ratingCount: 1, ratingSum: 4 });
  });
});

describe('removing a share', () => {
  it("removes only the caller's own share, fixes the counters, and never pays twice", async () => {
    const [a, b, c] = [await sharer(), await sharer(), await sharer()];
    const name = unique('Removal');
    const first = await shared(
      ctx,
      a.token,
      shareBody(a.photo, { name, score: 5, productIds: [String(product)] }),
    );
    await shared(ctx, b.token, shareBody(b.photo, { name, score: 1 }));

    expect((await removeShare(ctx, c.token, first.storeId)).status).toBe(404);
    expect((await removeShare(ctx, a.token, first.storeId)).status).toBe(200);
    expect((await removeShare(ctx, a.token, first.storeId)).status).toBe(404);
    expect(await storeRow(ctx, first.storeId)).toMatchObject({
      shareCount: 1,
      ratingCount: 1,
      ratingSum: 1,
      photoUrl: b.photo,
    });

    // Sharing it again: a new share, no second award (the ledger key stays).
    const back = await shared(ctx, a.token, shareBody(a.photo, { name, score: 3 }));
    expect(back).toMatchObject({ storeId: first.storeId, pointsAwarded: 0 });
    expect(await shareFlows(ctx, a.userId)).toBe(1);
    expect(await storeRow(ctx, first.storeId)).toMatchObject({ shareCount: 2, ratingSum: 4 });

    // The last share takes the store with it.
    expect((await removeShare(ctx, a.token, first.storeId)).status).toBe(200);
    expect((await removeShare(ctx, b.token, first.storeId)).status).toBe(200);
    expect(await storeRow(ctx, first.storeId)).toBeUndefined();
    expect(await shareFlows(ctx, a.userId)).toBe(1);
  });

  it('a visitor or an unknown store is refused', async () => {
    expect((await removeShare(ctx, '', '1')).status).toBe(401);
    expect((await removeShare(ctx, alice.token, '987654321')).status).toBe(404);
  });
});
