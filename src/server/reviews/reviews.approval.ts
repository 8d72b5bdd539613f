import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TypedProductApprove, TypedProductApproved } from '../../shared/schemas/reviews.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import type { Db } from '../db/client.ts';
import { products, reviews } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { PointsService } from '../points/points.service.ts';
import { creditReview } from './reviews.credit.ts';
import { productKeyOf } from './reviews.keys.ts';

/**
 * The brand approves a typed-in product into the catalogue: `input` names the product members typed,
 * `productId` the catalogue product it is (docs/decisions/088). Every complete, visible review that
 * typed that name and earned nothing yet is paid REVIEW_COMPLETE once, under the catalogue product's
 * key, so a member who also reviewed the catalogue product is not paid twice and a repeated or
 * concurrent approval pays nobody again. Reviews keep their typed names; the call is audited.
 *
 * Lock order as in reviews.service.ts: the reviews (by id), then each member's wallet (earnOnce).
 */
export async function approveTypedProduct(
  db: Db,
  points: PointsService,
  actor: AuthContext,
  productId: string,
  input: TypedProductApprove,
): Promise<TypedProductApproved> {
  const id = BigInt(productId);
  const typedKey = productKeyOf(null, input.brandName, input.productName);
  const awardKey = `REVIEW_COMPLETE:${productKeyOf(id, '', '')}`;
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id));
    if (!product) throw notFound();
    const named = await tx
      .select({ id: reviews.id, userId: reviews.userId, pointsAwarded: reviews.pointsAwarded })
      .from(reviews)
      .where(and(eq(reviews.productKey, typedKey), eq(reviews.complete, true), isNull(reviews.hiddenAt)))
      .orderBy(asc(reviews.id))
      .for('update');
    let paidCount = 0;
    let pointsPaid = 0;
    for (const review of named) {
      // Paid before (by an earlier approval, even into another product): never again.
      if (review.pointsAwarded > 0) continue;
      const paid = await points.earnOnce(
        tx,
        review.userId,
        'REVIEW_COMPLETE',
        awardKey,
        `review:${review.id}`,
        true,
      );
      if (!paid) continue;
      const amount = await creditReview(tx, review.id, paid.flowId);
      paidCount += 1;
      pointsPaid += amount;
    }
    const result = { reviewCount: named.length, paidCount, pointsPaid };
    await audit(tx, {
      actor,
      action: 'catalogue.products.approveTyped',
      target: `product:${id}`,
      after: { brandName: input.brandName, productName: input.productName, ...result },
    });
    return result;
  });
}
