import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticlePage } from '../../shared/schemas/content.ts';
import type { CommentPage, PersonPage } from '../../shared/schemas/social.ts';
import { API, articleBody, get, publish, save, type Member } from '../content/articles.fixtures.ts';
import { articleLikes, articleSaves, commentLikes, comments, follows } from '../db/schema.ts';
import { startApp, type TestContext } from '../test/app.ts';
import {
  addComment,
  addReply,
  counters,
  likeArticle,
  likeComment,
  noticesOf,
  quickMembers,
  saveArticle,
} from './social.fixtures.ts';

let ctx: TestContext;
let alice: Member;
let bob: Member;
let crowd: Member[];

beforeAll(async () => {
  ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  crowd = await quickMembers(ctx, 52);
  [alice, bob] = crowd.splice(0, 2) as [Member, Member];
}, 60_000);
afterAll(() => ctx.close());

const db = () => ctx.app.services.database.db;
const rowsOf = async (table: typeof articleLikes | typeof articleSaves, articleId: string) => {
  const [row] = await db()
    .select({ n: count() })
    .from(table)
    .where(eq(table.articleId, BigInt(articleId)));
  return row?.n ?? -1;
};

describe('article likes', () => {
  it('stays exact under 50 concurrent likes and then 50 concurrent unlikes', async () => {
    const id = await publish(ctx, alice.token);
    const liked = await Promise.all(crowd.map((m) => likeArticle(ctx, m.token, id)));
    expect(liked.every((r) => r.status === 200 && r.body.data.liked)).toBe(true);
    expect((await counters(ctx, id)).like).toBe(50);
    expect(await rowsOf(articleLikes, id)).toBe(50);
    // One grouped notice for the author, however many liked.
    const notices = await noticesOf(ctx, alice.userId, 'like', id);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.actorCount).toBe(50);
    const unliked = await Promise.all(crowd.map((m) => likeArticle(ctx, m.token, id, false)));
    expect(unliked.every((r) => r.status === 200 && !r.body.data.liked)).toBe(true);
    expect((await counters(ctx, id)).like).toBe(0);
    expect(await rowsOf(articleLikes, id)).toBe(0);
  });

  it('counts one member liking twice at once as one like', async () => {
    const id = await publish(ctx, alice.token);
    const both = await Promise.all([likeArticle(ctx, bob.token, id), likeArticle(ctx, bob.token, id)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await counters(ctx, id)).like).toBe(1);
    expect(await rowsOf(articleLikes, id)).toBe(1);
    const again = await likeArticle(ctx, bob.token, id);
    expect(again.body.data).toEqual({ liked: true, likeCount: 1 });
    await Promise.all([likeArticle(ctx, bob.token, id, false), likeArticle(ctx, bob.token, id, false)]);
    expect((await counters(ctx, id)).like).toBe(0);
  });

  it('is 404 on a draft', async () => {
    const draft = await save(ctx, alice.token, articleBody({ draft: true }));
    expect((await likeArticle(ctx, bob.token, draft.body.data.id)).status).toBe(404);
    expect((await saveArticle(ctx, bob.token, draft.body.data.id)).status).toBe(404);
  });

  it('lists the likers newest first with my follow relation, and what I liked', async () => {
    const id = await publish(ctx, alice.token);
    const [x, y] = crowd as [Member, Member];
    await likeArticle(ctx, x.token, id);
    await likeArticle(ctx, y.token, id);
    await db()
      .insert(follows)
      .values([
        { followerId: bob.userId, followeeId: x.userId },
        { followerId: y.userId, followeeId: bob.userId },
      ]);
    const mine = await get<PersonPage>(ctx, `${API}/likers/listPage?articleId=${id}`, bob.token);
    expect(mine.body.data.list.map((p) => [p.userId, p.followed, p.followsMe])).toEqual([
      [String(y.userId), false, true],
      [String(x.userId), true, false],
    ]);
    const visitor = await get<PersonPage>(ctx, `${API}/likers/listPage?articleId=${id}&pageSize=1`);
    expect(visitor.body.data.list.map((p) => [p.userId, p.followed, p.followsMe])).toEqual([
      [String(y.userId), false, false],
    ]);
    const second = await get<PersonPage>(
      ctx,
      `${API}/likers/listPage?articleId=${id}&pageSize=1&cursor=${visitor.body.data.nextCursor}`,
    );
    expect(second.body.data.list.map((p) => p.userId)).toEqual([String(x.userId)]);
    expect(second.body.data.nextCursor).toBeNull();
  });

  it('lists what I liked and what I saved, newest first', async () => {
    const [me] = await quickMembers(ctx, 1);
    if (!me) throw new Error('member');
    const a = await publish(ctx, alice.token);
    const b = await publish(ctx, alice.token);
    await likeArticle(ctx, me.token, b);
    await likeArticle(ctx, me.token, a);
    await saveArticle(ctx, me.token, a);
    await saveArticle(ctx, me.token, b);
    const likes = await get<ArticlePage>(ctx, `${API}/owner/getLikesListPage`, me.token);
    expect(likes.body.data.list.map((x) => x.id)).toEqual([a, b]);
    const saves = await get<ArticlePage>(ctx, `${API}/owner/collectListPage?pageSize=1`, me.token);
    expect(saves.body.data.list.map((x) => x.id)).toEqual([b]);
    const more = await get<ArticlePage>(
      ctx,
      `${API}/owner/collectListPage?pageSize=1&cursor=${saves.body.data.nextCursor}`,
      me.token,
    );
    expect(more.body.data.list.map((x) => x.id)).toEqual([a]);
    expect((await get(ctx, `${API}/owner/collectListPage`)).status).toBe(401);
  });
});

describe('saves', () => {
  it('stays exact under concurrent saves and unsaves, and one member saving twice at once counts once', async () => {
    const id = await publish(ctx, alice.token);
    const some = crowd.slice(0, 20);
    await Promise.all(some.map((m) => saveArticle(ctx, m.token, id)));
    expect((await counters(ctx, id)).save).toBe(20);
    expect(await rowsOf(articleSaves, id)).toBe(20);
    await Promise.all(some.map((m) => saveArticle(ctx, m.token, id, false)));
    expect((await counters(ctx, id)).save).toBe(0);
    const twice = await Promise.all([saveArticle(ctx, bob.token, id), saveArticle(ctx, bob.token, id)]);
    expect(twice.map((r) => r.body.data.saved)).toEqual([true, true]);
    expect((await counters(ctx, id)).save).toBe(1);
    expect(await rowsOf(articleSaves, id)).toBe(1);
  });
});

describe('comment likes', () => {
  it('likes comments and replies once each, tells the author, and shows `liked` to the liker', async () => {
    const id = await publish(ctx, alice.token);
    const [writer] = await quickMembers(ctx, 1);
    if (!writer) throw new Error('member');
    const c = await addComment(ctx, writer.token, id, 'like me');
    const r = await addReply(ctx, alice.token, { commentId: c.body.data.id, content: 'and me' });
    const some = crowd.slice(0, 10);
    await Promise.all(some.map((m) => likeComment(ctx, m.token, c.body.data.id)));
    await Promise.all([
      likeComment(ctx, bob.token, r.body.data.id),
      likeComment(ctx, bob.token, r.body.data.id),
    ]);
    const stored = await db()
      .select()
      .from(comments)
      .where(eq(comments.articleId, BigInt(id)));
    expect(stored.find((x) => String(x.id) === c.body.data.id)?.likeCount).toBe(10);
    expect(stored.find((x) => String(x.id) === r.body.data.id)?.likeCount).toBe(1);
    const likeRows = await db()
      .select({ n: count() })
      .from(commentLikes)
      .where(eq(commentLikes.commentId, BigInt(c.body.data.id)));
    expect(likeRows[0]?.n).toBe(10);
    const told = await noticesOf(ctx, writer.userId, 'commentLike', id);
    expect(told).toHaveLength(1);
    expect(told[0]?.actorCount).toBe(10);
    const page = await get<CommentPage>(ctx, `${API}/evaluate/listPage?articleId=${id}`, bob.token);
    expect(page.body.data.list[0]?.liked).toBe(false);
    expect(page.body.data.list[0]?.replies[0]?.liked).toBe(true);
    const off = await likeComment(ctx, bob.token, r.body.data.id, false);
    expect(off.body.data).toEqual({ liked: false, likeCount: 0 });
    const left = await db()
      .select({ n: count() })
      .from(commentLikes)
      .where(and(eq(commentLikes.commentId, BigInt(r.body.data.id)), eq(commentLikes.userId, bob.userId)));
    expect(left[0]?.n).toBe(0);
    expect((await likeComment(ctx, bob.token, '999999999')).status).toBe(404);
  });

  it('shows a like to the liker at once on the shared comments page, and to nobody else as theirs', async () => {
    const id = await publish(ctx, alice.token);
    const c = await addComment(ctx, alice.token, id, 'one page for all');
    const url = `${API}/evaluate/listPage?articleId=${id}`;
    const first = async (token?: string) =>
      (await get<CommentPage>(ctx, url, token)).body.data.list[0] as CommentPage['list'][number];
    const other = crowd[0] as Member;
    // Everyone reads the page once, so that the shared copy is cached before the like.
    for (const token of [undefined, alice.token, bob.token, other.token]) await first(token);
    await likeComment(ctx, bob.token, c.body.data.id);
    expect(await first(bob.token)).toMatchObject({ liked: true, mine: false, likeCount: 1 });
    expect(await first(other.token)).toMatchObject({ liked: false, mine: false, likeCount: 1 });
    expect(await first(alice.token)).toMatchObject({ liked: false, mine: true, likeCount: 1 });
    expect(await first()).toMatchObject({ liked: false, mine: false, likeCount: 1 });
  });
});
