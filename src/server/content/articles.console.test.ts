import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleArticle, ConsoleStatute } from '../../shared/schemas/content.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';
import { ADMIN, articleBody, member, publish, save, type Member } from './articles.fixtures.ts';

let ctx: TestContext;
let admin: string;
let alice: Member;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  admin = (await registerUser(ctx, ADMIN)).token;
  alice = await member(ctx, 'alice.console@example.com');
});
afterAll(() => ctx.close());

const list = (query: string, token = admin) =>
  call<{ list: ConsoleArticle[]; nextCursor: string | null }>(ctx.app, {
    method: 'GET',
    url: `/api/console/content/articles?${query}`,
    headers: { authorization: token, lang: 'ru_RU' },
  });
const moderate = (id: string, action: 'hide' | 'restore') =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/console/support/moderation/article/${id}`,
    headers: { authorization: admin },
    payload: { action },
  });

describe('console articles', () => {
  it('lists members’ posts (no drafts) by state, type and a part of the title, by pages', async () => {
    const first = await publish(ctx, alice.token, { title: 'Cotton and coils 50%_off today now' });
    const second = await publish(ctx, alice.token, { title: 'A second post about my new mod' });
    const draft = await save(ctx, alice.token, articleBody({ draft: true, title: 'Draft only for me' }));
    const all = await list('kind=posts&pageSize=50');
    expect(all.status).toBe(200);
    const ids = all.body.data.list.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([first, second]));
    expect(ids).not.toContain(draft.body.data.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(all.body.data.list.find((a) => a.id === first)).toMatchObject({
      status: 'published',
      type: 'article',
      author: { userId: String(alice.userId), email: 'alice.console@example.com' },
    });
    // `%` and `_` are letters.
    expect((await list('kind=posts&q=50%25_off')).body.data.list.map((a) => a.id)).toEqual([first]);
    expect((await list('kind=posts&q=0%25')).body.data.list.map((a) => a.id)).toEqual([first]);
    expect((await list('kind=posts&q=%25%25')).body.data.list).toEqual([]);
    expect((await list('kind=posts&type=story')).body.data.list).toEqual([]);

    expect((await moderate(first, 'hide')).status).toBe(200);
    expect((await list('kind=posts&status=hidden')).body.data.list.map((a) => a.id)).toEqual([first]);
    expect((await moderate(first, 'restore')).status).toBe(200);
    expect((await list('kind=posts&status=hidden')).body.data.list).toEqual([]);

    const page1 = await list('kind=posts&pageSize=1');
    expect(page1.body.data.list).toHaveLength(1);
    const page2 = await list(`kind=posts&pageSize=1&cursor=${page1.body.data.nextCursor}`);
    expect(page2.body.data.list[0]?.id).not.toBe(page1.body.data.list[0]?.id);
  });

  it('lists and reads statute pages in every state; a member’s post is no statute', async () => {
    const created = await call<{ id: string }>(ctx.app, {
      method: 'POST',
      url: '/api/console/content/statutes',
      headers: { authorization: admin },
      payload: articleBody({ title: 'House rules for every member here', draft: true }),
    });
    const id = created.body.data.id;
    const statutes = await list('kind=statutes');
    expect(statutes.body.data.list.map((a) => [a.id, a.status])).toEqual([[id, 'draft']]);
    expect((await list('kind=posts&pageSize=50')).body.data.list.map((a) => a.id)).not.toContain(id);
    const one = await call<ConsoleStatute>(ctx.app, {
      method: 'GET',
      url: `/api/console/content/statutes/${id}`,
      headers: { authorization: admin },
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      id,
      status: 'draft',
      title: 'House rules for every member here',
      blocks: [{ type: 'paragraph', text: 'A short body about coils and cotton.' }],
    });
    const post = await publish(ctx, alice.token, { title: 'Not a statute at all, just mine' });
    const notStatute = await call(ctx.app, {
      method: 'GET',
      url: `/api/console/content/statutes/${post}`,
      headers: { authorization: admin },
    });
    expect(notStatute.status).toBe(404);
  });

  it('refuses a bad kind naming it, in the admin’s language, and members', async () => {
    const bad = await list('kind=drafts');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('kind');
    expect((await list('kind=posts', alice.token)).status).toBe(403);
  });
});
