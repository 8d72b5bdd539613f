import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemNoticeList, Unread } from '../../shared/schemas/social.ts';
import { ADMIN, member, type Member } from '../content/articles.fixtures.ts';
import { auditLog } from '../db/schema.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';

const CONSOLE = '/api/console/notices';
const SYS = '/api/hibackend/sysNotice';

let ctx: TestContext;
let admin: string;
let early: Member;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  admin = (await registerUser(ctx, ADMIN)).token;
  early = await member(ctx);
});
afterAll(() => ctx.close());

const send = (token: string | null, payload: Record<string, unknown>) =>
  call<{ id: string; type: number; title: Record<string, string> }>(ctx.app, {
    method: 'POST',
    url: CONSOLE,
    headers: token ? { authorization: token } : {},
    payload,
  });
const content = (m: Member | null, lang = 'en_US', type = '1') =>
  call<SystemNoticeList>(ctx.app, {
    method: 'GET',
    url: `${SYS}/content/${type}`,
    headers: { lang, ...(m ? { authorization: m.token } : {}) },
  });
const unread = async (m: Member) =>
  (
    await call<Unread>(ctx.app, {
      method: 'GET',
      url: '/api/hibackend/notice/unreadCount',
      headers: { authorization: m.token },
    })
  ).body.data;

describe('system notices', () => {
  it('the console is for admins: visitors 401, members 403', async () => {
    const body = { title: 'Hello', body: 'World' };
    expect((await send(null, body)).status).toBe(401);
    expect((await send(early.token, body)).status).toBe(403);
    expect(
      (await call(ctx.app, { method: 'GET', url: CONSOLE, headers: { authorization: early.token } })).status,
    ).toBe(403);
    expect((await call(ctx.app, { method: 'DELETE', url: `${CONSOLE}/1` })).status).toBe(401);
    expect((await send(admin, { title: '', body: 'x' })).status).toBe(400);
  });

  it('a published notice is unread for members, in their language, until update/1', async () => {
    const sent = await send(admin, {
      title: { en_US: 'Maintenance tonight', ko_KR: '오늘 밤 점검' },
      body: { en_US: 'Line one\nLine two', ko_KR: '첫 줄\n둘째 줄' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.msg).toBe('Notice sent');
    expect(sent.body.data.type).toBe(1);
    const audited = await ctx.app.services.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'notices.create'), eq(auditLog.target, `systemNotice:${sent.body.data.id}`)),
      );
    expect(audited).toHaveLength(1);

    expect(await unread(early)).toEqual({ notices: 0, system: 1, total: 1 });
    const ko = await content(early, 'ko_KR');
    expect(ko.body.data.unread).toBe(1);
    expect(ko.body.data.list[0]).toMatchObject({
      title: '오늘 밤 점검',
      body: '첫 줄\n둘째 줄',
      read: false,
    });
    // Russian was not written: English stands in.
    const ru = await content(early, 'ru_RU');
    expect(ru.body.data.list[0]?.title).toBe('Maintenance tonight');

    const done = await call<Unread>(ctx.app, {
      method: 'POST',
      url: `${SYS}/update/1`,
      headers: { authorization: early.token },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.system).toBe(0);
    expect((await unread(early)).system).toBe(0);
    const after = await content(early);
    expect(after.body.data.unread).toBe(0);
    expect(after.body.data.list[0]?.read).toBe(true);

    // Another channel has its own mark.
    const other = await send(admin, { type: 2, title: 'Orders', body: 'Shipping news' });
    expect(other.status).toBe(200);
    expect((await content(early, 'en_US', '2')).body.data).toMatchObject({ unread: 1 });
    expect((await unread(early)).system).toBe(0);
  });

  it('visitors read them as read; a member who signs up later is not greeted by old notices', async () => {
    const visitor = await content(null);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.unread).toBe(0);
    expect(visitor.body.data.list.length).toBeGreaterThan(0);
    expect(visitor.body.data.list.every((n) => n.read)).toBe(true);
    const late = await member(ctx);
    expect((await unread(late)).system).toBe(0);
    expect((await content(late)).body.data.list.every((n) => n.read)).toBe(true);
    expect((await call(ctx.app, { method: 'POST', url: `${SYS}/update/1` })).status).toBe(401);
    expect((await content(late, 'en_US', '0')).status).toBe(400);
  });

  it('the console lists and deletes notices, audited; a gone notice is 404', async () => {
    const sent = await send(admin, { title: 'Short lived', body: 'Soon gone' });
    const id = sent.body.data.id;
    const listed = await call<{ list: { id: string; title: Record<string, string> }[] }>(ctx.app, {
      method: 'GET',
      url: CONSOLE,
      headers: { authorization: admin },
    });
    expect(listed.body.data.list[0]).toMatchObject({ id, title: { en_US: 'Short lived' } });
    const del = () =>
      call(ctx.app, { method: 'DELETE', url: `${CONSOLE}/${id}`, headers: { authorization: admin } });
    expect((await del()).status).toBe(200);
    expect((await del()).status).toBe(404);
    const audited = await ctx.app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'notices.delete'));
    expect(audited.map((a) => a.target)).toEqual([`systemNotice:${id}`]);
    expect((await content(null)).body.data.list.some((n) => n.id === id)).toBe(false);
  });
});
