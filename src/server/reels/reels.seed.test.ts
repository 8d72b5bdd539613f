import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/i18n.ts';
import demoMembers from '../content/demo/members.json' with { type: 'json' };
import taxonomy from '../content/demo/taxonomy.json' with { type: 'json' };
import { articles, topics, videos } from '../db/schema.ts';
import { systemVideoTools } from '../infra/video.ts';
import { startApp, type TestContext } from '../test/app.ts';
import demo from './demo/reels.json' with { type: 'json' };
import { seedReels } from './reels.seed.ts';
import { originalKey } from './videos.files.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(() => ctx.close());

describe('demo reels', () => {
  it('are uploaded by demo members with a cover and published to wait for their videos', async () => {
    const { services } = ctx.app;
    const db = services.database.db;
    const members = new Map<string, bigint>();
    for (const m of demoMembers.filter((d) => demo.some((r) => r.author === d.slug))) {
      const user = await db.transaction((tx) =>
        services.auth.createUser(tx, {
          email: m.email,
          nickName: m.nickName,
          birthday: '1990-05-14',
          countryCode: m.countryCode,
        }),
      );
      members.set(m.slug, user.id);
    }
    await db.insert(topics).values(taxonomy.topics.map((t) => ({ name: t.name })));

    expect(await seedReels(services, members, ctx.app.log)).toEqual({ reels: demo.length });

    const reels = await db.select().from(articles).where(eq(articles.type, 'reels'));
    expect(reels).toHaveLength(demo.length);
    for (const reel of demo) {
      const author = demoMembers.find((m) => m.slug === reel.author);
      const lang = author?.lang as Lang;
      const article = reels.find((a) => a.authorId === members.get(reel.author));
      expect(article, reel.slug).toMatchObject({ lang, status: 'draft', publishWhenReady: true });
      expect(article?.topicIds).toHaveLength(reel.topics.length);
      const [video] = await db
        .select()
        .from(videos)
        .where(eq(videos.id, article?.videoId ?? 0n));
      expect(video).toMatchObject({ userId: members.get(reel.author), status: 'queued' });
      expect(video?.coverUrl).toMatch(/^\/obs\/videos\/.+\.webp$/);
      expect(Math.abs((video?.durationMs ?? 0) - reel.seconds * 1000)).toBeLessThan(200);
    }
    // The clips are what the upload rules accept: portrait 540x960, with sound.
    const [first] = await db.select().from(videos).limit(1);
    const source = path.join(ctx.dataDir, 'original.mp4');
    expect(await services.storage.private.download(originalKey(first?.sourceKey ?? ''), source)).toBe(true);
    const probe = await systemVideoTools('ffmpeg', 'ffprobe').probe(source);
    expect(probe).toMatchObject({ width: 540, height: 960, videoCodec: 'h264', audioCodec: 'aac' });
    // Six clips through ffmpeg: seconds each on a quiet machine, far more while the suite runs beside it.
  }, 180_000);
});
