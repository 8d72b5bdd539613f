import { personColumns } from '../people/people.persons.ts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Author } from '../../shared/schemas/content.ts';
import { decodeCursor, encodeCursor } from '../content/articles.cursor.ts';
import { toAuthor } from '../content/articles.mapper.ts';
import type { Db, Tx } from '../db/client.ts';
import { articles, comments, notifications, users } from '../db/schema.ts';

type Q = Db | Tx;

/** One page of a member's notifications, newest activity first (index `notifications_user_idx`). */
export async function noticePage(db: Q, userId: bigint, pageSize: number, cursor: string | undefined) {
  const where = [eq(notifications.userId, userId)];
  if (cursor) {
    const key = decodeCursor(cursor);
    const at = sql`(timestamptz 'epoch' + ${key.us}::bigint * interval '1 microsecond')`;
    where.push(sql`(${notifications.updatedAt}, ${notifications.id}) < (${at}, ${key.id}::bigint)`);
  }
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      actorIds: notifications.actorIds,
      actorCount: notifications.actorCount,
      articleId: articles.id,
      articleTitle: articles.title,
      articleCover: articles.coverUrl,
      // The thread `/reply/{id}` shows: a reply's own id would not open a thread page.
      threadId: sql<string | null>`coalesce(${comments.parentId}, ${comments.id})::text`,
      snippet: notifications.snippet,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      updatedAt: notifications.updatedAt,
      us: sql<string>`(extract(epoch from ${notifications.updatedAt}) * 1000000)::bigint::text`,
    })
    .from(notifications)
    .leftJoin(articles, eq(articles.id, notifications.articleId))
    .leftJoin(comments, eq(comments.id, notifications.commentId))
    .where(and(...where))
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(pageSize + 1);
  const list = rows.slice(0, pageSize);
  const last = list.at(-1);
  const nextCursor =
    rows.length > pageSize && last ? encodeCursor({ us: last.us, id: String(last.id) }) : null;
  return { list, nextCursor };
}

/** The public profiles of the given members, in one query. */
export async function authorsById(db: Q, ids: readonly bigint[]): Promise<Map<bigint, Author>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      ...personColumns,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.authorId, toAuthor(r)]));
}

/** The bell shows "99+" past 99: counting stops at 100, so a member with a million unread costs no more. */
export const UNREAD_CAP = 100;

export async function unreadNotices(db: Q, userId: bigint): Promise<number> {
  const unread = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .limit(UNREAD_CAP)
    .as('unread');
  const [row] = await db.select({ n: count() }).from(unread);
  return row?.n ?? 0;
}
