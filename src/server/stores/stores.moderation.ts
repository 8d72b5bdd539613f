import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { stores } from '../db/schema.ts';
import type { ModeratedTarget, TargetHandler } from '../support/moderation.targets.ts';

const columns = {
  createdBy: stores.createdBy,
  name: stores.name,
  city: stores.city,
  hiddenAt: stores.hiddenAt,
};
type Row = { [K in keyof typeof columns]: (typeof stores.$inferSelect)[K] };

const view = (r: Row): ModeratedTarget => ({
  ownerId: r.createdBy,
  snippet: `${r.name}, ${r.city}`,
  hidden: r.hiddenAt !== null,
});

/**
 * The moderation queue's view of a shared store (issue 14); its owner is the member who first shared
 * it. Hiding sets `hidden_at`: nearby, city, best-rated lists and the detail filter it.
 */
export function storeModeration(db: Db, forget: () => void): TargetHandler {
  return {
    async find(id) {
      const [row] = await db.select(columns).from(stores).where(eq(stores.id, id));
      return row ? view(row) : null;
    },
    async setHidden(tx: Tx, id: bigint, hidden: boolean) {
      const [row] = await tx
        .update(stores)
        .set({ hiddenAt: hidden ? new Date() : null })
        .where(eq(stores.id, id))
        .returning(columns);
      return row ? view(row) : null;
    },
    forget,
  };
}
