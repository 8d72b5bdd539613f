import { and, eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type { ArticleSaved, ArticleSaveParsed } from '../../shared/schemas/content.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import type { Db, Tx } from '../db/client.ts';
import { articles, brandSpecials } from '../db/schema.ts';
import { badRequest, conflict, notFound, tooMany } from '../http/errors.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { VideoForArticle, VideosService } from '../reels/videos.service.ts';
import { keepFailedReelsAsDrafts, publishReadyReels, reelColumns } from './articles.reels.ts';
import type { ReadCacheBus } from '../infra/read-cache.bus.ts';
import { ArticleReads } from './articles.reads.ts';
import { deriveArticle, type ArticleRow } from './articles.mapper.ts';
import {
  authorOf,
  bumpTopics,
  categoryById,
  lockArticle,
  lockVideo,
  moveTopicCounts,
  recentPublications,
  TITLE_TERM,
  topicsByIds,
} from './articles.repository.ts';

/** First publications per member per rolling hour (spec §5: publishing is rate-limited per member). */
export const PUBLISH_PER_HOUR = 20;
/** What the audit log keeps of an article (not its blocks or search terms). */
const auditView = (r: ArticleRow) => ({ id: r.id, title: r.title, status: r.status, statute: r.statute });

/**
 * Articles and stories: saving with the draft/publish rules, the feeds, search and the author's own
 * lists. `topics.article_count` counts published articles and moves in the same transaction as the
 * article, under the article's row lock, so it stays exact.
 */
export class ArticlesService extends ArticleReads {
  constructor(
    db: Db,
    private readonly uploads: UploadsService,
    private readonly videos: VideosService,
    caches: ReadCacheBus,
  ) {
    super(db, caches);
  }

  /** Creates (no id) or updates the author's article. Another member's id is a 404, as if it did not exist. */
  save(
    author: { userId: bigint; lang: Lang },
    input: ArticleSaveParsed,
    opts?: { statute?: boolean },
  ): Promise<ArticleSaved> {
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
  ): Promise<ArticleSaved> {
    const topicIds = [...new Set(input.topicIds ?? [])].map(BigInt);
    const categoryId = input.categoryId ? BigInt(input.categoryId) : null;
    if (categoryId !== null && !(await categoryById(this.db, categoryId))) {
      throw badRequest('categoryId', 'content.unknownCategory');
    }
    if ((await topicsByIds(this.db, topicIds)).length !== topicIds.length) {
      throw badRequest('topicIds', 'content.unknownTopic');
    }
    const id = input.id ? BigInt(input.id) : null;

    // Checked before the transaction: the upload and video services read outside it (one
    // connection on PGlite).
    const images = await this.images(input, author.userId, opts.statute ? id : null);
    let video = await this.reelVideo(input, author.userId);

    const saved = await this.db.transaction(async (tx) => {
      if (video && !video.ready && input.videoId) {
        // The video may have become ready since: look again under a lock the job's "ready" update
        // waits for, so its listener either sees this reel or ran before and we see it ready.
        await lockVideo(tx, BigInt(input.videoId));
        video = await this.videos.forArticle(author.userId, BigInt(input.videoId), tx);
      }
      const derived = { ...deriveArticle(input, images, TITLE_TERM), ...this.reelOf(input, video) };
      // A reel published while its video processes waits as a draft and goes live when it is ready.
      const waiting = !input.draft && video !== null && !video.ready;
      const publish = !input.draft && !waiting;
      let before: ArticleRow | undefined;
      if (id !== null) {
        // Members edit their own; the console edits any statute article.
        const owner = opts.statute ? eq(articles.statute, true) : eq(articles.authorId, author.userId);
        before = await lockArticle(tx, and(eq(articles.id, id), owner));
        if (!before) throw notFound();
        if (before.status === 'hidden') throw conflict('HIDDEN', 'support.hiddenContent');
        if (before.status === 'published' && waiting) {
          throw conflict('VIDEO_NOT_READY', 'reels.videoNotReady', 'videoId');
        }
        if (before.status === 'published' && !publish) {
          throw conflict('ALREADY_PUBLISHED', 'content.alreadyPublished');
        }
      }
      const firstPublish = publish && before?.status !== 'published';
      if ((firstPublish || waiting) && !opts.statute) await this.checkPublishLimit(tx, author.userId);
      const now = new Date();
      const values = {
        ...derived,
        status: publish ? ('published' as const) : ('draft' as const),
        categoryId,
        topicIds,
        lang: author.lang,
        publishWhenReady: waiting,
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
      return { id: String(row.id), status: row.status, waitingForVideo: row.publishWhenReady };
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

  /** A reel's video as the writer may use it (400 naming `videoId` otherwise); null for the rest. */
  private async reelVideo(input: ArticleSaveParsed, writer: bigint): Promise<VideoForArticle | null> {
    if (input.type !== 'reels' || !input.videoId) return null;
    return this.videos.forArticle(writer, BigInt(input.videoId));
  }

  /** What a reel stores of its video; other types carry none. */
  private reelOf(input: ArticleSaveParsed, video: VideoForArticle | null) {
    if (input.type !== 'reels') return { videoId: null, video: null };
    return { videoId: input.videoId ? BigInt(input.videoId) : null, ...reelColumns(video) };
  }

  /** The job's listener: reels waiting for `videoId` go live (docs/decisions/068). */
  async videoReady(videoId: bigint): Promise<void> {
    const video = await this.videos.forArticles(videoId);
    if (!video) return;
    await publishReadyReels(this.db, videoId, video);
    this.forget();
  }

  /**
   * The job's listener, in the transaction marking the video failed: reels waiting for it stay
   * drafts and their authors are told; answers whether anyone was.
   */
  async videoFailed(videoId: bigint, tx: Db | Tx = this.db): Promise<boolean> {
    return (await keepFailedReelsAsDrafts(tx, videoId)) > 0;
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

  /** Titles by id (the console's usage overview names its top articles). */
  async titles(ids: bigint[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(inArray(articles.id, ids));
    return new Map(rows.map((r) => [String(r.id), r.title]));
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
}
