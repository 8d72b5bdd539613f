import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { translate } from '../../shared/messages/messages.ts';
import { PRODUCT_REPORT_REASONS, REPORT_REASONS, REPORTS_PER_HOUR } from '../../shared/schemas/support.ts';
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
import type { Db, Tx } from '../db/client.ts';
import { reports, users } from '../db/schema.ts';
import { badRequest, conflict, tooMany } from '../http/errors.ts';
import { once } from '../http/idempotency.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { ModerationTargets } from './moderation.targets.ts';
import { ownReport, reportPage, toReportDetail, toReportPage } from './reports.reads.ts';
import { nextNumber } from './support.numbers.ts';

const HOUR_MS = 3_600_000;
const SNIPPET_CHARS = 200;

const snippetOf = (text: string | null) =>
  text === null ? null : [...text].slice(0, SNIPPET_CHARS).join('');

type NewReport = Omit<typeof reports.$inferInsert, 'id' | 'number' | 'reporterId' | 'reporter' | 'lang'>;

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

  /**
   * A report of something members can see now (400 naming `targetId` otherwise, or when it is the
   * reporter's own); 409 `ALREADY_REPORTED` while their report on it is open.
   */
  async add(reporter: UserRow, input: ReportAddParsed, lang: Lang, key?: string): Promise<ReportAdded> {
    const targetId = BigInt(input.targetId);
    const target = await this.targets[input.targetType].find(targetId);
    if (!target || target.hidden) throw badRequest('targetId', 'support.unknownTarget');
    if (target.ownerId === reporter.id) throw badRequest('targetId', 'support.selfReport');
    const pictures = await this.pictures(reporter.id, input.pictures ?? [], 'pictures');
    return this.file(reporter, lang, key, input, {
      targetType: input.targetType,
      targetId,
      targetOwnerId: target.ownerId,
      targetSnippet: snippetOf(target.snippet),
      reasonType: input.reasonType,
      text: input.text ?? null,
      pictures,
    });
  }

  /** A counterfeit or bad product (the `/report/product` form, or a non-genuine scan's offer). */
  async addProduct(
    reporter: UserRow,
    input: ProductReportAddParsed,
    lang: Lang,
    key?: string,
  ): Promise<ReportAdded> {
    if (input.reportTime > new Date().toISOString().slice(0, 10)) {
      throw badRequest('reportTime', 'support.futureDate');
    }
    const pictures = await this.pictures(reporter.id, input.images, 'images');
    return this.file(reporter, lang, key, input, {
      targetType: 'product',
      targetId: null,
      targetOwnerId: null,
      targetSnippet: snippetOf(input.productName),
      reasonType: input.reasonType ?? 'counterfeit',
      text: input.description,
      pictures,
      product: {
        productName: input.productName,
        salesStore: input.salesStore,
        shopNames: input.shopNames ?? null,
        contact: input.contact,
        reportTime: input.reportTime,
        code: input.code ?? null,
      },
    });
  }

  async list(userId: bigint, query: ReportListParsed, lang: Lang): Promise<ReportPage> {
    return toReportPage(await reportPage(this.db, userId, query.tab, query.pageSize, query.cursor), lang);
  }

  /** The member's own report; 404 for anyone else's. */
  async detail(userId: bigint, id: bigint, lang: Lang): Promise<ReportDetail> {
    return toReportDetail(await ownReport(this.db, userId, id), lang);
  }

  private async pictures(userId: bigint, urls: readonly string[], field: string): Promise<string[]> {
    const unique = [...new Set(urls)];
    const owned = await this.uploads.owned(userId, unique);
    if (unique.some((u) => !owned.has(u))) throw badRequest(field, 'content.imageNotOurs');
    return unique;
  }

  /** Writes the report (once per Idempotency-Key) under the reporter's row lock: limit and duplicate checks are exact. */
  private file(
    reporter: UserRow,
    lang: Lang,
    key: string | undefined,
    body: unknown,
    values: NewReport,
  ): Promise<ReportAdded> {
    const action = async (tx: Tx): Promise<ReportAdded> => {
      // NO KEY UPDATE, not UPDATE: the Idempotency-Key row already holds a key-share lock on this row
      // (its foreign key), and parallel requests upgrading to UPDATE deadlocked (decision 085).
      await tx.select({ id: users.id }).from(users).where(eq(users.id, reporter.id)).for('no key update');
      await this.checkLimit(tx, reporter.id);
      if (values.targetId !== null && values.targetId !== undefined) {
        const [open] = await tx
          .select({ id: reports.id })
          .from(reports)
          .where(
            and(
              eq(reports.reporterId, reporter.id),
              eq(reports.targetType, values.targetType),
              eq(reports.targetId, values.targetId),
              inArray(reports.state, ['submitted', 'monitoring']),
            ),
          );
        if (open) throw conflict('ALREADY_REPORTED', 'support.alreadyReported', 'targetId');
      }
      const { id, number } = await nextNumber(tx, 'reports', 'R');
      await tx.insert(reports).values({
        ...values,
        id,
        number,
        reporterId: reporter.id,
        reporter: {
          userId: String(reporter.id),
          userName: reporter.userName,
          email: reporter.email,
          nickName: reporter.nickName,
        },
        lang,
      });
      return { id: String(id), reportNumber: number };
    };
    const scope = `support.report.${values.targetType}`;
    return key
      ? once(this.db, { userId: reporter.id, key, scope, body }, action)
      : this.db.transaction(action);
  }

  /** 429 `REPORT_LIMIT` once REPORTS_PER_HOUR were filed in the last hour, with the wait until the oldest ages out. */
  private async checkLimit(tx: Tx, userId: bigint) {
    const since = new Date(Date.now() - HOUR_MS);
    const recent = await tx
      .select({ at: reports.createdAt })
      .from(reports)
      .where(and(eq(reports.reporterId, userId), gt(reports.createdAt, since)))
      .orderBy(asc(reports.createdAt))
      .limit(REPORTS_PER_HOUR);
    const oldest = recent[0];
    if (recent.length >= REPORTS_PER_HOUR && oldest) {
      const wait = Math.max(1, Math.ceil((oldest.at.getTime() + HOUR_MS - Date.now()) / 1000));
      throw tooMany('REPORT_LIMIT', 'support.reportLimit', wait);
    }
  }
}
