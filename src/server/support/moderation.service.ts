import { eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type {
  ModerationAction,
  ModerationActionParsed,
  ModerationQueue,
  ModerationQueueParsed,
  ModerationResult,
  ModerationTargetView,
  ReportOutcome,
  ReportTarget,
} from '../../shared/schemas/support.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import type { Db, Tx } from '../db/client.ts';
import { reports, users } from '../db/schema.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import { writeNotice } from '../notifications/notifications.writer.ts';
import type {
  MemberModeration,
  ModeratedTarget,
  ModerationTargets,
  TargetHandler,
} from './moderation.targets.ts';
import { groups, reportsOn } from './moderation.queue.ts';
import { openReports, toReportDetail } from './reports.reads.ts';

const DAY_MS = 86_400_000;
const QUEUE_PAGE = 20;

/** What each action does to the open reports: close them with an outcome, or (monitor) keep them open. */
const OUTCOME: Record<ModerationAction, ReportOutcome | 'monitoring' | null> = {
  dismiss: 'dismissed',
  monitor: 'monitoring',
  hide: 'hidden',
  restore: null,
  warn: 'warned',
  suspend: 'suspended',
  resolve: 'resolved',
};

/** Posts, comments, reviews and stores can be hidden; members and products cannot. */
const HIDEABLE: ReadonlySet<ReportTarget> = new Set(['article', 'comment', 'review', 'store']);

/** Where a hidden thing's notice leads its author (they can still open an article of theirs). */
/** The hidden post itself (its author still reads it), else the brand's regulations (the community rules). */
const linkOf = (type: ReportTarget, id: bigint) => (type === 'article' ? `/article/${id}` : '/statute');

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

  async queue(query: ModerationQueueParsed, lang: Lang): Promise<ModerationQueue> {
    void lang;
    const size = query.pageSize ?? QUEUE_PAGE;
    const offset = query.cursor && /^\d{1,9}$/.test(query.cursor) ? Number(query.cursor) : 0;
    const filter = { open: query.state !== 'completed', targetType: query.targetType };
    const rows = await groups(this.db, filter, size + 1, offset);
    const page = rows.slice(0, size);
    const list = await Promise.all(
      page.map(async (g) => ({
        ...g,
        // Members and products are never hidden: no lookup for them.
        hidden: HIDEABLE.has(g.targetType)
          ? ((await this.find(g.targetType, BigInt(g.targetId)))?.hidden ?? false)
          : false,
      })),
    );
    return { list, nextCursor: rows.length > size ? String(offset + size) : null };
  }

  /** One target's group (its open reports, or its history when none is open) and every report on it. */
  async target(type: ReportTarget, id: bigint, lang: Lang): Promise<ModerationTargetView> {
    const target = { type, id };
    const [group] = [
      ...(await groups(this.db, { open: true, target }, 1, 0)),
      ...(await groups(this.db, { open: false, target }, 1, 0)),
    ];
    if (!group) throw notFound();
    const found = await this.find(type, id);
    const rows = await reportsOn(this.db, type, id);
    return {
      group: { ...group, hidden: found?.hidden ?? false },
      reports: rows.map((r) => ({ ...toReportDetail(r, lang), reporter: r.reporter })),
    };
  }

  async act(
    actor: AuthContext,
    type: ReportTarget,
    id: bigint,
    input: ModerationActionParsed,
  ): Promise<ModerationResult> {
    const { action } = input;
    const handler = type === 'product' ? null : this.targets[type];
    if ((action === 'hide' || action === 'restore') && !HIDEABLE.has(type)) {
      throw badRequest('action', 'support.notContent');
    }
    const current = await this.find(type, id);
    const result = await this.db.transaction(async (tx) => {
      const open = await openReports(tx, type, id);
      const ownerId = current?.ownerId ?? open.find((r) => r.targetOwnerId !== null)?.targetOwnerId ?? null;
      if ((action === 'warn' || action === 'suspend') && (ownerId === null || type === 'product')) {
        throw badRequest('action', 'support.noMember');
      }
      if (open.length === 0 && (action === 'dismiss' || action === 'monitor' || action === 'resolve')) {
        throw new AppError(409, 'NOTHING_OPEN', 'support.nothingOpen');
      }
      let hidden = current?.hidden ?? false;
      if (action === 'hide' || action === 'restore') {
        const after = await handler?.setHidden?.(tx, id, action === 'hide');
        if (!after) throw notFound();
        hidden = after.hidden;
      }
      let suspendedUntil: Date | null = null;
      if (action === 'suspend' && ownerId !== null) {
        suspendedUntil = new Date(Date.now() + (input.days ?? 1) * DAY_MS);
        await this.members.suspend(tx, ownerId, suspendedUntil);
      }
      const reportsClosed = await this.settle(tx, open, OUTCOME[action]);
      await this.tellOwner(tx, action, type, id, ownerId, input.reason ?? null, suspendedUntil);
      await audit(tx, {
        actor,
        action: `support.moderation.${action}`,
        target: `${type}:${id}`,
        before: { hidden: current?.hidden ?? false, openReports: open.map((r) => r.id) },
        after: {
          hidden,
          reportsClosed,
          suspendedUntil,
          reason: input.reason ?? null,
          days: input.days ?? null,
        },
      });
      return { reportsClosed, hidden, suspendedUntil, ownerId };
    });
    handler?.forget?.();
    if (result.suspendedUntil && result.ownerId !== null) await this.members.forget(result.ownerId);
    return {
      reportsClosed: result.reportsClosed,
      hidden: result.hidden,
      suspendedUntil: result.suspendedUntil?.toISOString() ?? null,
    };
  }

  /** Suspends a member directly (console member screen), audited; `days: null` lifts it. */
  async suspend(
    actor: AuthContext,
    userId: bigint,
    days: number | null,
    reason: string | null,
  ): Promise<{ suspendedUntil: string | null }> {
    const until = days === null ? null : new Date(Date.now() + days * DAY_MS);
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ suspendedUntil: users.suspendedUntil })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!before) throw notFound();
      await this.members.suspend(tx, userId, until);
      if (until) await this.tellOwner(tx, 'suspend', 'user', userId, userId, reason, until);
      await audit(tx, {
        actor,
        action: until ? 'support.member.suspend' : 'support.member.restore',
        target: `user:${userId}`,
        before,
        after: { suspendedUntil: until, reason },
      });
    });
    await this.members.forget(userId);
    return { suspendedUntil: until?.toISOString() ?? null };
  }

  private find(type: ReportTarget, id: bigint): Promise<ModeratedTarget | null> {
    const handler: TargetHandler | null = type === 'product' ? null : this.targets[type];
    return handler ? handler.find(id) : Promise.resolve(null);
  }

  /** Closes (or, for monitor, marks) the open reports, and tells each reporter that theirs was handled. */
  private async settle(
    tx: Tx,
    open: Awaited<ReturnType<typeof openReports>>,
    outcome: ReportOutcome | 'monitoring' | null,
  ): Promise<number> {
    if (open.length === 0 || outcome === null) return 0;
    const ids = open.map((r) => r.id);
    const now = new Date();
    if (outcome === 'monitoring') {
      await tx.update(reports).set({ state: 'monitoring', updatedAt: now }).where(inArray(reports.id, ids));
      return 0;
    }
    await tx
      .update(reports)
      .set({ state: 'completed', outcome, resolvedAt: now, updatedAt: now })
      .where(inArray(reports.id, ids));
    for (const r of open) {
      await writeNotice(tx, {
        userId: r.reporterId,
        kind: 'reportClosed',
        actorId: r.reporterId,
        snippet: r.number,
        link: `/report/detail/${r.id}`,
      });
    }
    return ids.length;
  }

  /** The member concerned hears of a warning, a suspension or their content hidden (with the reason). */
  private async tellOwner(
    tx: Tx,
    action: ModerationAction,
    type: ReportTarget,
    id: bigint,
    ownerId: bigint | null,
    reason: string | null,
    until: Date | null,
  ) {
    if (ownerId === null) return;
    const kind =
      action === 'warn'
        ? 'warning'
        : action === 'suspend'
          ? 'suspended'
          : action === 'hide'
            ? 'contentHidden'
            : null;
    if (!kind) return;
    const when = until ? `${until.toISOString().slice(0, 10)}` : null;
    await writeNotice(tx, {
      userId: ownerId,
      kind,
      actorId: ownerId,
      snippet: [when, reason].filter(Boolean).join(' · ') || null,
      link: kind === 'contentHidden' ? linkOf(type, id) : '/setting/feedback',
    });
  }
}
