import { and, desc, eq, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type { ConsoleMember } from '../../shared/schemas/members.ts';
import type { Db } from '../db/client.ts';
import { chanceWallets, pointsFlow, pointsRules, pointWallets, users } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { SPEND_TITLES } from '../points/points.rules.ts';
import { pick } from '../points/points.service.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** `%` and `_` typed by the admin are letters, not wildcards. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The brand console's members: search, one member's profile and wallets, their points flow. */
export class MembersConsole {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select({
        u: users,
        balance: sql<number>`coalesce(${pointWallets.balance}, 0)::int`,
        chances: sql<number>`coalesce(${chanceWallets.balance}, 0)::int`,
      })
      .from(users)
      .leftJoin(pointWallets, eq(pointWallets.userId, users.id))
      .leftJoin(chanceWallets, eq(chanceWallets.userId, users.id));
  }

  private view(r: { u: typeof users.$inferSelect; balance: number; chances: number }): ConsoleMember {
    return {
      id: String(r.u.id),
      email: r.u.email,
      nickName: r.u.nickName,
      avatarUrl: r.u.avatarUrl,
      countryCode: r.u.countryCode,
      birthday: r.u.birthday,
      createdAt: r.u.createdAt.toISOString(),
      balance: r.balance,
      chances: r.chances,
      proof: r.u.proof,
      suspendedUntil: iso(r.u.suspendedUntil),
      isAdmin: r.u.isAdmin,
      deletionScheduledAt: iso(r.u.deletionScheduledAt),
    };
  }

  /** Newest first; `q` matches a part of the email or the nickname (erased accounts left out). */
  async search(q: { q?: string; pageSize: number; cursor?: string }) {
    const text = q.q?.trim();
    const rows = await this.select()
      .where(
        and(
          isNull(users.deletedAt),
          text ? or(ilike(users.email, likeText(text)), ilike(users.nickName, likeText(text))) : undefined,
          q.cursor && /^[0-9]{1,18}$/.test(q.cursor) ? lt(users.id, BigInt(q.cursor)) : undefined,
        ),
      )
      .orderBy(desc(users.id))
      .limit(q.pageSize + 1);
    const list = rows.slice(0, q.pageSize).map((r) => this.view(r));
    return { list, nextCursor: rows.length > q.pageSize ? (list.at(-1)?.id ?? null) : null };
  }

  async get(id: string): Promise<ConsoleMember> {
    const [row] = await this.select()
      .where(and(eq(users.id, BigInt(id)), isNull(users.deletedAt)))
      .limit(1);
    if (!row) throw notFound();
    return this.view(row);
  }

  /** The member's points flow, newest first, each rule named in the admin's language. */
  async points(id: string, q: { pageSize: number; cursor?: string }, lang: Lang) {
    await this.get(id);
    const rows = await this.db
      .select({ r: pointsFlow, title: pointsRules.title })
      .from(pointsFlow)
      .leftJoin(pointsRules, eq(pointsRules.code, pointsFlow.ruleCode))
      .where(
        and(
          eq(pointsFlow.userId, BigInt(id)),
          q.cursor && /^[0-9]{1,18}$/.test(q.cursor) ? lt(pointsFlow.id, BigInt(q.cursor)) : undefined,
        ),
      )
      .orderBy(desc(pointsFlow.id))
      .limit(q.pageSize + 1);
    const list = rows.slice(0, q.pageSize).map(({ r, title }) => ({
      id: String(r.id),
      delta: r.delta,
      balanceAfter: r.balanceAfter,
      ruleCode: r.ruleCode,
      ruleTitle: pick(title ?? SPEND_TITLES[r.ruleCode] ?? { en_US: r.ruleCode }, lang),
      ref: r.ref,
      createdAt: r.createdAt.toISOString(),
    }));
    return { list, nextCursor: rows.length > q.pageSize ? (list.at(-1)?.id ?? null) : null };
  }
}
