import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, auditLog, topics } from '../db/schema.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';

const ADMIN = 'brand@example.com';
const CONSOLE = '/api/console/content';
let ctx: TestContext;
let admin: string;
let adminId: bigint;
let member: string;
let memberId: bigint;

type Fail = { reason: string; fields?: { field: string; key: string }[] };

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  const a = await registerUser(ctx, ADMIN);
  admin = a.token;
  adminId = BigInt(a.userInfo.userId);
  const m = await registerUser(ctx, 'reader@example.com', { nickName: 'Reader' });
  member = m.token;
  memberId = BigInt(m.userInfo.userId);
});
afterAll(() => ctx.close());

const asAdmin = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call<T>(ctx.app, {
    method,
    url: `${CONSOLE}${url}`,
    headers: { authorization: admin },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const read = <T>(url: string, lang = 'en_US') => call<T>(ctx.app, { method: 'GET', url, headers: { lang } });

/** A real upload owned by `userId`. */
async function upload(userId: bigint | null): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  return (await ctx.app.services.uploads.image(userId, png, 'file')).url;
}

async function lastAudit(action: string) {
  const [row] = await ctx.app.services.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const fieldOf = (body: { data: unknown }) => (body.data as Fail).fields?.[0];

describe('console access', () => {
  it('is 401 for visitors and 403 for members', async () => {
    for (const [method, url, payload] of [
      ['GET', '/categories', undefined],
      ['POST', '/topics', { name: 'x' }],
      ['DELETE', '/banners/1', undefined],
      ['PUT', '/kol', { userId: '1', kol: true }],
      ['GET', '/brandSpecials', undefined],
    ] as const) {
      const opts = { method, url: `${CONSOLE}${url}`, ...(payload ? { payload } : {}) };
      expect((await call(ctx.app, opts)).status).toBe(401);
      expect((await call(ctx.app, { ...opts, headers: { authorization: member } })).status).toBe(403);
    }
  });
});

describe('categories', () => {
  it('creates, lists by sort in the reader language, edits and deletes with audit rows', async () => {
    const news = await asAdmin<{ id: string }>('POST', '/categories', {
      name: { en_US: 'News', ru_RU: 'Новости', ko_KR: '뉴스', zh_CN: '新闻' },
      sort: 2,
    });
    expect(news.status).toBe(200);
    const tips = await asAdmin<{ id: string; name: Record<string, string> }>('POST', '/categories', {
      name: 'Tips',
      sort: 1,
    });
    expect(tips.body.data.name).toEqual({ en_US: 'Tips', ru_RU: 'Tips', ko_KR: 'Tips', zh_CN: 'Tips' });
    const only = await asAdmin<{ id: string }>('POST', '/categories', { name: { en_US: 'Events' }, sort: 3 });

    const ru = await read<{ list: { id: string; name: string }[] }>(
      '/api/hibackend/article/category/list',
      'ru_RU',
    );
    expect(ru.body.data.list.map((c) => c.name)).toEqual(['Tips', 'Новости', 'Events']);
    const zh = await read<{ list: { name: string }[] }>('/api/hibackend/article/category/list', 'zh_CN');
    expect(zh.body.data.list.map((c) => c.name)).toEqual(['Tips', '新闻', 'Events']);

    const put = await asAdmin<{ name: Record<string, string>; sort: number }>(
      'PUT',
      `/categories/${news.body.data.id}`,
      { name: { en_US: 'Latest news', ru_RU: 'Свежие новости' } },
    );
    expect(put.body.data).toMatchObject({ name: { en_US: 'Latest news', ru_RU: 'Свежие новости' }, sort: 2 });
    const updated = await lastAudit('content.categories.update');
    expect(updated?.actorId).toBe(adminId);
    expect(updated?.target).toBe(`category:${news.body.data.id}`);
    expect(updated?.before).toMatchObject({ name: { en_US: 'News' } });
    expect(updated?.after).toMatchObject({ name: { en_US: 'Latest news' } });

    expect((await asAdmin('DELETE', `/categories/${only.body.data.id}`)).status).toBe(200);
    expect((await lastAudit('content.categories.delete'))?.before).toMatchObject({
      name: { en_US: 'Events' },
    });
    expect((await asAdmin('DELETE', `/categories/${only.body.data.id}`)).status).toBe(404);
    expect((await asAdmin('PUT', '/categories/999999', { name: 'x' })).status).toBe(404);
    const listed = await asAdmin<{ list: { id: string }[] }>('GET', '/categories');
    expect(listed.body.data.list.map((c) => c.id)).toEqual([tips.body.data.id, news.body.data.id]);
    expect((await lastAudit('content.categories.create'))?.after).toMatchObject({
      name: { en_US: 'Events' },
    });
  });

  it('names the field of a bad name', async () => {
    const res = await asAdmin('POST', '/categories', { name: { ru_RU: 'Без английского' } });
    expect(res.status).toBe(400);
    expect(fieldOf(res.body)?.field).toMatch(/^name/);
  });
});

describe('topics', () => {
  const topicIds: Record<string, string> = {};
  beforeAll(async () => {
    const names = [
      ['Mango', 'Манго', '망고', '芒果', 5],
      ['Mint', 'Мята', '민트', '薄荷', 9],
      ['Menthol ice', 'Ментол', '멘톨', '薄荷冰', 2],
      ['Pod kits', 'Под-системы', '팟 키트', '烟弹套装', 9],
      ['Store visits', 'Магазины', '매장', '门店', 0],
    ] as const;
    for (const [en, ru, ko, zh, count] of names) {
      const res = await asAdmin<{ id: string }>('POST', '/topics', {
        name: { en_US: en, ru_RU: ru, ko_KR: ko, zh_CN: zh },
      });
      topicIds[en] = res.body.data.id;
      // The articles service keeps the count; here it is set directly to test the order.
      await ctx.app.services.database.db
        .update(topics)
        .set({ articleCount: count })
        .where(eq(topics.id, BigInt(res.body.data.id)));
    }
  });

  type TopicPage = { list: { id: string; name: string; articleCount: number }[]; nextCursor: string | null };
  const page = (query: string, lang = 'en_US') =>
    read<TopicPage>(`/api/hibackend/article/topic/listPage?${query}`, lang);

  it('lists the most used first and pages with a cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof page>> = await page(
        `pageSize=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.list.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.list.map((t) => t.name));
      cursor = res.body.data.nextCursor;
    } while (cursor);
    // Equal counts: the newer topic first.
    expect(seen).toEqual(['Pod kits', 'Mint', 'Mango', 'Menthol ice', 'Store visits']);
    expect((await page('cursor=nonsense')).status).toBe(400);
  });

  it('finds a keyword in any language, ignoring case, answering in the reader language', async () => {
    const ru = await page(`keyword=${encodeURIComponent('мЕНТ')}`, 'ru_RU');
    expect(ru.body.data.list.map((t) => t.name)).toEqual(['Ментол']);
    const zh = await page(`keyword=${encodeURIComponent('薄荷')}`, 'zh_CN');
    expect(zh.body.data.list.map((t) => t.name)).toEqual(['薄荷', '薄荷冰']);
    // A Korean keyword read by an English reader.
    const ko = await page(`keyword=${encodeURIComponent('망고')}`);
    expect(ko.body.data.list).toEqual([{ id: topicIds.Mango, name: 'Mango', articleCount: 5 }]);
    const en = await page('keyword=M&pageSize=2');
    expect(en.body.data.list.map((t) => t.name)).toEqual(['Mint', 'Mango']);
    expect((await page(`keyword=${encodeURIComponent('100%')}`)).body.data.list).toEqual([]);
    const consoleSearch = await asAdmin<{ list: { name: Record<string, string> }[] }>(
      'GET',
      `/topics?keyword=${encodeURIComponent('팟')}`,
    );
    expect(consoleSearch.body.data.list).toEqual([
      {
        id: topicIds['Pod kits'],
        name: { en_US: 'Pod kits', ru_RU: 'Под-системы', ko_KR: '팟 키트', zh_CN: '烟弹套装' },
      },
    ]);
  });

  it('renames with an audit row, and a deleted topic leaves its articles', async () => {
    const id = topicIds['Store visits'] ?? '';
    const renamed = await asAdmin<{ name: Record<string, string> }>('PUT', `/topics/${id}`, {
      name: 'Shops',
    });
    expect(renamed.body.data.name.en_US).toBe('Shops');
    expect((await lastAudit('content.topics.update'))?.before).toMatchObject({
      name: { en_US: 'Store visits' },
    });
    const db = ctx.app.services.database.db;
    const [row] = await db
      .insert(articles)
      .values({
        type: 'article',
        status: 'published',
        authorId: memberId,
        title: 'Six words make a proper title',
        blocks: [{ type: 'paragraph', text: 'Hello' }],
        topicIds: [BigInt(id), BigInt(topicIds.Mint ?? '0')],
        source: 'original',
        lang: 'en_US',
      })
      .returning({ id: articles.id });
    expect((await asAdmin('DELETE', `/topics/${id}`)).status).toBe(200);
    const [after] = await db
      .select({ topicIds: articles.topicIds })
      .from(articles)
      .where(eq(articles.id, row?.id ?? 0n));
    expect(after?.topicIds).toEqual([BigInt(topicIds.Mint ?? '0')]);
    expect((await lastAudit('content.topics.delete'))?.target).toBe(`topic:${id}`);
  });
});

describe('banners', () => {
  it('shows only banners scheduled for now, by sort', async () => {
    const imageUrl = await upload(adminId);
    const day = 86_400_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const make = (title: string, extra: object) =>
      asAdmin<{ id: string }>('POST', '/banners', { title, imageUrl, ...extra });
    expect((await make('Past', { startAt: at(-3 * day), endAt: at(-day) })).status).toBe(200);
    expect((await make('Future', { startAt: at(day), endAt: null })).status).toBe(200);
    await make('Open', { sort: 5, link: '/article/1' });
    await make('Scheduled', { sort: 1, startAt: at(-day), endAt: at(day), link: 'https://example.com/x' });
    await make('Started', { sort: 3, startAt: at(-day) });
    const live = await read<{ list: { title: string; imageUrl: string; link: string | null }[] }>(
      '/api/hibackend/article/banner/list',
    );
    expect(live.body.data.list.map((b) => b.title)).toEqual(['Scheduled', 'Started', 'Open']);
    expect(live.body.data.list[0]).toMatchObject({ imageUrl, link: 'https://example.com/x' });
    const all = await asAdmin<{ list: unknown[] }>('GET', '/banners');
    expect(all.body.data.list).toHaveLength(5);
  });

  it('refuses an end before the start and a picture that is not an upload of ours', async () => {
    const imageUrl = await upload(adminId);
    const bad = await asAdmin('POST', '/banners', {
      title: 'Backwards',
      imageUrl,
      startAt: '2030-01-02T00:00:00Z',
      endAt: '2030-01-01T00:00:00Z',
    });
    expect(bad.status).toBe(400);
    expect(fieldOf(bad.body)?.field).toBe('endAt');
    const foreign = await asAdmin('POST', '/banners', {
      title: 'Foreign',
      imageUrl: '/obs/content/nope.webp',
    });
    expect(foreign.status).toBe(400);
    expect(fieldOf(foreign.body)).toMatchObject({ field: 'imageUrl', key: 'content.imageNotOurs' });
    // A member's own upload is theirs, not the brand's.
    const members = await asAdmin('POST', '/banners', { title: 'Theirs', imageUrl: await upload(memberId) });
    expect(fieldOf(members.body)?.field).toBe('imageUrl');

    const made = await asAdmin<{ id: string }>('POST', '/banners', { title: 'Edit me', imageUrl });
    const edited = await asAdmin<{ title: Record<string, string>; sort: number }>(
      'PUT',
      `/banners/${made.body.data.id}`,
      { title: { en_US: 'Edited', ko_KR: '수정됨' }, imageUrl, sort: 7 },
    );
    expect(edited.body.data).toMatchObject({ title: { en_US: 'Edited', ko_KR: '수정됨' }, sort: 7 });
    expect((await lastAudit('content.banners.update'))?.after).toMatchObject({ sort: 7 });
    expect((await asAdmin('DELETE', `/banners/${made.body.data.id}`)).status).toBe(200);
    expect((await lastAudit('content.banners.delete'))?.target).toBe(`banner:${made.body.data.id}`);
  });

  it('takes only https:// links and in-app paths with one slash; dates in 1970-2100 (issue 35)', async () => {
    const imageUrl = await upload(adminId);
    for (const link of [
      '//example.org/x',
      '/\\example.org/x',
      'http://example.org/x',
      'javascript:alert(1)',
    ]) {
      const res = await asAdmin('POST', '/banners', { title: 'Elsewhere', imageUrl, link });
      expect(res.status, link).toBe(400);
      expect(fieldOf(res.body)?.field, link).toBe('link');
    }
    for (const link of ['/article/1', 'https://example.org/x']) {
      expect((await asAdmin('POST', '/banners', { title: 'Fine', imageUrl, link })).status, link).toBe(200);
    }
    const zero = await call(ctx.app, {
      method: 'POST',
      url: `${CONSOLE}/banners`,
      headers: { authorization: admin, lang: 'ru_RU' },
      payload: { title: 'Year zero', imageUrl, startAt: '0000-01-01T00:00:00Z' },
    });
    expect(zero.status).toBe(400);
    expect(fieldOf(zero.body)).toMatchObject({
      field: 'startAt',
      key: 'validation.dateRange',
      msg: 'Введите дату между 1970 и 2100 годами',
    });
  });
});

describe('brand specials', () => {
  it('lists with the count of published articles, answers a detail, 404 when unknown', async () => {
    const logoUrl = await upload(adminId);
    const made = await asAdmin<{ id: string }>('POST', '/brandSpecials', {
      name: { en_US: 'Aurora', zh_CN: '极光' },
      description: { en_US: 'Cold flavours.', zh_CN: '清凉口味。' },
      logoUrl,
    });
    expect(made.status).toBe(200);
    const id = BigInt(made.body.data.id);
    const article = (status: 'draft' | 'published') => ({
      type: 'article' as const,
      status,
      authorId: memberId,
      title: 'Six words make a proper title',
      blocks: [],
      source: 'original' as const,
      lang: 'en_US',
      brandSpecialId: id,
    });
    await ctx.app.services.database.db
      .insert(articles)
      .values([article('published'), article('published'), article('draft')]);
    const list = await read<{ list: { id: string; name: string; articleCount: number }[] }>(
      '/api/hibackend/brandSpecial/frontend/list',
      'zh_CN',
    );
    expect(list.body.data.list).toContainEqual(
      expect.objectContaining({ id: made.body.data.id, name: '极光', articleCount: 2 }),
    );
    const detail = await read<{ description: string; logoUrl: string; coverUrl: null }>(
      `/api/hibackend/brandSpecial/frontend/detail/${made.body.data.id}`,
      'ko_KR',
    );
    expect(detail.body.data).toMatchObject({ description: 'Cold flavours.', logoUrl, coverUrl: null });
    const missing = await read<Fail>('/api/hibackend/brandSpecial/frontend/detail/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.data.reason).toBe('NOT_FOUND');
    expect((await read('/api/hibackend/brandSpecial/frontend/detail/abc')).status).toBe(400);
  });

  it('checks logo and cover, edits and deletes with audit rows', async () => {
    const foreign = await asAdmin('POST', '/brandSpecials', {
      name: 'Nimbus',
      description: 'Clouds.',
      coverUrl: '/obs/content/elsewhere.webp',
    });
    expect(fieldOf(foreign.body)).toMatchObject({ field: 'coverUrl', key: 'content.imageNotOurs' });
    const made = await asAdmin<{ id: string }>('POST', '/brandSpecials', {
      name: 'Nimbus',
      description: 'Clouds.',
    });
    const coverUrl = await upload(adminId);
    const put = await asAdmin<{ coverUrl: string }>('PUT', `/brandSpecials/${made.body.data.id}`, {
      name: 'Nimbus',
      description: 'More clouds.',
      coverUrl,
    });
    expect(put.body.data.coverUrl).toBe(coverUrl);
    const audited = await lastAudit('content.brandSpecials.update');
    expect(audited?.before).toMatchObject({ coverUrl: null });
    expect(audited?.after).toMatchObject({ coverUrl });
    expect((await asAdmin('DELETE', `/brandSpecials/${made.body.data.id}`)).status).toBe(200);
    expect((await asAdmin('DELETE', `/brandSpecials/${made.body.data.id}`)).status).toBe(404);
  });
});

describe('KOL mark', () => {
  it('marks and unmarks a member, lists them, 404 for an unknown member', async () => {
    const mark = (userId: string, kol: boolean) =>
      asAdmin<{ userId: string; kol: boolean } & Fail>('PUT', '/kol', { userId, kol });
    const marked = await mark(String(memberId), true);
    expect(marked.body.data).toEqual({ userId: String(memberId), kol: true });
    expect((await mark(String(memberId), true)).status).toBe(200);
    const list = await asAdmin<{ list: { userId: string; nickName: string }[] }>('GET', '/kol');
    expect(list.body.data.list).toEqual([{ userId: String(memberId), nickName: 'Reader' }]);
    expect((await lastAudit('content.kol.set'))?.after).toEqual({ kol: true });

    expect((await mark(String(memberId), false)).body.data.kol).toBe(false);
    expect((await asAdmin<{ list: unknown[] }>('GET', '/kol')).body.data.list).toEqual([]);
    expect((await lastAudit('content.kol.set'))?.before).toEqual({ kol: true });

    const unknown = await mark('987654321', true);
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.reason).toBe('MEMBER_NOT_FOUND');
    expect(unknown.body.msg).toBe('This member does not exist');
  });
});
