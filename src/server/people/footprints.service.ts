import { and, desc, eq, sql } from 'drizzle-orm';
import type { FootprintPage } from '../../shared/schemas/social.ts';
import { decodeCursor, encodeCursor } from '../content/articles.cursor.ts';
import { toListItem } from '../content/articles.mapper.ts';
import { listColumns } from '../content/articles.repository.ts';
import type { Db } from '../db/client.ts';
import { articles, footprints, users } from '../db/schema.ts';
import { atMicros, microsOf, PEOPLE_PAGE } from './people.persons.ts';

/** Articles a member opened: one row per article, the latest visit first; only the member sees it. */
export class FootprintsService {
  constructor(
    protected readonly db: Db,
    protected readonly forgetArticles: () => void,
    /** After the member's change of what their article details show (docs/decisions/123). */
    protected readonly forgetViewer: (userId: bigint) => void = () => undefined,
  ) {}

  /** Newest visit first (`footprints_user_idx`); articles since unpublished or removed drop out. */
  async page(userId: bigint, pageSize = PEOPLE_PAGE, cursor?: string): Promise<FootprintPage> {
    const where = [eq(footprints.userId, userId), eq(articles.status, 'published')];
    if (cursor) {
      const key = decodeCursor(cursor);
      where.push(
        sql`(${footprints.viewedAt}, ${footprints.articleId}) < (${atMicros(key.us)}, ${key.id}::bigint)`,
      );
    }
    const rows = await this.db
      .select({ ...listColumns, viewedAt: footprints.viewedAt, us: microsOf(footprints.viewedAt) })
      .from(footprints)
      .innerJoin(articles, eq(articles.id, footprints.articleId))
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(and(...where))
      .orderBy(desc(footprints.viewedAt), desc(footprints.articleId))
      .limit(pageSize + 1);
    const list = rows.slice(0, pageSize);
    const last = list.at(-1);
    const nextCursor =
      rows.length > pageSize && last ? encodeCursor({ us: last.us, id: String(last.id) }) : null;
    return {
      list: list.map((r) => ({ ...toListItem(r), viewedAt: r.viewedAt.toISOString() })),
      nextCursor,
    };
  }

  /** Clears the member's whole footprint. */
  async clear(userId: bigint): Promise<void> {
    await this.db.delete(footprints).where(eq(footprints.userId, userId));
    this.forgetViewer(userId);
  }
}
