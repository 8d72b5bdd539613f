import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticlePage, Suggestion } from '../../shared/schemas/content.ts';
import { articles } from '../db/schema.ts';
import { startApp, type TestContext } from '../test/app.ts';
import {
  allPages,
  API,
  articleBody,
  get,
  makeTopic,
  member,
  publish,
  save,
  type Member,
} from './articles.fixtures.ts';
import { encodeCursor } from './articles.cursor.ts';
import { feedSpec, pageQuery, TITLE_TERM, type PageSpec } from './articles.repository.ts';

let ctx: TestContext;
let writer: Member;
const found: Record<string, string> = {};

const para = (text: string) => [{ type: 'paragraph', text }];
const search = async (keyword: string, extra = '') => {
  const res = await get<ArticlePage>(
    ctx,
    `${API}/frontend/listPage?keyword=${encodeURIComponent(keyword)}${extra}`,
  );
  expect(res.status).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  ctx = await startApp();
  writer = await member(ctx);
  found.en = await publish(ctx, writer.token, {
    title: 'A beginner guide to building coils',
    blocks: para('Wrap the wire around a screwdriver and wick it with cotton.'),
  });
  found.ru = await publish(ctx, writer.token, {
    title: 'Как собрать испаритель своими руками дома',
    blocks: para('Нужна проволока, вата и немного терпения.'),
  });
  found.zh = await publish(ctx, writer.token, {
    title: '今天我们一起来聊一聊这款新的电子烟产品',
    blocks: para('这款电子烟的口感非常顺滑，推荐给大家。'),
  });
  found.ko = await publish(ctx, writer.token, {
    title: '오늘은 새로운 전자담배 리뷰를 작성해 보았습니다',
    blocks: para('맛이 부드럽고 배터리가 오래갑니다.'),
  });
});
afterAll(() => ctx.close());

describe('search', () => {
  it('finds articles in English, Russian, Chinese (two characters inside a longer text) and Korean', async () => {
    expect((await search('coils')).list.map((a) => a.id)).toEqual([found.en]);
    expect((await search('COIL')).list.map((a) => a.id)).toEqual([found.en]);
    expect((await search('Испаритель')).list.map((a) => a.id)).toEqual([found.ru]);
    expect((await search('口感')).list.map((a) => a.id)).toEqual([found.zh]);
    expect((await search('전자담배')).list.map((a) => a.id)).toEqual([found.ko]);
    expect((await search('배터리')).list.map((a) => a.id)).toEqual([found.ko]);
  });

  it('answers an empty page when nothing matches or the query has no terms', async () => {
    expect(await search('zeppelin')).toEqual({ list: [], nextCursor: null });
    expect(await search('a !')).toEqual({ list: [], nextCursor: null });
    // Drafts are never found.
    const draft = await save(ctx, writer.token, articleBody({ title: 'Secret zeppelin', draft: true }));
    expect(draft.status).toBe(200);
    expect((await search('zeppelin')).list).toEqual([]);
  });

  it('ranks title matches before body-only matches, across pages', async () => {
    const other = await member(ctx);
    const titled = await publish(ctx, other.token, {
      title: 'Why a mesh pod lasts longer',
      blocks: para('Nothing else to say.'),
    });
    const bodyOnly1 = await publish(ctx, other.token, {
      title: 'Notes from the long weekend meetup',
      blocks: para('We compared every mesh pod on the table.'),
    });
    const bodyOnly2 = await publish(ctx, other.token, {
      title: 'Another long weekend and more notes',
      blocks: para('The mesh pod again won the vote.'),
    });
    const first = await search('mesh pod');
    expect(first.list.map((a) => a.id)).toEqual([titled, bodyOnly2, bodyOnly1]);
    const paged = (await allPages(ctx, `${API}/frontend/listPage?keyword=mesh%20pod&pageSize=1`)).flat();
    expect(paged).toEqual([titled, bodyOnly2, bodyOnly1]);
  });

  it('suggests topics in any language and matching titles', async () => {
    await makeTopic(ctx, {
      en_US: 'Coil art',
      ru_RU: 'Искусство намотки',
      ko_KR: '코일 아트',
      zh_CN: '绕线艺术',
    });
    const suggest = async (keyword: string, lang = 'en_US') =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${API}/frontend/associate?keyword=${encodeURIComponent(keyword)}`,
          headers: { lang },
        })
      ).json<{ data: { list: Suggestion[] } }>().data.list;
    const coil = await suggest('coil');
    expect(coil[0]).toMatchObject({ kind: 'topic', text: 'Coil art' });
    expect(coil.some((s) => s.kind === 'article' && s.id === found.en)).toBe(true);
    expect((await suggest('намотки', 'ru_RU'))[0]).toMatchObject({
      kind: 'topic',
      text: 'Искусство намотки',
    });
    expect((await suggest('口感')).map((s) => s.id)).toEqual([found.zh]);
    expect(await suggest('')).toEqual([]);
  });
});

describe('index use', () => {
  const plan = async (spec: PageSpec | null, cursor?: string) => {
    if (!spec) throw new Error('no spec');
    const db = ctx.app.services.database.db;
    const res = await db.execute(sql`explain ${pageQuery(db, spec, 20, cursor)}`);
    const rows = (res as { rows: Record<string, string>[] }).rows;
    return rows.map((r) => Object.values(r)[0]).join('\n');
  };

  it('searches through articles_search_idx and pages the feed through articles_feed_idx', async () => {
    const db = ctx.app.services.database.db;
    // ~3000 published articles in one statement, each with its own rare term.
    await db.execute(sql`
      insert into ${articles} (type, status, author_id, title, blocks, source, lang, search_terms, published_at)
      select 'article', 'published', ${writer.userId}, 'Generated ' || i,
             jsonb_build_array(jsonb_build_object('type', 'paragraph', 'text', repeat('lorem ipsum ', 40))),
             'original', 'en_US',
             array['generated', 'gen' || i, ${TITLE_TERM} || 'generated'],
             now() - i * interval '1 second'
      from generate_series(1, 3000) as i`);
    // VACUUM moves the GIN index's pending entries into the index proper, as autovacuum would.
    await db.execute(sql`vacuum analyze ${articles}`);
    const searchPlan = await plan(feedSpec({ keyword: 'gen1234' }));
    expect(searchPlan).toContain('articles_search_idx');
    // A word in every article: its newest matches come from the feed index, not from all matches.
    expect(await plan(feedSpec({ keyword: 'generated' }))).toContain('articles_feed_idx');
    const feedPlan = await plan(feedSpec({}));
    expect(feedPlan).toContain('articles_feed_idx');
    // A later page seeks into the same index instead of skipping rows.
    const cursor = encodeCursor({ us: String((Date.now() - 3_600_000) * 1000), id: '1500' });
    expect(await plan(feedSpec({}), cursor)).toMatch(/articles_feed_idx[\s\S]*Index Cond/);
    // The search answers the one generated article through the API too.
    expect((await search('gen1234')).list.map((a) => a.title)).toEqual(['Generated 1234']);
  });
});
