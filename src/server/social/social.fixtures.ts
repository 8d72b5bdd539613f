import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Comment, Reply } from '../../shared/schemas/social.ts';
import type { Member } from '../content/articles.fixtures.ts';
import { API } from '../content/articles.fixtures.ts';
import { articles, comments, notifications } from '../db/schema.ts';
import { call, type TestContext } from '../test/app.ts';

/**
 * Members made straight through the auth service (one transaction each), which is much faster than
 * the mail-code registration when a test needs dozens of them.
 */
export async function quickMembers(ctx: TestContext, n: number): Promise<Member[]> {
  const { auth, database } = ctx.app.services;
  const made: Member[] = [];
  for (let i = 0; i < n; i++) {
    const session = await database.db.transaction(async (tx) => {
      const user = await auth.createUser(tx, {
        email: `${randomUUID()}@example.com`,
        birthday: '1990-01-01',
        countryCode: 'US',
      });
      return auth.openSession(tx, user);
    });
    made.push({ token: session.token, userId: BigInt(session.userInfo.userId) });
  }
  return made;
}

const post = <T>(ctx: TestContext, url: string, token: string, payload: unknown, headers = {}) =>
  call<T>(ctx.app, {
    method: 'POST',
    url,
    headers: { authorization: token, ...headers },
    payload: payload as Record<string, unknown>,
  });

export const addComment = (
  ctx: TestContext,
  token: string,
  articleId: string,
  content: string,
  headers = {},
) => post<Comment>(ctx, `${API}/evaluate/add`, token, { articleId, content }, headers);

export const addReply = (ctx: TestContext, token: string, body: Record<string, unknown>) =>
  post<Reply>(ctx, `${API}/evaluateReply/add`, token, body);

export const removeComment = (ctx: TestContext, token: string, id: string) =>
  call<null>(ctx.app, { method: 'DELETE', url: `${API}/evaluate/${id}`, headers: { authorization: token } });

export const likeArticle = (ctx: TestContext, token: string, articleId: string, like = true) =>
  post<{ liked: boolean; likeCount: number }>(ctx, `${API}/like`, token, { articleId, like });

export const saveArticle = (ctx: TestContext, token: string, articleId: string, saved = true) =>
  post<{ saved: boolean; saveCount: number }>(ctx, `${API}/collect`, token, { articleId, saved });

export const likeComment = (ctx: TestContext, token: string, commentId: string, like = true) =>
  post<{ liked: boolean; likeCount: number }>(ctx, `${API}/evaluate/like`, token, { commentId, like });

/** The article's counters as stored. */
export async function counters(ctx: TestContext, articleId: string) {
  const [row] = await ctx.app.services.database.db
    .select({ like: articles.likeCount, save: articles.saveCount, comment: articles.commentCount })
    .from(articles)
    .where(eq(articles.id, BigInt(articleId)));
  if (!row) throw new Error('no such article');
  return row;
}

/** How many comment rows (comments and replies) the article really has. */
export async function commentRows(ctx: TestContext, articleId: string, parentOnly = false) {
  const [row] = await ctx.app.services.database.db
    .select({ n: count() })
    .from(comments)
    .where(
      and(eq(comments.articleId, BigInt(articleId)), parentOnly ? isNull(comments.parentId) : undefined),
    );
  return row?.n ?? -1;
}

/** The notifications a member received of one kind. */
export const noticesOf = (
  ctx: TestContext,
  userId: bigint,
  kind: 'comment' | 'reply' | 'like' | 'commentLike',
  articleId?: string,
) =>
  ctx.app.services.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, kind),
        articleId ? eq(notifications.articleId, BigInt(articleId)) : undefined,
      ),
    );

export const fieldOf = (res: { body: { data: unknown } }) =>
  (res.body.data as { fields?: { field: string }[] } | null)?.fields?.[0]?.field;
export const reasonOf = (res: { body: { data: unknown } }) =>
  (res.body.data as { reason?: string } | null)?.reason;
