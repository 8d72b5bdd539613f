import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { articles, comments } from '../db/schema.ts';
import type { ModeratedTarget, TargetHandler } from '../support/moderation.targets.ts';

const columns = {
  authorId: comments.authorId,
  content: comments.content,
  hiddenAt: comments.hiddenAt,
  articleId: comments.articleId,
  parentId: comments.parentId,
};

const view = (r: { authorId: bigint; content: string; hiddenAt: Date | null }): ModeratedTarget => ({
  ownerId: r.authorId,
  snippet: r.content,
  hidden: r.hiddenAt !== null,
});

/**
 * The moderation queue's view of a comment or reply on a published article (issue 14). Hiding sets
 * `hidden_at`; every comment list, thread and "my comments" filters it, and the article's comment
 * count (and the thread's reply count) drop with it.
 */
export function commentModeration(db: Db, forget: () => void): TargetHandler {
  return {
    async find(id) {
      const [row] = await db
        .select(columns)
        .from(comments)
        .innerJoin(articles, eq(articles.id, comments.articleId))
        .where(and(eq(comments.id, id), eq(articles.status, 'published')));
      return row ? view(row) : null;
    },
    async setHidden(tx: Tx, id: bigint, hidden: boolean) {
      const [before] = await tx.select(columns).from(comments).where(eq(comments.id, id)).for('update');
      if (!before) return null;
      if ((before.hiddenAt !== null) !== hidden) {
        const delta = hidden ? -1 : 1;
        await tx
          .update(comments)
          .set({ hiddenAt: hidden ? new Date() : null })
          .where(eq(comments.id, id));
        await tx
          .update(articles)
          .set({ commentCount: sql`greatest(${articles.commentCount} + ${delta}, 0)` })
          .where(eq(articles.id, before.articleId));
        if (before.parentId !== null) {
          await tx
            .update(comments)
            .set({ replyCount: sql`greatest(${comments.replyCount} + ${delta}, 0)` })
            .where(eq(comments.id, before.parentId));
        }
      }
      return view({ ...before, hiddenAt: hidden ? new Date() : null });
    },
    forget,
  };
}
