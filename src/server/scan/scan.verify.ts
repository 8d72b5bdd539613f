import { createHash } from 'node:crypto';
import { and, count, countDistinct, eq, isNotNull, sql } from 'drizzle-orm';
import type { VerifyResult } from '../../shared/schemas/scan.ts';
import type { Db, Tx } from '../db/client.ts';
import { catalogueBrands, products, qrBatches, qrCodes, qrScans } from '../db/schema.ts';
import { hashOfCode } from './scan.codes.ts';
import type { CoarsePlace } from './scan.places.ts';
import { placeText } from './scan.places.ts';
import { warningOf } from './scan.warnings.ts';
import type { Lang } from '../../shared/i18n.ts';

/** A printed code of a ready batch, as verification and claims read it. */
export interface GenuineCode {
  id: bigint;
  productId: bigint;
  claimedBy: bigint | null;
}

/** The code's row when it is ours and its batch is ready; null for anything else. */
export async function genuineCode(db: Db | Tx, code: string): Promise<GenuineCode | null> {
  const [row] = await db
    .select({ id: qrCodes.id, productId: qrBatches.productId, claimedBy: qrCodes.claimedBy })
    .from(qrCodes)
    .innerJoin(qrBatches, eq(qrBatches.id, qrCodes.batchId))
    .where(and(eq(qrCodes.codeHash, hashOfCode(code)), eq(qrBatches.status, 'ready')));
  return row ?? null;
}

/** SHA-256 of the caller's address with the app key: a visitor's scans are theirs, the address unkept. */
export const ipHashOf = (appKey: string, ip: string): string =>
  createHash('sha256')
    .update(appKey + ip)
    .digest('hex');

export interface ScanWho {
  userId: bigint | null;
  ipHash: string;
  lang: Lang;
  country: string | null;
}

/**
 * Records one verification and answers it. For a genuine code the scan count moves in one
 * conditional statement (concurrent verifies each count) and the first one sets the first-scan
 * time and place; the rest is read after it in the same transaction.
 */
export async function recordVerify(
  tx: Tx,
  code: string,
  place: CoarsePlace | null,
  who: ScanWho,
): Promise<VerifyResult> {
  const found = await genuineCode(tx, code);
  const country = place?.country ?? who.country;
  const [scan] = await tx
    .insert(qrScans)
    .values({
      codeId: found?.id ?? null,
      userId: who.userId,
      ipHash: who.ipHash,
      country,
      lat: place?.lat ?? null,
      lng: place?.lng ?? null,
      place: place?.town ?? null,
    })
    .returning({ id: qrScans.id });
  if (!scan) throw new Error('scan not recorded');
  const scanId = String(scan.id);
  if (!found) return { genuine: false, scanId };
  const first = sql`${qrCodes.firstScanAt} is null`;
  const [row] = await tx
    .update(qrCodes)
    .set({
      scanCount: sql`${qrCodes.scanCount} + 1`,
      firstScanAt: sql`coalesce(${qrCodes.firstScanAt}, now())`,
      firstScanCountry: sql`case when ${first} then ${country} else ${qrCodes.firstScanCountry} end`,
      firstScanPlace: sql`case when ${first} then ${place?.town ?? null} else ${qrCodes.firstScanPlace} end`,
    })
    .where(eq(qrCodes.id, found.id))
    .returning();
  if (!row) throw new Error('code vanished');
  const [product] = await tx
    .select({ id: products.id, name: products.name, images: products.images, brand: catalogueBrands.name })
    .from(products)
    .innerJoin(catalogueBrands, eq(catalogueBrands.id, products.brandId))
    .where(eq(products.id, found.productId));
  const [members] = await tx
    .select({ n: countDistinct(qrScans.userId) })
    .from(qrScans)
    .where(and(eq(qrScans.codeId, found.id), isNotNull(qrScans.userId)));
  const firstScanAt = row.firstScanAt ?? new Date();
  return {
    genuine: true,
    scanId,
    product: product && {
      id: String(product.id),
      name: product.name,
      image: product.images[0] ?? null,
      brand: product.brand,
    },
    scanCount: row.scanCount,
    firstScanAt: firstScanAt.toISOString(),
    firstScanPlace: placeText(row.firstScanPlace, row.firstScanCountry, who.lang),
    ...warningOf(Number(members?.n ?? 0), firstScanAt, new Date(), who.lang),
    claimed: row.claimedBy !== null,
    claimedByMe: row.claimedBy !== null && row.claimedBy === who.userId,
  };
}

/** My verifications, how many were genuine, and the codes I claimed. */
export async function scanCounts(db: Db, userId: bigint) {
  const [scans] = await db
    .select({ all: count(), genuine: count(qrScans.codeId) })
    .from(qrScans)
    .where(eq(qrScans.userId, userId));
  const [claimed] = await db.select({ n: count() }).from(qrCodes).where(eq(qrCodes.claimedBy, userId));
  return { scans: scans?.all ?? 0, genuineScans: scans?.genuine ?? 0, claimed: claimed?.n ?? 0 };
}
