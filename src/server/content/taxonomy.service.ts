import type { Lang } from '../../shared/i18n.ts';
import type {
  Banner,
  BrandSpecial,
  BrandSpecialDetail,
  Category,
  Topic,
} from '../../shared/schemas/content.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { pick } from '../prizes/prizes.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { BrandFollows } from './brand-follows.service.ts';
import { TaxonomyConsole } from './taxonomy-console.service.ts';
import { TaxonomyRepository } from './taxonomy.repository.ts';

/**
 * Categories, topics, banners and brand specials as members read them, in their language (English
 * when a name lacks it). The brand writes them through `console`.
 */
export class TaxonomyService {
  private readonly repo: TaxonomyRepository;
  readonly console: TaxonomyConsole;
  /** Members following brand pages (decision 104). */
  readonly follows: BrandFollows;

  constructor(db: Db, uploads: Pick<UploadsService, 'owned'>, changed: () => void = () => undefined) {
    this.repo = new TaxonomyRepository(db);
    this.console = new TaxonomyConsole(db, this.repo, uploads, changed);
    this.follows = new BrandFollows(db);
  }

  async categories(lang: Lang): Promise<{ list: Category[] }> {
    const rows = await this.repo.categories();
    return { list: rows.map((r) => ({ id: String(r.id), name: pick(r.name, lang) })) };
  }

  /** Most used first; the keyword matches a name in any language. */
  async topicPage(lang: Lang, keyword: string | undefined, size: number, cursor: string | undefined) {
    const page = await this.repo.topicsPage(keyword, size, cursor);
    return {
      list: page.rows.map((r): Topic => ({
        id: String(r.id),
        name: pick(r.name, lang),
        articleCount: r.articleCount,
      })),
      nextCursor: page.nextCursor,
    };
  }

  /** The banners scheduled for `now`. */
  async banners(lang: Lang, now = new Date()): Promise<{ list: Banner[] }> {
    const rows = await this.repo.liveBanners(now);
    return {
      list: rows.map((r) => ({
        id: String(r.id),
        title: pick(r.title, lang),
        imageUrl: r.imageUrl,
        link: r.link,
      })),
    };
  }

  async brandSpecials(lang: Lang, id?: bigint): Promise<BrandSpecial[]> {
    const rows = await this.repo.brandSpecials(id);
    const counts = await this.repo.brandArticleCounts(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: String(r.id),
      name: pick(r.name, lang),
      description: pick(r.description, lang),
      logoUrl: r.logoUrl,
      coverUrl: r.coverUrl,
      articleCount: counts.get(r.id) ?? 0,
    }));
  }

  /** One brand page with its follower count and whether `viewer` (null: a visitor) follows it. */
  async brandSpecial(lang: Lang, id: string, viewer: bigint | null = null): Promise<BrandSpecialDetail> {
    const [found] = await this.brandSpecials(lang, BigInt(id));
    if (!found) throw new AppError(404, 'NOT_FOUND', 'content.unknownBrandSpecial');
    return { ...found, ...(await this.follows.standing(BigInt(found.id), viewer)) };
  }
}
