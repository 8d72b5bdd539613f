import { and, eq, sql } from 'drizzle-orm';
import type { Comment, CommentPage, CommentThread, Reply, ReplyPage } from '../../shared/schemas/social.ts';
import type { MyCommentPageSchema } from '../../shared/schemas/social.ts';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import type { ReadCache } from '../infra/read-cache.ts';
import { articles, comments } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { once } from '../http/idempotency.ts';
import { writeNotice } from '../notifications/notifications.writer.ts';
import { assertNotBlocked } from '../people/shields.rules.ts';
import { toComment, toReply } from './comments.mapper.ts';
import { asViewer, listComments, listReplies, myComments, thread } from './comments.reads.ts';
import { commentsByIds, lockComment, plainComment, repliedInThread } from './comments.repository.ts';
import { SOCIAL_PAGE_SIZE } from './social.keyset.ts';

/** Text as the route's `CommentTextSchema` left it: trimmed, 1-500 characters. */
export interface CommentInput {
  articleId: string;
  content: string;
}
export interface ReplyInput {
  commentId: string;
  content: string;
  replyToUserId?: string | undefined;
}

/** Moves an article's comment count; the row stays locked until commit. */
const bumpArticle = (tx: Tx, articleId: bigint, delta: number) =>
  tx
    .update(articles)
    .set({ commentCount: sql`${articles.commentCount} + ${delta}` })
    .where(eq(articles.id, articleId));

/**
 * Comments and replies. Counts (`articles.comment_count`, `comments.reply_count`) move in the same
 * transaction as the rows; reply-add and delete lock the thread's comment first, then the article,
 * so they queue up instead of losing updates (and always in that order, so they never deadlock).
 */
export class CommentsService {
  constructor(
    protected readonly db: Db,
    protected readonly forgetArticles: () => void,
    /**
     * A visitor's comment pages, shared for `READ_CACHE_MS` like the feed (docs/decisions/056);
     * `forgetArticles` clears it with the article caches. Members' pages carry their own likes and
     * hidden authors, so they are always read fresh.
     */
    private readonly visitorPages?: ReadCache<CommentPage>,
  ) {}

  /** Within one (user, key) a retry answers the first result and writes nothing. */
  private run<T>(
    userId: bigint,
    key: string | undefined,
    scope: string,
    body: unknown,
    action: (tx: Tx) => Promise<T>,
  ) {
    return key ? once(this.db, { userId, key, scope, body }, action) : this.db.transaction(action);
  }

  /** Comments on a published article (404 otherwise); 403 BLOCKED when its author blocked the caller. */
  async add(userId: bigint, input: CommentInput, key?: string): Promise<Comment> {
    const body = { articleId: input.articleId, content: input.content };
    const added = await this.run(userId, key, 'social.comment', body, async (tx) => {
      // Locks the article row: its count moves with the insert below.
      const [article] = await tx
        .update(articles)
        .set({ commentCount: sql`${articles.commentCount} + 1` })
        .where(and(eq(articles.id, BigInt(input.articleId)), eq(articles.status, 'published')))
        .returning({ id: articles.id, authorId: articles.authorId });
      if (!article) throw notFound();
      await assertNotBlocked(tx, [article.authorId], userId);
      const [row] = await tx
        .insert(comments)
        .values({ articleId: article.id, authorId: userId, content: input.content })
        .returning({ id: comments.id });
      if (!row) throw notFound();
      await writeNotice(tx, {
        userId: article.authorId,
        kind: 'comment',
        actorId: userId,
        articleId: article.id,
        commentId: row.id,
        snippet: input.content,
      });
      const [full] = await commentsByIds(tx, [row.id]);
      if (!full) throw notFound();
      return toComment(full, [], { viewer: userId, liked: new Set() });
    });
    this.forgetArticles();
    return added;
  }

  /**
   * Replies in a thread. `commentId` may also be a reply's id: the answer then goes into that
   * reply's thread, to that reply's author. `replyToUserId` must have written the comment or a reply
   * in the thread (else 400). 403 BLOCKED when the article's author, the comment's author or the
   * member answered blocked the caller.
   */
  async reply(userId: bigint, input: ReplyInput, key?: string): Promise<Reply> {
    const body = { ...input };
    const added = await this.run(userId, key, 'social.reply', body, async (tx) => {
      const target = await plainComment(tx, BigInt(input.commentId));
      if (!target) throw notFound();
      const root = await lockComment(tx, target.parentId ?? target.id);
      if (!root) throw notFound();
      const [article] = await tx
        .update(articles)
        .set({ commentCount: sql`${articles.commentCount} + 1` })
        .where(and(eq(articles.id, root.articleId), eq(articles.status, 'published')))
        .returning({ id: articles.id, authorId: articles.authorId });
      if (!article) throw notFound();
      const asked = input.replyToUserId ? BigInt(input.replyToUserId) : target.authorId;
      if (asked !== root.authorId && !(await repliedInThread(tx, root.id, asked))) {
        throw badRequest('replyToUserId', 'validation.invalid');
      }
      // Stored only when it is someone other than the comment's author (see ReplySchema.replyTo).
      const replyTo = asked === root.authorId ? null : asked;
      await assertNotBlocked(tx, [article.authorId, root.authorId, ...(replyTo ? [replyTo] : [])], userId);
      const [row] = await tx
        .insert(comments)
        .values({
          articleId: article.id,
          authorId: userId,
          parentId: root.id,
          replyToUserId: replyTo,
          content: input.content,
        })
        .returning({ id: comments.id });
      if (!row) throw notFound();
      await tx
        .update(comments)
        .set({ replyCount: sql`${comments.replyCount} + 1` })
        .where(eq(comments.id, root.id));
      const notice = { kind: 'reply' as const, actorId: userId, articleId: article.id, commentId: row.id };
      await writeNotice(tx, { ...notice, userId: root.authorId, snippet: input.content });
      if (replyTo) await writeNotice(tx, { ...notice, userId: replyTo, snippet: input.content });
      const [full] = await commentsByIds(tx, [row.id]);
      if (!full) throw notFound();
      return toReply(full, { viewer: userId, liked: new Set() });
    });
    this.forgetArticles();
    return added;
  }

  /**
   * Deletes the caller's own comment (with its replies) or reply; anyone else's is 404. The thread's
   * comment is locked first, so a reply added at the same time is either deleted and counted here or
   * waits and then finds no comment.
   */
  async remove(userId: bigint, id: bigint): Promise<void> {
    await this.db.transaction(async (tx) => {
      const seen = await plainComment(tx, id);
      if (!seen || seen.authorId !== userId) throw notFound();
      const root = await lockComment(tx, seen.parentId ?? seen.id);
      if (!root) throw notFound();
      if (seen.parentId === null) {
        // The lock makes reply_count final: no reply can join or leave until commit.
        await tx.delete(comments).where(eq(comments.id, root.id));
        await bumpArticle(tx, root.articleId, -(1 + root.replyCount));
        return;
      }
      const gone = await tx
        .delete(comments)
        .where(and(eq(comments.id, id), eq(comments.authorId, userId)))
        .returning({ id: comments.id });
      if (gone.length === 0) throw notFound();
      await tx
        .update(comments)
        .set({ replyCount: sql`${comments.replyCount} - 1` })
        .where(eq(comments.id, root.id));
      await bumpArticle(tx, root.articleId, -1);
    });
    this.forgetArticles();
  }

  /**
   * An article's comments. A visitor's page is shared through the cache; so is a member's when they
   * hide nothing (`hides` false), with their likes and their own marked on it (one query); a member
   * who blocked, muted or hid something gets a page read for them alone.
   */
  page(
    articleId: bigint,
    viewer: bigint | null,
    pageSize?: number,
    cursor?: string,
    hides = true,
  ): Promise<CommentPage> {
    const size = pageSize ?? SOCIAL_PAGE_SIZE;
    if (viewer !== null && hides) return listComments(this.db, articleId, viewer, size, cursor);
    const load = () => listComments(this.db, articleId, null, size, cursor);
    const shared = this.visitorPages
      ? this.visitorPages.get(`${articleId}:${size}:${cursor ?? ''}`, load)
      : load();
    return viewer === null ? shared : shared.then((p) => asViewer(this.db, p, viewer));
  }

  replies(commentId: bigint, viewer: bigint | null, pageSize?: number, cursor?: string): Promise<ReplyPage> {
    return listReplies(this.db, commentId, viewer, pageSize ?? SOCIAL_PAGE_SIZE, cursor);
  }

  thread(id: bigint, viewer: bigint | null): Promise<CommentThread> {
    return thread(this.db, id, viewer);
  }

  mine(userId: bigint, pageSize?: number, cursor?: string): Promise<z.infer<typeof MyCommentPageSchema>> {
    return myComments(this.db, userId, pageSize ?? SOCIAL_PAGE_SIZE, cursor);
  }
}
