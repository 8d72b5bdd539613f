import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../shared/i18n.ts';
import { ArticleSaveSchema } from '../../shared/schemas/content.ts';
import demoMembers from '../content/demo/members.json' with { type: 'json' };
import taxonomy from '../content/demo/taxonomy.json' with { type: 'json' };
import { topics } from '../db/schema.ts';
import type { VideoTools } from '../infra/video.ts';
import type { Services } from '../services.ts';
import demo from './demo/reels.json' with { type: 'json' };
import { DEMO_LIBRARY } from './music.demo-library.ts';
import { demoExpression } from './music.demo.ts';

// What the demo reels show is content, not code (STYLE §14): demo/reels.json.
interface DemoReel {
  slug: string;
  author: string;
  seconds: number;
  /** A lavfi video source (and filters) at 540x960: patterns, no people, no brands. */
  look: string;
  /** A demo library recipe by title: the clip's sound is that piece, synthesised with it. */
  music: string;
  coverAtMs: number;
  topics: string[];
  caption: Record<Lang, string>;
}

type SeedServices = Pick<Services, 'database' | 'videos' | 'articles' | 'videoTools'>;

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`demo reels name an unknown ${what}`);
  return value;
};

/** One clip: the look at 15 fps with its music bed, H.264 ultrafast + AAC (the job re-encodes it). */
async function renderClip(tools: VideoTools, reel: DemoReel, file: string): Promise<void> {
  const recipe = need(
    DEMO_LIBRARY.tracks.find((t) => t.title === reel.music),
    `track "${reel.music}"`,
  );
  const d = reel.seconds;
  // 22.05 kHz halves the synthesis; the processing job resamples the sound anyway.
  const bed = `aevalsrc=exprs='${demoExpression(recipe)}':s=22050:d=${d}`;
  const shape = `afade=t=in:d=0.3,afade=t=out:st=${d - 1}:d=1,volume=2,alimiter=limit=0.9`;
  await tools.ffmpeg([
    ...['-y', '-f', 'lavfi', '-i', reel.look, '-f', 'lavfi', '-i', bed, '-t', String(d)],
    ...['-map', '0:v', '-map', '1:a', '-af', shape, '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k', '-shortest', file],
  ]);
}

/**
 * Demo reels (issue 13): short abstract clips (ffmpeg's pattern sources, a few seconds of encoding
 * in all) with a piece from the demo music library as their sound, uploaded by demo members through
 * the videos service, given a cover, and published through the articles service. They are
 * published while their videos wait for the job, which puts them live after start.
 */
export async function seedReels(
  services: SeedServices,
  members: Map<string, bigint>,
  log: FastifyBaseLogger,
): Promise<{ reels: number }> {
  const { videos, articles, database, videoTools: tools } = services;
  const english = new Map(taxonomy.topics.map((t) => [t.slug, t.name.en_US]));
  const names = [...english.values()];
  const rows = await database.db
    .select({ id: topics.id, en: sql<string>`${topics.name}->>'en_US'` })
    .from(topics)
    .where(inArray(sql`${topics.name}->>'en_US'`, names));
  const topicIds = new Map(rows.map((r) => [r.en, String(r.id)]));
  await mkdir(videos.incomingDir, { recursive: true });
  let made = 0;
  for (const reel of demo as DemoReel[]) {
    const member = need(
      demoMembers.find((m) => m.slug === reel.author),
      `member "${reel.author}"`,
    );
    const userId = need(members.get(reel.author), `member "${reel.author}"`);
    const lang = member.lang as Lang;
    const file = path.join(videos.incomingDir, `demo-${randomBytes(8).toString('hex')}.mp4`);
    try {
      await renderClip(tools, reel, file);
      const uploaded = await videos.upload(userId, { path: file, bytes: (await stat(file)).size }, 'file');
      await videos.cover(userId, BigInt(uploaded.videoId), { atMs: reel.coverAtMs });
      const input = ArticleSaveSchema.parse({
        type: 'reels',
        title: reel.caption[lang],
        blocks: [],
        source: 'original',
        videoId: uploaded.videoId,
        draft: false,
        topicIds: reel.topics.map((t) =>
          need(topicIds.get(need(english.get(t), `topic "${t}"`)), `topic "${t}"`),
        ),
      });
      await articles.save({ userId, lang }, input);
      made += 1;
    } finally {
      await rm(file, { force: true });
    }
  }
  log.info({ reels: made }, 'demo reels queued (they go live as their videos are processed)');
  return { reels: made };
}
