import type { ContentReportTarget } from '../../shared/schemas/support.ts';
import type { Tx } from '../db/client.ts';

/** A reported thing as the queue and the reporter see it. */
export interface ModeratedTarget {
  /** The member who wrote it (for a member: themself); null when it has no owner (a brand post). */
  ownerId: bigint | null;
  /** Its title, the start of its text or the member's nickname, as it reads now. */
  snippet: string | null;
  hidden: boolean;
}

/**
 * What the moderation queue needs from each feature that owns a reportable thing: the features keep
 * their tables; support calls these (wired in services.ts).
 */
export interface TargetHandler {
  /** The target as members can see it now; null when there is no such thing or members cannot see it. */
  find(id: bigint): Promise<ModeratedTarget | null>;
  /**
   * Content only: hides or restores it inside the caller's transaction (so the reports close with it);
   * null when there is no such thing. `forget` runs after the commit to clear read caches.
   */
  setHidden?: (tx: Tx, id: bigint, hidden: boolean) => Promise<ModeratedTarget | null>;
  forget?: () => void;
}

export type ModerationTargets = Record<ContentReportTarget, TargetHandler>;

/** Members: the queue suspends (or lifts a suspension) inside its transaction; `forget` drops sessions' cache. */
export interface MemberModeration {
  suspend(tx: Tx, userId: bigint, until: Date | null): Promise<void>;
  forget(userId: bigint): Promise<void>;
}
