import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticlePage, Banner, BrandSpecial, Category, Topic } from '../../shared/schemas/content.ts';
import {
  articles,
  banners,
  brandSpecials,
  categories,
  kolMembers,
  topics,
  uploads,
  users,
} from '../db/schema.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { seedSocial } from '../social/social.seed.ts';
import { seedContent } from './content.seed.ts';

let ctx: TestContext;
let seconds = 0;
let social: Awaited<ReturnType<typeof seedSocial>>;

beforeAll(async () => {
  ctx = await startApp();
  const started = Date.now();
  const content = await seedContent(ctx.app.services);
  seconds = (Date.now() - started) / 1000;
  social = await seedSocial(ctx.app.services, content);
}, 120_000);
afterAll(() => ctx.close());

const count = async (
  table: Parameters<ReturnType<TestContext['app']['services']['database']['db']['select']>['from']>[0],
) => {
  const [row] = await ctx.app.services.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n);
};
const get = <T>(url: string, lang = 'en_US') => call<T>(ctx.app, { method: 'GET', url, headers: { lang } });

describe('content demo data', () => {
  it('fills every table of the content model', async () => {
    expect(await count(categories)).toBeGreaterThanOrEqual(5);
    expect(await count(topics)).toBeGreaterThanOrEqual(10);
    expect(await count(banners)).toBe(3);
    expect(await count(brandSpecials)).toBeGreaterThanOrEqual(2);
    expect(await count(users)).toBeGreaterThanOrEqual(8);
    expect(await count(kolMembers)).toBe(2);
    expect(await count(articles)).toBeGreaterThanOrEqual(30);
    expect(await count(uploads)).toBeGreaterThanOrEqual(50);
    const db = ctx.app.services.database.db;
    const [mix] = await db
      .select({
        stories: sql<number>`count(*) filter (where ${articles.type} = 'story')::int`,
        statutes: sql<number>`count(*) filter (where ${articles.statute})::int`,
        cited: sql<number>`count(*) filter (where ${articles.source} = 'cited')::int`,
        branded: sql<number>`count(*) filter (where ${articles.brandSpecialId} is not null)::int`,
        drafts: sql<number>`count(*) filter (where ${articles.status} <> 'published')::int`,
        spreadDays: sql<number>`extract(epoch from max(${articles.publishedAt}) - min(${articles.publishedAt}))::int / 86400`,
      })
      .from(articles);
    expect(mix).toMatchObject({ statutes: 12, drafts: 0 });
    expect(mix?.stories).toBeGreaterThanOrEqual(8);
    expect(mix?.cited).toBeGreaterThanOrEqual(3);
    expect(mix?.branded).toBeGreaterThanOrEqual(3);
    expect(mix?.spreadDays).toBeGreaterThanOrEqual(14);
    // A first start must stay quick (the runner seeds before the server listens).
    expect(seconds).toBeLessThan(30);
  });

  it('makes a feed with posts in all four languages', async () => {
    const feed = await get<ArticlePage>('/api/hibackend/article/frontend/listPage?pageSize=20');
    expect(feed.status).toBe(200);
    const ids = feed.body.data.list.map((a) => BigInt(a.id));
    const langs = await ctx.app.services.database.db
      .selectDistinct({ lang: articles.lang })
      .from(articles)
      .where(sql`${articles.id} in ${ids}`);
    expect(langs.map((l) => l.lang).sort()).toEqual(['en_US', 'ko_KR', 'ru_RU', 'zh_CN']);
    expect(feed.body.data.list.filter((a) => a.cover !== null).length).toBeGreaterThan(10);
    expect(feed.body.data.list.every((a) => a.author.nickName.length > 0)).toBe(true);
  });

  it('names categories, topics, banners and brand specials in the reader language', async () => {
    const cats = await get<{ list: Category[] }>('/api/hibackend/article/category/list', 'ko_KR');
    expect(cats.body.data.list[0]?.name).toBe('뉴스');
    const tops = await get<{ list: Topic[] }>('/api/hibackend/article/topic/listPage?pageSize=50', 'zh_CN');
    expect(tops.body.data.list.length).toBeGreaterThanOrEqual(10);
    expect(tops.body.data.list[0]?.articleCount).toBeGreaterThan(1);
    const live = await get<{ list: Banner[] }>('/api/hibackend/article/banner/list', 'ru_RU');
    expect(live.body.data.list.map((b) => b.link)).toEqual([
      expect.stringMatching(/^\/brand\/\d+$/),
      expect.stringMatching(/^\/article\/\d+$/),
      '/statute',
    ]);
    const brands = await get<{ list: BrandSpecial[] }>('/api/hibackend/brandSpecial/frontend/list');
    expect(brands.body.data.list.every((b) => b.logoUrl && b.coverUrl && b.articleCount > 0)).toBe(true);
  });

  it('serves every picture it made', async () => {
    const db = ctx.app.services.database.db;
    const rows = await db.select({ blocks: articles.blocks }).from(articles);
    const urls = rows.flatMap((r) => r.blocks.flatMap((b) => (b.type === 'image' ? [b.url] : [])));
    const others = await db.select({ url: banners.imageUrl }).from(banners);
    const avatars = await db.select({ url: users.avatarUrl }).from(users);
    const all = [...urls, ...others.map((o) => o.url), ...avatars.flatMap((a) => (a.url ? [a.url] : []))];
    expect(urls.length).toBeGreaterThanOrEqual(40);
    const ratios = new Set(
      rows.flatMap((r) =>
        r.blocks.flatMap((b) => (b.type === 'image' ? [(b.width / b.height).toFixed(2)] : [])),
      ),
    );
    expect(ratios).toEqual(new Set(['0.75', '1.00', '1.33', '0.33']));
    for (const url of all) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^image\//);
    }
  });
});

describe('social demo data', () => {
  it('has conversations, likes, saves and follows whose counters match their rows', async () => {
    expect(social.comments).toBeGreaterThanOrEqual(25);
    const [mismatch] = await ctx.app.services.database.db
      .execute(
        sql`
      select count(*)::int as n from articles a where
        a.comment_count <> (select count(*) from comments c where c.article_id = a.id)
        or a.like_count <> (select count(*) from article_likes l where l.article_id = a.id)
        or a.save_count <> (select count(*) from article_saves s where s.article_id = a.id)`,
      )
      .then((r) => (r as { rows: { n: number }[] }).rows);
    expect(mismatch?.n).toBe(0);
    const [late] = await ctx.app.services.database.db
      .execute(
        sql`
      select count(*)::int as n from comments r join comments c on c.id = r.parent_id
      where r.created_at < c.created_at or r.created_at > now()`,
      )
      .then((r) => (r as { rows: { n: number }[] }).rows);
    expect(late?.n).toBe(0);
  });

  it('shows a conversation with "view more replies" on an article in each language', async () => {
    const feed = await get<ArticlePage>('/api/hibackend/article/frontend/listPage?pageSize=50');
    const talked = feed.body.data.list.filter((a) => a.commentCount >= 4);
    expect(talked.length).toBeGreaterThanOrEqual(4);
    const first = talked[0];
    const comments = await get<{ list: { replyCount: number; replies: unknown[] }[] }>(
      `/api/hibackend/article/evaluate/listPage?articleId=${first?.id}`,
    );
    expect(comments.body.data.list.some((c) => c.replyCount > c.replies.length)).toBe(true);
  });

  it('has a welcome notice in every language', async () => {
    for (const lang of ['en_US', 'ru_RU', 'ko_KR', 'zh_CN']) {
      const notices = await get<{ list: { title: string }[] }>('/api/hibackend/sysNotice/content/1', lang);
      expect(notices.body.data.list.length).toBeGreaterThanOrEqual(1);
    }
    const [ru] = (await get<{ list: { title: string }[] }>('/api/hibackend/sysNotice/content/1', 'ru_RU'))
      .body.data.list;
    expect(ru?.title).toContain('Добро пожаловать');
  });
});
