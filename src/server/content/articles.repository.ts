import { and, arrayContains, count, desc, eq, gt, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { queryTerms } from '../../shared/content/search-tokens.ts';
import type { ArticleType } from '../../shared/schemas/content.ts';
import type { Db, Tx } from '../db/client.ts';
import { preparedRows } from '../db/prepared.ts';
import {
  articleLikes,
  articles,
  articleSaves,
  categories,
  follows,
  footprints,
  kolMembers,
  topics,
  users,
  videos,
} from '../db/schema.ts';
import { decodeCursor, encodeCursor } from './articles.cursor.ts';
import { toListItem, type ArticleRow, type AuthorColumns, type ListRow } from './articles.mapper.ts';

type Q = Db | Tx;

/** Prefix of the title's own terms inside `search_terms` (docs: search ranking; terms never hold ':'). */
export const TITLE_TERM = 't:';
/** How many of the newest matches a search ranks (docs/decisions/050-article-search.md). */
export const SEARCH_CANDIDATES = 500;

const authorColumns = {
  authorId: articles.authorId,
  nickName: users.nickName,
  userName: users.userName,
  avatarUrl: users.avatarUrl,
  kol: sql<boolean>`exists (select 1 from ${kolMembers} where ${kolMembers.userId} = ${articles.authorId})`,
};

export const listColumns = {
  id: articles.id,
  type: articles.type,
  title: articles.title,
  coverUrl: articles.coverUrl,
  coverWidth: articles.coverWidth,
  coverHeight: articles.coverHeight,
  imageCount: articles.imageCount,
  video: articles.video,
  excerpt: articles.excerpt,
  likeCount: articles.likeCount,
  commentCount: articles.commentCount,
  status: articles.status,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  ...authorColumns,
};

// The same conditions as the partial indexes' predicates, so that the planner can use them.
export const publishedFeed = () => [eq(articles.status, 'published'), eq(articles.statute, false)];
export const publishedStatutes = () => [eq(articles.status, 'published'), eq(articles.statute, true)];

export interface PageSpec {
  where: (SQL | undefined)[];
  /** Newest published first (feeds) or newest updated first (the author's own lists). */
  order: 'published' | 'updated';
  /** Search: rows where this holds come first; the cursor carries it. */
  rank?: SQL;
}

/** What one signed-in viewer does not want in their feeds (ShieldsService.hiddenFor). */
export interface ViewerHidden {
  /** Authors the viewer blocked or muted. */
  authorIds: readonly bigint[];
  /** Articles the viewer marked "not interested". */
  articleIds: readonly bigint[];
}

/** The conditions that leave out what the viewer hid; none for a visitor or nothing hidden. */
export function hiddenConditions(h: ViewerHidden | null | undefined): SQL[] {
  if (!h) return [];
  return [
    h.authorIds.length ? notInArray(articles.authorId, [...h.authorIds]) : undefined,
    h.articleIds.length ? notInArray(articles.id, [...h.articleIds]) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

export interface FeedQuery {
  type?: ArticleType | undefined;
  categoryId?: string | undefined;
  topicId?: string | undefined;
  userId?: string | undefined;
  keyword?: string | undefined;
}

/**
 * The member feed's conditions; with a keyword, every query term must be among the search terms
 * (the GIN index `articles_search_idx`) and articles whose title holds them all rank first. Null: the
 * keyword has no terms, so nothing can match.
 */
export function feedSpec(f: FeedQuery): PageSpec | null {
  const where = [
    ...publishedFeed(),
    f.type ? eq(articles.type, f.type) : undefined,
    f.categoryId ? eq(articles.categoryId, BigInt(f.categoryId)) : undefined,
    f.topicId ? arrayContains(articles.topicIds, [BigInt(f.topicId)]) : undefined,
    f.userId ? eq(articles.authorId, BigInt(f.userId)) : undefined,
  ];
  if (!f.keyword) return { where, order: 'published' };
  const terms = queryTerms(f.keyword);
  if (terms.length === 0) return null;
  where.push(arrayContains(articles.searchTerms, terms));
  const rank = arrayContains(
    articles.searchTerms,
    terms.map((t) => TITLE_TERM + t),
  );
  return { where, order: 'published', rank };
}

/** The statement behind every keyset page (also what the index test EXPLAINs). */
export function pageQuery(db: Q, spec: PageSpec, pageSize: number, cursor: string | undefined) {
  const time = spec.order === 'published' ? articles.publishedAt : articles.updatedAt;
  const rank = spec.rank ? sql<number>`(${spec.rank})::int` : undefined;
  // A search ranks only its newest SEARCH_CANDIDATES matches: a common word matches a fifth of a
  // million articles, and ranking them all would sort that many rows on every page. The planner
  // reads the newest matches from the feed index (common words) or from the GIN index (rare ones).
  const where = rank
    ? [
        inArray(
          articles.id,
          db
            .select({ id: articles.id })
            .from(articles)
            .where(and(...spec.where))
            .orderBy(desc(time), desc(articles.id))
            .limit(SEARCH_CANDIDATES),
        ),
      ]
    : [...spec.where];
  if (cursor) {
    const key = decodeCursor(cursor, rank !== undefined);
    const at = sql`(timestamptz 'epoch' + ${key.us}::bigint * interval '1 microsecond')`;
    where.push(
      rank
        ? sql`(${rank}, ${time}, ${articles.id}) < (${key.rank ?? 0}::int, ${at}, ${key.id}::bigint)`
        : sql`(${time}, ${articles.id}) < (${at}, ${key.id}::bigint)`,
    );
  }
  return db
    .select({
      ...listColumns,
      us: sql<string>`(extract(epoch from ${time}) * 1000000)::bigint::text`,
      rank: rank ?? sql<number>`0`,
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(...where))
    .orderBy(...(rank ? [desc(rank)] : []), desc(time), desc(articles.id))
    .limit(pageSize + 1);
}

export async function page(db: Q, spec: PageSpec, pageSize: number, cursor: string | undefined) {
  const rows = await pageQuery(db, spec, pageSize, cursor);
  const list = rows.slice(0, pageSize);
  const last = list.at(-1);
  const nextCursor =
    rows.length > pageSize && last
      ? encodeCursor({ rank: spec.rank ? Number(last.rank) : undefined, us: last.us, id: String(last.id) })
      : null;
  return { list: list.map((r) => toListItem(r as ListRow)), nextCursor };
}

/**
 * How many articles `userId` published since `since`, and the oldest of those publications. The
 * member's row is locked first (until commit), so two publishes at once cannot both pass a limit.
 */
export async function recentPublications(tx: Tx, userId: bigint, since: Date) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  // A reel waiting for its video counts from when it was sent (it has no published_at yet).
  const sent = sql`coalesce(${articles.publishedAt}, ${articles.updatedAt})`;
  const [row] = await tx
    .select({ n: count(), oldest: sql<Date | string | null>`min(${sent})` })
    .from(articles)
    .where(
      and(
        eq(articles.authorId, userId),
        or(
          gt(articles.publishedAt, since),
          and(eq(articles.publishWhenReady, true), gt(articles.updatedAt, since)),
        ),
      ),
    );
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/**
 * Holds a video's row until the save commits: the job's "ready" update waits for it, so the
 * listener that publishes waiting reels always sees this one.
 */
export async function lockVideo(tx: Tx, id: bigint): Promise<void> {
  await tx.select({ id: videos.id }).from(videos).where(eq(videos.id, id)).for('share');
}

/** Most liked first (ties: the newer id), `articles_top_idx`. */
export async function mostLiked(db: Q, limit: number, extra: SQL[] = []) {
  const rows = await db
    .select(listColumns)
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(...publishedFeed(), ...extra))
    .orderBy(desc(articles.likeCount), desc(articles.id))
    .limit(limit);
  return rows.map(toListItem);
}

export async function articleWithAuthor(
  db: Q,
  where: SQL | undefined,
  order?: SQL[],
): Promise<(ArticleRow & AuthorColumns) | undefined> {
  const [row] = await db
    .select({ article: articles, ...authorColumns })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(where)
    .orderBy(...(order ?? []))
    .limit(1);
  if (!row) return undefined;
  const { article, ...author } = row;
  return { ...article, ...author };
}

/** What a signed-in viewer's article detail adds to the shared one. */
export interface Relation {
  liked: boolean;
  saved: boolean;
  followed: boolean;
}

/** A repeated visit to the member's latest footprint within this long leaves its time as it is. */
const REVISIT = '10 minutes';

/**
 * The viewer's liked / saved / followed, and with `footprint` the visit recorded (their footprint
 * list, upserted to now), in one statement: a member's detail is one round trip after the shared read.
 */
export async function viewerRelation(
  db: Q,
  articleId: bigint,
  authorId: bigint,
  viewerId: bigint,
  footprint: boolean,
): Promise<Relation> {
  // A prepared statement (decision 098): planning it was most of its time in PostgreSQL.
  const run = preparedRows<Relation>(db, footprint ? 'viewer_relation_seen' : 'viewer_relation', () =>
    viewerRelationStatement(footprint),
  );
  const [row] = await run({ articleId, authorId, viewerId });
  return { liked: Boolean(row?.liked), saved: Boolean(row?.saved), followed: Boolean(row?.followed) };
}

function viewerRelationStatement(footprint: boolean): SQL {
  const article = sql`${sql.placeholder('articleId')}::bigint`;
  const viewer = sql`${sql.placeholder('viewerId')}::bigint`;
  // Opening again the article the member last opened (a refresh, a way back) within REVISIT writes
  // nothing: it is already first in their footprint, and a read-only statement commits without a
  // log flush. Any other visit moves the article to the top: just after the latest visit even when the
  // clock has not moved on (PGlite's clock counts milliseconds, and two visits can share one).
  const seen = footprint
    ? sql`with latest as (
          select ${footprints.articleId} as article_id, ${footprints.viewedAt} as viewed_at from ${footprints}
          where ${footprints.userId} = ${viewer}
          order by ${footprints.viewedAt} desc, ${footprints.articleId} desc limit 1
        ), seen as (
          insert into ${footprints} (user_id, article_id, viewed_at)
          select ${viewer}, ${article}, greatest(now(), (select viewed_at from latest) + interval '1 microsecond')
          where not exists (select 1 from latest where article_id = ${article} and viewed_at > now() - ${sql.raw(`'${REVISIT}'`)}::interval)
          on conflict (user_id, article_id) do update set viewed_at = excluded.viewed_at returning 1
        ) `
    : sql``;
  return sql`${seen}select
    exists (select 1 from ${articleLikes} where ${articleLikes.articleId} = ${article} and ${articleLikes.userId} = ${viewer}) as liked,
    exists (select 1 from ${articleSaves} where ${articleSaves.articleId} = ${article} and ${articleSaves.userId} = ${viewer}) as saved,
    exists (select 1 from ${follows} where ${follows.followerId} = ${viewer} and ${follows.followeeId} = ${sql.placeholder('authorId')}::bigint) as followed`;
}

export async function categoryById(db: Q, id: bigint) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export function topicsByIds(db: Q, ids: readonly bigint[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(topics)
    .where(inArray(topics.id, [...ids]));
}

/** Moves `topics.article_count` by `delta` for each id (callers pass published articles only). */
export async function bumpTopics(tx: Q, ids: readonly bigint[], delta: 1 | -1) {
  if (ids.length === 0) return;
  await tx
    .update(topics)
    .set({ articleCount: sql`greatest(${topics.articleCount} + ${delta}, 0)` })
    .where(inArray(topics.id, [...ids]));
}

/** Moves the counts of the topics a published article left (`was` only) and joined (`is` only). */
export async function moveTopicCounts(tx: Q, was: readonly bigint[], is: readonly bigint[]) {
  await bumpTopics(
    tx,
    was.filter((t) => !is.includes(t)),
    -1,
  );
  await bumpTopics(
    tx,
    is.filter((t) => !was.includes(t)),
    1,
  );
}

export async function authorOf(db: Q, id: bigint): Promise<bigint | undefined> {
  const [row] = await db.select({ authorId: articles.authorId }).from(articles).where(eq(articles.id, id));
  return row?.authorId;
}

/** The article row, locked until commit (saves of one article queue up, keeping counts exact). */
export async function lockArticle(tx: Tx, where: SQL | undefined): Promise<ArticleRow | undefined> {
  const [row] = await tx.select().from(articles).where(where).for('update');
  return row;
}

/** Published articles matching every term, most liked first (suggestions). */
export function titlesMatching(db: Q, terms: string[], limit: number) {
  return db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(and(...publishedFeed(), arrayContains(articles.searchTerms, terms)))
    .orderBy(desc(articles.likeCount), desc(articles.id))
    .limit(limit);
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Topics whose name in any language contains `keyword` (topics are few: a scan is fine). */
export function topicsNamed(db: Q, keyword: string, limit: number) {
  const pattern = `%${likeEscape(keyword)}%`;
  return db
    .select({ id: topics.id, name: topics.name })
    .from(topics)
    .where(sql`exists (select 1 from jsonb_each_text(${topics.name}) as n(k, v) where n.v ilike ${pattern})`)
    .orderBy(desc(topics.articleCount), desc(topics.id))
    .limit(limit);
}
