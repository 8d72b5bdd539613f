import { and, eq, sql } from 'drizzle-orm';
import type { ArticlePage } from '../../shared/schemas/content.ts';
import type { Liked, PersonPage, Saved } from '../../shared/schemas/social.ts';
import type { Db, Tx } from '../db/client.ts';
import { articleLikes, articles, articleSaves, commentLikes, comments } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { writeNotice } from '../notifications/notifications.writer.ts';
import { likersPage, reactedPage } from './reactions.lists.ts';
import { SOCIAL_PAGE_SIZE } from './social.keyset.ts';

/** A published article, or 404 (drafts and missing articles cannot be liked or saved). */
async function publishedArticle(tx: Tx, id: bigint) {
  const [row] = await tx
    .select({ id: articles.id, authorId: articles.authorId })
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.status, 'published')));
  if (!row) throw notFound();
  return row;
}

/** +1, -1 or nothing: whether the insert or delete before it changed a row. */
const deltaOf = (on: boolean, changed: number) => (changed === 0 ? 0 : on ? 1 : -1);

/**
 * Likes and saves of articles, likes of comments and replies. Idempotent: a counter moves only when
 * the row insert (`on conflict do nothing`) or delete actually changed a row, in the same
 * transaction, so concurrent and repeated calls keep every count equal to its rows.
 */
export class ReactionsService {
  constructor(
    protected readonly db: Db,
    protected readonly forgetArticles: () => void,
    /** After the member's change of what their article details show (docs/decisions/123). */
    protected readonly forgetViewer: (userId: bigint) => void = () => undefined,
  ) {}

  async likeArticle(userId: bigint, articleId: bigint, like: boolean): Promise<Liked> {
    const { likeCount, delta } = await this.db.transaction(async (tx) => {
      const article = await publishedArticle(tx, articleId);
      const key = and(eq(articleLikes.articleId, articleId), eq(articleLikes.userId, userId));
      const changed = like
        ? await tx.insert(articleLikes).values({ articleId, userId }).onConflictDoNothing().returning()
        : await tx.delete(articleLikes).where(key).returning();
      const delta = deltaOf(like, changed.length);
      const [row] = await tx
        .update(articles)
        .set({ likeCount: sql`${articles.likeCount} + ${delta}` })
        .where(eq(articles.id, articleId))
        .returning({ likeCount: articles.likeCount });
      if (delta > 0) {
        await writeNotice(tx, { userId: article.authorId, kind: 'like', actorId: userId, articleId });
      }
      return { likeCount: row?.likeCount ?? 0, delta };
    });
    if (delta !== 0) {
      this.forgetArticles();
      this.forgetViewer(userId);
    }
    return { liked: like, likeCount };
  }

  async saveArticle(userId: bigint, articleId: bigint, saved: boolean): Promise<Saved> {
    const { saveCount, delta } = await this.db.transaction(async (tx) => {
      await publishedArticle(tx, articleId);
      const key = and(eq(articleSaves.articleId, articleId), eq(articleSaves.userId, userId));
      const changed = saved
        ? await tx.insert(articleSaves).values({ articleId, userId }).onConflictDoNothing().returning()
        : await tx.delete(articleSaves).where(key).returning();
      const delta = deltaOf(saved, changed.length);
      const [row] = await tx
        .update(articles)
        .set({ saveCount: sql`${articles.saveCount} + ${delta}` })
        .where(eq(articles.id, articleId))
        .returning({ saveCount: articles.saveCount });
      return { saveCount: row?.saveCount ?? 0, delta };
    });
    if (delta !== 0) {
      this.forgetArticles();
      this.forgetViewer(userId);
    }
    return { saved, saveCount };
  }

  /** Likes a comment or a reply on a published article; 404 otherwise. */
  async likeComment(userId: bigint, commentId: bigint, like: boolean): Promise<Liked> {
    const { likeCount, delta } = await this.db.transaction(async (tx) => {
      const [comment] = await tx
        .select({ id: comments.id, authorId: comments.authorId, articleId: comments.articleId })
        .from(comments)
        .innerJoin(articles, eq(articles.id, comments.articleId))
        .where(and(eq(comments.id, commentId), eq(articles.status, 'published')));
      if (!comment) throw notFound();
      const key = and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId));
      const changed = like
        ? await tx.insert(commentLikes).values({ commentId, userId }).onConflictDoNothing().returning()
        : await tx.delete(commentLikes).where(key).returning();
      const delta = deltaOf(like, changed.length);
      const [row] = await tx
        .update(comments)
        .set({ likeCount: sql`${comments.likeCount} + ${delta}` })
        .where(eq(comments.id, commentId))
        .returning({ likeCount: comments.likeCount });
      if (!row) throw notFound();
      if (delta > 0) {
        await writeNotice(tx, {
          userId: comment.authorId,
          kind: 'commentLike',
          actorId: userId,
          articleId: comment.articleId,
          commentId,
        });
      }
      return { likeCount: row.likeCount, delta };
    });
    if (delta !== 0) this.forgetArticles();
    return { liked: like, likeCount };
  }

  likedPage(userId: bigint, pageSize?: number, cursor?: string): Promise<ArticlePage> {
    return reactedPage(this.db, articleLikes, userId, pageSize ?? SOCIAL_PAGE_SIZE, cursor);
  }

  savedPage(userId: bigint, pageSize?: number, cursor?: string): Promise<ArticlePage> {
    return reactedPage(this.db, articleSaves, userId, pageSize ?? SOCIAL_PAGE_SIZE, cursor);
  }

  likers(articleId: bigint, viewer: bigint | null, pageSize?: number, cursor?: string): Promise<PersonPage> {
    return likersPage(this.db, articleId, viewer, pageSize ?? SOCIAL_PAGE_SIZE, cursor);
  }
}
