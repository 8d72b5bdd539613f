import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { articles } from '../db/schema.ts';
import { writeNotice } from '../notifications/notifications.writer.ts';
import type { VideoForArticle } from '../reels/videos.service.ts';
import { moveTopicCounts } from './articles.repository.ts';

/** The columns a reel takes from its video: the card's cover and the player's snapshot. */
export function reelColumns(video: VideoForArticle | null) {
  return {
    video: video?.snapshot ?? null,
    coverUrl: video?.cover?.url ?? null,
    coverWidth: video?.cover?.width ?? null,
    coverHeight: video?.cover?.height ?? null,
  };
}

/**
 * A video became ready: every reel carrying it gets the snapshot and cover, and the ones published
 * while it processed go live (topic counts move as a publish moves them) with a `reelReady` notice.
 * Safe to run twice: a reel already published is only refreshed, and told nothing.
 * Answers how many reels went live.
 */
export async function publishReadyReels(db: Db, videoId: bigint, video: VideoForArticle): Promise<number> {
  if (!video.ready) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(articles).where(eq(articles.videoId, videoId)).for('update');
    let live = 0;
    const now = new Date();
    for (const row of rows) {
      const going = row.publishWhenReady && row.status === 'draft';
      await tx
        .update(articles)
        .set({
          ...reelColumns(video),
          ...(going
            ? { status: 'published' as const, publishedAt: now, publishWhenReady: false, updatedAt: now }
            : {}),
        })
        .where(eq(articles.id, row.id));
      if (!going) continue;
      live += 1;
      await moveTopicCounts(tx, [], row.topicIds);
      await writeNotice(tx, {
        userId: row.authorId,
        kind: 'reelReady',
        actorId: row.authorId,
        articleId: row.id,
      });
    }
    return live;
  });
}

/**
 * A video failed for good: reels waiting for it stay drafts, and their authors are told once. In
 * the caller's transaction when given one (the video's own failure), as a savepoint.
 */
export async function keepFailedReelsAsDrafts(db: Db | Tx, videoId: bigint): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(articles)
      .set({ publishWhenReady: false })
      .where(and(eq(articles.videoId, videoId), eq(articles.publishWhenReady, true)))
      .returning({ id: articles.id, authorId: articles.authorId });
    for (const row of rows) {
      await writeNotice(tx, {
        userId: row.authorId,
        kind: 'reelFailed',
        actorId: row.authorId,
        articleId: row.id,
      });
    }
    return rows.length;
  });
}
