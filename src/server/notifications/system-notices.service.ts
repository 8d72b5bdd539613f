import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Lang } from '../../shared/i18n.ts';
import type { SystemNoticeList, SystemNoticeSaveSchema } from '../../shared/schemas/social.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import { pickLang } from '../content/articles.mapper.ts';
import { localised } from '../content/taxonomy-console.service.ts';
import type { Db } from '../db/client.ts';
import { systemNoticeReads, systemNotices, users } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

type SystemNoticeSave = z.output<typeof SystemNoticeSaveSchema>;
type SystemNoticeRow = typeof systemNotices.$inferSelect;

/** The general channel: what the bell counts and the notifications page shows. */
export const GENERAL = 1;
/** How many notices of a channel a member sees (the latest). */
export const SYSTEM_LIST_SIZE = 20;
/** The console lists this many of the latest notices (a console UI may page later). */
const CONSOLE_LIST_SIZE = 100;

const consoleView = (r: SystemNoticeRow) => ({
  id: String(r.id),
  type: r.type,
  title: r.title,
  body: r.body,
  publishedAt: r.publishedAt.toISOString(),
});

/**
 * From when a member's notices of `type` count as unread: after they last read the channel and
 * after they signed up. Without the second bound a new member would be greeted by every notice the
 * brand ever sent as "unread"; they still see the latest ones in the list, marked read. Compared in
 * SQL: a JS Date would drop the microseconds PostgreSQL keeps.
 */
const unreadSince = (userId: bigint, type: number) =>
  sql`(select greatest(${users.createdAt}, ${systemNoticeReads.readAt}) from ${users}
    left join ${systemNoticeReads} on ${systemNoticeReads.userId} = ${users.id} and ${systemNoticeReads.type} = ${type}
    where ${users.id} = ${userId})`;

/** Notices the brand sends to every member, by channel (`sysNotice`), and their console. */
export class SystemNotices {
  constructor(private readonly db: Db) {}

  /** The latest notices of `type` in `lang`; a visitor (`viewer` null) sees them all as read. */
  async list(viewer: bigint | null, type: number, lang: Lang): Promise<SystemNoticeList> {
    const rows = await this.db
      .select({
        row: systemNotices,
        read:
          viewer === null
            ? sql<boolean>`true`
            : sql<boolean>`coalesce(${systemNotices.publishedAt} <= ${unreadSince(viewer, type)}, true)`,
      })
      .from(systemNotices)
      .where(eq(systemNotices.type, type))
      .orderBy(desc(systemNotices.publishedAt), desc(systemNotices.id))
      .limit(SYSTEM_LIST_SIZE);
    const list = rows.map(({ row: r, read }) => ({
      id: String(r.id),
      type: r.type,
      title: pickLang(r.title, lang),
      body: pickLang(r.body, lang),
      publishedAt: r.publishedAt.toISOString(),
      read: Boolean(read),
    }));
    const unread = viewer === null ? 0 : await this.unread(viewer, type);
    return { list, unread };
  }

  async unread(userId: bigint, type = GENERAL): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(systemNotices)
      .where(
        and(eq(systemNotices.type, type), sql`${systemNotices.publishedAt} > ${unreadSince(userId, type)}`),
      );
    return row?.n ?? 0;
  }

  /** Marks the channel read up to now (never moves the mark back). */
  async markRead(userId: bigint, type: number): Promise<void> {
    await this.db
      .insert(systemNoticeReads)
      .values({ userId, type })
      .onConflictDoUpdate({
        target: [systemNoticeReads.userId, systemNoticeReads.type],
        set: { readAt: sql`greatest(${systemNoticeReads.readAt}, excluded.read_at)` },
      });
  }

  // --- console -------------------------------------------------------------------------------------

  async consoleList() {
    const rows = await this.db
      .select()
      .from(systemNotices)
      .orderBy(desc(systemNotices.publishedAt), desc(systemNotices.id))
      .limit(CONSOLE_LIST_SIZE);
    return { list: rows.map(consoleView) };
  }

  /** `actor` null is the demo seed, which is no console write (nothing to audit). */
  publish(actor: AuthContext | null, input: SystemNoticeSave) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(systemNotices)
        .values({
          type: input.type ?? GENERAL,
          title: localised(input.title),
          body: localised(input.body),
          createdBy: actor?.user.id ?? null,
        })
        .returning();
      if (!row) throw notFound();
      const view = consoleView(row);
      if (actor)
        await audit(tx, { actor, action: 'notices.create', target: `systemNotice:${row.id}`, after: view });
      return view;
    });
  }

  remove(actor: AuthContext, id: string) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(systemNotices)
        .where(eq(systemNotices.id, BigInt(id)))
        .returning();
      if (!row) throw notFound();
      await audit(tx, {
        actor,
        action: 'notices.delete',
        target: `systemNotice:${id}`,
        before: consoleView(row),
      });
      return null;
    });
  }
}
