import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { afterCommit, type Db, type Tx } from '../db/client.ts';
import { memberTiers, pointsFlow, tierMoves, tiers } from '../db/schema.ts';
import type { TierHooks } from '../points/points.tiers.ts';
import {
  indexOf,
  reachedIndex,
  reviewedIndex,
  TIER_YEAR_MS,
  type TierDef,
  type TierHeld,
} from './tiers.rules.ts';

type Q = Db | Tx;

/** Tells the member (notice and email) about an up-move, in its transaction. */
export type TellTierUp = (tx: Tx, userId: bigint, tier: TierDef, moveId: bigint) => Promise<void>;

/**
 * The member's tier as stored, and its moves (docs/decisions/110-112). Every write runs under the
 * member's wallet row lock (taken by the points service for an award, by `reviewOne` for the job),
 * so a member's awards, reviews and moves queue in one order.
 */
export class TierState implements TierHooks {
  constructor(
    private readonly db: Db,
    private readonly tell: TellTierUp,
    private readonly now: () => Date = () => new Date(),
    /** Called once a move has committed: the tier codes others read are cached (docs/decisions/118, 119). */
    private readonly moved: () => void = () => undefined,
  ) {}

  /** Every tier, lowest first. */
  async list(q: Q = this.db): Promise<TierDef[]> {
    return q.select().from(tiers).orderBy(asc(tiers.threshold));
  }

  async held(q: Q, userId: bigint, list: TierDef[]): Promise<TierHeld> {
    const [row] = await q.select().from(memberTiers).where(eq(memberTiers.userId, userId));
    if (row) return { code: row.tierCode, reachedAt: row.reachedAt, reviewAt: row.reviewAt };
    return { code: list[0]?.code ?? 'MEMBER', reachedAt: null, reviewAt: null };
  }

  /** Qualifying points in (from, to]. */
  async sum(q: Q, userId: bigint, from: Date, to: Date): Promise<number> {
    const [row] = await q
      .select({ sum: sql<string>`coalesce(sum(${pointsFlow.qualifyingPoints}), 0)` })
      .from(pointsFlow)
      .where(
        and(
          eq(pointsFlow.userId, userId),
          gt(pointsFlow.qualifyingPoints, 0),
          gt(pointsFlow.createdAt, from),
          lte(pointsFlow.createdAt, to),
        ),
      );
    return Number(row?.sum ?? 0);
  }

  /** The multiplier of the member's tier, after the reviews that fell due (under the wallet lock). */
  async multiplierFor(tx: Tx, userId: bigint): Promise<number> {
    const list = await this.list(tx);
    const held = await this.reviewDue(tx, userId, list);
    return list[indexOf(list, held.code)]?.multiplier ?? 1;
  }

  /** After a qualifying award: the highest tier its 365-day sum reaches, if above the held one. */
  async afterQualifying(tx: Tx, userId: bigint, flowId: string): Promise<void> {
    // At the award's own time, so a replay of the ledger finds the same move.
    const [flow] = await tx
      .select({ at: pointsFlow.createdAt })
      .from(pointsFlow)
      .where(eq(pointsFlow.id, BigInt(flowId)));
    const now = flow?.at ?? this.now();
    const list = await this.list(tx);
    const held = await this.held(tx, userId, list);
    const sum = await this.sum(tx, userId, new Date(now.getTime() - TIER_YEAR_MS), now);
    const reached = reachedIndex(list, sum);
    const tier = list[reached];
    if (!tier || reached <= indexOf(list, held.code)) return;
    const moveId = await this.move(tx, userId, {
      from: held.code,
      to: tier.code,
      reason: 'up',
      qualifyingPoints: sum,
      flowId: BigInt(flowId),
      at: now,
      reviewAt: new Date(now.getTime() + TIER_YEAR_MS),
    });
    await this.tell(tx, userId, tier, moveId);
  }

  /**
   * Applies every review of the member due by now (docs/decisions/112): at its review time, over the
   * 365 days up to it. The caller holds the wallet lock. The held tier after them.
   */
  async reviewDue(tx: Tx, userId: bigint, list: TierDef[]): Promise<TierHeld> {
    const held = await this.held(tx, userId, list);
    const now = this.now();
    while (held.reviewAt && held.reviewAt.getTime() <= now.getTime()) {
      const at = held.reviewAt;
      const sum = await this.sum(tx, userId, new Date(at.getTime() - TIER_YEAR_MS), at);
      const to = list[reviewedIndex(list, indexOf(list, held.code), sum)]?.code ?? held.code;
      const reviewAt = new Date(at.getTime() + TIER_YEAR_MS);
      if (to !== held.code) {
        await this.move(tx, userId, {
          from: held.code,
          to,
          reason: 'review',
          qualifyingPoints: sum,
          at,
          reviewAt,
        });
        held.code = to;
        held.reachedAt = at;
      } else {
        await tx.update(memberTiers).set({ reviewAt }).where(eq(memberTiers.userId, userId));
      }
      held.reviewAt = reviewAt;
    }
    return held;
  }

  /** Reviews one member in a transaction of its own, under the wallet lock (the daily job). */
  async reviewOne(userId: bigint): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from point_wallets where user_id = ${userId} for update`);
      await this.reviewDue(tx, userId, await this.list(tx));
    });
  }

  private async move(
    tx: Tx,
    userId: bigint,
    m: {
      from: string;
      to: string;
      reason: 'up' | 'review';
      qualifyingPoints: number;
      flowId?: bigint;
      at: Date;
      reviewAt: Date;
    },
  ): Promise<bigint> {
    // Once committed: cleared before, the cache could take the old code again from a reader in between.
    afterCommit(tx, this.moved);
    await tx
      .insert(memberTiers)
      .values({ userId, tierCode: m.to, reachedAt: m.at, reviewAt: m.reviewAt })
      .onConflictDoUpdate({
        target: memberTiers.userId,
        set: { tierCode: m.to, reachedAt: m.at, reviewAt: m.reviewAt },
      });
    const [row] = await tx
      .insert(tierMoves)
      .values({
        userId,
        fromCode: m.from,
        toCode: m.to,
        reason: m.reason,
        qualifyingPoints: m.qualifyingPoints,
        flowId: m.flowId ?? null,
        createdAt: m.at,
      })
      .returning({ id: tierMoves.id });
    return row!.id;
  }
}
