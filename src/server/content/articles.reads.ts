import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { queryTerms } from '../../shared/content/search-tokens.ts';
import { DEFAULT_LANG, type Lang } from '../../shared/i18n.ts';
import type {
  ArticleDetail,
  ArticleListItem,
  ArticlePage,
  ArticleStatus,
  ArticleType,
  Suggestion,
} from '../../shared/schemas/content.ts';
import { TOP_LIST_SIZE } from '../../shared/schemas/content.ts';
import type { Db } from '../db/client.ts';
import { articles, kolMembers } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { ReadCache } from '../infra/read-cache.ts';
import type { ReadCacheBus } from '../infra/read-cache.bus.ts';
import { pickLang, toDetail, topicsInOrder } from './articles.mapper.ts';
import {
  articleWithAuthor,
  categoryById,
  feedSpec,
  hiddenConditions,
  mostLiked,
  page,
  publishedFeed,
  publishedStatutes,
  titlesMatching,
  topicsByIds,
  topicsNamed,
  viewerRelation,
  type Relation,
  type FeedQuery,
  type ViewerHidden,
} from './articles.repository.ts';

export const DEFAULT_PAGE_SIZE = 20;
const SUGGESTIONS = 10;
const SUGGESTION_CHARS = 100;

export interface FeedFilter extends FeedQuery {
  pageSize?: number | undefined;
  cursor?: string | undefined;
}

const emptyPage: ArticlePage = { list: [], nextCursor: null };

/**
 * The reading side of articles: feeds, search, the author's own lists and details. Public answers are
 * shared through a short read cache that every write clears (docs/decisions/056-read-cache.md).
 */
export class ArticleReads {
  /** Public lists and published articles, shared by every reader for `READ_CACHE_MS`. */
  private readonly pages: ReadCache<ArticlePage | { list: ArticleListItem[] }>;
  private readonly published: ReadCache<ArticleDetail | null>;
  private readonly relations: ReadCache<Relation>;
  private readonly composed = new WeakMap<ArticleDetail, WeakMap<Relation, ArticleDetail>>();

  constructor(
    protected readonly db: Db,
    caches: ReadCacheBus,
  ) {
    this.pages = caches.cache('articles', 5000);
    this.published = caches.cache('articles', 5000);
    this.relations = caches.cache('viewer-relations', 50_000);
  }

  /**
   * After a member's like, save or follow (or a block that ended a follow) has committed: their
   * liked / saved / followed flags are read afresh, here at once and on the other instances within a
   * second (docs/decisions/123).
   */
  forgetViewer(userId: bigint): void {
    this.relations.clear(String(userId));
  }

  /**
   * The viewer's flags on an article, and the visit recorded in their footprint: kept in the viewer's
   * group, so opening the same article again (a refresh, a way back) within `READ_CACHE_MS` costs no
   * statement, as the statement itself writes nothing for a repeated visit within 10 minutes. A visit
   * that records another article first clears the group here, so a way back to this one is recorded
   * again; another instance's copy can miss that for at most `READ_CACHE_MS`.
   */
  private relationOf(articleId: bigint, authorId: bigint, viewerId: bigint, footprint: boolean) {
    const group = String(viewerId);
    const key = `${articleId}:${footprint ? 'seen' : 'read'}`;
    if (footprint && !this.relations.has(key, group)) this.relations.clearHere(group);
    return this.relations.get(
      key,
      () => viewerRelation(this.db, articleId, authorId, viewerId, footprint),
      group,
    );
  }

  /** After any committed write: this instance's readers see it at once, the other instances' within a second. */
  forget(): void {
    this.pages.clear();
    this.published.clear();
  }

  private cachedPage<T extends ArticlePage | { list: ArticleListItem[] }>(
    key: unknown[],
    load: () => Promise<T>,
  ) {
    return this.pages.get(JSON.stringify(key), load) as Promise<T>;
  }

  /**
   * A public list: shared through the cache, unless the viewer hid something (blocked or muted
   * authors, "not interested" articles); then read for them alone with `hidden` in the SQL.
   */
  private listFor<T extends ArticlePage | { list: ArticleListItem[] }>(
    key: unknown[],
    hidden: ViewerHidden | null | undefined,
    load: (hiding: SQL[]) => Promise<T>,
  ) {
    const hiding = hiddenConditions(hidden);
    return hiding.length ? load(hiding) : this.cachedPage(key, () => load([]));
  }

  /** The member feed: published, not statute, newest first; with a keyword, search (title matches first). */
  listPage(f: FeedFilter, hidden?: ViewerHidden | null): Promise<ArticlePage> {
    const size = f.pageSize ?? DEFAULT_PAGE_SIZE;
    // The statement is built on a miss only: a hit costs a key and a lookup.
    return this.listFor(['feed', f], hidden, (hiding) => {
      const spec = feedSpec(f);
      if (!spec) return Promise.resolve(emptyPage);
      return page(this.db, { ...spec, where: [...spec.where, ...hiding] }, size, f.cursor);
    });
  }

  kolPage(pageSize = DEFAULT_PAGE_SIZE, cursor?: string, hidden?: ViewerHidden | null) {
    const kol = inArray(articles.authorId, this.db.select({ id: kolMembers.userId }).from(kolMembers));
    return this.listFor(['kol', pageSize, cursor], hidden, (hiding) =>
      page(this.db, { where: [...publishedFeed(), kol, ...hiding], order: 'published' }, pageSize, cursor),
    );
  }

  /**
   * The brand's statute articles in the reader's language; English when the brand wrote none in it
   * (the brand writes each statute once per language it serves).
   */
  statutePage(lang: Lang, pageSize = DEFAULT_PAGE_SIZE, cursor?: string) {
    return this.cachedPage(['statute', lang, pageSize, cursor], () => this.statutes(lang, pageSize, cursor));
  }

  private async statutes(lang: Lang, pageSize: number, cursor?: string) {
    const inLang = (l: Lang) => [...publishedStatutes(), eq(articles.lang, l)];
    const some = async (l: Lang) =>
      (
        await this.db
          .select({ id: articles.id })
          .from(articles)
          .where(and(...inLang(l)))
          .limit(1)
      ).length > 0;
    const shown = lang === DEFAULT_LANG || (await some(lang)) ? lang : DEFAULT_LANG;
    return page(this.db, { where: inLang(shown), order: 'published' }, pageSize, cursor);
  }

  brandPage(
    brandSpecialId: string,
    pageSize = DEFAULT_PAGE_SIZE,
    cursor?: string,
    hidden?: ViewerHidden | null,
  ) {
    const where = [eq(articles.brandSpecialId, BigInt(brandSpecialId)), eq(articles.status, 'published')];
    return this.listFor(['brand', brandSpecialId, pageSize, cursor], hidden, (hiding) =>
      page(this.db, { where: [...where, ...hiding], order: 'published' }, pageSize, cursor),
    );
  }

  /** The caller's own articles, newest updated first. */
  ownerPage(
    userId: bigint,
    status: ArticleStatus | undefined,
    pageSize = DEFAULT_PAGE_SIZE,
    cursor?: string,
    type?: ArticleType,
  ) {
    const where = [
      eq(articles.authorId, userId),
      status ? eq(articles.status, status) : undefined,
      type ? eq(articles.type, type) : undefined,
    ];
    return page(this.db, { where, order: 'updated' }, pageSize, cursor);
  }

  top10(hidden?: ViewerHidden | null): Promise<{ list: ArticleListItem[] }> {
    return this.listFor(['top10'], hidden, async (hiding) => ({
      list: await mostLiked(this.db, TOP_LIST_SIZE, hiding),
    }));
  }

  /**
   * Drafts are 404 for anyone but their author, and so is any article for a viewer who blocked its
   * author (`blockedIds`: the viewer's blocks, from the shields' cache). A visitor gets the shared
   * object itself (its answer is kept as bytes, http/shared-answer.ts). A signed-in viewer's liked /
   * saved / followed come after the shared read, in one statement that also records the visit in
   * their footprint (published articles of others only).
   */
  async detail(
    id: string,
    viewerId: bigint | null,
    lang: Lang,
    blockedIds: readonly bigint[] = [],
  ): Promise<ArticleDetail> {
    const found = await this.detailShared(id, viewerId, lang);
    if (viewerId === null) return found;
    const authorId = BigInt(found.author.userId);
    // An author the viewer blocked is out of their feeds; a direct link answers as if the article were
    // gone (decision 087), which does not say who blocked whom.
    if (blockedIds.includes(authorId)) throw notFound();
    const footprint = found.status === 'published' && !found.mine;
    const relation = await this.relationOf(BigInt(found.id), authorId, viewerId, footprint);
    return this.withRelation(found, relation);
  }

  /**
   * The detail with the viewer's flags: the same object for as long as both parts are the cached
   * ones, so the route sends it as kept bytes (http/shared-answer.ts); it goes when either part does.
   */
  private withRelation(found: ArticleDetail, relation: Relation): ArticleDetail {
    let byRelation = this.composed.get(found);
    if (!byRelation) {
      byRelation = new WeakMap();
      this.composed.set(found, byRelation);
    }
    let detail = byRelation.get(relation);
    if (!detail) {
      detail = { ...found, ...relation };
      byRelation.set(relation, detail);
    }
    return detail;
  }

  private async detailShared(id: string, viewerId: bigint | null, lang: Lang): Promise<ArticleDetail> {
    const shared = await this.published.get(`${id}:${lang}`, async () => {
      const row = await articleWithAuthor(this.db, eq(articles.id, BigInt(id)));
      return row?.status === 'published' ? this.detailOf(row, null, lang) : null;
    });
    if (shared) {
      const mine = viewerId !== null && shared.author.userId === String(viewerId);
      return mine ? { ...shared, mine } : shared;
    }
    // Not published (or missing): only its author may see it, always fresh (autosave changes it).
    const row = await articleWithAuthor(this.db, eq(articles.id, BigInt(id)));
    if (!row || (row.status !== 'published' && row.authorId !== viewerId)) throw notFound();
    return this.detailOf(row, viewerId, lang);
  }

  /** The caller's most recently updated draft of `type` ("continue your draft"), or null. */
  async latestDraft(userId: bigint, type: ArticleType, lang: Lang): Promise<ArticleDetail | null> {
    const row = await articleWithAuthor(
      this.db,
      and(eq(articles.authorId, userId), eq(articles.status, 'draft'), eq(articles.type, type)),
      [desc(articles.updatedAt), desc(articles.id)],
    );
    return row ? this.detailOf(row, userId, lang) : null;
  }

  private async detailOf(
    row: NonNullable<Awaited<ReturnType<typeof articleWithAuthor>>>,
    viewerId: bigint | null,
    lang: Lang,
  ) {
    const [category, topicRows] = await Promise.all([
      row.categoryId === null ? undefined : categoryById(this.db, row.categoryId),
      topicsByIds(this.db, row.topicIds),
    ]);
    return toDetail(row, {
      category: category ? { id: String(category.id), name: pickLang(category.name, lang) } : null,
      topics: topicsInOrder(row.topicIds, topicRows, lang),
      viewerId,
    });
  }

  /** Suggestions as the member types: a few topics, then titles of matching articles, most liked first. */
  async associate(keyword: string | undefined, lang: Lang): Promise<{ list: Suggestion[] }> {
    const kw = keyword?.trim() ?? '';
    if (!kw) return { list: [] };
    const terms = queryTerms(kw);
    const [topicRows, titles] = await Promise.all([
      topicsNamed(this.db, kw, SUGGESTIONS),
      terms.length ? titlesMatching(this.db, terms, SUGGESTIONS) : Promise.resolve([]),
    ]);
    const topicList = topicRows.map((t): Suggestion => ({
      kind: 'topic',
      id: String(t.id),
      text: pickLang(t.name, lang),
    }));
    const titleList = titles.map((a): Suggestion => ({
      kind: 'article',
      id: String(a.id),
      text: [...a.title].slice(0, SUGGESTION_CHARS).join(''),
    }));
    // Topics lead (at most three), titles fill the rest, remaining topics close the list.
    const list = [...topicList.slice(0, 3), ...titleList, ...topicList.slice(3)].slice(0, SUGGESTIONS);
    return { list };
  }
}
