import { formatLondon } from '../../shared/activities/london.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticlePage } from '../../shared/schemas/content.ts';
import type { CommentPage } from '../../shared/schemas/social.ts';
import type { ReportDetail } from '../../shared/schemas/support.ts';
import {
  API,
  articleBody,
  detail,
  member,
  publish,
  save,
  type Member,
} from '../content/articles.fixtures.ts';
import { auditLog, reports } from '../db/schema.ts';
import { addComment, quickMembers } from '../social/social.fixtures.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import {
  act,
  CONSOLE,
  fieldOf,
  getAs,
  MODERATOR,
  noticesOf,
  post,
  reasonOf,
  report,
  REPORT,
} from './support.fixtures.ts';

let ctx: TestContext;
let admin: Member;
let author: Member;
let readers: Member[];

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: MODERATOR });
  admin = await member(ctx, MODERATOR);
  const made = await quickMembers(ctx, 4);
  author = made[0] as Member;
  readers = made.slice(1);
});
afterAll(() => ctx.close());

const ids = (page: { list: { id: string }[] }) => page.list.map((a) => a.id);
const audits = (target: string) =>
  ctx.app.services.database.db.select().from(auditLog).where(eq(auditLog.target, target));

describe('the console is for admins', () => {
  it('is 403 for a member on every moderation and support call', async () => {
    const m = readers[0] as Member;
    const calls = [
      getAs(ctx, `${CONSOLE}/moderation`, m.token),
      getAs(ctx, `${CONSOLE}/moderation/user/1`, m.token),
      act(ctx, m.token, 'user', 1n, { action: 'dismiss' }),
      post(ctx, `${CONSOLE}/members/1/suspend`, m.token, { days: 3 }),
      call(ctx.app, {
        method: 'DELETE',
        url: `${CONSOLE}/members/1/suspend`,
        headers: { authorization: m.token },
      }),
      getAs(ctx, `${CONSOLE}/workOrders`, m.token),
      getAs(ctx, `${CONSOLE}/feedback`, m.token),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
  });
});

describe('hiding an article from the queue', () => {
  it('removes it from the feed, search, the author page and the detail at once; its author still sees it', async () => {
    const title = 'Unicorn vapour sale today only here';
    const id = await publish(ctx, author.token, { title });
    const [a, b] = readers as [Member, Member];
    expect((await report(ctx, a.token, 'article', id)).status).toBe(200);
    expect((await report(ctx, b.token, 'article', id, { reasonType: 'illegalSale' })).status).toBe(200);
    // Warm the caches the hide must clear.
    const feed = () => getAs<ArticlePage>(ctx, `${API}/frontend/listPage?pageSize=50`, a.token);
    const search = () => getAs<ArticlePage>(ctx, `${API}/frontend/listPage?keyword=unicorn`, a.token);
    const byAuthor = () => getAs<ArticlePage>(ctx, `${API}/frontend/listPage?userId=${author.userId}`);
    expect(ids((await feed()).body.data)).toContain(id);
    expect(ids((await search()).body.data)).toContain(id);
    expect(ids((await byAuthor()).body.data)).toContain(id);
    expect((await detail(ctx, id)).status).toBe(200);

    const queue = await getAs<{
      list: { targetType: string; targetId: string; reportCount: number; reasons: Record<string, number> }[];
    }>(ctx, `${CONSOLE}/moderation?targetType=article`, admin.token);
    const group = queue.body.data.list.find((g) => g.targetId === id);
    expect(group).toMatchObject({ reportCount: 2, reasons: { spam: 1, illegalSale: 1 } });

    const hidden = await act(ctx, admin.token, 'article', id, {
      action: 'hide',
      reason: 'Sales are not allowed',
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toEqual({ reportsClosed: 2, hidden: true, suspendedUntil: null });

    expect(ids((await feed()).body.data)).not.toContain(id);
    expect(ids((await search()).body.data)).not.toContain(id);
    expect(ids((await byAuthor()).body.data)).not.toContain(id);
    expect((await detail(ctx, id, a.token)).status).toBe(404);
    expect((await detail(ctx, id)).status).toBe(404);
    const own = await detail(ctx, id, author.token);
    expect(own.status).toBe(200);
    expect(own.body.data.status).toBe('hidden');
    const edit = await save(ctx, author.token, articleBody({ id, title: 'Edited to slip it back in' }));
    expect([edit.status, edit.body.data.reason]).toEqual([409, 'HIDDEN']);

    // The reporters' reports are completed as "hidden" and they are told; so is the author.
    const closed = await getAs<ReportDetail[]>(ctx, `${REPORT}/list?tab=completed`, a.token);
    expect(closed.body.data).toMatchObject({
      list: [{ targetId: id, state: 'completed', outcome: 'hidden' }],
    });
    expect((await noticesOf(ctx, a.token, 'reportClosed'))[0]?.link).toMatch(/^\/report\/detail\/\d+$/);
    const told = await noticesOf(ctx, author.token, 'contentHidden');
    expect(told[0]).toMatchObject({ link: `/article/${id}`, snippet: 'Sales are not allowed' });
    expect(await audits(`article:${id}`)).toMatchObject([{ action: 'support.moderation.hide' }]);

    // Restoring brings it back everywhere.
    expect((await act(ctx, admin.token, 'article', id, { action: 'restore' })).body.data).toMatchObject({
      hidden: false,
    });
    expect(ids((await feed()).body.data)).toContain(id);
    expect((await detail(ctx, id, a.token)).status).toBe(200);
  });

  it('hides a comment from its article and counts, and refuses hide for a member', async () => {
    const articleId = await publish(ctx, author.token);
    const comment = await addComment(ctx, author.token, articleId, 'Rude words here');
    const commentId = comment.body.data.id;
    const [a] = readers as [Member];
    expect((await report(ctx, a.token, 'comment', commentId, { reasonType: 'harassment' })).status).toBe(200);
    expect((await act(ctx, admin.token, 'comment', commentId, { action: 'hide' })).status).toBe(200);
    const list = await getAs<CommentPage>(ctx, `${API}/evaluate/listPage?articleId=${articleId}`, a.token);
    expect(ids(list.body.data)).not.toContain(commentId);
    expect((await detail(ctx, articleId)).body.data.commentCount).toBe(0);
    // Its author is told, with the rules to read (a hidden comment has no page of its own).
    expect((await noticesOf(ctx, author.token, 'contentHidden'))[0]?.link).toBe('/statute');

    const onMember = await act(ctx, admin.token, 'user', author.userId, { action: 'hide' });
    expect([onMember.status, fieldOf(onMember)]).toEqual([400, 'action']);
  });
});

describe('warnings, dismissals and suspension', () => {
  it('dismiss closes the open reports once; a second dismiss is 409 NOTHING_OPEN', async () => {
    const [a, b] = readers as [Member, Member];
    await report(ctx, a.token, 'user', b.userId);
    const first = await act(ctx, admin.token, 'user', b.userId, { action: 'dismiss' });
    expect(first.body.data).toMatchObject({ reportsClosed: 1 });
    const rows = await ctx.app.services.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.reporterId, a.userId), eq(reports.targetId, b.userId)));
    expect(rows.map((r) => [r.state, r.outcome])).toEqual([['completed', 'dismissed']]);
    const second = await act(ctx, admin.token, 'user', b.userId, { action: 'dismiss' });
    expect([second.status, reasonOf(second)]).toEqual([409, 'NOTHING_OPEN']);
  });

  it('a suspended member reads and reports but cannot post until the suspension is lifted', async () => {
    const [target, a] = await quickMembers(ctx, 2);
    if (!target || !a) throw new Error('members');
    const articleId = await publish(ctx, author.token);
    await report(ctx, a.token, 'user', target.userId, { reasonType: 'harassment' });
    const monitored = await act(ctx, admin.token, 'user', target.userId, { action: 'monitor' });
    expect(monitored.body.data).toMatchObject({ reportsClosed: 0 });
    const noDays = await act(ctx, admin.token, 'user', target.userId, { action: 'suspend' });
    expect([noDays.status, fieldOf(noDays)]).toEqual([400, 'days']);
    const suspended = await act(ctx, admin.token, 'user', target.userId, {
      action: 'suspend',
      days: 7,
      reason: 'Harassment',
    });
    expect(suspended.status).toBe(200);
    const until = (suspended.body.data as { suspendedUntil: string }).suspendedUntil;
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);

    const info = await getAs<{ suspendedUntil: string | null }>(ctx, '/api/getInfoByh5', target.token);
    expect(info.body.data.suspendedUntil).toBe(until);
    const comment = await addComment(ctx, target.token, articleId, 'Still here');
    expect([comment.status, reasonOf(comment)]).toEqual([403, 'SUSPENDED']);
    // The end of the suspension in London time, in the member's language (issue 38), never "UTC".
    const london = formatLondon(new Date(until), 'en_US');
    expect((comment.body as { msg: string }).msg).toBe(
      `Your account is suspended until ${london}: you can read but not post`,
    );
    const article = await save(ctx, target.token, articleBody());
    expect(article.status).toBe(403);
    // Drafts, reading and reporting go on.
    expect((await save(ctx, target.token, articleBody({ draft: true }))).status).toBe(200);
    expect((await detail(ctx, articleId, target.token)).status).toBe(200);
    expect((await report(ctx, target.token, 'article', articleId)).status).toBe(200);
    expect((await noticesOf(ctx, target.token, 'suspended'))[0]?.snippet).toContain('Harassment');

    const lifted = await call(ctx.app, {
      method: 'DELETE',
      url: `${CONSOLE}/members/${target.userId}/suspend`,
      headers: { authorization: admin.token },
    });
    expect(lifted.body.data).toEqual({ suspendedUntil: null });
    expect((await addComment(ctx, target.token, articleId, 'Back')).status).toBe(200);
    expect((await audits(`user:${target.userId}`)).map((r) => r.action)).toEqual([
      'support.moderation.monitor',
      'support.moderation.suspend',
      'support.member.restore',
    ]);
  });

  it('warns the owner of reported content, and shows the group with its reporters', async () => {
    const [a] = readers as [Member];
    const articleId = await publish(ctx, author.token);
    await report(ctx, a.token, 'article', articleId, {
      reasonType: 'misinformation',
      text: 'Claims it cures',
    });
    const warned = await act(ctx, admin.token, 'article', articleId, {
      action: 'warn',
      reason: 'No health claims',
    });
    expect(warned.body.data).toMatchObject({ reportsClosed: 1, hidden: false });
    expect((await noticesOf(ctx, author.token, 'warning'))[0]?.snippet).toBe('No health claims');
    const view = await getAs<{
      group: { state: string };
      reports: { reporter: { userId: string }; text: string }[];
    }>(ctx, `${CONSOLE}/moderation/article/${articleId}`, admin.token);
    expect(view.body.data.group.state).toBe('completed');
    expect(view.body.data.reports).toMatchObject([
      { reporter: { userId: String(a.userId) }, text: 'Claims it cures' },
    ]);
    expect((await getAs(ctx, `${CONSOLE}/moderation/article/987654`, admin.token)).status).toBe(404);
  });
});
