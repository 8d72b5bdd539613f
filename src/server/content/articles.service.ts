import { and, desc, eq, inArray } from 'drizzle-orm';
import { queryTerms } from '../../shared/content/search-tokens.ts';
import { DEFAULT_LANG, type Lang } from '../../shared/i18n.ts';
import type {
  ArticleDetail,
  ArticleListItem,
  ArticlePage,
  ArticleSaveParsed,
  ArticleStatus,
  ArticleType,
  Suggestion,
} from '../../shared/schemas/content.ts';
import { TOP_LIST_SIZE } from '../../shared/schemas/content.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import type { Db, Tx } from '../db/client.ts';
import { articles, brandSpecials, kolMembers } from '../db/schema.ts';
import { badRequest, conflict, notFound, tooMany } from '../http/errors.ts';
import { ReadCache } from '../infra/read-cache.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { deriveArticle, pickLang, toDetail, topicsInOrder, type ArticleRow } from './articles.mapper.ts';
import {
  articleWithAuthor,
  authorOf,
  bumpTopics,
  categoryById,
  lockArticle,
  feedSpec,
  mostLiked,
  moveTopicCounts,
  page,
  publishedFeed,
  publishedStatutes,
  recentPublications,
  TITLE_TERM,
  titlesMatching,
  topicsByIds,
  topicsNamed,
  type FeedQuery,
  type PageSpec,
} from './articles.repository.ts';

/** First publications per member per rolling hour (spec §5: publishing is rate-limited per member). */
export const PUBLISH_PER_HOUR = 20;
export const DEFAULT_PAGE_SIZE = 20;
const SUGGESTIONS = 10;
const SUGGESTION_CHARS = 100;

export interface FeedFilter extends FeedQuery {
  pageSize?: number | undefined;
  cursor?: string | undefined;
}

const emptyPage: ArticlePage = { list: [], nextCursor: null };
/** What the audit log keeps of an article (not its blocks or search terms). */
const auditView = (r: ArticleRow) => ({ id: r.id, title: r.title, status: r.status, statute: r.statute });

/**
 * Articles and stories: saving with the draft/publish rules, the feeds, search and the author's own
 * lists. `topics.article_count` counts published articles and moves in the same transaction as the
 * article, under the article's row lock, so it stays exact.
 */
export class ArticlesService {
  /** Public lists and published articles, shared by every reader for `READ_CACHE_MS`. */
  private readonly pages: ReadCache<ArticlePage | { list: ArticleListItem[] }>;
  private readonly published: ReadCache<ArticleDetail | null>;

  constructor(
    private readonly db: Db,
    private readonly uploads: UploadsService,
    readCacheMs: number,
  ) {
    this.pages = new ReadCache(readCacheMs, 5000);
    this.published = new ReadCache(readCacheMs, 5000);
  }

  /** After any write: this instance's readers see it at once (others within `READ_CACHE_MS`). */
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

  /** Creates (no id) or updates the author's article. Another member's id is a 404, as if it did not exist. */
  save(
    author: { userId: bigint; lang: Lang },
    input: ArticleSaveParsed,
    opts?: { statute?: boolean },
  ): Promise<{ id: string; status: ArticleStatus }> {
    return this.write(author, input, { statute: opts?.statute ?? false });
  }

  /** Console: a statute article written or edited by any admin, audited in the same transaction. */
  saveStatute(actor: AuthContext, lang: Lang, id: string | null, input: ArticleSaveParsed) {
    const withId = { ...input, id: id ?? undefined };
    return this.write({ userId: actor.user.id, lang }, withId, { statute: true, actor });
  }

  private async write(
    author: { userId: bigint; lang: Lang },
    input: ArticleSaveParsed,
    opts: { statute: boolean; actor?: AuthContext },
  ): Promise<{ id: string; status: ArticleStatus }> {
    const topicIds = [...new Set(input.topicIds ?? [])].map(BigInt);
    const categoryId = input.categoryId ? BigInt(input.categoryId) : null;
    if (categoryId !== null && !(await categoryById(this.db, categoryId))) {
      throw badRequest('categoryId', 'content.unknownCategory');
    }
    if ((await topicsByIds(this.db, topicIds)).length !== topicIds.length) {
      throw badRequest('topicIds', 'content.unknownTopic');
    }
    const publish = !input.draft;
    const id = input.id ? BigInt(input.id) : null;

    // Checked before the transaction: the upload service reads outside it (one connection on PGlite).
    const images = await this.images(input, author.userId, opts.statute ? id : null);
    const derived = deriveArticle(input, images, TITLE_TERM);

    const saved = await this.db.transaction(async (tx) => {
      let before: ArticleRow | undefined;
      if (id !== null) {
        // Members edit their own; the console edits any statute article.
        const owner = opts.statute ? eq(articles.statute, true) : eq(articles.authorId, author.userId);
        before = await lockArticle(tx, and(eq(articles.id, id), owner));
        if (!before) throw notFound();
        if (before.status === 'published' && !publish) {
          throw conflict('ALREADY_PUBLISHED', 'content.alreadyPublished');
        }
      }
      const firstPublish = publish && before?.status !== 'published';
      if (firstPublish && !opts.statute) await this.checkPublishLimit(tx, author.userId);
      const now = new Date();
      const values = {
        ...derived,
        status: publish ? ('published' as const) : ('draft' as const),
        categoryId,
        topicIds,
        lang: author.lang,
        updatedAt: now,
        publishedAt: firstPublish ? now : (before?.publishedAt ?? null),
      };
      const [row] = before
        ? await tx.update(articles).set(values).where(eq(articles.id, before.id)).returning()
        : await tx
            .insert(articles)
            .values({ ...values, authorId: author.userId, statute: opts.statute, createdAt: now })
            .returning();
      if (!row) throw new Error('article not written');
      const was = before?.status === 'published' ? before.topicIds : [];
      const is = publish ? topicIds : [];
      await moveTopicCounts(tx, was, is);
      if (opts.actor) {
        await audit(tx, {
          actor: opts.actor,
          action: before ? 'content.statute.update' : 'content.statute.create',
          target: `article:${row.id}`,
          before: before ? auditView(before) : undefined,
          after: auditView(row),
        });
      }
      return { id: String(row.id), status: row.status };
    });
    this.forget();
    return saved;
  }

  /**
   * The upload records of the pictures in `input`: each must be the writer's (or the system's). An
   * admin editing another admin's statute article (`statuteId`) may keep that author's pictures.
   */
  private async images(input: ArticleSaveParsed, writer: bigint, statuteId: bigint | null) {
    const urls = input.blocks.flatMap((b) => (b.type === 'image' ? [b.url] : []));
    const images = await this.uploads.owned(writer, urls);
    const rest = urls.filter((u) => !images.has(u));
    if (rest.length && statuteId !== null) {
      const author = await authorOf(this.db, statuteId);
      if (author !== undefined && author !== writer) {
        for (const [url, img] of await this.uploads.owned(author, rest)) images.set(url, img);
      }
    }
    if (urls.some((u) => !images.has(u))) throw badRequest('blocks', 'content.imageNotOurs');
    return images;
  }

  /** At most PUBLISH_PER_HOUR first publications in the last hour (statute articles are exempt). */
  private async checkPublishLimit(tx: Tx, userId: bigint) {
    const recent = await recentPublications(tx, userId, new Date(Date.now() - 3_600_000));
    if (recent.n < PUBLISH_PER_HOUR) return;
    const oldest = recent.oldest ? new Date(recent.oldest).getTime() : Date.now();
    const wait = Math.max(1, Math.ceil((oldest + 3_600_000 - Date.now()) / 1000));
    throw tooMany('PUBLISH_LIMIT', 'content.publishLimit', wait);
  }

  /** Only the author may delete; anyone else gets the 404 a missing article gets. */
  async remove(userId: bigint, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(articles)
        .where(and(eq(articles.id, BigInt(id)), eq(articles.authorId, userId)))
        .returning({ status: articles.status, topicIds: articles.topicIds });
      if (!gone) throw notFound();
      if (gone.status === 'published') await bumpTopics(tx, gone.topicIds, -1);
    });
    this.forget();
  }

  /** Attaches an article to a brand special (null detaches); audited when the console asks. */
  async setBrandSpecial(articleId: bigint, brandSpecialId: bigint | null, actor?: AuthContext) {
    const done = await this.db.transaction(async (tx) => {
      if (brandSpecialId !== null) {
        const [found] = await tx
          .select({ id: brandSpecials.id })
          .from(brandSpecials)
          .where(eq(brandSpecials.id, brandSpecialId));
        if (!found) throw badRequest('brandSpecialId', 'content.unknownBrandSpecial');
      }
      const [before] = await tx
        .select({ brandSpecialId: articles.brandSpecialId })
        .from(articles)
        .where(eq(articles.id, articleId))
        .for('update');
      if (!before) throw notFound();
      await tx.update(articles).set({ brandSpecialId }).where(eq(articles.id, articleId));
      if (actor) {
        await audit(tx, {
          actor,
          action: 'content.article.brandSpecial',
          target: `article:${articleId}`,
          before,
          after: { brandSpecialId },
        });
      }
      return { id: String(articleId) };
    });
    this.forget();
    return done;
  }

  // --- reads -------------------------------------------------------------------------------------

  /** The member feed: published, not statute, newest first; with a keyword, search (title matches first). */
  listPage(f: FeedFilter): Promise<ArticlePage> {
    const spec = feedSpec(f);
    if (!spec) return Promise.resolve(emptyPage);
    const size = f.pageSize ?? DEFAULT_PAGE_SIZE;
    return this.cachedPage(['feed', f], () => page(this.db, spec, size, f.cursor));
  }

  kolPage(pageSize = DEFAULT_PAGE_SIZE, cursor?: string) {
    const kol = inArray(articles.authorId, this.db.select({ id: kolMembers.userId }).from(kolMembers));
    const spec: PageSpec = { where: [...publishedFeed(), kol], order: 'published' };
    return this.cachedPage(['kol', pageSize, cursor], () => page(this.db, spec, pageSize, cursor));
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

  brandPage(brandSpecialId: string, pageSize = DEFAULT_PAGE_SIZE, cursor?: string) {
    const where = [eq(articles.brandSpecialId, BigInt(brandSpecialId)), eq(articles.status, 'published')];
    const load = () => page(this.db, { where, order: 'published' }, pageSize, cursor);
    return this.cachedPage(['brand', brandSpecialId, pageSize, cursor], load);
  }

  /** The caller's own articles, newest updated first. */
  ownerPage(
    userId: bigint,
    status: ArticleStatus | undefined,
    pageSize = DEFAULT_PAGE_SIZE,
    cursor?: string,
  ) {
    const where = [eq(articles.authorId, userId), status ? eq(articles.status, status) : undefined];
    return page(this.db, { where, order: 'updated' }, pageSize, cursor);
  }

  top10(): Promise<{ list: ArticleListItem[] }> {
    return this.cachedPage(['top10'], async () => ({ list: await mostLiked(this.db, TOP_LIST_SIZE) }));
  }

  /** Drafts are 404 for anyone but their author. Reading writes nothing. */
  async detail(id: string, viewerId: bigint | null, lang: Lang): Promise<ArticleDetail> {
    const shared = await this.published.get(`${id}:${lang}`, async () => {
      const row = await articleWithAuthor(this.db, eq(articles.id, BigInt(id)));
      return row?.status === 'published' ? this.detailOf(row, null, lang) : null;
    });
    if (shared) return { ...shared, mine: viewerId !== null && shared.author.userId === String(viewerId) };
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
