import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type { MemberTier, Tier, TierMove } from '../../shared/schemas/tiers.ts';
import type { Db, Tx } from '../db/client.ts';
import { memberTiers, pointsFlow, tierMoves, tiers, users } from '../db/schema.ts';
import { DEFAULT_TIERS } from './tiers.defaults.ts';
import { AppError } from '../http/errors.ts';
import { pick } from '../points/points.service.ts';
import { indexOf, replay, TIER_YEAR_MS, type MoveFact, type TierDef, type TierHeld } from './tiers.rules.ts';
import type { ReadCache } from '../infra/read-cache.ts';
import type { TierState } from './tiers.state.ts';

const benefits = (t: TierDef) => ({
  multiplier: t.multiplier,
  earlyAccessHours: t.earlyAccessHours,
  birthdayBonus: t.birthdayBonus,
});

export const tierRequired = (name: string) =>
  new AppError(409, 'TIER_REQUIRED', 'tiers.required', { params: { tier: name } });

/** Member tiers (issue 39): what members and the console read; the rules live in `TierState`. */
export class TiersService {
  constructor(
    private readonly db: Db,
    readonly state: TierState,
    private readonly now: () => Date = () => new Date(),
    /**
     * Short caches of what every page reads (docs/decisions/118): the tier list, and the codes of a
     * set of members; a move and a console change clear them. Reads in a transaction never use them.
     */
    private readonly caches?: { list: ReadCache<TierDef[]>; codes: ReadCache<Map<string, string>> },
  ) {}

  list(q: Db | Tx = this.db): Promise<TierDef[]> {
    if (q === this.db && this.caches) return this.caches.list.get('all', () => this.state.list(q));
    return this.state.list(q);
  }

  /** After a committed console change of the tiers. */
  changed(): void {
    this.caches?.list.clear();
    this.caches?.codes.clear();
  }

  /** Puts the default tiers back when there are none (a database emptied by `undoCutShort`). */
  async ensureDefaults(): Promise<void> {
    if ((await this.list()).length > 0) return;
    await this.db.insert(tiers).values(DEFAULT_TIERS).onConflictDoNothing();
  }

  /** Every tier with its threshold and benefits, named in `lang`. */
  async tiers(lang: Lang): Promise<{ list: Tier[] }> {
    const list = await this.list();
    return {
      list: list.map((t) => ({
        code: t.code,
        name: pick(t.name, lang),
        threshold: t.threshold,
        benefits: benefits(t),
      })),
    };
  }

  /** The member's tier (lowest when none stored) and the list it belongs to. */
  async tierOf(q: Db | Tx, userId: bigint): Promise<{ tier: TierDef; held: TierHeld; list: TierDef[] }> {
    const list = await this.list(q);
    const held = await this.state.held(q, userId, list);
    return { tier: list[indexOf(list, held.code)]!, held, list };
  }

  /** `GET /api/hibackend/member/tier`. */
  async memberTier(userId: bigint, lang: Lang): Promise<MemberTier> {
    const { tier, held, list } = await this.tierOf(this.db, userId);
    const now = this.now();
    const qualifyingPoints = await this.state.sum(
      this.db,
      userId,
      new Date(now.getTime() - TIER_YEAR_MS),
      now,
    );
    const next = list[indexOf(list, tier.code) + 1];
    const lowest = indexOf(list, tier.code) === 0;
    return {
      tier: { code: tier.code, name: pick(tier.name, lang) },
      qualifyingPoints,
      nextTier: next ? { code: next.code, name: pick(next.name, lang), threshold: next.threshold } : null,
      pointsToNext: next ? Math.max(0, next.threshold - qualifyingPoints) : 0,
      reviewAt: lowest ? null : (held.reviewAt?.toISOString() ?? null),
      reachedAt: held.reachedAt?.toISOString() ?? null,
      benefits: benefits(tier),
    };
  }

  /** The tier codes of some members (authors, a profile): the code only, never their points. */
  async codes(userIds: bigint[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds.map(String))].sort();
    const load = () => this.loadCodes(ids.map((id) => BigInt(id)));
    return this.caches ? this.caches.codes.get(ids.join(','), load) : load();
  }

  private async loadCodes(userIds: bigint[]): Promise<Map<string, string>> {
    const list = await this.list();
    const lowest = list[0]?.code ?? 'MEMBER';
    const ids = [...new Set(userIds)];
    const rows = ids.length
      ? await this.db
          .select({ userId: memberTiers.userId, code: memberTiers.tierCode })
          .from(memberTiers)
          .where(inArray(memberTiers.userId, ids))
      : [];
    const byId = new Map(rows.map((r) => [String(r.userId), r.code]));
    return new Map(ids.map((id) => [String(id), byId.get(String(id)) ?? lowest]));
  }

  async code(userId: bigint): Promise<string> {
    return (await this.codes([userId])).get(String(userId)) ?? 'MEMBER';
  }

  /** 409 `TIER_REQUIRED` unless the member holds `code` or a higher tier (a tier-only prize). */
  async require(tx: Tx, userId: bigint, code: string, lang: Lang): Promise<void> {
    const { tier, list } = await this.tierOf(tx, userId);
    const needed = list.find((t) => t.code === code);
    if (needed && tier.threshold >= needed.threshold) return;
    throw tierRequired(needed ? pick(needed.name, lang) : code);
  }

  /** 400 naming `field` unless `code` (when given) is an existing tier. */
  async checkCode(code: string | null | undefined, field: string): Promise<void> {
    if (code === null || code === undefined) return;
    if ((await this.list()).some((t) => t.code === code)) return;
    throw new AppError(400, 'VALIDATION', 'validation.tierCode', {
      fields: [{ field, key: 'validation.tierCode' }],
    });
  }

  /** The member's moves, newest first. */
  async history(userId: bigint): Promise<TierMove[]> {
    const rows = await this.db
      .select()
      .from(tierMoves)
      .where(eq(tierMoves.userId, userId))
      .orderBy(sql`${tierMoves.id} desc`)
      .limit(100);
    return rows.map((r) => ({
      from: r.fromCode,
      to: r.toCode,
      reason: r.reason,
      qualifyingPoints: r.qualifyingPoints,
      at: r.createdAt.toISOString(),
    }));
  }

  /** The console's member screen: tier, qualifying points, review date and history. */
  async consoleMember(userId: bigint, lang: Lang) {
    const mine = await this.memberTier(userId, lang);
    return {
      tier: mine.tier,
      qualifyingPoints: mine.qualifyingPoints,
      reviewAt: mine.reviewAt,
      history: await this.history(userId),
    };
  }

  /**
   * Replays the member's qualifying flow rows with the live rules (docs/decisions/112): equals the
   * stored state once the reviews due by now have run.
   */
  async recompute(userId: bigint): Promise<{ held: TierHeld; moves: MoveFact[] }> {
    const rows = await this.db
      .select({ id: pointsFlow.id, at: pointsFlow.createdAt, points: pointsFlow.qualifyingPoints })
      .from(pointsFlow)
      .where(and(eq(pointsFlow.userId, userId), gt(pointsFlow.qualifyingPoints, 0)))
      .orderBy(asc(pointsFlow.id));
    return replay(
      await this.list(),
      rows.map((r) => ({ id: String(r.id), at: r.at, points: r.points })),
      this.now(),
    );
  }

  /** The stored state, in the shape `recompute` gives. */
  async stored(userId: bigint): Promise<{ held: TierHeld; moves: MoveFact[] }> {
    const { held } = await this.tierOf(this.db, userId);
    const rows = await this.db
      .select()
      .from(tierMoves)
      .where(eq(tierMoves.userId, userId))
      .orderBy(asc(tierMoves.id));
    const moves = rows.map((r) => ({
      from: r.fromCode,
      to: r.toCode,
      reason: r.reason,
      qualifyingPoints: r.qualifyingPoints,
      flowId: r.flowId === null ? null : String(r.flowId),
      at: r.createdAt,
    }));
    return { held, moves };
  }

  /** How many members hold each tier (members with no stored tier hold the lowest). */
  async counts(list: TierDef[]): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ code: memberTiers.tierCode, n: sql<number>`count(*)::int` })
      .from(memberTiers)
      .groupBy(memberTiers.tierCode);
    const [none] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(
        and(
          isNull(users.deletedAt),
          sql`not exists (select 1 from member_tiers m where m.user_id = ${users.id})`,
        ),
      );
    const counts = new Map(rows.map((r) => [r.code, r.n]));
    const lowest = list[0]?.code;
    if (lowest) counts.set(lowest, (counts.get(lowest) ?? 0) + Number(none?.n ?? 0));
    return counts;
  }
}
