import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { MemberModeration, TargetHandler } from '../support/moderation.targets.ts';

/** The moderation queue's view of a member (issue 14): their nickname; a member is never hidden. */
export function memberTarget(db: Db): TargetHandler {
  return {
    async find(id) {
      const [row] = await db
        .select({ nickName: users.nickName, userName: users.userName })
        .from(users)
        .where(eq(users.id, id));
      return row ? { ownerId: id, snippet: row.nickName ?? row.userName, hidden: false } : null;
    },
  };
}

/** Suspends a member (or lifts it) in the queue's transaction; `forget` makes their sessions see it at once. */
export function memberModeration(db: Db, forgetUser: (userId: bigint) => Promise<void>): MemberModeration {
  void db;
  return {
    async suspend(tx: Tx, userId: bigint, until: Date | null) {
      await tx.update(users).set({ suspendedUntil: until }).where(eq(users.id, userId));
    },
    forget: forgetUser,
  };
}
