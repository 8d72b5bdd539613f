import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleListItem, ArticlePage } from '../../shared/schemas/content.ts';
import { articles, auditLog, brandSpecials } from '../db/schema.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';
import {
  ADMIN,
  allPages,
  API,
  articleBody,
  articleExists,
  detail,
  get,
  image,
  makeCategory,
  makeTopic,
  markKol,
  member,
  publish,
  save,
  topicCount,
  uploadPng,
  words,
  type Member,
} from './articles.fixtures.ts';

let ctx: TestContext;
let alice: Member;
let bob: Member;
let admin: string;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: `${ADMIN},second-editor@example.com` });
  admin = (await registerUser(ctx, ADMIN)).token;
  alice = await member(ctx, 'alice@example.com');
  bob = await member(ctx, 'bob@example.com');
});
afterAll(() => ctx.close());

const para = (text: string) => ({ type: 'paragraph', text });
const firstField = (res: { body: { data: unknown } }) =>
  (res.body.data as { fields?: { field: string }[] }).fields?.[0]?.field;

describe('limits at their edges', () => {
  it('title: 5 words fail and 6 publish; 500 publish and 501 fail; a 2-word draft saves', async () => {
    const m = await member(ctx);
    const five = await save(ctx, m.token, articleBody({ title: words(5) }));
    expect(five.status).toBe(400);
    expect(firstField(five)).toBe('title');
    expect((await save(ctx, m.token, articleBody({ title: words(6) }))).status).toBe(200);
    expect((await save(ctx, m.token, articleBody({ title: words(500) }))).status).toBe(200);
    const big = await save(ctx, m.token, articleBody({ title: words(501) }));
    expect(big.status).toBe(400);
    expect(firstField(big)).toBe('title');
    const draft = await save(ctx, m.token, articleBody({ title: 'Two words', draft: true }));
    expect(draft.status).toBe(200);
    expect(draft.body.data.status).toBe('draft');
  });

  it('body: 24,999 characters publish, 25,000 fail naming blocks', async () => {
    const m = await member(ctx);
    const body = (n: number) => [para('x'.repeat(12_500)), para('y'.repeat(n - 12_500))];
    expect((await save(ctx, m.token, articleBody({ blocks: body(24_999) }))).status).toBe(200);
    const over = await save(ctx, m.token, articleBody({ blocks: body(25_000) }));
    expect(over.status).toBe(400);
    expect(firstField(over)).toBe('blocks');
  });

  it('images: 10 publish, 11 fail; a story needs at least one', async () => {
    const m = await member(ctx);
    const urls: string[] = [];
    for (let i = 0; i < 3; i += 1) urls.push((await uploadPng(ctx, m.token)).url);
    const pics = (n: number) => Array.from({ length: n }, (_, i) => image(urls[i % urls.length] ?? ''));
    expect((await save(ctx, m.token, articleBody({ blocks: pics(10) }))).status).toBe(200);
    const eleven = await save(ctx, m.token, articleBody({ blocks: pics(11) }));
    expect(eleven.status).toBe(400);
    expect(firstField(eleven)).toBe('blocks');
    const story = (blocks: unknown[]) => articleBody({ type: 'story', title: 'Sunset', blocks });
    const none = await save(ctx, m.token, story([para('caption')]));
    expect(none.status).toBe(400);
    expect(firstField(none)).toBe('blocks');
    expect((await save(ctx, m.token, story(pics(1)))).status).toBe(200);
  });

  it('an unknown category or topic is 400 naming it', async () => {
    const unknownCat = await save(ctx, alice.token, articleBody({ categoryId: '999999' }));
    expect(unknownCat.status).toBe(400);
    expect(firstField(unknownCat)).toBe('categoryId');
    const unknownTopic = await save(ctx, alice.token, articleBody({ topicIds: ['999999'] }));
    expect(unknownTopic.status).toBe(400);
    expect(firstField(unknownTopic)).toBe('topicIds');
  });
});

describe('ownership', () => {
  it("hides another member's draft, refuses their update and removal", async () => {
    const id = (await save(ctx, alice.token, articleBody({ draft: true }))).body.data.id;
    expect((await detail(ctx, id, bob.token)).status).toBe(404);
    expect((await detail(ctx, id)).status).toBe(404);
    const mine = await detail(ctx, id, alice.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data.mine).toBe(true);
    const update = await save(ctx, bob.token, articleBody({ id, title: 'Bob rewrites the whole thing now' }));
    expect(update.status).toBe(404);
    const removed = await call(ctx.app, {
      method: 'DELETE',
      url: `${API}/frontend/removeOwner/${id}`,
      headers: { authorization: bob.token },
    });
    expect(removed.status).toBe(404);
    expect(await articleExists(ctx, id)).toBe(true);
    expect((await detail(ctx, id, alice.token)).body.data.title).toBe('Six words make a fine title');
  });

  it('a published article cannot go back to draft (409) but can be edited', async () => {
    const id = await publish(ctx, alice.token);
    const back = await save(ctx, alice.token, articleBody({ id, draft: true }));
    expect(back.status).toBe(409);
    expect(back.body.data.reason).toBe('ALREADY_PUBLISHED');
    const before = (await detail(ctx, id)).body.data.publishedAt;
    const edit = await save(ctx, alice.token, articleBody({ id, title: 'Six words make a better title' }));
    expect(edit.body.data).toEqual({ id, status: 'published', waitingForVideo: false });
    const after = (await detail(ctx, id, bob.token)).body.data;
    expect(after.title).toBe('Six words make a better title');
    expect(after.publishedAt).toBe(before);
    expect(after.mine).toBe(false);
  });

  it("takes image sizes from the upload and refuses pictures that are not the author's", async () => {
    const own = await uploadPng(ctx, alice.token, 40, 30);
    const bobs = await uploadPng(ctx, bob.token);
    const foreign = await save(ctx, alice.token, articleBody({ blocks: [image(bobs.url)] }));
    expect(foreign.status).toBe(400);
    expect(firstField(foreign)).toBe('blocks');
    expect(foreign.body.data.fields?.[0]?.key).toBe('content.imageNotOurs');
    const missing = await save(ctx, alice.token, articleBody({ blocks: [image('/obs/content/nope.webp')] }));
    expect(missing.status).toBe(400);
    const id = await publish(ctx, alice.token, { blocks: [para('Look:'), image(own.url)] });
    const d = (await detail(ctx, id)).body.data;
    expect(d.blocks[1]).toEqual({ type: 'image', url: own.url, width: 40, height: 30 });
    const card = (await get<ArticlePage>(ctx, `${API}/frontend/listPage?pageSize=50`)).body.data.list.find(
      (a) => a.id === id,
    );
    expect(card?.cover).toMatch(/-feed\.webp$/);
    expect([card?.coverWidth, card?.coverHeight, card?.imageCount, card?.excerpt]).toEqual([
      40,
      30,
      1,
      'Look:',
    ]);
  });

  it('the author removes their own article', async () => {
    const id = await publish(ctx, bob.token);
    const removed = await call(ctx.app, {
      method: 'DELETE',
      url: `${API}/frontend/removeOwner/${id}`,
      headers: { authorization: bob.token },
    });
    expect(removed.status).toBe(200);
    expect(await articleExists(ctx, id)).toBe(false);
  });
});

describe('feeds', () => {
  it('pages every article exactly once, newest first, never drafts', async () => {
    const [a, b] = [await member(ctx), await member(ctx)];
    const cat = await makeCategory(ctx, 'Paging');
    const topic = await makeTopic(ctx, 'Paging topic');
    const ids: string[] = [];
    for (let i = 0; i < 13; i += 1) {
      ids.push(await publish(ctx, a.token, { categoryId: cat, topicIds: i % 2 ? [topic] : [] }));
      const pic = image((await uploadPng(ctx, b.token)).url);
      const story = i % 3 === 0 ? { type: 'story', title: `Pic ${i}` } : {};
      ids.push(await publish(ctx, b.token, { categoryId: cat, blocks: [pic], ...story }));
    }
    const draft = (await save(ctx, a.token, articleBody({ categoryId: cat, draft: true }))).body.data.id;
    const pages = await allPages(ctx, `${API}/frontend/listPage?pageSize=4&categoryId=${cat}`);
    const seen = pages.flat();
    expect(pages.length).toBe(7);
    expect(seen).toEqual([...ids].reverse());
    expect(seen).not.toContain(draft);
    const byTopic = (await allPages(ctx, `${API}/frontend/listPage?pageSize=3&topicId=${topic}`)).flat();
    expect(byTopic.length).toBe(6);
    const stories = (await allPages(ctx, `${API}/frontend/listPage?type=story&categoryId=${cat}`)).flat();
    expect(stories.length).toBe(5);
    const byA = (await allPages(ctx, `${API}/frontend/listPage?userId=${a.userId}&pageSize=5`)).flat();
    expect(byA).toEqual(ids.filter((_, i) => i % 2 === 0).reverse());
    for (const raw of ['nonsense', '99999999999999999999.1', '1.99999999999999999999', '1.2.3']) {
      const cursor = raw === 'nonsense' ? raw : Buffer.from(raw).toString('base64url');
      const bad = await get(ctx, `${API}/frontend/listPage?cursor=${cursor}`);
      expect(bad.status).toBe(400);
      expect(firstField(bad)).toBe('cursor');
    }
  });

  it('lists my drafts and published, offers my latest draft', async () => {
    const m = await member(ctx);
    const first = (await save(ctx, m.token, articleBody({ title: 'Old', draft: true }))).body.data.id;
    const pub = await publish(ctx, m.token);
    const latest = (await save(ctx, m.token, articleBody({ title: 'New', draft: true }))).body.data.id;
    const drafts = await allPages(ctx, `${API}/owner/listPage?status=draft&pageSize=1`, m.token);
    expect(drafts.flat()).toEqual([latest, first]);
    expect((await allPages(ctx, `${API}/owner/listPage?status=published`, m.token)).flat()).toEqual([pub]);
    expect((await allPages(ctx, `${API}/owner/listPage`, m.token)).flat()).toEqual([latest, pub, first]);
    const cont = await get<ArticleDetail | null>(ctx, `${API}/frontend/owner/latest`, m.token);
    expect(cont.body.data?.id).toBe(latest);
    const story = await get<ArticleDetail | null>(ctx, `${API}/frontend/owner/latest?type=story`, m.token);
    expect(story.body.data).toBeNull();
    expect((await get(ctx, `${API}/frontend/owner/latest`)).status).toBe(401);
  });

  it('top10 by likes, the KOL feed, the author block', async () => {
    const kol = await member(ctx);
    await markKol(ctx, kol.userId);
    const loved = await publish(ctx, kol.token);
    const db = ctx.app.services.database.db;
    await db
      .update(articles)
      .set({ likeCount: 1_000_000 })
      .where(eq(articles.id, BigInt(loved)));
    const top = (await get<{ list: ArticleListItem[] }>(ctx, `${API}/frontend/top10`)).body.data.list;
    expect(top.length).toBe(10);
    expect(top[0]?.id).toBe(loved);
    expect(top[0]?.author).toMatchObject({ userId: String(kol.userId), kol: true, avatarUrl: null });
    expect(top[0]?.author.nickName).toMatch(/^vc/);
    const kols = (await allPages(ctx, `${API}/frontend/kolListPage`)).flat();
    expect(kols).toEqual([loved]);
  });

  it('brand special lists and the console attaches an article', async () => {
    const id = await publish(ctx, alice.token);
    const db = ctx.app.services.database.db;
    const [brand] = await db
      .insert(brandSpecials)
      .values({ name: { en_US: 'Brand' }, description: { en_US: 'About' } })
      .returning({ id: brandSpecials.id });
    const attach = (brandSpecialId: unknown, token = admin) =>
      call(ctx.app, {
        method: 'PUT',
        url: `/api/console/content/articles/${id}/brandSpecial`,
        headers: { authorization: token },
        payload: { brandSpecialId },
      });
    expect((await attach(String(brand?.id), alice.token)).status).toBe(403);
    const unknown = await attach('999999');
    expect(unknown.status).toBe(400);
    expect(firstField(unknown)).toBe('brandSpecialId');
    expect((await attach(String(brand?.id))).status).toBe(200);
    const url = `/api/hibackend/brandSpecial/frontend/article/listPage?brandSpecialId=${brand?.id}`;
    expect((await allPages(ctx, url)).flat()).toEqual([id]);
    expect((await detail(ctx, id)).body.data.brandSpecialId).toBe(String(brand?.id));
  });
});

describe('topic counts', () => {
  it('stay exact through publish, draft, edit and remove', async () => {
    const m = await member(ctx);
    const [a, b, c] = [await makeTopic(ctx, 'A'), await makeTopic(ctx, 'B'), await makeTopic(ctx, 'C')];
    const counts = async () => [await topicCount(ctx, a), await topicCount(ctx, b), await topicCount(ctx, c)];
    const one = await publish(ctx, m.token, { topicIds: [a, b, a] });
    expect(await counts()).toEqual([1, 1, 0]);
    const draft = (await save(ctx, m.token, articleBody({ topicIds: [a], draft: true }))).body.data.id;
    expect(await counts()).toEqual([1, 1, 0]);
    await save(ctx, m.token, articleBody({ id: one, topicIds: [b, c] }));
    expect(await counts()).toEqual([0, 1, 1]);
    await save(ctx, m.token, articleBody({ id: draft, topicIds: [a] }));
    expect(await counts()).toEqual([1, 1, 1]);
    const del = (id: string) =>
      call(ctx.app, {
        method: 'DELETE',
        url: `${API}/frontend/removeOwner/${id}`,
        headers: { authorization: m.token },
      });
    await del(one);
    expect(await counts()).toEqual([1, 0, 0]);
    await del(draft);
    expect(await counts()).toEqual([0, 0, 0]);
    const d = await save(ctx, m.token, articleBody({ topicIds: [c], draft: true }));
    await del(d.body.data.id);
    expect(await counts()).toEqual([0, 0, 0]);
  });
});

describe('publish rate limit', () => {
  it('allows 20 first publications an hour, then 429; edits and drafts go on', async () => {
    const m = await member(ctx);
    let last = '';
    for (let i = 0; i < 20; i += 1) last = await publish(ctx, m.token);
    const over = await save(ctx, m.token, articleBody());
    expect(over.status).toBe(429);
    expect(over.body.data.reason).toBe('PUBLISH_LIMIT');
    expect(over.res.headers['retry-after']).toBeDefined();
    expect((await save(ctx, m.token, articleBody({ draft: true }))).status).toBe(200);
    expect(
      (await save(ctx, m.token, articleBody({ id: last, title: 'An edit of six words here' }))).status,
    ).toBe(200);
  });
});

describe('console statutes', () => {
  const post = (token: string | undefined, body: Record<string, unknown>) =>
    call<{ id: string; status: string }>(ctx.app, {
      method: 'POST',
      url: '/api/console/content/statutes',
      headers: token ? { authorization: token } : {},
      payload: body,
    });

  it('is 401 for visitors, 403 for members; an admin writes, audited, shown apart from the feed', async () => {
    expect((await post(undefined, articleBody())).status).toBe(401);
    expect((await post(alice.token, articleBody())).status).toBe(403);
    const created = await post(admin, articleBody({ title: 'House rules for every member here' }));
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const edited = await call(ctx.app, {
      method: 'PUT',
      url: `/api/console/content/statutes/${id}`,
      headers: { authorization: admin },
      payload: articleBody({ title: 'House rules for every single member' }),
    });
    expect(edited.status).toBe(200);
    const db = ctx.app.services.database.db;
    const audits = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, `article:${id}`));
    expect(audits.map((a) => a.action).sort()).toEqual(['content.statute.create', 'content.statute.update']);
    expect((await allPages(ctx, `${API}/frontend/statuteListPage`)).flat()).toEqual([id]);
    expect((await allPages(ctx, `${API}/frontend/listPage?pageSize=50`)).flat()).not.toContain(id);
    const d = (await detail(ctx, id)).body.data;
    expect([d.statute, d.title]).toEqual([true, 'House rules for every single member']);
  });

  it("lets another admin edit a statute keeping its author's pictures, not a member's", async () => {
    const pic = await uploadPng(ctx, admin);
    const created = await post(admin, articleBody({ blocks: [image(pic.url)] }));
    const second = (await registerUser(ctx, 'second-editor@example.com')).token;
    const put = (blocks: unknown[]) =>
      call(ctx.app, {
        method: 'PUT',
        url: `/api/console/content/statutes/${created.body.data.id}`,
        headers: { authorization: second },
        payload: articleBody({ blocks }),
      });
    expect((await put([image(pic.url), para('More rules.')])).status).toBe(200);
    const foreign = await put([image((await uploadPng(ctx, alice.token)).url)]);
    expect(foreign.status).toBe(400);
    expect(firstField(foreign)).toBe('blocks');
    // A member's article is not a statute: the console answers 404 for it.
    const memberArticle = await publish(ctx, alice.token);
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/console/content/statutes/${memberArticle}`,
      headers: { authorization: second },
      payload: articleBody(),
    });
    expect(res.status).toBe(404);
  });
});
