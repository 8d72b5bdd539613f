import type { Db } from '../db/client.ts';
import type { TargetHandler } from '../support/moderation.targets.ts';

/**
 * The moderation queue's view of a review (issue 14): find it as members see it; hide or restore it.
 * A hidden review disappears from every list at once (the read paths filter it).
 */
export function reviewModeration(db: Db, forget: () => void): TargetHandler {
  void db;
  return {
    find() {
      throw new Error('not built yet: review moderation (issue 14)');
    },
    setHidden() {
      throw new Error('not built yet: review moderation (issue 14)');
    },
    forget,
  };
}
