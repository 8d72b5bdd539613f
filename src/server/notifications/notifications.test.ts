import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticePage, Unread } from '../../shared/schemas/social.ts';
import { ADMIN, member, publish, type Member } from '../content/articles.fixtures.ts';
import { comments, notifications } from '../db/schema.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { writeNotice, type NoticeInput } from './notifications.writer.ts';

const API = '/api/hibackend/notice';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
});
afterAll(() => ctx.close());

const notify = (n: NoticeInput) => writeNotice(ctx.app.services.database.db, n);
const list = async (m: Member, query = '') => {
  const res = await call<NoticePage>(ctx.app, {
    method: 'GET',
    url: `${API}/listPage${query}`,
    headers: { authorization: m.token },
  });
  expect(res.status).toBe(200);
  return res.body.data;
};
const unread = async (m: Member) =>
  (
    await call<Unread>(ctx.app, {
      method: 'GET',
      url: `${API}/unreadCount`,
      headers: { authorization: m.token },
    })
  ).body.data;
const post = (m: Member | null, url: string) =>
  call<Unread>(ctx.app, { method: 'POST', url, headers: m ? { authorization: m.token } : {} });

describe('likes are grouped', () => {
  it('three likers make one row with the latest first; a repeat liker counts once', async () => {
    const [owner, ana, ben, cho] = [
      await member(ctx),
      await member(ctx),
      await member(ctx),
      await member(ctx),
    ];
    const articleId = BigInt(await publish(ctx, owner.token));
    for (const liker of [ana, ben, cho]) {
      await notify({ userId: owner.userId, kind: 'like', actorId: liker.userId, articleId });
    }
    let page = await list(owner);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ kind: 'like', actorCount: 3, read: false });
    expect(page.list[0]?.actors.map((a) => a.userId)).toEqual([cho, ben, ana].map((m) => String(m.userId)));
    expect(page.list[0]?.article?.id).toBe(String(articleId));
    expect(page.list[0]?.article?.title).toBe('Six words make a fine title');

    await notify({ userId: owner.userId, kind: 'like', actorId: ana.userId, articleId });
    page = await list(owner);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]?.actorCount).toBe(3);
    expect(page.list[0]?.actors[0]?.userId).toBe(String(ana.userId));
    expect((await unread(owner)).notices).toBe(1);

    // Once read, the group is closed: the next like opens a new one.
    expect((await post(owner, `${API}/read/${page.list[0]?.id}`)).status).toBe(200);
    await notify({ userId: owner.userId, kind: 'like', actorId: ben.userId, articleId });
    page = await list(owner);
    expect(page.list.map((n) => [n.actorCount, n.read])).toEqual([
      [1, false],
      [3, true],
    ]);
  });

  it('nothing for one’s own actions', async () => {
    const owner = await member(ctx);
    const articleId = BigInt(await publish(ctx, owner.token));
    await notify({ userId: owner.userId, kind: 'like', actorId: owner.userId, articleId });
    await notify({ userId: owner.userId, kind: 'comment', actorId: owner.userId, articleId, snippet: 'me' });
    expect((await list(owner)).list).toEqual([]);
    expect((await unread(owner)).total).toBe(0);
  });
});

describe('reading', () => {
  it('the unread count goes down after read and after readAll', async () => {
    const [owner, a, b, c] = [await member(ctx), await member(ctx), await member(ctx), await member(ctx)];
    for (const actor of [a, b, c])
      await notify({ userId: owner.userId, kind: 'follow', actorId: actor.userId });
    expect(await unread(owner)).toEqual({ notices: 3, system: 0, total: 3 });
    const first = (await list(owner)).list[0];
    expect(first?.kind).toBe('follow');
    const after = await post(owner, `${API}/read/${first?.id}`);
    expect(after.body.data.notices).toBe(2);
    expect((await unread(owner)).notices).toBe(2);
    const all = await post(owner, `${API}/readAll`);
    expect(all.status).toBe(200);
    expect(all.body.msg).toBe('All marked as read');
    expect((await unread(owner)).notices).toBe(0);
    expect((await list(owner)).list.every((n) => n.read)).toBe(true);
  });

  it('one unread follow notice per follower, however often they follow again', async () => {
    const [owner, fan] = [await member(ctx), await member(ctx)];
    for (let i = 0; i < 3; i++) await notify({ userId: owner.userId, kind: 'follow', actorId: fan.userId });
    expect((await unread(owner)).notices).toBe(1);
    await post(owner, `${API}/readAll`);
    await notify({ userId: owner.userId, kind: 'follow', actorId: fan.userId });
    expect((await unread(owner)).notices).toBe(1);
    expect((await list(owner)).list.filter((n) => n.kind === 'follow')).toHaveLength(2);
  });

  it('counts unread notices up to 100 (the bell shows 99+)', async () => {
    const [owner, actor] = [await member(ctx), await member(ctx)];
    await ctx.app.services.database.db.insert(notifications).values(
      Array.from({ length: 130 }, () => ({
        userId: owner.userId,
        kind: 'follow' as const,
        actorIds: [actor.userId],
      })),
    );
    expect((await unread(owner)).notices).toBe(100);
  });

  it('another member cannot mark my notice read (404), and a visitor is 401', async () => {
    const [owner, other] = [await member(ctx), await member(ctx)];
    await notify({ userId: owner.userId, kind: 'follow', actorId: other.userId });
    const id = (await list(owner)).list[0]?.id;
    expect((await post(other, `${API}/read/${id}`)).status).toBe(404);
    expect((await post(other, `${API}/read/999999999`)).status).toBe(404);
    expect((await post(null, `${API}/read/${id}`)).status).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: `${API}/listPage` })).status).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: `${API}/unreadCount` })).status).toBe(401);
    expect((await unread(owner)).notices).toBe(1);
  });

  it('a reply names the thread it sits in and keeps the start of the text', async () => {
    const [owner, replier] = [await member(ctx), await member(ctx)];
    const articleId = BigInt(await publish(ctx, owner.token));
    const db = ctx.app.services.database.db;
    const [comment] = await db
      .insert(comments)
      .values({ articleId, authorId: owner.userId, content: 'first' })
      .returning();
    const [reply] = await db
      .insert(comments)
      .values({ articleId, authorId: replier.userId, parentId: comment?.id, content: 'x'.repeat(300) })
      .returning();
    await notify({
      userId: owner.userId,
      kind: 'reply',
      actorId: replier.userId,
      articleId,
      commentId: reply?.id,
      snippet: reply?.content,
    });
    const [n] = (await list(owner)).list;
    expect(n).toMatchObject({ kind: 'reply', commentId: String(comment?.id), actorCount: 1 });
    expect(n?.snippet).toHaveLength(120);
  });
});

describe('list paging', () => {
  it('walks every notice once, newest first, by cursor', async () => {
    const owner = await member(ctx);
    const actors: Member[] = [];
    for (let i = 0; i < 5; i++) actors.push(await member(ctx));
    for (const a of actors) await notify({ userId: owner.userId, kind: 'follow', actorId: a.userId });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: NoticePage = await list(owner, `?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.list.map((n) => n.actors[0]?.userId ?? ''));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(actors.map((a) => String(a.userId)).reverse());
    const bad = await call(ctx.app, {
      method: 'GET',
      url: `${API}/listPage?cursor=bm9wZQ`,
      headers: { authorization: owner.token },
    });
    expect(bad.status).toBe(400);
  });
});
