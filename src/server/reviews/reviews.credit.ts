import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { pointsFlow, reviews } from '../db/schema.ts';

/**
 * Records on the review what a REVIEW_COMPLETE award paid (the flow row `earnOnce` wrote) and
 * answers the amount: shared by the award on saving and the console's approval of typed products.
 */
export async function creditReview(tx: Tx, reviewId: bigint, flowId: string): Promise<number> {
  const [flow] = await tx
    .select({ delta: pointsFlow.delta })
    .from(pointsFlow)
    .where(eq(pointsFlow.id, BigInt(flowId)));
  const amount = flow?.delta ?? 0;
  await tx
    .update(reviews)
    .set({ pointsAwarded: sql`${reviews.pointsAwarded} + ${amount}` })
    .where(eq(reviews.id, reviewId));
  return amount;
}
