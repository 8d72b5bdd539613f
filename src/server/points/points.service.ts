import { and, asc, desc, eq, gt, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type {
  Balance,
  MyStatistics,
  PointFlow,
  PointFlowPage,
  PointsRule,
  PointsTask,
} from '../../shared/schemas/points.ts';
import { afterCommit, type Db, type Tx } from '../db/client.ts';
import {
  chanceWallets,
  pointLots,
  pointsFlow,
  pointsRules,
  pointWallets,
  type Localised,
} from '../db/schema.ts';
import { AppError, notFound } from '../http/errors.ts';
import type { ReadCache } from '../infra/read-cache.ts';
import { DEFAULT_RULES, SPEND_TITLES } from './points.rules.ts';
import { multiplied, type TierHooks } from './points.tiers.ts';

/** The text in `lang`, else English, else any. */
export const pick = (text: Localised, lang: Lang): string =>
  text[lang] ?? text.en_US ?? Object.values(text)[0] ?? '';

const startOfUtcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

export interface PointsChange {
  userId: bigint;
  /** Positive earns (a new lot), negative spends (oldest lots first). */
  delta: number;
  ruleCode: string;
  ref?: string | null;
  idempotencyKey?: string | null;
  /** What it counts towards the member's tier (a qualifying rule's base points); default 0. */
  qualifyingPoints?: number;
  /** A rule award paid at a tier multiplier other than 1: the rule's points and that multiplier. */
  basePoints?: number | null;
  multiplier?: number | null;
}

export interface PointsChanged {
  flowId: string;
  balance: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const EXPIRING_SOON_DAYS = 30;

interface Written {
  flow_id: string;
  balance: string | number;
}

/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const notEnoughPoints = () => new AppError(409, 'NOT_ENOUGH_POINTS', 'points.notEnough');

/**
 * The points wallet (DESIGN §5, §5a): the only writer of balances, flows and lots. Every change is
 * a flow row written in the caller's transaction with the balance update, which is conditional
 * (`balance + delta >= 0`) and locks the wallet row, so concurrent changes of one member queue up
 * and a balance never goes below zero.
 */
export class PointsService {
  private flowQuery?: ReturnType<PointsService['buildFlowQuery']>;
  constructor(
    private readonly db: Db,
    /** Earned points expire after this many days; 0 = never. */
    private readonly expireDays: number,
    private readonly now: () => Date = () => new Date(),
    /** The member tiers (issue 39): the multiplier of an award and the up-move after it. */
    private readonly tiers?: TierHooks,
    /**
     * Each member's first history page, in a group of their own that every change of their wallet
     * clears once it has committed (docs/decisions/119). Without it every page is read afresh.
     */
    private readonly firstPages?: ReadCache<PointFlowPage>,
  ) {}

  /** Applies one change inside `tx` (the business write it pays for commits with it, or neither does). */
  async change(tx: Tx, change: PointsChange): Promise<PointsChanged> {
    if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
      throw new Error('a points change is a non-zero integer');
    }
    return change.delta > 0 ? this.earnRow(tx, change) : this.spendRow(tx, change);
  }

  /** Runs one change in a transaction of its own. */
  apply(change: PointsChange): Promise<PointsChanged> {
    return this.db.transaction((tx) => this.change(tx, change));
  }

  private flowValues(change: PointsChange) {
    return sql`${change.userId}, ${change.delta}, w.balance, ${change.ruleCode}, ${change.ref ?? null},
      ${change.idempotencyKey ?? null}, ${this.now().toISOString()}::timestamptz,
      ${change.qualifyingPoints ?? 0}, ${change.basePoints ?? null}::int, ${change.multiplier ?? null}::numeric`;
  }

  /**
   * Earning, in one statement: the wallet upsert (which locks the row), the flow row and a new lot.
   * One round trip keeps the lock short.
   */
  private async earnRow(tx: Tx, change: PointsChange): Promise<PointsChanged> {
    const expiresAt =
      this.expireDays > 0 ? new Date(this.now().getTime() + this.expireDays * DAY_MS).toISOString() : null;
    const result = await tx.execute(sql`
      with w as (
        insert into point_wallets as pw (user_id, balance) values (${change.userId}, ${change.delta})
        on conflict (user_id) do update set balance = pw.balance + excluded.balance, updated_at = now()
        returning balance
      ), f as (
        insert into points_flow (user_id, delta, balance_after, rule_code, ref, idempotency_key, created_at,
          qualifying_points, base_points, multiplier)
        select ${this.flowValues(change)} from w
        returning id, balance_after
      ), l as (
        insert into point_lots (user_id, flow_id, remaining, expires_at)
        select ${change.userId}, f.id, ${change.delta}, ${expiresAt}::timestamptz from f
      )
      select id::text as flow_id, balance_after as balance from f`);
    this.changed(tx, change.userId);
    return this.written(rowsOf<Written>(result)[0]);
  }

  /** Once `tx` commits, the member's cached history is theirs no more. */
  private changed(tx: Tx, userId: bigint): void {
    const pages = this.firstPages;
    if (pages) afterCommit(tx, () => pages.clear(String(userId)));
  }

  /**
   * Spending: the conditional wallet update (`balance + delta >= 0`, which locks the row) with its
   * flow row in one statement, then the lots in a second one that sees every change committed before
   * the lock was granted.
   */
  private async spendRow(tx: Tx, change: PointsChange): Promise<PointsChanged> {
    const written = await this.writeFlow(tx, change);
    await this.consumeLots(tx, change.userId, -change.delta);
    return written;
  }

  private written(row: Written | undefined): PointsChanged {
    if (!row) throw new Error('points flow row not written');
    return { flowId: row.flow_id, balance: Number(row.balance) };
  }

  /** Takes `amount` from the lots that expire first (never-expiring ones last), in one statement. */
  private async consumeLots(tx: Tx, userId: bigint, amount: number) {
    await tx.execute(sql`
      update point_lots p
      set remaining = p.remaining - least(p.remaining, ${amount} - (l.running - p.remaining))
      from (
        select id, sum(remaining) over (order by expires_at asc nulls last, id) as running
        from point_lots where user_id = ${userId} and remaining > 0
      ) l
      where p.id = l.id and l.running - p.remaining < ${amount}`);
  }

  /** The conditional balance update (which locks the wallet row) and its flow row, one statement. */
  private async writeFlow(tx: Tx, change: PointsChange): Promise<PointsChanged> {
    const result = await tx.execute(sql`
      with w as (
        update point_wallets set balance = balance + ${change.delta}, updated_at = now()
        where user_id = ${change.userId} and balance + ${change.delta} >= 0
        returning balance
      ), f as (
        insert into points_flow (user_id, delta, balance_after, rule_code, ref, idempotency_key, created_at,
          qualifying_points, base_points, multiplier)
        select ${this.flowValues(change)} from w
        returning id, balance_after
      )
      select id::text as flow_id, balance_after as balance from f`);
    const row = rowsOf<Written>(result)[0];
    if (!row) throw notEnoughPoints();
    this.changed(tx, change.userId);
    return this.written(row);
  }

  /**
   * Expires every lot whose time has come: one EXPIRE flow row per lot, in a transaction per lot.
   * Safe to run from several instances at once (a lot is claimed by a conditional update).
   */
  async expireDue(): Promise<number> {
    const due = await this.db
      .select({ id: pointLots.id })
      .from(pointLots)
      .where(
        and(gt(pointLots.remaining, 0), isNotNull(pointLots.expiresAt), lte(pointLots.expiresAt, this.now())),
      )
      .orderBy(asc(pointLots.expiresAt))
      .limit(10_000);
    let expired = 0;
    for (const { id } of due) {
      const done = await this.db.transaction(async (tx) => {
        const [lot] = await tx
          .select({ userId: pointLots.userId })
          .from(pointLots)
          .where(eq(pointLots.id, id));
        if (!lot) return false;
        // The wallet lock first, as every change takes it; then what spends have left of the lot.
        await tx.execute(sql`select 1 from point_wallets where user_id = ${lot.userId} for update`);
        const [fresh] = await tx
          .select({ remaining: pointLots.remaining })
          .from(pointLots)
          .where(eq(pointLots.id, id));
        if (!fresh || fresh.remaining === 0) return false;
        await tx.update(pointLots).set({ remaining: 0 }).where(eq(pointLots.id, id));
        await this.writeFlow(tx, {
          userId: lot.userId,
          delta: -fresh.remaining,
          ruleCode: 'EXPIRE',
          ref: `lot:${id}`,
        });
        return true;
      });
      if (done) expired++;
    }
    return expired;
  }

  /** Inserts the rules of spec §9 that do not exist yet (amounts the brand changed are kept). */
  async ensureRules(): Promise<void> {
    for (const [sort, r] of DEFAULT_RULES.entries()) {
      await this.db
        .insert(pointsRules)
        .values({
          code: r.code,
          points: r.points,
          title: r.title,
          description: r.description,
          taskPeriod: r.period,
          taskTarget: r.target,
          qualifying: r.qualifying,
          sort,
        })
        .onConflictDoNothing();
    }
  }

  private toRule(row: typeof pointsRules.$inferSelect, lang: Lang): PointsRule {
    return {
      code: row.code,
      title: pick(row.title, lang),
      description: pick(row.description, lang),
      points: row.points,
      enabled: row.enabled,
      qualifying: row.qualifying,
    };
  }

  async rules(lang: Lang): Promise<PointsRule[]> {
    const rows = await this.db
      .select()
      .from(pointsRules)
      .orderBy(asc(pointsRules.sort), asc(pointsRules.code));
    return rows.map((r) => this.toRule(r, lang));
  }

  async rule(code: string, lang: Lang): Promise<PointsRule> {
    const [row] = await this.db.select().from(pointsRules).where(eq(pointsRules.code, code));
    if (!row) throw notFound();
    return this.toRule(row, lang);
  }

  /** Sets a rule's amount and switch; the row before and after, for the audit log. */
  async updateRule(tx: Tx, code: string, patch: { points: number; enabled: boolean; qualifying?: boolean }) {
    const [before] = await tx.select().from(pointsRules).where(eq(pointsRules.code, code)).for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(pointsRules)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(pointsRules.code, code))
      .returning();
    return { before, after };
  }

  /** Enabled rules as the member's tasks: how far they got today (daily) or ever (once). */
  async tasks(userId: bigint, lang: Lang): Promise<PointsTask[]> {
    const rows = await this.db
      .select()
      .from(pointsRules)
      .where(eq(pointsRules.enabled, true))
      .orderBy(asc(pointsRules.sort), asc(pointsRules.code));
    const today = startOfUtcDay(this.now());
    const counts = await this.db
      .select({
        ruleCode: pointsFlow.ruleCode,
        ever: sql<number>`count(*)::int`,
        today: sql<number>`(count(*) filter (where ${pointsFlow.createdAt} >= ${today}))::int`,
      })
      .from(pointsFlow)
      .where(and(eq(pointsFlow.userId, userId), gt(pointsFlow.delta, 0)))
      .groupBy(pointsFlow.ruleCode);
    const byCode = new Map(counts.map((c) => [c.ruleCode, c]));
    return rows.map((r) => {
      const c = byCode.get(r.code);
      const progress = Math.min(r.taskTarget, (r.taskPeriod === 'daily' ? c?.today : c?.ever) ?? 0);
      return {
        ...this.toRule(r, lang),
        period: r.taskPeriod,
        target: r.taskTarget,
        progress,
        done: progress >= r.taskTarget,
      };
    });
  }

  /**
   * Pays a rule to a member inside `tx`, unless it is disabled, worth nothing, or its task is already
   * done for the period (checked under the wallet lock, so concurrent events cannot pay twice).
   * Returns null when nothing was paid.
   */
  async earn(tx: Tx, userId: bigint, ruleCode: string, ref?: string): Promise<PointsChanged | null> {
    const [rule] = await tx.select().from(pointsRules).where(eq(pointsRules.code, ruleCode));
    if (!rule || !rule.enabled || rule.points <= 0) return null;
    await tx.insert(pointWallets).values({ userId }).onConflictDoNothing();
    await tx.execute(sql`select 1 from point_wallets where user_id = ${userId} for update`);
    const since = rule.taskPeriod === 'daily' ? startOfUtcDay(this.now()) : new Date(0);
    const [paid] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(pointsFlow)
      .where(
        and(
          eq(pointsFlow.userId, userId),
          eq(pointsFlow.ruleCode, ruleCode),
          gt(pointsFlow.delta, 0),
          sql`${pointsFlow.createdAt} >= ${since}`,
        ),
      );
    const n = paid?.n ?? 0;
    if (n >= rule.taskTarget) return null;
    const period = rule.taskPeriod === 'daily' ? since.toISOString().slice(0, 10) : 'once';
    return this.payRule(tx, userId, rule, `${ruleCode}:${period}:${n + 1}`, ref);
  }

  /**
   * Pays a rule under the wallet lock the caller holds: `floor(points x multiplier)` of the member's
   * tier as one flow row showing the base and the multiplier, then (a qualifying rule) the tier's
   * up-move check in the same transaction (issue 39). The crossing award is paid at the old multiplier.
   */
  private async payRule(
    tx: Tx,
    userId: bigint,
    rule: typeof pointsRules.$inferSelect,
    key: string,
    ref: string | undefined,
  ): Promise<PointsChanged> {
    const multiplier = this.tiers ? await this.tiers.multiplierFor(tx, userId) : 1;
    const applied = multiplier !== 1;
    const changed = await this.change(tx, {
      userId,
      delta: multiplied(rule.points, multiplier),
      ruleCode: rule.code,
      ref: ref ?? null,
      idempotencyKey: key,
      qualifyingPoints: rule.qualifying ? rule.points : 0,
      basePoints: applied ? rule.points : null,
      multiplier: applied ? multiplier : null,
    });
    if (rule.qualifying) await this.tiers?.afterQualifying(tx, userId, changed.flowId);
    return changed;
  }

  /**
   * `earn`, at most once per `key` for the member (e.g. `REVIEW_COMPLETE:p:12`, one award per product):
   * under the same wallet lock, a flow row with that key means it was paid already. The rule's own
   * task limit (once a day for most) still applies unless `anyCount`: an award the brand decided (a
   * typed-in product approved in the console) is not the member's daily task. Returns null when
   * nothing was paid.
   */
  async earnOnce(
    tx: Tx,
    userId: bigint,
    ruleCode: string,
    key: string,
    ref?: string,
    anyCount = false,
  ): Promise<PointsChanged | null> {
    const [rule] = await tx.select().from(pointsRules).where(eq(pointsRules.code, ruleCode));
    if (!rule || !rule.enabled || rule.points <= 0) return null;
    await tx.insert(pointWallets).values({ userId }).onConflictDoNothing();
    await tx.execute(sql`select 1 from point_wallets where user_id = ${userId} for update`);
    const [paid] = await tx
      .select({ id: pointsFlow.id })
      .from(pointsFlow)
      .where(and(eq(pointsFlow.userId, userId), eq(pointsFlow.idempotencyKey, key)))
      .limit(1);
    if (paid) return null;
    if (anyCount) return this.payRule(tx, userId, rule, key, ref);
    const since = rule.taskPeriod === 'daily' ? startOfUtcDay(this.now()) : new Date(0);
    const [done] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(pointsFlow)
      .where(
        and(
          eq(pointsFlow.userId, userId),
          eq(pointsFlow.ruleCode, ruleCode),
          gt(pointsFlow.delta, 0),
          sql`${pointsFlow.createdAt} >= ${since}`,
        ),
      );
    if ((done?.n ?? 0) >= rule.taskTarget) return null;
    return this.payRule(tx, userId, rule, key, ref);
  }

  async balance(userId: bigint): Promise<Balance> {
    const [wallet] = await this.db
      .select({ balance: pointWallets.balance })
      .from(pointWallets)
      .where(eq(pointWallets.userId, userId));
    const soon = new Date(this.now().getTime() + EXPIRING_SOON_DAYS * DAY_MS);
    const [expiring] = await this.db
      .select({
        amount: sql<string>`coalesce(sum(${pointLots.remaining}), 0)`,
        next: sql<Date | string | null>`min(${pointLots.expiresAt})`,
      })
      .from(pointLots)
      .where(and(eq(pointLots.userId, userId), gt(pointLots.remaining, 0), lte(pointLots.expiresAt, soon)));
    const next = expiring?.next ? new Date(expiring.next).toISOString() : null;
    const [chances] = await this.db
      .select({ balance: chanceWallets.balance })
      .from(chanceWallets)
      .where(eq(chanceWallets.userId, userId));
    return {
      balance: wallet?.balance ?? 0,
      expiringSoon: Number(expiring?.amount ?? 0),
      nextExpiry: next,
      chances: chances?.balance ?? 0,
    };
  }

  async statistics(userId: bigint): Promise<MyStatistics> {
    const { balance, expiringSoon } = await this.balance(userId);
    const [sums] = await this.db
      .select({
        earned: sql<string>`coalesce(sum(${pointsFlow.delta}) filter (where ${pointsFlow.delta} > 0), 0)`,
        spent: sql<string>`coalesce(-sum(${pointsFlow.delta}) filter (where ${pointsFlow.delta} < 0), 0)`,
      })
      .from(pointsFlow)
      .where(eq(pointsFlow.userId, userId));
    return {
      points: balance,
      expiringSoon,
      earned: Number(sums?.earned ?? 0),
      spent: Number(sums?.spent ?? 0),
    };
  }

  /** The history page as a prepared statement: built once, and the server plans it once per connection. */
  private buildFlowQuery() {
    return this.db
      .select({ flow: pointsFlow, title: pointsRules.title })
      .from(pointsFlow)
      .leftJoin(pointsRules, eq(pointsRules.code, pointsFlow.ruleCode))
      .where(
        and(eq(pointsFlow.userId, sql.placeholder('userId')), lt(pointsFlow.id, sql.placeholder('before'))),
      )
      .orderBy(desc(pointsFlow.id))
      .limit(sql.placeholder('limit'))
      .prepare('points_flow_page');
  }

  /**
   * Newest first, keyset on the flow id, each row titled in `lang` (one query, by index). The first
   * page comes from the member's cache when it holds one: the object is then shared by their
   * requests, so the route can send it as kept bytes.
   */
  flows(userId: bigint, lang: Lang, pageSize: number, cursor: string | undefined): Promise<PointFlowPage> {
    if (cursor || !this.firstPages) return this.readFlows(userId, lang, pageSize, cursor);
    return this.firstPages.get(
      `${lang}:${pageSize}`,
      () => this.readFlows(userId, lang, pageSize, undefined),
      String(userId),
    );
  }

  private async readFlows(userId: bigint, lang: Lang, pageSize: number, cursor: string | undefined) {
    this.flowQuery ??= this.buildFlowQuery();
    const rows = await this.flowQuery.execute({
      userId,
      before: cursor ? BigInt(cursor) : 9223372036854775807n,
      limit: pageSize + 1,
    });
    const page = rows.slice(0, pageSize);
    return {
      list: page.map(({ flow: r, title }): PointFlow => ({
        id: String(r.id),
        delta: r.delta,
        balanceAfter: r.balanceAfter,
        ruleCode: r.ruleCode,
        title: pick(title ?? SPEND_TITLES[r.ruleCode] ?? { en_US: r.ruleCode }, lang),
        basePoints: r.basePoints,
        multiplier: r.multiplier,
        createdAt: r.createdAt.toISOString(),
      })),
      nextCursor: rows.length > pageSize ? String(page.at(-1)?.flow.id) : null,
    };
  }
}
