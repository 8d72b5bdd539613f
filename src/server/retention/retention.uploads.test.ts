import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMaker } from '../catalogue/catalogue.fixtures.ts';
import { member, publish, uploadPng } from '../content/articles.fixtures.ts';
import { uploads } from '../db/schema.ts';
import { keyOfUrl } from '../infra/storage.ts';
import { rowsOf } from '../privacy/privacy.fixtures.ts';
import { insertVideo } from '../reels/videos.repository.ts';
import { makeProduct, published, reviewBody } from '../reviews/reviews.fixtures.ts';
import { shareBody, shared } from '../stores/stores.fixtures.ts';
import { post, report } from '../support/support.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(async () => ctx?.close());

const db = () => ctx.app.services.database.db;
const ok = (res: { status: number; body: unknown }, what: string) => {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
};
/** Whether each URL's object is in the store (the data folder or the bucket). */
const stored = (urls: string[]) =>
  Promise.all(urls.map(async (u) => (await ctx.app.services.storage.public.stat(keyOfUrl(u)!)) !== null));

/**
 * Every upload URL (detail or feed size) that any column of any table other than `uploads` holds:
 * the oracle for "in use", found without knowing which features store pictures.
 */
async function urlsInUse(): Promise<Set<string>> {
  const columns = await rowsOf<{ t: string; c: string }>(
    ctx,
    sql`select c.table_name as t, c.column_name as c from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name <> 'uploads'
        and c.data_type in ('text', 'jsonb', 'ARRAY')`,
  );
  const found = new Set<string>();
  for (const { t, c } of columns) {
    const rows = await rowsOf<{ u: string }>(
      ctx,
      sql`select distinct (regexp_matches(${sql.identifier(c)}::text, '/obs/content/[0-9-]+/[0-9a-f]+(?:-feed)?[.]webp', 'g'))[1] as u
        from ${sql.identifier(t)}`,
    );
    for (const r of rows) found.add(r.u);
  }
  return found;
}

describe('retention of uploads', () => {
  it('removes pictures never attached after RETENTION_UPLOAD_HOURS (rows and both files), and keeps every picture in use and recent ones', async () => {
    const who = await member(ctx);
    const pic = async () => (await uploadPng(ctx, who.token)).url;
    const used: string[] = [];
    const use = async (what: string, attach: (url: string) => Promise<unknown>) => {
      const url = await pic();
      await attach(url);
      used.push(url);
      return what;
    };
    // Each kind of use a member or the brand has: a draft and a published post, a review, a store
    // share, a report, a work order, feedback, a video cover, and a system picture in the catalogue.
    const block = (url: string) => ({ type: 'image', url, width: 40, height: 30 });
    const otherPost = await publish(ctx, (await member(ctx)).token);
    await use('draft post', (url) => publish(ctx, who.token, { draft: true, blocks: [block(url)] }));
    await use('post', (url) => publish(ctx, who.token, { blocks: [block(url)] }));
    const { productId } = await makeProduct(ctx);
    await use('review', (url) => published(ctx, who.token, reviewBody({ productId, pictures: [url] })));
    await use('store share', (url) => shared(ctx, who.token, shareBody(url)));
    await use('report', async (url) =>
      ok(await report(ctx, who.token, 'article', otherPost, { pictures: [url] }), 'report'),
    );
    await use('work order', async (url) =>
      ok(
        await post(ctx, '/api/hibackend/workOrder/save', who.token, { description: 'Help', pictures: [url] }),
        'work order',
      ),
    );
    await use('feedback', async (url) =>
      ok(
        await post(ctx, '/api/hibackend/user/feedback/add', who.token, {
          type: 'bug',
          content: 'Broken',
          contact: 'me@example.com',
          pictures: [url],
        }),
        'feedback',
      ),
    );
    await use('video cover', async (url) => {
      const video = await insertVideo(db(), {
        userId: who.userId,
        status: 'ready',
        sourceKey: 'x/never-read.mp4',
        sourceBytes: 1,
        durationMs: 6000,
      });
      await ctx.app.services.videos.cover(who.userId, video.id, { imageUrl: url });
    });
    const png = (await import('sharp')).default;
    const systemPng = await png({ create: { width: 20, height: 20, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const system = await ctx.app.services.uploads.image(null, systemPng, 'file');
    await catalogueMaker(ctx).brand('Retained brand', 1);
    await ctx.app.services.catalogue.console.createBrand(null, { name: 'Logo brand', logoUrl: system.url });
    used.push(system.url);

    const unused = [await pic(), await pic()];
    const recent = await pic();
    await db()
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${uploads.url} <> ${recent}`);

    const inUse = await urlsInUse();
    const feed = (u: string) => u.replace(/\.webp$/, '-feed.webp');
    expect(used.filter((u) => !inUse.has(u) && !inUse.has(feed(u)))).toEqual([]);
    const report1 = await ctx.app.services.retention.run();
    expect(report1.uploads).toBe(2);
    expect(report1.files).toBe(4);

    const left = await db().select().from(uploads);
    const leftUrls = new Set(left.map((u) => u.url));
    expect(unused.filter((u) => leftUrls.has(u))).toEqual([]);
    expect(leftUrls.has(recent)).toBe(true);
    // Whatever any table names survives, files and all (the oracle, not the list above).
    for (const u of left) {
      expect(await stored([u.url, u.feedUrl])).toEqual([true, true]);
    }
    for (const u of inUse) {
      expect(left.some((r) => r.url === u || r.feedUrl === u)).toBe(true);
    }
    expect(await stored(unused)).toEqual([false, false]);
    expect(await stored(unused.map(feed))).toEqual([false, false]);
  });

  it('keeps a picture for good once a feature has accepted it for use, however old', async () => {
    const who = await member(ctx);
    const url = (await uploadPng(ctx, who.token)).url;
    const owned = await ctx.app.services.uploads.owned(who.userId, [url]);
    expect(owned.has(url)).toBe(true);
    await db()
      .update(uploads)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(eq(uploads.url, url));
    await ctx.app.services.retention.run();
    expect(
      await db()
        .select()
        .from(uploads)
        .where(inArray(uploads.url, [url])),
    ).toHaveLength(1);
  });
});
