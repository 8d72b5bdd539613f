import { and, desc, eq, inArray } from 'drizzle-orm';
import { translate } from '../../shared/messages/messages.ts';
import type { Lang } from '../../shared/i18n.ts';
import type { ReportDetail, ReportItem, ReportPage, ReportState } from '../../shared/schemas/support.ts';
import type { MessageKey } from '../../shared/messages/messages.ts';
import type { Db, Tx } from '../db/client.ts';
import { reports } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { afterCursor, cut, usOf } from '../social/social.keyset.ts';

export type ReportRow = typeof reports.$inferSelect;

const DEFAULT_PAGE = 20;

export const reasonName = (lang: Lang, code: string) =>
  translate(lang, `support.reason.${code}` as MessageKey);

export const toReportItem = (r: ReportRow, lang: Lang): ReportItem => ({
  id: String(r.id),
  reportNumber: r.number,
  targetType: r.targetType,
  targetId: r.targetId === null ? null : String(r.targetId),
  targetSnippet: r.targetSnippet,
  reasonType: r.reasonType,
  reason: reasonName(lang, r.reasonType),
  state: r.state,
  outcome: r.outcome,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const toReportDetail = (r: ReportRow, lang: Lang): ReportDetail => ({
  ...toReportItem(r, lang),
  text: r.text,
  pictures: r.pictures,
  product: r.product ?? null,
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
});

/** The member's own reports in one tab (all when none), newest first. */
export async function reportPage(
  db: Db,
  userId: bigint,
  tab: ReportState | undefined,
  size = DEFAULT_PAGE,
  cursor?: string,
) {
  const rows = await db
    .select({ row: reports, us: usOf(reports.createdAt) })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, userId),
        tab ? eq(reports.state, tab) : undefined,
        afterCursor(cursor, reports.createdAt, reports.id, 'desc'),
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(size + 1);
  return cut(rows, size, (r) => r.row.id);
}

export const toReportPage = (page: Awaited<ReturnType<typeof reportPage>>, lang: Lang): ReportPage => ({
  list: page.list.map((r) => toReportItem(r.row, lang)),
  nextCursor: page.nextCursor,
});

/** The member's own report; 404 for anyone else's (the same answer as a missing one). */
export async function ownReport(db: Db, userId: bigint, id: bigint): Promise<ReportRow> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.reporterId, userId)));
  if (!row) throw notFound();
  return row;
}

/** The open reports on one target, locked (the queue's actions close them). */
export function openReports(tx: Tx, targetType: ReportRow['targetType'], targetId: bigint) {
  const where =
    targetType === 'product'
      ? and(eq(reports.targetType, 'product'), eq(reports.id, targetId))
      : and(eq(reports.targetType, targetType), eq(reports.targetId, targetId));
  return tx
    .select()
    .from(reports)
    .where(and(where, inArray(reports.state, ['submitted', 'monitoring'])))
    .orderBy(reports.id)
    .for('update');
}
