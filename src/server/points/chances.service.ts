import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { chancesFlow, chanceWallets } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';

export interface ChanceChange {
  userId: bigint;
  /** Positive grants, negative spends; never zero. */
  delta: number;
  /** SCAN (a genuine code claimed), SPIN (a draw), CONSOLE. */
  reason: string;
  ref?: string | null;
  /** Once per member: a second change with the same key is refused by the unique index. */
  idempotencyKey?: string | null;
}

export const notEnoughChances = () => new AppError(409, 'NOT_ENOUGH_CHANCES', 'points.notEnoughChances');

/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Wheel spin chances (DESIGN §5a): a balance kept like points, with its own append-only ledger.
 * Every change is one statement: the conditional wallet upsert or update (which locks the row and
 * refuses to go below zero) and its flow row, in the caller's transaction.
 */
export class ChancesService {
  constructor(private readonly db: Db) {}

  async change(tx: Tx, change: ChanceChange): Promise<{ balance: number }> {
    if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
      throw new Error('a chances change is a non-zero integer');
    }
    const wallet =
      change.delta > 0
        ? sql`insert into chance_wallets as cw (user_id, balance) values (${change.userId}, ${change.delta})
            on conflict (user_id) do update set balance = cw.balance + excluded.balance, updated_at = now()
            returning balance`
        : sql`update chance_wallets set balance = balance + ${change.delta}, updated_at = now()
            where user_id = ${change.userId} and balance + ${change.delta} >= 0
            returning balance`;
    const result = await tx.execute(sql`
      with w as (${wallet}), f as (
        insert into chances_flow (user_id, delta, balance_after, reason, ref, idempotency_key)
        select ${change.userId}, ${change.delta}, w.balance, ${change.reason}, ${change.ref ?? null},
          ${change.idempotencyKey ?? null}
        from w
        returning balance_after
      )
      select balance_after as balance from f`);
    const row = rowsOf<{ balance: number | string }>(result)[0];
    if (!row) throw notEnoughChances();
    return { balance: Number(row.balance) };
  }

  async balance(userId: bigint, db: Db | Tx = this.db): Promise<number> {
    const [wallet] = await db
      .select({ balance: chanceWallets.balance })
      .from(chanceWallets)
      .where(eq(chanceWallets.userId, userId));
    return wallet?.balance ?? 0;
  }

  /** Newest first, keyset on the flow id. */
  async flows(userId: bigint, pageSize: number, cursor: string | undefined) {
    const rows = await this.db
      .select()
      .from(chancesFlow)
      .where(and(eq(chancesFlow.userId, userId), cursor ? lt(chancesFlow.id, BigInt(cursor)) : undefined))
      .orderBy(desc(chancesFlow.id))
      .limit(pageSize + 1);
    const page = rows.slice(0, pageSize);
    return {
      list: page.map((r) => ({
        id: String(r.id),
        delta: r.delta,
        balanceAfter: r.balanceAfter,
        reason: r.reason,
        createdAt: r.createdAt.toISOString(),
      })),
      nextCursor: rows.length > pageSize ? String(page.at(-1)?.id) : null,
    };
  }
}
