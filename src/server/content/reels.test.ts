import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticlePage } from '../../shared/schemas/content.ts';
import type { NoticePage } from '../../shared/schemas/social.ts';
import { startApp, type TestContext } from '../test/app.ts';
import { PUBLISH_PER_HOUR } from './articles.service.ts';
import {
  API,
  detail,
  finishVideo,
  get,
  makeTopic,
  makeVideo,
  member,
  save,
  topicCount,
  uploadPng,
  type Member,
} from './articles.fixtures.ts';

/**
 * Reels as articles (issue 13): the save rules for `type: "reels"`, publish-when-ready and the
 * listeners the video job calls. Videos are written through the data layer (no ffmpeg here; the
 * job itself is tested in src/server/reels).
 */
let ctx: TestContext;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  ctx = await startApp();
  alice = await member(ctx);
  bob = await member(ctx);
});
afterAll(() => ctx.close());

const reel = (over: Record<string, unknown> = {}) => ({
  type: 'reels',
  title: 'Sunset walk',
  blocks: [],
  source: 'original',
  draft: false,
  ...over,
});
const fieldOf = (res: { body: { data: unknown } }) =>
  (res.body.data as { fields?: { field: string }[] }).fields?.[0]?.field;
const reelsFeed = async (token?: string) =>
  (await get<ArticlePage>(ctx, `${API}/frontend/listPage?type=reels&pageSize=50`, token)).body.data.list;
const notices = async (token: string) =>
  (await get<NoticePage>(ctx, '/api/hibackend/notice/listPage?pageSize=50', token)).body.data.list;

describe('saving a reel', () => {
  it('a draft needs no video; publishing without one is 400 naming videoId', async () => {
    const draft = await save(ctx, alice.token, reel({ draft: true }));
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'draft', waitingForVideo: false });
    const bare = await save(ctx, alice.token, reel());
    expect(bare.status).toBe(400);
    expect(fieldOf(bare)).toBe('videoId');
  });

  it('refuses pictures in a reel, a video on an article, and another member’s video', async () => {
    const videoId = await makeVideo(ctx, alice.userId, 'ready');
    const png = await uploadPng(ctx, alice.token);
    const pictures = await save(
      ctx,
      alice.token,
      reel({ videoId, blocks: [{ type: 'image', url: png.url, width: 1, height: 1 }] }),
    );
    expect(pictures.status).toBe(400);
    expect(fieldOf(pictures)).toBe('blocks');
    const article = await save(ctx, alice.token, {
      ...reel({ videoId }),
      type: 'article',
      title: 'one two three four five six',
      blocks: [{ type: 'paragraph', text: 'Body' }],
    });
    expect(article.status).toBe(400);
    expect(fieldOf(article)).toBe('videoId');
    const foreign = await save(ctx, bob.token, reel({ videoId }));
    expect(foreign.status).toBe(400);
    expect(fieldOf(foreign)).toBe('videoId');
    expect((foreign.body.data as { reason?: string }).reason).toBe('UNKNOWN_VIDEO');
  });

  it('a failed video cannot be used', async () => {
    const videoId = await makeVideo(ctx, alice.userId, 'failed');
    const res = await save(ctx, alice.token, reel({ videoId }));
    expect(res.status).toBe(400);
    expect(fieldOf(res)).toBe('videoId');
  });

  it('with a ready video it is published at once, with its video and cover in the feed', async () => {
    const videoId = await makeVideo(ctx, alice.userId, 'ready');
    const res = await save(ctx, alice.token, reel({ videoId, title: 'Ready to watch' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'published', waitingForVideo: false });
    const card = (await reelsFeed()).find((a) => a.id === res.body.data.id);
    expect(card?.type).toBe('reels');
    expect(card?.video).toMatchObject({ videoId, width: 360, height: 640, durationMs: 8000 });
    expect(card?.video?.url).toMatch(/\.mp4$/);
    expect(card?.cover).toMatch(/-cover\.webp$/);
    const seen = await detail(ctx, res.body.data.id, bob.token);
    expect(seen.body.data).toMatchObject({ type: 'reels', videoId, waitingForVideo: false });
    expect(seen.body.data.video?.videoId).toBe(videoId);
  });
});

describe('publishing while the video is processing', () => {
  it('waits as a draft, goes live once when the video is ready, and tells the author once', async () => {
    const topic = await makeTopic(ctx, `reels-${Date.now()}`);
    const videoId = await makeVideo(ctx, alice.userId, 'queued');
    const res = await save(ctx, alice.token, reel({ videoId, title: 'Waiting reel', topicIds: [topic] }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'draft', waitingForVideo: true });
    const id = res.body.data.id;
    expect((await reelsFeed()).some((a) => a.id === id)).toBe(false);
    expect((await detail(ctx, id, bob.token)).status).toBe(404);
    const mine = await detail(ctx, id, alice.token);
    expect(mine.body.data).toMatchObject({ status: 'draft', waitingForVideo: true, videoId, video: null });
    expect(await topicCount(ctx, topic)).toBe(0);

    await finishVideo(ctx, videoId);
    await ctx.app.services.articles.videoReady(BigInt(videoId));
    await ctx.app.services.articles.videoReady(BigInt(videoId)); // a job re-run after a crash

    const live = await detail(ctx, id, bob.token);
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({ status: 'published', waitingForVideo: false });
    expect(live.body.data.video?.url).toMatch(/\.mp4$/);
    expect((await reelsFeed()).some((a) => a.id === id)).toBe(true);
    expect(await topicCount(ctx, topic)).toBe(1);
    const told = (await notices(alice.token)).filter((n) => n.kind === 'reelReady' && n.article?.id === id);
    expect(told).toHaveLength(1);
  });

  it('a video that fails keeps the reel a draft and tells the author', async () => {
    const videoId = await makeVideo(ctx, bob.userId, 'queued');
    const res = await save(ctx, bob.token, reel({ videoId, title: 'Doomed reel' }));
    expect(res.body.data.waitingForVideo).toBe(true);
    await ctx.app.services.articles.videoFailed(BigInt(videoId));
    await ctx.app.services.articles.videoFailed(BigInt(videoId));
    const after = await detail(ctx, res.body.data.id, bob.token);
    expect(after.body.data).toMatchObject({ status: 'draft', waitingForVideo: false });
    const told = (await notices(bob.token)).filter((n) => n.kind === 'reelFailed');
    expect(told).toHaveLength(1);
  });

  it('a draft save clears the wait; a published reel cannot switch to a video still processing', async () => {
    const queued = await makeVideo(ctx, alice.userId, 'queued');
    const waiting = await save(ctx, alice.token, reel({ videoId: queued }));
    const again = await save(
      ctx,
      alice.token,
      reel({ id: waiting.body.data.id, videoId: queued, draft: true }),
    );
    expect(again.body.data).toMatchObject({ status: 'draft', waitingForVideo: false });

    const ready = await makeVideo(ctx, alice.userId, 'ready');
    const published = await save(ctx, alice.token, reel({ videoId: ready }));
    const other = await makeVideo(ctx, alice.userId, 'queued');
    const swap = await save(ctx, alice.token, reel({ id: published.body.data.id, videoId: other }));
    expect(swap.status).toBe(409);
    expect((swap.body.data as { reason?: string }).reason).toBe('VIDEO_NOT_READY');
  });
});

describe('the hourly publish limit', () => {
  it('counts reels waiting for their video, so queued reels cannot bypass it', async () => {
    const m = await member(ctx);
    for (let i = 0; i < PUBLISH_PER_HOUR; i += 1) {
      const videoId = await makeVideo(ctx, m.userId, 'queued');
      const res = await save(ctx, m.token, reel({ videoId }));
      expect(res.body.data.waitingForVideo).toBe(true);
    }
    const over = await save(ctx, m.token, reel({ videoId: await makeVideo(ctx, m.userId, 'queued') }));
    expect(over.status).toBe(429);
  });
});

describe('lists', () => {
  it('the owner list filters by type, so reel drafts are listed alone', async () => {
    const m = await member(ctx);
    await save(ctx, m.token, reel({ draft: true, title: 'Reel draft' }));
    await save(ctx, m.token, { ...reel({ draft: true }), type: 'story', title: 'Story draft' });
    const page = await get<ArticlePage>(ctx, `${API}/owner/listPage?type=reels&status=draft`, m.token);
    expect(page.status).toBe(200);
    expect(page.body.data.list.map((a) => a.title)).toEqual(['Reel draft']);
  });

  it('the general feed carries reels with their video; articles carry none', async () => {
    const list = (await get<ArticlePage>(ctx, `${API}/frontend/listPage?pageSize=50`)).body.data.list;
    expect(list.some((a) => a.type === 'reels' && a.video !== null)).toBe(true);
    expect(list.filter((a) => a.type !== 'reels').every((a) => a.video === null)).toBe(true);
  });
});
