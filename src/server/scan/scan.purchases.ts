import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { qrBatches, qrCodes, reviews } from '../db/schema.ts';

/**
 * Whether the member bought the product as far as we can tell: they claimed a genuine code of it
 * (one scan = one purchase, DESIGN §7). A product typed in (no catalogue id) was never printed.
 */
export async function hasPurchased(db: Db | Tx, userId: bigint, productId: bigint | null): Promise<boolean> {
  if (productId === null) return false;
  const [row] = await db
    .select({ id: qrCodes.id })
    .from(qrCodes)
    .innerJoin(qrBatches, eq(qrBatches.id, qrCodes.batchId))
    .where(and(eq(qrCodes.claimedBy, userId), eq(qrBatches.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/** Marks the member's review of the product a verified purchase; its id, or null when none exists. */
export async function verifyReviews(tx: Tx, userId: bigint, productId: bigint): Promise<string | null> {
  const rows = await tx
    .update(reviews)
    .set({ verifiedPurchase: true })
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .returning({ id: reviews.id });
  return rows[0] ? String(rows[0].id) : null;
}
