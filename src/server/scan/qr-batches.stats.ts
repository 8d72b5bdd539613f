import { and, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  SHEET_PAGE_SIZE,
  WARN_DISTINCT_MEMBERS,
  WARN_FIRST_SCAN_DAYS,
  type Batch,
} from '../../shared/schemas/scan.ts';
import type { Db } from '../db/client.ts';
import { products, qrBatches, qrCodes, qrScans } from '../db/schema.ts';
import { afterCursor, cut, usOf } from '../social/social.keyset.ts';

/** What the console shows of its batches: the row, its product, and what happened to its codes. */

const batchColumns = {
  id: qrBatches.id,
  productId: qrBatches.productId,
  productName: products.name,
  count: qrBatches.count,
  generated: qrBatches.generated,
  status: qrBatches.status,
  createdAt: qrBatches.createdAt,
  readyAt: qrBatches.readyAt,
  us: usOf(qrBatches.createdAt),
};

const selectBatches = (db: Db) =>
  db.select(batchColumns).from(qrBatches).innerJoin(products, eq(products.id, qrBatches.productId));
type BatchRow = Awaited<ReturnType<typeof selectBatches>>[number];
type Figures = Pick<Batch, 'scannedCodes' | 'claimedCodes' | 'scans' | 'warnedCodes'>;
const NONE: Figures = { scannedCodes: 0, claimedCodes: 0, scans: 0, warnedCodes: 0 };

/**
 * Scan figures per batch. Only codes scanned or claimed are grouped (the rest add nothing), and the
 * distinct members are counted only for those codes' scans.
 */
async function figures(db: Db, ids: bigint[]): Promise<Map<string, Figures>> {
  if (ids.length === 0) return new Map();
  const members = db
    .select({
      codeId: qrScans.codeId,
      n: sql<number>`count(distinct ${qrScans.userId})`.as('members'),
    })
    .from(qrScans)
    .innerJoin(qrCodes, eq(qrCodes.id, qrScans.codeId))
    .where(inArray(qrCodes.batchId, ids))
    .groupBy(qrScans.codeId)
    .as('m');
  const rows = await db
    .select({
      batchId: qrCodes.batchId,
      scannedCodes: sql<number>`(count(*) filter (where ${qrCodes.scanCount} > 0))::int`,
      claimedCodes: sql<number>`(count(*) filter (where ${qrCodes.claimedBy} is not null))::int`,
      scans: sql<number>`coalesce(sum(${qrCodes.scanCount}), 0)::int`,
      warnedCodes: sql<number>`(count(*) filter (where ${members.n} > ${WARN_DISTINCT_MEMBERS}
        or ${qrCodes.firstScanAt} < now() - make_interval(days => ${WARN_FIRST_SCAN_DAYS})))::int`,
    })
    .from(qrCodes)
    .leftJoin(members, eq(members.codeId, qrCodes.id))
    .where(and(inArray(qrCodes.batchId, ids), or(gt(qrCodes.scanCount, 0), isNotNull(qrCodes.claimedBy))))
    .groupBy(qrCodes.batchId);
  return new Map(rows.map(({ batchId, ...f }) => [String(batchId), f]));
}

function toBatch(row: BatchRow, f: Figures | undefined): Batch {
  return {
    id: String(row.id),
    productId: String(row.productId),
    productName: row.productName,
    count: row.count,
    generated: row.generated,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    ...(f ?? NONE),
    sheetPages: Math.ceil(row.count / SHEET_PAGE_SIZE),
  };
}

export async function batchRow(db: Db, id: bigint): Promise<Batch | null> {
  const [row] = await selectBatches(db).where(eq(qrBatches.id, id));
  if (!row) return null;
  return toBatch(row, (await figures(db, [id])).get(String(id)));
}

/** Newest first, keyset on (created_at, id). */
export async function batchPage(db: Db, pageSize: number, cursor: string | undefined) {
  const rows = await selectBatches(db)
    .where(afterCursor(cursor, qrBatches.createdAt, qrBatches.id, 'desc'))
    .orderBy(desc(qrBatches.createdAt), desc(qrBatches.id))
    .limit(pageSize + 1);
  const page = cut(rows, pageSize, (r) => r.id);
  const f = await figures(
    db,
    page.list.map((r) => r.id),
  );
  return { list: page.list.map((r) => toBatch(r, f.get(String(r.id)))), nextCursor: page.nextCursor };
}
