import { and, desc, eq, gte, ilike, like, lt, or } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '../../shared/schemas/console.ts';
import type { Db } from '../db/client.ts';
import { auditLog, users } from '../db/schema.ts';

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const DAY_MS = 86_400_000;

/** The audit log as the console reads it: every console write, newest first, filtered. */
export async function auditPage(db: Db, q: AuditQuery & { pageSize: number }) {
  const target = q.target?.includes(':')
    ? eq(auditLog.target, q.target)
    : q.target
      ? like(auditLog.target, `${q.target.replace(/[\\%_]/g, (c) => `\\${c}`)}:%`)
      : undefined;
  const rows = await db
    .select({ a: auditLog, email: users.email, nickName: users.nickName })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        q.actor
          ? or(ilike(users.email, likeText(q.actor)), ilike(users.nickName, likeText(q.actor)))
          : undefined,
        target,
        q.action ? eq(auditLog.action, q.action) : undefined,
        q.from ? gte(auditLog.createdAt, dayStart(q.from)) : undefined,
        q.to ? lt(auditLog.createdAt, new Date(dayStart(q.to).getTime() + DAY_MS)) : undefined,
        q.cursor && /^[0-9]{1,18}$/.test(q.cursor) ? lt(auditLog.id, BigInt(q.cursor)) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(q.pageSize + 1);
  const list = rows.slice(0, q.pageSize).map((r): AuditEntry => ({
    id: String(r.a.id),
    actor: { id: String(r.a.actorId), email: r.email, nickName: r.nickName },
    action: r.a.action,
    target: r.a.target,
    before: r.a.before,
    after: r.a.after,
    createdAt: r.a.createdAt.toISOString(),
  }));
  return { list, nextCursor: rows.length > q.pageSize ? (list.at(-1)?.id ?? null) : null };
}
