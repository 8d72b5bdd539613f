import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleListItem } from '../../shared/schemas/content.ts';
import type { HiddenItem, PersonPage, ShieldState } from '../../shared/schemas/social.ts';
import { allPages, API, get, markKol, member, publish, type Member } from '../content/articles.fixtures.ts';
import { articles, brandSpecials, comments } from '../db/schema.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { eq, inArray } from 'drizzle-orm';

let ctx: TestContext;
let ana: Member;
let bo: Member;
let cy: Member;
let boPost: string;
let cyPost: string;

const KEYWORD = 'zeppelin';

beforeAll(async () => {
  ctx = await startApp();
  [ana, bo, cy] = [await member(ctx), await member(ctx), await member(ctx)];
  await markKol(ctx, bo.userId);
  await markKol(ctx, cy.userId);
  const title = `A ${KEYWORD} story in six words`;
  boPost = await publish(ctx, bo.token, { title });
  cyPost = await publish(ctx, cy.token, { title });
  // Both in the top list.
  const db = ctx.app.services.database.db;
  await db
    .update(articles)
    .set({ likeCount: 50 })
    .where(eq(articles.id, BigInt(boPost)));
  await db
    .update(articles)
    .set({ likeCount: 40 })
    .where(eq(articles.id, BigInt(cyPost)));
  ctx.app.services.articles.forget();
});
afterAll(() => ctx.close());

const post = <T>(who: Member, url: string, payload: Record<string, unknown>) =>
  call<T & { reason?: string; fields?: { field: string }[] }>(ctx.app, {
    method: 'POST',
    url,
    headers: { authorization: who.token },
    payload,
  });
const shield = (who: Member, target: Member, change: { block?: boolean; mute?: boolean }) =>
  post<ShieldState>(who, '/api/hibackend/user/shield/save', { userId: String(target.userId), ...change });
const follow = (who: Member, target: Member, on = true) =>
  post(who, `${API}/follow/save`, { userId: String(target.userId), follow: on });
const hide = (who: Member, targetType: string, targetId: string) =>
  post(who, '/api/hibackend/user/action/save', { targetType, targetId });

/** Which of bo's and cy's posts `who` sees in each public list. */
async function seen(who?: Member) {
  const has = (ids: string[]) => [ids.includes(boPost), ids.includes(cyPost)];
  const feed = (await allPages(ctx, `${API}/frontend/listPage`, who?.token)).flat();
  const search = (await allPages(ctx, `${API}/frontend/listPage?keyword=${KEYWORD}`, who?.token)).flat();
  const kol = (await allPages(ctx, `${API}/frontend/kolListPage`, who?.token)).flat();
  const top = await get<{ list: ArticleListItem[] }>(ctx, `${API}/frontend/top10`, who?.token);
  return {
    feed: has(feed),
    search: has(search),
    kol: has(kol),
    top: has(top.body.data.list.map((a) => a.id)),
  };
}
const everything = { feed: [true, true], search: [true, true], kol: [true, true], top: [true, true] };
const withoutBo = { feed: [false, true], search: [false, true], kol: [false, true], top: [false, true] };

describe('block', () => {
  it('hides the blocked author from my feed, search, kol list and top 10; unblock restores', async () => {
    expect(await seen(ana)).toEqual(everything);
    expect((await follow(bo, ana)).status).toBe(200);
    expect((await follow(ana, bo)).status).toBe(200);

    const blocked = await shield(ana, bo, { block: true });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toEqual({ blocked: true, muted: false });
    expect(blocked.body.msg).toBe('Blocked');
    expect(await seen(ana)).toEqual(withoutBo);
    // Others and visitors still see everything (the shared cache is untouched).
    expect(await seen()).toEqual(everything);
    expect(await seen(cy)).toEqual(everything);

    // The follows both ways are gone, and bo cannot follow ana again.
    const anaFans = await get<PersonPage>(ctx, `${API}/follow/fans/listPage`, ana.token);
    expect(anaFans.body.data.list).toEqual([]);
    const anaFollows = await get<PersonPage>(ctx, `${API}/follow/friend/listPage`, ana.token);
    expect(anaFollows.body.data.list).toEqual([]);
    const again = await follow(bo, ana);
    expect(again.status).toBe(403);
    expect(again.body.data.reason).toBe('BLOCKED');
    // The blocker may follow again if they choose to: the block only stops the blocked member.
    expect((await follow(ana, bo)).status).toBe(200);
    await follow(ana, bo, false);

    const list = await get<PersonPage>(ctx, '/api/hibackend/user/shield/list?kind=block', ana.token);
    expect(list.body.data.list.map((p) => p.userId)).toEqual([String(bo.userId)]);
    expect(
      (await get<PersonPage>(ctx, '/api/hibackend/user/shield/list?kind=mute', ana.token)).body.data.list,
    ).toEqual([]);

    const unblocked = await shield(ana, bo, { block: false });
    expect(unblocked.body.data).toEqual({ blocked: false, muted: false });
    expect(unblocked.body.msg).toBe('Unblocked');
    expect(await seen(ana)).toEqual(everything);
    expect((await follow(bo, ana)).status).toBe(200);
    await follow(bo, ana, false);
  });

  it('blocking or muting oneself is 400 SHIELD_SELF naming userId; an unknown member 404', async () => {
    const self = await shield(ana, ana, { block: true });
    expect(self.status).toBe(400);
    expect(self.body.data.reason).toBe('SHIELD_SELF');
    expect(self.body.data.fields?.[0]?.field).toBe('userId');
    const ghost = await post(ana, '/api/hibackend/user/shield/save', { userId: '999999999', mute: true });
    expect(ghost.status).toBe(404);
    const neither = await post(ana, '/api/hibackend/user/shield/save', { userId: String(bo.userId) });
    expect(neither.status).toBe(400);
  });
});

describe('mute', () => {
  it('hides their posts for me only, and they can still follow me', async () => {
    const muter = await member(ctx);
    const muted = await shield(muter, bo, { mute: true });
    expect(muted.body.data).toEqual({ blocked: false, muted: true });
    expect(muted.body.msg).toBe('Muted');
    expect(await seen(muter)).toEqual(withoutBo);
    expect((await follow(bo, muter)).status).toBe(200);
    // Both kinds list the member once.
    await shield(muter, bo, { block: true });
    const both = await get<PersonPage>(ctx, '/api/hibackend/user/shield/list', muter.token);
    expect(both.body.data.list.map((p) => p.userId)).toEqual([String(bo.userId)]);
    await shield(muter, bo, { block: false });
    const unmuted = await shield(muter, bo, { mute: false });
    expect(unmuted.body.msg).toBe('Unmuted');
    expect(await seen(muter)).toEqual(everything);
  });

  it('pages the shield list newest first', async () => {
    const owner = await member(ctx);
    const targets = [await member(ctx), await member(ctx), await member(ctx)];
    for (const t of targets) await shield(owner, t, { mute: true });
    const url = '/api/hibackend/user/shield/list?kind=mute&pageSize=2';
    const first = await get<PersonPage>(ctx, url, owner.token);
    expect(first.body.data.list.map((p) => p.userId)).toEqual(
      [targets[2], targets[1]].map((t) => String(t!.userId)),
    );
    const next = await get<PersonPage>(ctx, `${url}&cursor=${first.body.data.nextCursor}`, owner.token);
    expect(next.body.data.list.map((p) => p.userId)).toEqual([String(targets[0]!.userId)]);
    expect(next.body.data.nextCursor).toBeNull();
  });
});

describe('not interested', () => {
  it('hides one article for me, lists it with its title, and undo restores it', async () => {
    const reader = await member(ctx);
    const hidden = await hide(reader, 'article', boPost);
    expect(hidden.status).toBe(200);
    expect(hidden.body.msg).toBe('Got it: you won’t see this again');
    expect((await hide(reader, 'article', boPost)).status).toBe(200);
    expect(await seen(reader)).toEqual(withoutBo);
    const list = await get<{ list: HiddenItem[] }>(ctx, '/api/hibackend/user/action/list', reader.token);
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0]).toMatchObject({
      targetType: 'article',
      targetId: boPost,
      label: `A ${KEYWORD} story in six words`,
    });

    const undo = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/hibackend/user/action?targetType=article&targetId=${boPost}`,
      headers: { authorization: reader.token },
    });
    expect(undo.status).toBe(200);
    expect(await seen(reader)).toEqual(everything);
    expect(
      (await get<{ list: HiddenItem[] }>(ctx, '/api/hibackend/user/action/list', reader.token)).body.data
        .list,
    ).toEqual([]);
  });

  it('comments must exist and are labelled by their start; stores take any id; unknown articles 404', async () => {
    const reader = await member(ctx);
    const db = ctx.app.services.database.db;
    const [c] = await db
      .insert(comments)
      .values({ articleId: BigInt(cyPost), authorId: cy.userId, content: 'x'.repeat(200) })
      .returning({ id: comments.id });
    expect((await hide(reader, 'comment', String(c!.id))).status).toBe(200);
    expect((await hide(reader, 'comment', '999999999')).status).toBe(404);
    expect((await hide(reader, 'article', '999999999')).status).toBe(404);
    expect((await hide(reader, 'store', '42')).status).toBe(200);
    const list = (await get<{ list: HiddenItem[] }>(ctx, '/api/hibackend/user/action/list', reader.token))
      .body.data.list;
    expect(list.map((i) => [i.targetType, i.label?.length ?? null])).toEqual([
      ['store', null],
      ['comment', 80],
    ]);
    // Hiding a comment leaves the feeds alone.
    expect(await seen(reader)).toEqual(everything);
    const { commentIds } = await ctx.app.services.shields.hiddenFor(reader.userId);
    expect(commentIds).toEqual([c!.id]);
  });
});

describe('brand articles', () => {
  it('leave out a muted author for that viewer only', async () => {
    const db = ctx.app.services.database.db;
    const name = { en_US: 'Brand' };
    const [brand] = await db
      .insert(brandSpecials)
      .values({ name, description: name })
      .returning({ id: brandSpecials.id });
    await db
      .update(articles)
      .set({ brandSpecialId: brand!.id })
      .where(inArray(articles.id, [BigInt(boPost), BigInt(cyPost)]));
    ctx.app.services.articles.forget();
    const url = `/api/hibackend/brandSpecial/frontend/article/listPage?brandSpecialId=${brand!.id}`;
    const ids = async (who?: Member) => (await allPages(ctx, url, who?.token)).flat().sort();
    const both = [boPost, cyPost].sort();
    const viewer = await member(ctx);
    expect(await ids(viewer)).toEqual(both);
    await shield(viewer, bo, { mute: true });
    expect(await ids(viewer)).toEqual([cyPost]);
    expect(await ids()).toEqual(both);
  });
});
