import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ModerationGroup, ReportState, ReportTarget } from '../../shared/schemas/support.ts';
import type { Db } from '../db/client.ts';
import { reports, users } from '../db/schema.ts';

/** A product report is its own group: its target id is the report's id. */
export const groupId = sql<string>`coalesce(${reports.targetId}, ${reports.id})::text`;

const OPEN = ['submitted', 'monitoring'] as const;

export interface GroupFilter {
  open: boolean;
  targetType?: ReportTarget;
  /** One group only. */
  target?: { type: ReportTarget; id: bigint };
}

const whereOf = (f: GroupFilter) =>
  and(
    f.open ? inArray(reports.state, [...OPEN]) : eq(reports.state, 'completed'),
    f.targetType ? eq(reports.targetType, f.targetType) : undefined,
    f.target ? eq(reports.targetType, f.target.type) : undefined,
    f.target ? sql`coalesce(${reports.targetId}, ${reports.id}) = ${f.target.id}` : undefined,
  );

type GroupBase = Omit<ModerationGroup, 'hidden'>;

/**
 * Reports grouped by target, most recently reported first, with their counts per reason, the newest
 * snippet and the owner: three queries per page whatever its size.
 */
export async function groups(db: Db, f: GroupFilter, size: number, offset: number): Promise<GroupBase[]> {
  const where = whereOf(f);
  const rows = await db
    .select({
      targetType: reports.targetType,
      targetId: groupId,
      reportCount: sql<number>`count(*)::int`,
      monitoring: sql<boolean>`bool_or(${reports.state} = 'monitoring')`,
      firstAt: sql<string>`min(${reports.createdAt})`,
      lastAt: sql<string>`max(${reports.createdAt})`,
      snippet: sql<string | null>`(array_agg(${reports.targetSnippet} order by ${reports.id} desc))[1]`,
      ownerId: sql<string | null>`(array_agg(${reports.targetOwnerId}::text order by ${reports.id} desc))[1]`,
    })
    .from(reports)
    .where(where)
    .groupBy(reports.targetType, groupId)
    .orderBy(desc(sql`max(${reports.createdAt})`), reports.targetType, groupId)
    .limit(size)
    .offset(offset);
  if (rows.length === 0) return [];
  const keys = rows.map((r) => `${r.targetType}:${r.targetId}`);
  const reasons = await db
    .select({
      key: sql<string>`${reports.targetType} || ':' || ${groupId}`,
      reason: reports.reasonType,
      n: sql<number>`count(*)::int`,
    })
    .from(reports)
    .where(and(where, inArray(sql`${reports.targetType} || ':' || ${groupId}`, keys)))
    .groupBy(reports.targetType, groupId, reports.reasonType);
  const ownerIds = [...new Set(rows.flatMap((r) => (r.ownerId ? [BigInt(r.ownerId)] : [])))];
  const owners = ownerIds.length
    ? await db
        .select({ id: users.id, nickName: users.nickName, suspendedUntil: users.suspendedUntil })
        .from(users)
        .where(inArray(users.id, ownerIds))
    : [];
  const ownerById = new Map(owners.map((o) => [String(o.id), o]));
  const now = Date.now();
  return rows.map((r) => {
    const owner = r.ownerId ? ownerById.get(r.ownerId) : undefined;
    const until = owner?.suspendedUntil;
    const state: ReportState = !f.open ? 'completed' : r.monitoring ? 'monitoring' : 'submitted';
    return {
      targetType: r.targetType,
      targetId: r.targetId,
      snippet: r.snippet,
      owner: owner
        ? {
            userId: String(owner.id),
            nickName: owner.nickName,
            suspendedUntil: until && until.getTime() > now ? until.toISOString() : null,
          }
        : null,
      reportCount: Number(r.reportCount),
      reasons: Object.fromEntries(
        reasons.filter((x) => x.key === `${r.targetType}:${r.targetId}`).map((x) => [x.reason, Number(x.n)]),
      ),
      state,
      firstAt: new Date(r.firstAt).toISOString(),
      lastAt: new Date(r.lastAt).toISOString(),
    };
  });
}

/** Every report on one target (the group's history), newest first. */
export function reportsOn(db: Db, type: ReportTarget, id: bigint, limit = 100) {
  return db
    .select()
    .from(reports)
    .where(
      and(eq(reports.targetType, type), type === 'product' ? eq(reports.id, id) : eq(reports.targetId, id)),
    )
    .orderBy(desc(reports.id))
    .limit(limit);
}
