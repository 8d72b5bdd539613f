import { translate } from '../../shared/messages/messages.ts';
import { PRODUCT_REPORT_REASONS, REPORT_REASONS } from '../../shared/schemas/support.ts';
import type { Lang } from '../../shared/i18n.ts';
import type {
  Option,
  ProductReportAddParsed,
  ReportAddParsed,
  ReportAdded,
  ReportDetail,
  ReportListParsed,
  ReportPage,
} from '../../shared/schemas/support.ts';
import type { UserRow } from '../auth/user.mapper.ts';
import type { Db } from '../db/client.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { ModerationTargets } from './moderation.targets.ts';

/**
 * Reports of content, members (`/api/hibackend/user/report/...`) and products
 * (`/api/hibackend/productReport/add`): numbered, one open report per member and target, at most
 * REPORTS_PER_HOUR an hour per member.
 */
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly uploads: UploadsService,
    private readonly targets: ModerationTargets,
  ) {}

  /** Reasons in the caller's language: content reasons, or product ones (`counterfeit`, `quality`). */
  types(lang: Lang, kind: 'content' | 'product'): Option[] {
    const codes = kind === 'product' ? PRODUCT_REPORT_REASONS : REPORT_REASONS;
    return codes.map((code) => ({ code, name: translate(lang, `support.reason.${code}`) }));
  }

  add(reporter: UserRow, input: ReportAddParsed, lang: Lang): Promise<ReportAdded> {
    void [this.db, this.uploads, this.targets, reporter, input, lang];
    throw new Error('not built yet');
  }

  addProduct(reporter: UserRow, input: ProductReportAddParsed, lang: Lang): Promise<ReportAdded> {
    void [reporter, input, lang];
    throw new Error('not built yet');
  }

  list(userId: bigint, query: ReportListParsed, lang: Lang): Promise<ReportPage> {
    void [userId, query, lang];
    throw new Error('not built yet');
  }

  /** The member's own report; 404 for anyone else's. */
  detail(userId: bigint, id: bigint, lang: Lang): Promise<ReportDetail> {
    void [userId, id, lang];
    throw new Error('not built yet');
  }
}
