import type { Lang } from '../../shared/i18n.ts';
import { STYLE_NAMES } from '../../shared/catalogue/styles.ts';
import { STYLES, type ProductListItem, type Style } from '../../shared/schemas/catalogue.ts';
import type { Db, Tx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { CatalogueConsole } from './catalogue-console.service.ts';
import { toBrand, toDetail, toListItem, toRef, toSeries, type ProductRef } from './catalogue.mapper.ts';
import { CatalogueRepository, type ProductFilter } from './catalogue.repository.ts';

export type { ProductRef } from './catalogue.mapper.ts';

/** A brand page lists at most this many products (a catalogue brand has tens, not thousands). */
const BRAND_PAGE_MAX = 200;

const styleItems = (codes: readonly Style[], lang: Lang) =>
  codes.map((code) => ({ code, name: STYLE_NAMES[code][lang] }));

/** Brands, series and products: the pickers, product pages and (through `console`) the brand console. */
export class CatalogueService {
  readonly console: CatalogueConsole;
  private readonly repo: CatalogueRepository;

  constructor(
    protected readonly db: Db,
    protected readonly uploads: UploadsService,
  ) {
    this.repo = new CatalogueRepository(db);
    this.console = new CatalogueConsole(db, this.repo, uploads);
  }

  // --- for the reviews and stores features ---------------------------------------------------------

  /** One product as reviews and stores need it; pass `tx` inside a transaction. */
  async productById(id: bigint, tx?: Db | Tx): Promise<ProductRef | undefined> {
    const row = await this.repo.product(id, tx);
    return row ? toRef(row) : undefined;
  }

  /** List items of the given products, in the order asked, in one query (unknown ids are left out). */
  async listItems(ids: bigint[]): Promise<ProductListItem[]> {
    const rows = await this.repo.productsByIds([...new Set(ids)]);
    const byId = new Map(rows.map((r) => [r.id, toListItem(r)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  // --- public reads --------------------------------------------------------------------------------

  async productPage(f: ProductFilter, size: number, cursor: string | undefined) {
    const page = await this.repo.productPage(f, size, cursor);
    return { list: page.rows.map(toListItem), nextCursor: page.nextCursor };
  }

  async detail(id: string, lang: Lang) {
    const row = await this.repo.product(BigInt(id));
    if (!row) throw new AppError(404, 'NOT_FOUND', 'catalogue.unknownProduct');
    return toDetail(row, lang);
  }

  async brands() {
    return { list: (await this.repo.brands()).map(toBrand) };
  }

  async series(brandId: string | undefined) {
    return { list: (await this.repo.series(brandId)).map(toSeries) };
  }

  styles(lang: Lang) {
    return { list: styleItems(STYLES, lang) };
  }

  /** The styles present among the matching products, in the catalogue's order of styles. */
  async stylesOf(f: ProductFilter, lang: Lang) {
    const present = new Set(await this.repo.styles(f));
    return {
      list: styleItems(
        STYLES.filter((s) => present.has(s)),
        lang,
      ),
    };
  }

  async models(f: ProductFilter) {
    return { list: await this.repo.models(f) };
  }

  async productNames(f: ProductFilter) {
    const rows = await this.repo.productNames(f);
    return { list: rows.map((r) => ({ id: String(r.id), name: r.name, model: r.model })) };
  }

  /** One product's flavours in its own order, or the distinct flavours of the matching products. */
  async tastes(productId: string | undefined, f: ProductFilter) {
    if (productId) return { list: (await this.repo.flavoursOf(BigInt(productId))) ?? [] };
    return { list: await this.repo.flavours(f) };
  }

  async ofBrandSpecial(brandSpecialId: string) {
    const rows = await this.repo.productsOfBrandSpecial(BigInt(brandSpecialId), BRAND_PAGE_MAX);
    return { list: rows.map(toListItem) };
  }
}
