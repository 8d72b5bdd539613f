import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Review,
  ReviewPage,
  ReviewReply,
  ReviewReplyPage,
  ReviewStatistics,
} from '../../shared/schemas/reviews.ts';
import type { Member } from '../content/articles.fixtures.ts';
import { reviews, shields } from '../db/schema.ts';
import { quickMembers, reasonOf } from '../social/social.fixtures.ts';
import { startApp, type Answer, type TestContext } from '../test/app.ts';
import {
  getJson,
  LONG_TEXT,
  makeProduct,
  postJson,
  published,
  REPLIES,
  reviewBody,
  REVIEWS,
  type Made,
} from './reviews.fixtures.ts';

let ctx: TestContext;
let people: Member[];
let product: Made;
/** Review ids on `product`, by author index. */
const ids: string[] = [];
const LIKES = [2, 0, 5, 2, 1, 0, 3];
const SCORES = [5, 3, 5, 4, 5, 2, 4];
const COMPLETE = [true, true, true, false, true, true, true];

beforeAll(async () => {
  ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  people = await quickMembers(ctx, 8);
  product = await makeProduct(ctx);
  for (const [i, score] of SCORES.entries()) {
    const who = people[i] as Member;
    const body = {
      productId: product.productId,
      overallScore: score,
      flavour: i % 3 === 0 ? 'Mint' : 'Mango',
      aroma: i % 2 === 0 ? 'perfect' : 'more',
      ...(COMPLETE[i] ? { improvement: LONG_TEXT } : {}),
    };
    ids.push(await published(ctx, who.token, reviewBody(body)));
  }
  // Likes set straight in the table (the like endpoint has its own tests).
  for (const [i, n] of LIKES.entries()) {
    await ctx.app.services.database.db
      .update(reviews)
      .set({ likeCount: n })
      .where(eq(reviews.id, BigInt(ids[i] ?? '0')));
  }
});
afterAll(() => ctx.close());

/** Every page of a list, two at a time. */
async function walk(query: string, token?: string): Promise<Review[]> {
  const all: Review[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `${REVIEWS}/listPage?${query}&pageSize=2${cursor ? `&cursor=${cursor}` : ''}`;
    const res: Answer<ReviewPage> = await getJson<ReviewPage>(ctx, url, token);
    expect(res.status).toBe(200);
    all.push(...res.body.data.list);
    cursor = res.body.data.nextCursor;
  } while (cursor);
  return all;
}

const order = (keys: (i: number) => number[]) =>
  ids
    .map((id, i) => ({ id, k: keys(i) }))
    .sort((a, b) => {
      for (let j = 0; j < a.k.length; j++) if (a.k[j] !== b.k[j]) return (b.k[j] ?? 0) - (a.k[j] ?? 0);
      return 0;
    })
    .map((r) => r.id);

describe('sorts and paging', () => {
  const q = () => `productId=${product.productId}`;

  it('latest: newest first, every review once', async () => {
    const list = await walk(`${q()}&sort=latest`);
    expect(list.map((r) => r.id)).toEqual([...ids].reverse());
  });

  it('popular: most liked first, then newest id', async () => {
    const list = await walk(`${q()}&sort=popular`);
    expect(list.map((r) => r.id)).toEqual(order((i) => [LIKES[i] ?? 0, Number(ids[i])]));
  });

  it('classic: complete reviews only, highest score, then most liked', async () => {
    const list = await walk(`${q()}&sort=classic`);
    const expected = order((i) => [SCORES[i] ?? 0, LIKES[i] ?? 0, Number(ids[i])]).filter(
      (id) => COMPLETE[ids.indexOf(id)],
    );
    expect(list.map((r) => r.id)).toEqual(expected);
    const top = await getJson<{ list: Review[] }>(ctx, `${REVIEWS}/top/${product.productId}`);
    expect(top.body.data.list.map((r) => r.id)).toEqual(expected.slice(0, 3));
  });

  it('filters by brand, lists everyone without a filter, and answers latest ten', async () => {
    const other = await makeProduct(ctx, { brandId: product.brandId });
    const extra = await published(
      ctx,
      (people[0] as Member).token,
      reviewBody({ productId: other.productId }),
    );
    const brand = await walk(`brandId=${product.brandId}&sort=latest`);
    expect(brand.map((r) => r.id)).toEqual([extra, ...[...ids].reverse()]);
    const everyone = await walk('sort=popular');
    expect(everyone).toHaveLength(ids.length + 1);
    const latest = await getJson<{ list: Review[] }>(ctx, `${REVIEWS}/latest`);
    expect(latest.body.data.list[0]?.id).toBe(extra);
  });

  it('refuses a forged cursor naming cursor', async () => {
    const res = await getJson(
      ctx,
      `${REVIEWS}/listPage?sort=classic&cursor=${Buffer.from('1.2').toString('base64url')}`,
    );
    expect(res.status).toBe(400);
  });

  it('ownerList: only mine, last edited first, marked mine', async () => {
    const me = people[7] as Member;
    const a = await published(ctx, me.token, reviewBody({ brandName: 'Typed', productName: 'One' }));
    const b = await published(ctx, me.token, reviewBody({ brandName: 'Typed', productName: 'Two' }));
    await ctx.app.inject({
      method: 'PUT',
      url: `${REVIEWS}/${a}`,
      headers: { authorization: me.token },
      payload: reviewBody({ brandName: 'Typed', productName: 'One', overallScore: 1 }),
    });
    const res = await getJson<ReviewPage>(ctx, `${REVIEWS}/ownerList?pageSize=1`, me.token);
    expect(res.body.data.list.map((r) => [r.id, r.mine])).toEqual([[a, true]]);
    const next = await getJson<ReviewPage>(
      ctx,
      `${REVIEWS}/ownerList?cursor=${res.body.data.nextCursor}`,
      me.token,
    );
    expect(next.body.data.list.map((r) => r.id)).toEqual([b]);
    expect((await getJson(ctx, `${REVIEWS}/ownerList`)).status).toBe(401);
  });
});

describe('statistics', () => {
  it('counts, means to one decimal and spreads scores, levels and flavours', async () => {
    const res = await getJson<ReviewStatistics>(ctx, `${REVIEWS}/indexStatistics/${product.productId}`);
    const s = res.body.data;
    expect(s.count).toBe(7);
    expect(s.meanScore).toBe(4); // 28 / 7
    expect(s.scores).toEqual([0, 1, 1, 2, 3]);
    expect(s.aroma).toEqual({ less: 0, perfect: 4, more: 3 });
    expect(s.coolness).toEqual({ less: 7, perfect: 0, more: 0 });
    expect(s.flavours).toEqual([
      { flavour: 'Mango', count: 4 },
      { flavour: 'Mint', count: 3 },
    ]);
    const empty = await makeProduct(ctx);
    const none = await getJson<ReviewStatistics>(ctx, `${REVIEWS}/indexStatistics/${empty.productId}`);
    expect(none.body.data).toMatchObject({ count: 0, meanScore: null, scores: [0, 0, 0, 0, 0] });
    expect((await getJson(ctx, `${REVIEWS}/indexStatistics/999999`)).status).toBe(404);
  });

  it('rounds the mean to one decimal', async () => {
    const p = await makeProduct(ctx);
    for (const [i, score] of [5, 4, 4].entries()) {
      await published(
        ctx,
        (people[i] as Member).token,
        reviewBody({ productId: p.productId, overallScore: score }),
      );
    }
    const res = await getJson<ReviewStatistics>(ctx, `${REVIEWS}/indexStatistics/${p.productId}`);
    expect(res.body.data.meanScore).toBe(4.3);
  });
});

describe('likes', () => {
  it('is idempotent and exact under concurrency, and shows liked to the liker only', async () => {
    const p = await makeProduct(ctx);
    const id = await published(ctx, (people[0] as Member).token, reviewBody({ productId: p.productId }));
    const like = (m: Member, on: boolean) =>
      postJson<{ liked: boolean; likeCount: number }>(ctx, `${REVIEWS}/like`, m.token, { id, like: on });
    await Promise.all(people.flatMap((m) => [like(m, true), like(m, true)]));
    const detail = (m?: Member) => getJson<Review>(ctx, `${REVIEWS}/detail/${id}`, m?.token);
    expect((await detail()).body.data.likeCount).toBe(8);
    await Promise.all(people.slice(0, 3).flatMap((m) => [like(m, false), like(m, false)]));
    expect((await detail()).body.data.likeCount).toBe(5);
    expect((await detail(people[0])).body.data.liked).toBe(false);
    expect((await detail(people[5])).body.data.liked).toBe(true);
    const page = await getJson<ReviewPage>(
      ctx,
      `${REVIEWS}/listPage?productId=${p.productId}`,
      people[5]?.token,
    );
    expect(page.body.data.list[0]).toMatchObject({ id, liked: true, likeCount: 5 });
    expect((await like(people[1] as Member, true)).body.data).toEqual({ liked: true, likeCount: 6 });
    expect(
      (await postJson(ctx, `${REVIEWS}/like`, (people[1] as Member).token, { id: '999999', like: true }))
        .status,
    ).toBe(404);
  });
});

describe('replies', () => {
  it('adds replies oldest first with counts, answers repliers only, and honours blocks', async () => {
    const [author, r1, r2, blocked] = people as [Member, Member, Member, Member];
    const p = await makeProduct(ctx);
    const id = await published(ctx, author.token, reviewBody({ productId: p.productId }));
    const reply = (m: Member, body: Record<string, unknown>) =>
      postJson<ReviewReply>(ctx, `${REPLIES}/add`, m.token, { reviewId: id, ...body });
    const first = await reply(r1, { content: 'Agree!' });
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('Reply posted');
    expect(first.body.data).toMatchObject({ reviewId: id, content: 'Agree!', replyTo: null, mine: true });
    const second = await reply(r2, { content: 'Me too', replyToUserId: String(r1.userId) });
    expect(second.body.data.replyTo?.userId).toBe(String(r1.userId));
    const stranger = await reply(r2, { content: 'Hm', replyToUserId: String(blocked.userId) });
    expect(stranger.status).toBe(400);
    expect((await reply(r1, { content: 'x'.repeat(501) })).status).toBe(400);
    await ctx.app.services.database.db
      .insert(shields)
      .values({ userId: author.userId, targetId: blocked.userId, kind: 'block' });
    const refused = await reply(blocked, { content: 'Let me in' });
    expect(refused.status).toBe(403);
    expect(reasonOf(refused)).toBe('BLOCKED');
    const page1 = await getJson<ReviewReplyPage>(
      ctx,
      `${REPLIES}/listByPage?reviewId=${id}&pageSize=1`,
      r1.token,
    );
    expect(page1.body.data.list.map((r) => [r.content, r.mine])).toEqual([['Agree!', true]]);
    const page2 = await getJson<ReviewReplyPage>(
      ctx,
      `${REPLIES}/listByPage?reviewId=${id}&cursor=${page1.body.data.nextCursor}`,
    );
    expect(page2.body.data).toMatchObject({ list: [{ content: 'Me too' }], nextCursor: null });
    expect((await getJson<Review>(ctx, `${REVIEWS}/detail/${id}`)).body.data.replyCount).toBe(2);
    expect(
      (await postJson(ctx, `${REPLIES}/add`, r1.token, { reviewId: '999999', content: 'x' })).status,
    ).toBe(404);
    expect((await getJson(ctx, `${REPLIES}/listByPage?reviewId=999999`)).status).toBe(404);
  });
});
