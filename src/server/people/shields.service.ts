import { and, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type {
  HiddenItem,
  HiddenType,
  PersonPage,
  ShieldKind,
  ShieldState,
} from '../../shared/schemas/social.ts';
import { decodeCursor, encodeCursor } from '../content/articles.cursor.ts';
import type { ViewerHidden } from '../content/articles.repository.ts';
import type { Db, Tx } from '../db/client.ts';
import { articles, comments, follows, hiddenItems, shields, users } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { ReadCache } from '../infra/read-cache.ts';
import type { ReadCacheBus } from '../infra/read-cache.bus.ts';
import { atMicros, assertMember, microsOf, PEOPLE_PAGE, personColumns, toPersons } from './people.persons.ts';

/** How long one viewer's hidden set is reused (every instance's writes clear it, docs/decisions/083). */
const HIDDEN_CACHE_MS = 2000;
/** A hidden comment's label: its start. */
const LABEL_CHARS = 80;
/** "Not interested" items listed at most (newest first). */
const HIDDEN_LIST_MAX = 500;

/** What a viewer hid: the feeds' `ViewerHidden` plus hidden comments (for the comment lists). */
export interface HiddenFor extends ViewerHidden {
  commentIds: bigint[];
  /** The authors of `authorIds` the viewer blocked (not only muted): their articles are 404 to them. */
  blockedIds: bigint[];
}

const nothingHidden = (h: HiddenFor) =>
  h.authorIds.length === 0 && h.articleIds.length === 0 && h.commentIds.length === 0;

/** Block, mute and "not interested" (docs/decisions/058-block-mute-not-interested.md). */
export class ShieldsService {
  private readonly hidden: ReadCache<HiddenFor>;

  constructor(
    protected readonly db: Db,
    protected readonly forgetArticles: () => void,
    caches: ReadCacheBus,
    /** After a block that ended follows: both members' article flags are read afresh (docs/decisions/123). */
    private readonly forgetViewer: (userId: bigint) => void = () => undefined,
  ) {
    this.hidden = caches.cache('shields', 5000, HIDDEN_CACHE_MS);
  }

  /**
   * Blocks/unblocks and/or mutes/unmutes `input.userId` (each idempotent). Blocking also ends the
   * follows in both directions, in the same transaction.
   */
  async save(
    userId: bigint,
    input: { userId: string; block?: boolean; mute?: boolean },
  ): Promise<ShieldState> {
    const targetId = BigInt(input.userId);
    if (targetId === userId) throw badRequest('userId', 'social.shieldSelf', 'SHIELD_SELF');
    await assertMember(this.db, targetId);
    const state = await this.db.transaction(async (tx) => {
      if (input.block !== undefined) await this.set(tx, userId, targetId, 'block', input.block);
      if (input.mute !== undefined) await this.set(tx, userId, targetId, 'mute', input.mute);
      if (input.block) {
        await tx
          .delete(follows)
          .where(
            or(
              and(eq(follows.followerId, userId), eq(follows.followeeId, targetId)),
              and(eq(follows.followerId, targetId), eq(follows.followeeId, userId)),
            ),
          );
      }
      return this.state(tx, userId, targetId);
    });
    this.hidden.clear();
    if (input.block) {
      this.forgetViewer(userId);
      this.forgetViewer(targetId);
    }
    return state;
  }

  private async set(tx: Tx, userId: bigint, targetId: bigint, kind: ShieldKind, on: boolean) {
    if (on) {
      await tx.insert(shields).values({ userId, targetId, kind }).onConflictDoNothing();
    } else {
      await tx
        .delete(shields)
        .where(and(eq(shields.userId, userId), eq(shields.targetId, targetId), eq(shields.kind, kind)));
    }
  }

  async state(db: Db | Tx, userId: bigint, targetId: bigint): Promise<ShieldState> {
    const rows = await db
      .select({ kind: shields.kind })
      .from(shields)
      .where(and(eq(shields.userId, userId), eq(shields.targetId, targetId)));
    const kinds = new Set(rows.map((r) => r.kind));
    return { blocked: kinds.has('block'), muted: kinds.has('mute') };
  }

  /** Whom I blocked (or muted; both when `kind` is left out), newest first, one row per member. */
  async list(
    userId: bigint,
    kind?: ShieldKind,
    pageSize = PEOPLE_PAGE,
    cursor?: string,
  ): Promise<PersonPage> {
    const at = max(shields.createdAt);
    const having = cursor
      ? (() => {
          const key = decodeCursor(cursor);
          return sql`(${at}, ${shields.targetId}) < (${atMicros(key.us)}, ${key.id}::bigint)`;
        })()
      : undefined;
    const rows = await this.db
      .select({ targetId: shields.targetId, us: microsOf(at) })
      .from(shields)
      .where(and(eq(shields.userId, userId), kind ? eq(shields.kind, kind) : undefined))
      .groupBy(shields.targetId)
      .having(having)
      .orderBy(desc(at), desc(shields.targetId))
      .limit(pageSize + 1);
    const page = rows.slice(0, pageSize);
    const last = page.at(-1);
    const nextCursor =
      rows.length > pageSize && last ? encodeCursor({ us: last.us, id: String(last.targetId) }) : null;
    const ids = page.map((r) => r.targetId);
    const people = ids.length
      ? await this.db.select(personColumns).from(users).where(inArray(users.id, ids))
      : [];
    const byId = new Map(people.map((p) => [p.authorId, p]));
    const ordered = ids.flatMap((id) => {
      const p = byId.get(id);
      return p ? [p] : [];
    });
    return { list: await toPersons(this.db, userId, ordered), nextCursor };
  }

  /** "Not interested": hides one article, comment or store for the member (idempotent). */
  async hide(userId: bigint, targetType: HiddenType, targetId: string): Promise<void> {
    const id = BigInt(targetId);
    // Stores arrive in a later issue: any id is accepted until they exist.
    if (targetType === 'article') {
      const [row] = await this.db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.id, id), eq(articles.status, 'published')));
      if (!row) throw notFound();
    } else if (targetType === 'comment') {
      const [row] = await this.db.select({ id: comments.id }).from(comments).where(eq(comments.id, id));
      if (!row) throw notFound();
    }
    await this.db.insert(hiddenItems).values({ userId, targetType, targetId: id }).onConflictDoNothing();
    this.hidden.clear();
  }

  /** Undoes `hide` (idempotent). */
  async unhide(userId: bigint, targetType: HiddenType, targetId: string): Promise<void> {
    await this.db
      .delete(hiddenItems)
      .where(
        and(
          eq(hiddenItems.userId, userId),
          eq(hiddenItems.targetType, targetType),
          eq(hiddenItems.targetId, BigInt(targetId)),
        ),
      );
    this.hidden.clear();
  }

  /** The member's hidden items, newest first, labelled with what they saw (null once gone). */
  async hiddenList(userId: bigint): Promise<{ list: HiddenItem[] }> {
    const rows = await this.db
      .select({
        targetType: hiddenItems.targetType,
        targetId: hiddenItems.targetId,
        createdAt: hiddenItems.createdAt,
        title: articles.title,
        comment: comments.content,
      })
      .from(hiddenItems)
      .leftJoin(articles, and(eq(hiddenItems.targetType, 'article'), eq(articles.id, hiddenItems.targetId)))
      .leftJoin(comments, and(eq(hiddenItems.targetType, 'comment'), eq(comments.id, hiddenItems.targetId)))
      .where(eq(hiddenItems.userId, userId))
      .orderBy(desc(hiddenItems.createdAt), desc(hiddenItems.targetId))
      .limit(HIDDEN_LIST_MAX);
    return {
      list: rows.map((r) => ({
        targetType: r.targetType,
        targetId: String(r.targetId),
        label: r.title ?? (r.comment === null ? null : [...r.comment].slice(0, LABEL_CHARS).join('')),
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  /**
   * What the viewer does not want to see: authors they blocked or muted, articles and comments they
   * marked not interested. Reused for a moment per viewer (every feed page asks); writes here clear it.
   */
  hiddenFor(viewerId: bigint): Promise<HiddenFor> {
    return this.hidden.get(String(viewerId), async () => {
      const [authors, items] = await Promise.all([
        this.db
          .select({ id: shields.targetId, kind: shields.kind })
          .from(shields)
          .where(eq(shields.userId, viewerId)),
        this.db
          .select({ type: hiddenItems.targetType, id: hiddenItems.targetId })
          .from(hiddenItems)
          .where(
            and(eq(hiddenItems.userId, viewerId), inArray(hiddenItems.targetType, ['article', 'comment'])),
          ),
      ]);
      return {
        authorIds: [...new Set(authors.map((a) => a.id))],
        blockedIds: authors.filter((a) => a.kind === 'block').map((a) => a.id),
        articleIds: items.filter((i) => i.type === 'article').map((i) => i.id),
        commentIds: items.filter((i) => i.type === 'comment').map((i) => i.id),
      };
    });
  }

  /** `hiddenFor`, or null for a visitor and for a viewer with nothing hidden (the shared cache serves them). */
  async hiddenOrNull(viewerId: bigint | null): Promise<HiddenFor | null> {
    if (viewerId === null) return null;
    const h = await this.hiddenFor(viewerId);
    return nothingHidden(h) ? null : h;
  }
}
