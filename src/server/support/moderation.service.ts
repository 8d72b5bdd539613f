import type { Lang } from '../../shared/i18n.ts';
import type {
  ModerationActionParsed,
  ModerationQueue,
  ModerationQueueParsed,
  ModerationResult,
  ModerationTargetView,
  ReportTarget,
} from '../../shared/schemas/support.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { Db } from '../db/client.ts';
import type { MemberModeration, ModerationTargets } from './moderation.targets.ts';

/**
 * The console's moderation queue: open reports grouped by target, and the actions on a target
 * (dismiss, monitor, hide, restore, warn, suspend, resolve), each audited, in one transaction with
 * the reports it closes and the notices it sends.
 */
export class ModerationService {
  constructor(
    private readonly db: Db,
    private readonly targets: ModerationTargets,
    private readonly members: MemberModeration,
  ) {}

  queue(query: ModerationQueueParsed, lang: Lang): Promise<ModerationQueue> {
    void [this.db, this.targets, this.members, query, lang];
    throw new Error('not built yet');
  }

  target(type: ReportTarget, id: bigint, lang: Lang): Promise<ModerationTargetView> {
    void [type, id, lang];
    throw new Error('not built yet');
  }

  act(
    actor: AuthContext,
    type: ReportTarget,
    id: bigint,
    input: ModerationActionParsed,
  ): Promise<ModerationResult> {
    void [actor, type, id, input];
    throw new Error('not built yet');
  }

  /** Suspends a member directly (console member screen), audited; `days: null` lifts it. */
  suspend(
    actor: AuthContext,
    userId: bigint,
    days: number | null,
    reason: string | null,
  ): Promise<{ suspendedUntil: string | null }> {
    void [actor, userId, days, reason];
    throw new Error('not built yet');
  }
}
