import type { Db } from '../db/client.ts';
import type { MemberModeration, TargetHandler } from '../support/moderation.targets.ts';

/** The moderation queue's view of a member (issue 14): their nickname; never hidden. */
export function memberTarget(db: Db): TargetHandler {
  void db;
  return {
    find() {
      throw new Error('not built yet: member moderation (issue 14)');
    },
  };
}

/** Suspends a member (or lifts it) in the queue's transaction; their sessions see it at once. */
export function memberModeration(db: Db, forgetUser: (userId: bigint) => Promise<void>): MemberModeration {
  void db;
  return {
    suspend() {
      throw new Error('not built yet: member suspension (issue 14)');
    },
    forget: forgetUser,
  };
}
