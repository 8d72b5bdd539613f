import { and, asc, desc, eq, inArray, isNull, lte, or, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { articles, banners, brandSpecials, categories, kolMembers, topics, users } from '../db/schema.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type BrandSpecialRow = typeof brandSpecials.$inferSelect;

const CURSOR = /^([0-9]{1,9})_([1-9][0-9]{0,17})$/;
/** Where a page of topics stopped: the last row's (articleCount, id). */
function topicCursor(cursor: string | undefined): { count: number; id: bigint } | null {
  if (cursor === undefined) return null;
  const m = CURSOR.exec(cursor);
  if (!m?.[1] || !m[2]) throw badRequest('cursor', 'validation.invalid');
  return { count: Number(m[1]), id: BigInt(m[2]) };
}

/** `%` and `_` typed by a member are letters, not wildcards. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A name in any language containing the keyword, ignoring case (topics are few: a scan is fine). */
const nameMatches = (keyword: string): SQL =>
  sql`exists (select 1 from jsonb_each_text(${topics.name}) as n where n.value ilike ${likePattern(keyword)})`;

/** The queries of the taxonomy (categories, topics, banners, brand specials, the KOL mark). */
export class TaxonomyRepository {
  constructor(private readonly db: Db) {}

  categories(): Promise<CategoryRow[]> {
    return this.db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  }

  /** Most used first, keyset on (article_count, id) descending; the cursor is `<count>_<id>`. */
  async topicsPage(keyword: string | undefined, size: number, cursor: string | undefined) {
    const after = topicCursor(cursor);
    const rows = await this.db
      .select()
      .from(topics)
      .where(
        and(
          keyword ? nameMatches(keyword) : undefined,
          after ? sql`(${topics.articleCount}, ${topics.id}) < (${after.count}, ${after.id})` : undefined,
        ),
      )
      .orderBy(desc(topics.articleCount), desc(topics.id))
      .limit(size + 1);
    const page = rows.slice(0, size);
    const last = page.at(-1);
    return { rows: page, nextCursor: rows.length > size && last ? `${last.articleCount}_${last.id}` : null };
  }

  /** Banners whose schedule includes `now`; an open start or end does not limit it. */
  liveBanners(now: Date): Promise<BannerRow[]> {
    return this.db
      .select()
      .from(banners)
      .where(
        and(
          or(isNull(banners.startAt), lte(banners.startAt, now)),
          or(isNull(banners.endAt), gt(banners.endAt, now)),
        ),
      )
      .orderBy(asc(banners.sort), asc(banners.id));
  }

  banners(): Promise<BannerRow[]> {
    return this.db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
  }

  brandSpecials(id?: bigint): Promise<BrandSpecialRow[]> {
    return this.db
      .select()
      .from(brandSpecials)
      .where(id === undefined ? undefined : eq(brandSpecials.id, id))
      .orderBy(asc(brandSpecials.sort), asc(brandSpecials.id));
  }

  /** Published articles attached to each brand special, by id (absent: none). */
  async brandArticleCounts(ids: bigint[]): Promise<Map<bigint, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: articles.brandSpecialId, n: sql<number>`count(*)::int` })
      .from(articles)
      .where(and(inArray(articles.brandSpecialId, ids), eq(articles.status, 'published')))
      .groupBy(articles.brandSpecialId);
    return new Map(rows.flatMap((r) => (r.id === null ? [] : [[r.id, Number(r.n)] as const])));
  }

  kolMembers() {
    return this.db
      .select({ userId: users.id, nickName: users.nickName, userName: users.userName })
      .from(kolMembers)
      .innerJoin(users, eq(users.id, kolMembers.userId))
      .orderBy(desc(kolMembers.createdAt), desc(kolMembers.userId));
  }
}
