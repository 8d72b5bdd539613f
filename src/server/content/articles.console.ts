import { and, desc, eq, ilike, inArray, lt } from 'drizzle-orm';
import type { ConsoleArticle, ConsoleArticleQuery, ConsoleStatute } from '../../shared/schemas/content.ts';
import type { Db } from '../db/client.ts';
import { articles, users } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { likeEscape } from './articles.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Articles as the brand console sees them (issue 16): members' posts, published or hidden (a draft is
 * its author's business only), and the brand's statute pages in every state; newest first.
 */
export class ArticlesConsole {
  constructor(private readonly db: Db) {}

  async list(q: ConsoleArticleQuery & { pageSize: number }) {
    const statute = q.kind === 'statutes';
    const states = statute ? undefined : inArray(articles.status, ['published', 'hidden']);
    const rows = await this.db
      .select({ a: articles, nickName: users.nickName, email: users.email })
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(
        and(
          eq(articles.statute, statute),
          q.status ? eq(articles.status, q.status) : states,
          q.type ? eq(articles.type, q.type) : undefined,
          q.q ? ilike(articles.title, `%${likeEscape(q.q)}%`) : undefined,
          q.cursor && /^[0-9]{1,18}$/.test(q.cursor) ? lt(articles.id, BigInt(q.cursor)) : undefined,
        ),
      )
      .orderBy(desc(articles.id))
      .limit(q.pageSize + 1);
    const list: ConsoleArticle[] = rows.slice(0, q.pageSize).map(({ a, nickName, email }) => ({
      id: String(a.id),
      type: a.type,
      status: a.status,
      title: a.title.slice(0, 300),
      excerpt: a.excerpt,
      coverUrl: a.coverUrl,
      author: { userId: String(a.authorId), nickName, email },
      lang: a.lang,
      likeCount: a.likeCount,
      commentCount: a.commentCount,
      createdAt: a.createdAt.toISOString(),
      publishedAt: iso(a.publishedAt),
    }));
    return { list, nextCursor: rows.length > q.pageSize ? (list.at(-1)?.id ?? null) : null };
  }

  /** One statute page to edit; a member's post is not one (404). */
  async statute(id: string): Promise<ConsoleStatute> {
    const [row] = await this.db
      .select()
      .from(articles)
      .where(and(eq(articles.id, BigInt(id)), eq(articles.statute, true)));
    if (!row) throw notFound();
    return {
      id: String(row.id),
      status: row.status,
      title: row.title,
      subheadings: row.subheadings,
      blocks: row.blocks,
      lang: row.lang,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
