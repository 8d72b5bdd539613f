import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ArticleDetail, ArticlePage } from '../../shared/schemas/content.ts';
import { articles, categories, kolMembers, topics, videos, type Localised } from '../db/schema.ts';
import { call, registerUser, type TestContext } from '../test/app.ts';

export const ADMIN = 'editor@example.com';
export const API = '/api/hibackend/article';

export interface Member {
  token: string;
  userId: bigint;
}

export async function member(ctx: TestContext, email = `${randomUUID()}@example.com`): Promise<Member> {
  const session = await registerUser(ctx, email);
  return { token: session.token, userId: BigInt(session.userInfo.userId) };
}

const everywhere = (name: string): Localised => ({ en_US: name, ru_RU: name, ko_KR: name, zh_CN: name });

export async function makeCategory(ctx: TestContext, name: string): Promise<string> {
  const [row] = await ctx.app.services.database.db
    .insert(categories)
    .values({ name: everywhere(name) })
    .returning({ id: categories.id });
  return String(row?.id);
}

export async function makeTopic(ctx: TestContext, name: string | Localised): Promise<string> {
  const [row] = await ctx.app.services.database.db
    .insert(topics)
    .values({ name: typeof name === 'string' ? everywhere(name) : name })
    .returning({ id: topics.id });
  return String(row?.id);
}

export async function topicCount(ctx: TestContext, id: string): Promise<number> {
  const [row] = await ctx.app.services.database.db
    .select({ n: topics.articleCount })
    .from(topics)
    .where(eq(topics.id, BigInt(id)));
  return row?.n ?? -1;
}

export async function articleExists(ctx: TestContext, id: string): Promise<boolean> {
  const rows = await ctx.app.services.database.db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.id, BigInt(id)));
  return rows.length === 1;
}

export async function markKol(ctx: TestContext, userId: bigint) {
  await ctx.app.services.database.db.insert(kolMembers).values({ userId });
}

/** Uploads a real PNG through `POST /api/upload` and answers what the API said. */
export async function uploadPng(ctx: TestContext, token: string, width = 40, height = 30) {
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } },
  })
    .png()
    .toBuffer();
  const boundary = `----vc${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await call<{ url: string; width: number; height: number }>(ctx.app, {
    method: 'POST',
    url: '/api/upload',
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.status !== 200) throw new Error(`upload: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** `n` distinct English words. */
export const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

export const image = (url: string) => ({ type: 'image', url, width: 1, height: 1 });

/** A body that publishes, with `over` replacing any part. */
export const articleBody = (over: Record<string, unknown> = {}) => ({
  type: 'article',
  title: 'Six words make a fine title',
  blocks: [{ type: 'paragraph', text: 'A short body about coils and cotton.' }],
  source: 'original',
  draft: false,
  ...over,
});

export interface SaveAnswer {
  id: string;
  status: 'draft' | 'published';
  waitingForVideo?: boolean;
  reason?: string;
  fields?: { field: string; key: string }[];
}

export const save = (ctx: TestContext, token: string, body: Record<string, unknown>, lang = 'en_US') =>
  call<SaveAnswer>(ctx.app, {
    method: 'POST',
    url: `${API}/frontend/save`,
    headers: { authorization: token, lang },
    payload: body,
  });

/** Saves and fails the test unless it worked. */
export async function publish(ctx: TestContext, token: string, over: Record<string, unknown> = {}) {
  const res = await save(ctx, token, articleBody(over));
  if (res.status !== 200) throw new Error(`save: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

export const get = <T>(ctx: TestContext, url: string, token?: string) =>
  call<T>(ctx.app, { method: 'GET', url, headers: token ? { authorization: token } : {} });

export const detail = (ctx: TestContext, id: string, token?: string) =>
  get<ArticleDetail>(ctx, `${API}/frontend/detail/${id}`, token);

/** Every id of a keyset list, following `nextCursor` to the end. */
export async function allPages(ctx: TestContext, url: string, token?: string): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  const join = url.includes('?') ? '&' : '?';
  do {
    const res: { status: number; body: { data: ArticlePage } } = await get<ArticlePage>(
      ctx,
      cursor ? `${url}${join}cursor=${cursor}` : url,
      token,
    );
    if (res.status !== 200) throw new Error(`page: ${JSON.stringify(res.body)}`);
    pages.push(res.body.data.list.map((a) => a.id));
    cursor = res.body.data.nextCursor;
    if (pages.length > 100) throw new Error('paging does not end');
  } while (cursor);
  return pages;
}

/**
 * A member's video row written through the data layer, as the video job leaves it (`ready`: with its
 * MP4, poster and cover) or as an upload leaves it (`queued`), so that reel rules test without ffmpeg.
 */
export async function makeVideo(ctx: TestContext, userId: bigint, status: 'ready' | 'queued' | 'failed') {
  const ready = status === 'ready';
  const name = randomUUID().slice(0, 8);
  const [row] = await ctx.app.services.database.db
    .insert(videos)
    .values({
      userId,
      status,
      progress: ready ? 100 : 0,
      sourceKey: `2026-11/${name}.mp4`,
      sourceBytes: 1000,
      durationMs: 8000,
      width: ready ? 360 : null,
      height: ready ? 640 : null,
      url: ready ? `/obs/videos/2026-11/${name}.mp4` : null,
      posterUrl: ready ? `/obs/videos/2026-11/${name}-poster.webp` : null,
      coverUrl: ready ? `/obs/videos/2026-11/${name}-cover.webp` : null,
      coverWidth: ready ? 360 : null,
      coverHeight: ready ? 640 : null,
      readyAt: ready ? new Date() : null,
    })
    .returning({ id: videos.id });
  return String(row?.id);
}

/** Marks a video written by `makeVideo` ready, as the job would. */
export async function finishVideo(ctx: TestContext, id: string) {
  const base = `/obs/videos/2026-11/v${id}`;
  await ctx.app.services.database.db
    .update(videos)
    .set({
      status: 'ready',
      progress: 100,
      width: 360,
      height: 640,
      url: `${base}.mp4`,
      posterUrl: `${base}-poster.webp`,
      coverUrl: `${base}-cover.webp`,
      coverWidth: 360,
      coverHeight: 640,
      readyAt: new Date(),
    })
    .where(eq(videos.id, BigInt(id)));
}
