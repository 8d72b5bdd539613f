import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Author } from '../../shared/schemas/content.ts';
import type { NoticePage, Unread } from '../../shared/schemas/social.ts';
import { DEFAULT_LANG, type Lang } from '../../shared/i18n.ts';
import type { Db } from '../db/client.ts';
import { notifications, type Localised } from '../db/schema.ts';
import { pick } from '../points/points.service.ts';
import { notFound } from '../http/errors.ts';
import { authorsById, noticePage, unreadNotices } from './notifications.repository.ts';
import { SystemNotices } from './system-notices.service.ts';
import { LOCALISED_SNIPPETS } from './notifications.writer.ts';

/** A snippet kept in four languages, in `lang` (else English, else any). */
function snippetIn(stored: string | null, lang: Lang): string | null {
  if (!stored) return null;
  try {
    return pick(JSON.parse(stored) as Localised, lang) || null;
  } catch {
    return stored;
  }
}

export const NOTICE_PAGE_SIZE = 20;

/**
 * What happened to a member's things (written by `writeNotice` inside the features' transactions)
 * and the brand's system notices (`system`). A member reads and marks only their own.
 */
export class NotificationsService {
  readonly system: SystemNotices;

  constructor(
    protected readonly db: Db,
    // Marking notices read changes no article counter; kept for the shared service wiring.
    protected readonly forgetArticles: () => void,
  ) {
    this.system = new SystemNotices(db);
  }

  async listPage(
    userId: bigint,
    pageSize = NOTICE_PAGE_SIZE,
    cursor?: string,
    lang: Lang = DEFAULT_LANG,
  ): Promise<NoticePage> {
    const page = await noticePage(this.db, userId, pageSize, cursor);
    const actors = await authorsById(
      this.db,
      page.list.flatMap((r) => r.actorIds),
    );
    // `actor_ids` has no foreign key: a member who deleted their account is left out of the faces.
    const known = (ids: bigint[]) =>
      ids.flatMap((id): Author[] => {
        const a = actors.get(id);
        return a ? [a] : [];
      });
    return {
      list: page.list.map((r) => ({
        id: String(r.id),
        kind: r.kind,
        actors: known(r.actorIds),
        actorCount: r.actorCount,
        article:
          r.articleId === null
            ? null
            : { id: String(r.articleId), title: r.articleTitle ?? '', cover: r.articleCover },
        commentId: r.threadId,
        snippet: LOCALISED_SNIPPETS.has(r.kind) ? snippetIn(r.snippet, lang) : r.snippet,
        link: r.link,
        read: r.readAt !== null,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      })),
      nextCursor: page.nextCursor,
    };
  }

  async unread(userId: bigint): Promise<Unread> {
    const [notices, system] = await Promise.all([unreadNotices(this.db, userId), this.system.unread(userId)]);
    return { notices, system, total: notices + system };
  }

  /** Marks one of the caller's notices read; someone else's (or none) is a 404, not a 403. */
  async read(userId: bigint, id: string): Promise<Unread> {
    const [row] = await this.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, BigInt(id)), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (!row) throw notFound();
    return this.unread(userId);
  }

  async readAll(userId: bigint): Promise<Unread> {
    await this.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return this.unread(userId);
  }

  async readSystem(userId: bigint, type: number): Promise<Unread> {
    await this.system.markRead(userId, type);
    return this.unread(userId);
  }
}
