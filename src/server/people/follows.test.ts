import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Followed,
  FootprintPage,
  MemberBalance,
  MemberStats,
  PersonPage,
} from '../../shared/schemas/social.ts';
import { viewerRelation } from '../content/articles.repository.ts';
import { API, detail, get, member, publish, type Member } from '../content/articles.fixtures.ts';
import { articles, notifications } from '../db/schema.ts';
import { likeArticle, saveArticle } from '../social/social.fixtures.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { and, eq } from 'drizzle-orm';

let ctx: TestContext;
let ann: Member;
let ben: Member;

beforeAll(async () => {
  ctx = await startApp();
  ann = await member(ctx);
  ben = await member(ctx);
});
afterAll(() => ctx.close());

const follow = (who: Member, userId: bigint | string, on = true) =>
  call<Followed & { reason?: string; fields?: { field: string }[] }>(ctx.app, {
    method: 'POST',
    url: `${API}/follow/save`,
    headers: { authorization: who.token },
    payload: { userId: String(userId), follow: on },
  });
const people = (url: string, token?: string) => get<PersonPage>(ctx, url, token);
const idsOf = (p: PersonPage) => p.list.map((x) => x.userId);

describe('follows', () => {
  it('following is idempotent, counted, and notifies once; unfollowing twice is fine', async () => {
    const db = ctx.app.services.database.db;
    const first = await follow(ann, ben.userId);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ following: true, followerCount: 1 });
    expect((await follow(ann, ben.userId)).body.data).toEqual({ following: true, followerCount: 1 });
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ben.userId), eq(notifications.kind, 'follow')));
    expect(told).toHaveLength(1);
    expect((await follow(ann, ben.userId, false)).body.data).toEqual({ following: false, followerCount: 0 });
    expect((await follow(ann, ben.userId, false)).body.data).toEqual({ following: false, followerCount: 0 });
  });

  it('following oneself is 400 FOLLOW_SELF naming userId; an unknown member 404; a visitor 401', async () => {
    const self = await follow(ann, ann.userId);
    expect(self.status).toBe(400);
    expect(self.body.data.reason).toBe('FOLLOW_SELF');
    expect(self.body.data.fields?.[0]?.field).toBe('userId');
    expect((await follow(ann, '999999999')).status).toBe(404);
    const visitor = await call(ctx.app, {
      method: 'POST',
      url: `${API}/follow/save`,
      payload: { userId: String(ben.userId), follow: true },
    });
    expect(visitor.status).toBe(401);
  });

  it('lists whom a member follows and who follows them, newest first, across pages, with my relation', async () => {
    const star = await member(ctx);
    const fans = [await member(ctx), await member(ctx), await member(ctx)];
    for (const f of fans) expect((await follow(f, star.userId)).status).toBe(200);
    // The star follows the first fan back; the viewer (fans[1]) follows fans[2].
    await follow(star, fans[0]!.userId);
    await follow(fans[1]!, fans[2]!.userId);

    const first = await people(
      `${API}/follow/fans/listPage?userId=${star.userId}&pageSize=2`,
      fans[1]!.token,
    );
    expect(first.status).toBe(200);
    expect(idsOf(first.body.data)).toEqual([fans[2], fans[1]].map((f) => String(f!.userId)));
    expect(first.body.data.list[0]).toMatchObject({ followed: true, followsMe: false });
    const cursor = first.body.data.nextCursor;
    expect(cursor).not.toBeNull();
    const second = await people(
      `${API}/follow/fans/listPage?userId=${star.userId}&pageSize=2&cursor=${cursor}`,
    );
    expect(idsOf(second.body.data)).toEqual([String(fans[0]!.userId)]);
    expect(second.body.data.nextCursor).toBeNull();
    // A visitor sees no relation.
    expect(second.body.data.list[0]).toMatchObject({ followed: false, followsMe: false });

    // My own lists need the session; the star's view of their fans shows who they follow back.
    expect((await people(`${API}/follow/fans/listPage`)).status).toBe(401);
    const mine = await people(`${API}/follow/fans/listPage`, star.token);
    expect(mine.body.data.list.map((p) => [p.userId, p.followed, p.followsMe])).toEqual([
      [String(fans[2]!.userId), false, true],
      [String(fans[1]!.userId), false, true],
      [String(fans[0]!.userId), true, true],
    ]);
    const following = await people(`${API}/follow/friend/listPage`, fans[1]!.token);
    expect(idsOf(following.body.data)).toEqual([fans[2], star].map((f) => String(f!.userId)));
    const bad = await people(`${API}/follow/friend/listPage?userId=${star.userId}&cursor=zz`);
    expect(bad.status).toBe(400);
  });
});

describe('member statistics', () => {
  it('counts follows, published posts and the likes they received; never points', async () => {
    const writer = await member(ctx);
    const reader = await member(ctx);
    const a = await publish(ctx, writer.token);
    const b = await publish(ctx, writer.token);
    await publish(ctx, writer.token, { draft: true, title: 'Still a draft' });
    const db = ctx.app.services.database.db;
    await db
      .update(articles)
      .set({ likeCount: 3, saveCount: 2, commentCount: 1 })
      .where(eq(articles.id, BigInt(a)));
    await db
      .update(articles)
      .set({ likeCount: 4, saveCount: 1 })
      .where(eq(articles.id, BigInt(b)));
    await follow(reader, writer.userId);
    await follow(writer, ann.userId);

    const stats = await get<MemberStats>(
      ctx,
      `/api/hibackend/myStatistics/other?userId=${writer.userId}`,
      reader.token,
    );
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({
      followingCount: 1,
      followerCount: 1,
      articleCount: 2,
      likeCount: 7,
      followed: true,
      followsMe: false,
      blocked: false,
      muted: false,
      me: false,
    });
    expect(stats.body.data.user.userId).toBe(String(writer.userId));
    const own = await get<MemberStats>(
      ctx,
      `/api/hibackend/myStatistics/other?userId=${writer.userId}`,
      writer.token,
    );
    expect(own.body.data.me).toBe(true);
    expect((await get(ctx, '/api/hibackend/myStatistics/other?userId=999999999')).status).toBe(404);

    const balance = await get<MemberBalance>(
      ctx,
      `/api/hibackend/myStatistics/otherBalance?userId=${writer.userId}`,
    );
    expect(balance.body.data).toEqual({
      userId: String(writer.userId),
      likeCount: 7,
      saveCount: 3,
      commentCount: 1,
    });
  });
});

describe('footprint and the detail relation', () => {
  it('one row per article, newest visit first, only published, only mine, clearable', async () => {
    const writer = await member(ctx);
    const reader = await member(ctx);
    const other = await member(ctx);
    const [x, y, z] = [
      await publish(ctx, writer.token),
      await publish(ctx, writer.token),
      await publish(ctx, writer.token),
    ];
    for (const id of [x, y, z, x]) expect((await detail(ctx, id, reader.token)).status).toBe(200);
    await detail(ctx, y, other.token);
    await detail(ctx, x); // a visitor leaves nothing
    await detail(ctx, x, writer.token); // nor does the author on their own article
    const url = '/api/hibackend/user/footprint/listPage';
    const page1 = await get<FootprintPage>(ctx, `${url}?pageSize=2`, reader.token);
    expect(page1.body.data.list.map((a) => a.id)).toEqual([x, z]);
    expect(page1.body.data.list[0]?.viewedAt).toEqual(expect.any(String));
    const page2 = await get<FootprintPage>(
      ctx,
      `${url}?pageSize=2&cursor=${page1.body.data.nextCursor}`,
      reader.token,
    );
    expect(page2.body.data.list.map((a) => a.id)).toEqual([y]);
    expect(page2.body.data.nextCursor).toBeNull();
    expect((await get<FootprintPage>(ctx, url, other.token)).body.data.list.map((a) => a.id)).toEqual([y]);
    expect((await get<FootprintPage>(ctx, url, writer.token)).body.data.list).toEqual([]);
    expect((await get(ctx, url)).status).toBe(401);

    const cleared = await call(ctx.app, {
      method: 'DELETE',
      url: '/api/hibackend/user/footprint',
      headers: { authorization: reader.token },
    });
    expect(cleared.status).toBe(200);
    expect((await get<FootprintPage>(ctx, url, reader.token)).body.data.list).toEqual([]);
    expect((await get<FootprintPage>(ctx, url, other.token)).body.data.list).toHaveLength(1);
    // Opened again right after the clear, the last article is recorded again.
    await detail(ctx, x, reader.token);
    expect((await get<FootprintPage>(ctx, url, reader.token)).body.data.list.map((a) => a.id)).toEqual([x]);
  });

  it('two visits at the same clock reading keep their order', async () => {
    // In one transaction now() does not move, as when PGlite's millisecond clock has not ticked.
    const writer = await member(ctx);
    const reader = await member(ctx);
    const [x, z] = [await publish(ctx, writer.token), await publish(ctx, writer.token)];
    const ids = [BigInt(z), BigInt(x)]; // x has the lower id: a tie would put z first
    await ctx.app.services.database.db.transaction(async (tx) => {
      for (const id of ids) await viewerRelation(tx, id, BigInt(writer.userId), BigInt(reader.userId), true);
    });
    const url = '/api/hibackend/user/footprint/listPage';
    const page = (await get<FootprintPage>(ctx, url, reader.token)).body.data.list;
    expect(page.map((a) => a.id)).toEqual([x, z]);
  });

  it('detail tells a signed-in viewer whether they liked, saved and follow; visitors get false', async () => {
    const writer = await member(ctx);
    const reader = await member(ctx);
    const id = await publish(ctx, writer.token);
    const flags = async (token?: string) => {
      const d = (await detail(ctx, id, token)).body.data;
      return { liked: d.liked, saved: d.saved, followed: d.followed };
    };
    const none = { liked: false, saved: false, followed: false };
    expect(await flags(reader.token)).toEqual(none);
    // Each change shows on the member's next detail at once, though their flags are kept
    // (docs/decisions/123); never on another member's.
    expect(await flags(ann.token)).toEqual(none);
    await likeArticle(ctx, reader.token, id);
    expect(await flags(reader.token)).toEqual({ ...none, liked: true });
    await saveArticle(ctx, reader.token, id);
    expect(await flags(reader.token)).toEqual({ ...none, liked: true, saved: true });
    await follow(reader, writer.userId);
    expect(await flags(reader.token)).toEqual({ liked: true, saved: true, followed: true });
    expect(await flags()).toEqual(none);
    expect(await flags(ann.token)).toEqual(none);
    await likeArticle(ctx, reader.token, id, false);
    await saveArticle(ctx, reader.token, id, false);
    expect(await flags(reader.token)).toEqual({ ...none, followed: true });
    await follow(reader, writer.userId, false);
    expect(await flags(reader.token)).toEqual(none);
    // A block by the author ends the follow: the reader's flag goes with it.
    await follow(reader, writer.userId);
    expect(await flags(reader.token)).toEqual({ ...none, followed: true });
    const blocked = await call(ctx.app, {
      method: 'POST',
      url: '/api/hibackend/user/shield/save',
      headers: { authorization: writer.token },
      payload: { userId: String(reader.userId), block: true },
    });
    expect(blocked.status).toBe(200);
    expect(await flags(reader.token)).toEqual(none);
  });
});
