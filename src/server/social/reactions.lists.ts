import { personColumns } from '../people/people.persons.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ArticlePage } from '../../shared/schemas/content.ts';
import type { Person, PersonPage } from '../../shared/schemas/social.ts';
import type { Db } from '../db/client.ts';
import type { articleSaves } from '../db/schema.ts';
import { articleLikes, articles, follows, users } from '../db/schema.ts';
import { toAuthor, toListItem } from '../content/articles.mapper.ts';
import { listColumns } from '../content/articles.repository.ts';
import { notFound } from '../http/errors.ts';
import { afterCursor, cut, usOf } from './social.keyset.ts';

/**
 * What a member liked or saved, newest reaction first, keyset on (reaction time, article id) along
 * `article_likes_user_idx` / `article_saves_user_idx`. Only published articles are listed.
 */
export async function reactedPage(
  db: Db,
  table: typeof articleLikes | typeof articleSaves,
  userId: bigint,
  size: number,
  cursor?: string,
): Promise<ArticlePage> {
  const rows = await db
    .select({ ...listColumns, us: usOf(table.createdAt) })
    .from(table)
    .innerJoin(articles, eq(articles.id, table.articleId))
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(
      and(
        eq(table.userId, userId),
        eq(articles.status, 'published'),
        afterCursor(cursor, table.createdAt, table.articleId, 'desc'),
      ),
    )
    .orderBy(desc(table.createdAt), desc(table.articleId))
    .limit(size + 1);
  const page = cut(rows, size, (r) => r.id);
  return { list: page.list.map(toListItem), nextCursor: page.nextCursor };
}

/** Who liked a published article, newest first, with the viewer's follow relation to each. */
export async function likersPage(
  db: Db,
  articleId: bigint,
  viewer: bigint | null,
  size: number,
  cursor?: string,
): Promise<PersonPage> {
  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.status, 'published')));
  if (!article) throw notFound();
  const me = viewer ?? 0n;
  const rows = await db
    .select({
      ...personColumns,
      followed: sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${me} and ${follows.followeeId} = ${users.id})`,
      followsMe: sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${users.id} and ${follows.followeeId} = ${me})`,
      us: usOf(articleLikes.createdAt),
    })
    .from(articleLikes)
    .innerJoin(users, eq(users.id, articleLikes.userId))
    .where(
      and(
        eq(articleLikes.articleId, articleId),
        afterCursor(cursor, articleLikes.createdAt, articleLikes.userId, 'desc'),
      ),
    )
    .orderBy(desc(articleLikes.createdAt), desc(articleLikes.userId))
    .limit(size + 1);
  const page = cut(rows, size, (r) => r.authorId);
  const list = page.list.map((r): Person => ({
    ...toAuthor(r),
    followed: viewer !== null && Boolean(r.followed),
    followsMe: viewer !== null && Boolean(r.followsMe),
  }));
  return { list, nextCursor: page.nextCursor };
}
