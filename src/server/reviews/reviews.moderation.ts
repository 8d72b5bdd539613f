import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { reviews } from '../db/schema.ts';
import type { ModeratedTarget, TargetHandler } from '../support/moderation.targets.ts';
import { bumpProduct } from './reviews.repository.ts';

const columns = {
  userId: reviews.userId,
  productId: reviews.productId,
  productName: reviews.productName,
  improvement: reviews.improvement,
  appearanceReason: reviews.appearanceReason,
  overallScore: reviews.overallScore,
  hiddenAt: reviews.hiddenAt,
};
type Row = { [K in keyof typeof columns]: (typeof reviews.$inferSelect)[K] };

const view = (r: Row): ModeratedTarget => ({
  ownerId: r.userId,
  snippet: [r.productName, r.improvement ?? r.appearanceReason].filter(Boolean).join(': '),
  hidden: r.hiddenAt !== null,
});

/**
 * The moderation queue's view of a review (issue 14). Hiding sets `hidden_at`: the lists, the detail,
 * the replies and the product's statistics filter it, and the product's count and score sum drop
 * with it.
 */
export function reviewModeration(db: Db, forget: () => void): TargetHandler {
  return {
    async find(id) {
      const [row] = await db.select(columns).from(reviews).where(eq(reviews.id, id));
      return row ? view(row) : null;
    },
    async setHidden(tx: Tx, id: bigint, hidden: boolean) {
      const [before] = await tx.select(columns).from(reviews).where(eq(reviews.id, id)).for('update');
      if (!before) return null;
      const after = { ...before, hiddenAt: hidden ? new Date() : null };
      if ((before.hiddenAt !== null) !== hidden) {
        await tx.update(reviews).set({ hiddenAt: after.hiddenAt }).where(eq(reviews.id, id));
        const sign = hidden ? -1 : 1;
        await bumpProduct(tx, before.productId, sign, sign * before.overallScore);
      }
      return view(after);
    },
    forget,
  };
}
