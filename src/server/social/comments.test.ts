import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentPage, CommentThread, ReplyPage } from '../../shared/schemas/social.ts';
import { API, get, publish, save, articleBody, type Member } from '../content/articles.fixtures.ts';
import { comments, hiddenItems, shields } from '../db/schema.ts';
import { startApp, type TestContext } from '../test/app.ts';
import {
  addComment,
  addReply,
  commentRows,
  counters,
  fieldOf,
  noticesOf,
  quickMembers,
  reasonOf,
  removeComment,
} from './social.fixtures.ts';

let ctx: TestContext;
let alice: Member;
let bob: Member;
let carol: Member;
let dave: Member;

beforeAll(async () => {
  ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  [alice, bob, carol, dave] = (await quickMembers(ctx, 4)) as [Member, Member, Member, Member];
});
afterAll(() => ctx.close());

const db = () => ctx.app.services.database.db;
const listOf = (articleId: string, token?: string) =>
  get<CommentPage>(ctx, `${API}/evaluate/listPage?articleId=${articleId}`, token);

describe('comment text', () => {
  it('takes 500 characters, refuses 501 naming content, and refuses blank after trimming', async () => {
    const id = await publish(ctx, alice.token);
    expect((await addComment(ctx, bob.token, id, 'x'.repeat(500))).status).toBe(200);
    const long = await addComment(ctx, bob.token, id, 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(fieldOf(long)).toBe('content');
    const blank = await addComment(ctx, bob.token, id, ' \n\t ');
    expect(blank.status).toBe(400);
    expect(fieldOf(blank)).toBe('content');
    const trimmed = await addComment(ctx, bob.token, id, `  ${'y'.repeat(500)}  `);
    expect(trimmed.status).toBe(200);
    expect(trimmed.body.data.content).toBe('y'.repeat(500));
  });

  it('counts an emoji as one character', async () => {
    const id = await publish(ctx, alice.token);
    expect((await addComment(ctx, bob.token, id, '😀'.repeat(500))).status).toBe(200);
    expect((await addComment(ctx, bob.token, id, '😀'.repeat(501))).status).toBe(400);
  });

  it('is 404 on a draft and 401 for a visitor', async () => {
    const draft = await save(ctx, alice.token, articleBody({ draft: true }));
    expect((await addComment(ctx, bob.token, draft.body.data.id, 'hello')).status).toBe(404);
    expect((await addComment(ctx, '', draft.body.data.id, 'hello')).status).toBe(401);
  });
});

describe('comments and replies', () => {
  it('lists newest first with reply previews, counts and a notice to the article author', async () => {
    const id = await publish(ctx, alice.token);
    const first = await addComment(ctx, bob.token, id, 'first');
    expect(first.body.msg).toBe('Comment posted');
    const second = await addComment(ctx, carol.token, id, 'second');
    for (const text of ['r1', 'r2', 'r3']) {
      expect((await addReply(ctx, dave.token, { commentId: first.body.data.id, content: text })).status).toBe(
        200,
      );
    }
    const page = await listOf(id, bob.token);
    expect(page.body.data.list.map((c) => c.id)).toEqual([second.body.data.id, first.body.data.id]);
    const top = page.body.data.list[1];
    expect(top?.replyCount).toBe(3);
    expect(top?.mine).toBe(true);
    expect(top?.replies.map((r) => r.content)).toEqual(['r1', 'r2']);
    expect((await counters(ctx, id)).comment).toBe(5);
    expect(await noticesOf(ctx, alice.userId, 'comment', id)).toHaveLength(2);
    const replies = await get<ReplyPage>(
      ctx,
      `${API}/evaluateReply/listPage?commentId=${first.body.data.id}&pageSize=2`,
    );
    expect(replies.body.data.list.map((r) => r.content)).toEqual(['r1', 'r2']);
    const rest = await get<ReplyPage>(
      ctx,
      `${API}/evaluateReply/listPage?commentId=${first.body.data.id}&pageSize=2&cursor=${replies.body.data.nextCursor}`,
    );
    expect(rest.body.data.list.map((r) => r.content)).toEqual(['r3']);
    expect(rest.body.data.nextCursor).toBeNull();
  });

  it('pages comments with the cursor, none repeated or skipped', async () => {
    const id = await publish(ctx, alice.token);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await addComment(ctx, bob.token, id, `c${i}`)).body.data.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${cursor}` : '';
      const res = await get<CommentPage>(ctx, `${API}/evaluate/listPage?articleId=${id}&pageSize=2${q}`);
      seen.push(...res.body.data.list.map((c) => c.id));
      cursor = res.body.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
  });

  it('tells the comment author of a reply exactly once, and nobody of a self-reply', async () => {
    const id = await publish(ctx, alice.token);
    const [writer, answerer] = await quickMembers(ctx, 2);
    if (!writer || !answerer) throw new Error('members');
    const c = await addComment(ctx, writer.token, id, 'a question');
    const r = await addReply(ctx, answerer.token, { commentId: c.body.data.id, content: 'an answer' });
    expect(r.status).toBe(200);
    expect(r.body.msg).toBe('Reply posted');
    const told = await noticesOf(ctx, writer.userId, 'reply');
    expect(told).toHaveLength(1);
    expect(told[0]?.actorIds).toEqual([answerer.userId]);
    expect(told[0]?.snippet).toBe('an answer');
    expect(
      (await addReply(ctx, writer.token, { commentId: c.body.data.id, content: 'me again' })).status,
    ).toBe(200);
    expect(await noticesOf(ctx, writer.userId, 'reply')).toHaveLength(1);
    // Answering the answerer: they are told once, and the comment author once more.
    const third = await addReply(ctx, carol.token, {
      commentId: c.body.data.id,
      content: 'to the answerer',
      replyToUserId: String(answerer.userId),
    });
    expect(third.body.data.replyTo?.userId).toBe(String(answerer.userId));
    expect(await noticesOf(ctx, answerer.userId, 'reply')).toHaveLength(1);
    expect(await noticesOf(ctx, writer.userId, 'reply')).toHaveLength(2);
  });

  it('refuses a replyToUserId who is not in the thread, naming it', async () => {
    const id = await publish(ctx, alice.token);
    const c = await addComment(ctx, bob.token, id, 'hi');
    const res = await addReply(ctx, carol.token, {
      commentId: c.body.data.id,
      content: 'hey',
      replyToUserId: String(dave.userId),
    });
    expect(res.status).toBe(400);
    expect(fieldOf(res)).toBe('replyToUserId');
    expect((await counters(ctx, id)).comment).toBe(1);
  });

  it('opens a thread by its comment id or by one of its replies', async () => {
    const id = await publish(ctx, alice.token);
    const c = await addComment(ctx, bob.token, id, 'thread');
    const r = await addReply(ctx, carol.token, { commentId: c.body.data.id, content: 'in it' });
    for (const target of [c.body.data.id, r.body.data.id]) {
      const res = await get<CommentThread>(ctx, `${API}/evaluate/detail/${target}`);
      expect(res.status).toBe(200);
      expect(res.body.data.id).toBe(c.body.data.id);
      expect(res.body.data.article.id).toBe(id);
      expect(res.body.data.replies.map((x) => x.id)).toEqual([r.body.data.id]);
    }
    expect((await get(ctx, `${API}/evaluate/detail/999999999`)).status).toBe(404);
  });

  it('answers a retry with the same Idempotency-Key without a second comment', async () => {
    const id = await publish(ctx, alice.token);
    const headers = { 'idempotency-key': 'comment-retry-0001' };
    const a = await addComment(ctx, bob.token, id, 'once', headers);
    const b = await addComment(ctx, bob.token, id, 'once', headers);
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(await commentRows(ctx, id)).toBe(1);
    expect((await counters(ctx, id)).comment).toBe(1);
  });

  it('lists my comments and replies, newest first', async () => {
    const [me] = await quickMembers(ctx, 1);
    if (!me) throw new Error('member');
    const id = await publish(ctx, alice.token);
    const c = await addComment(ctx, me.token, id, 'mine');
    const r = await addReply(ctx, me.token, { commentId: c.body.data.id, content: 'mine too' });
    const res = await get<{ list: { id: string; commentId: string | null; article: { id: string } }[] }>(
      ctx,
      `${API}/evaluate/owner/listPage`,
      me.token,
    );
    expect(res.body.data.list.map((x) => [x.id, x.commentId])).toEqual([
      [r.body.data.id, c.body.data.id],
      [c.body.data.id, null],
    ]);
    expect(res.body.data.list[0]?.article.id).toBe(id);
  });
});

describe('deleting', () => {
  it('removes my comment with its replies and fixes both counts exactly', async () => {
    const id = await publish(ctx, alice.token);
    const keep = await addComment(ctx, carol.token, id, 'stays');
    const c = await addComment(ctx, bob.token, id, 'goes');
    for (let i = 0; i < 3; i++)
      await addReply(ctx, carol.token, { commentId: c.body.data.id, content: `r${i}` });
    const kept = await addReply(ctx, dave.token, { commentId: keep.body.data.id, content: 'kept' });
    expect((await counters(ctx, id)).comment).toBe(6);
    // Someone else's comment or reply: as if it did not exist.
    expect((await removeComment(ctx, carol.token, c.body.data.id)).status).toBe(404);
    const gone = await removeComment(ctx, bob.token, c.body.data.id);
    expect(gone.status).toBe(200);
    expect(gone.body.msg).toBe('Comment deleted');
    expect((await counters(ctx, id)).comment).toBe(2);
    expect(await commentRows(ctx, id)).toBe(2);
    expect((await removeComment(ctx, bob.token, c.body.data.id)).status).toBe(404);
    // A reply: its comment's reply count and the article's count drop by one.
    expect((await removeComment(ctx, dave.token, kept.body.data.id)).status).toBe(200);
    const [parent] = await db()
      .select()
      .from(comments)
      .where(eq(comments.id, BigInt(keep.body.data.id)));
    expect(parent?.replyCount).toBe(0);
    expect((await counters(ctx, id)).comment).toBe(1);
  });

  it('keeps counts exact while replies are added and deleted at once', async () => {
    const id = await publish(ctx, alice.token);
    const c = await addComment(ctx, bob.token, id, 'busy');
    const people = await quickMembers(ctx, 10);
    const early = [];
    for (const p of people.slice(0, 5)) {
      early.push({ p, r: await addReply(ctx, p.token, { commentId: c.body.data.id, content: 'early' }) });
    }
    await Promise.all([
      ...people.slice(5).map((p) => addReply(ctx, p.token, { commentId: c.body.data.id, content: 'late' })),
      ...early.map(({ p, r }) => removeComment(ctx, p.token, r.body.data.id)),
    ]);
    const [parent] = await db()
      .select()
      .from(comments)
      .where(eq(comments.id, BigInt(c.body.data.id)));
    expect(parent?.replyCount).toBe(5);
    expect(await commentRows(ctx, id)).toBe(6);
    expect((await counters(ctx, id)).comment).toBe(6);
  });
});

describe('block, mute and not interested', () => {
  it('refuses a comment from a member the author blocked, and unblocking restores it', async () => {
    const id = await publish(ctx, alice.token);
    await db().insert(shields).values({ userId: alice.userId, targetId: bob.userId, kind: 'block' });
    const refused = await addComment(ctx, bob.token, id, 'let me in');
    expect(refused.status).toBe(403);
    expect(reasonOf(refused)).toBe('BLOCKED');
    expect((await counters(ctx, id)).comment).toBe(0);
    const c = await addComment(ctx, carol.token, id, 'open');
    const reply = await addReply(ctx, bob.token, { commentId: c.body.data.id, content: 'me?' });
    expect(reply.status).toBe(403);
    await db().delete(shields).where(eq(shields.userId, alice.userId));
    expect((await addComment(ctx, bob.token, id, 'let me in')).status).toBe(200);
  });

  it('hides a muted author’s comments and replies and a hidden comment, for that viewer only', async () => {
    const [viewer, loud, quiet] = await quickMembers(ctx, 3);
    if (!viewer || !loud || !quiet) throw new Error('members');
    const id = await publish(ctx, alice.token);
    const a = await addComment(ctx, loud.token, id, 'loud comment');
    const b = await addComment(ctx, quiet.token, id, 'quiet comment');
    const c = await addComment(ctx, quiet.token, id, 'hide me');
    await addReply(ctx, loud.token, { commentId: b.body.data.id, content: 'loud reply' });
    await addReply(ctx, quiet.token, { commentId: b.body.data.id, content: 'quiet reply' });
    await db().insert(shields).values({ userId: viewer.userId, targetId: loud.userId, kind: 'mute' });
    await db()
      .insert(hiddenItems)
      .values({ userId: viewer.userId, targetType: 'comment', targetId: BigInt(c.body.data.id) });
    const mine = (await listOf(id, viewer.token)).body.data.list;
    expect(mine.map((x) => x.id)).toEqual([b.body.data.id]);
    expect(mine[0]?.replies.map((r) => r.content)).toEqual(['quiet reply']);
    const replies = await get<ReplyPage>(
      ctx,
      `${API}/evaluateReply/listPage?commentId=${b.body.data.id}`,
      viewer.token,
    );
    expect(replies.body.data.list.map((r) => r.content)).toEqual(['quiet reply']);
    const everyone = (await listOf(id)).body.data.list;
    expect(everyone.map((x) => x.id)).toEqual([c.body.data.id, b.body.data.id, a.body.data.id]);
    expect(everyone[1]?.replies).toHaveLength(2);
  });
});
