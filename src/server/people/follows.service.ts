import { and, count, desc, eq, notExists, sql, sum } from 'drizzle-orm';
import type { Followed, MemberBalance, MemberStats, PersonPage } from '../../shared/schemas/social.ts';
import { decodeCursor, encodeCursor } from '../content/articles.cursor.ts';
import { toAuthor } from '../content/articles.mapper.ts';
import type { Db } from '../db/client.ts';
import { articles, follows, shields, users } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { tierCodeOf } from '../tiers/tiers.sql.ts';
import { writeNotice } from '../notifications/notifications.writer.ts';
import {
  atMicros,
  assertMember,
  microsOf,
  PEOPLE_PAGE,
  personColumns,
  relationsOf,
  toPersons,
} from './people.persons.ts';
import { assertNotBlocked } from './shields.rules.ts';

const published = (authorId: bigint) =>
  and(eq(articles.authorId, authorId), eq(articles.status, 'published'));

/** Follows and member statistics. Counters are counted (indexed) rather than stored: they cannot drift. */
export class FollowsService {
  constructor(
    protected readonly db: Db,
    protected readonly forgetArticles: () => void,
    /** After the member's change of what their article details show (docs/decisions/123). */
    protected readonly forgetViewer: (userId: bigint) => void = () => undefined,
  ) {}

  /**
   * Follows or unfollows `input.userId`; idempotent both ways. A new follow tells the member (in the
   * same transaction); a member who blocked the caller cannot be followed (403 `BLOCKED`).
   */
  async save(followerId: bigint, input: { userId: string; follow: boolean }): Promise<Followed> {
    const followeeId = BigInt(input.userId);
    if (followeeId === followerId) throw badRequest('userId', 'social.followSelf', 'FOLLOW_SELF');
    await assertMember(this.db, followeeId);
    await this.db.transaction(async (tx) => {
      if (!input.follow) {
        await tx
          .delete(follows)
          .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
        return;
      }
      await assertNotBlocked(tx, [followeeId], followerId);
      const added = await tx
        .insert(follows)
        .values({ followerId, followeeId })
        .onConflictDoNothing()
        .returning({ at: follows.createdAt });
      if (added.length > 0)
        await writeNotice(tx, { userId: followeeId, kind: 'follow', actorId: followerId });
    });
    this.forgetViewer(followerId);
    const [row] = await this.db
      .select({ n: count() })
      .from(follows)
      .where(eq(follows.followeeId, followeeId));
    return { following: input.follow, followerCount: row?.n ?? 0 };
  }

  /** Whom `ownerId` follows, newest follow first, without members the viewer blocked. */
  following(ownerId: bigint, viewerId: bigint | null, pageSize = PEOPLE_PAGE, cursor?: string) {
    return this.page('following', ownerId, viewerId, pageSize, cursor);
  }

  /** Who follows `ownerId`, newest first, without members the viewer blocked. */
  followers(ownerId: bigint, viewerId: bigint | null, pageSize = PEOPLE_PAGE, cursor?: string) {
    return this.page('followers', ownerId, viewerId, pageSize, cursor);
  }

  private async page(
    side: 'following' | 'followers',
    ownerId: bigint,
    viewerId: bigint | null,
    pageSize: number,
    cursor: string | undefined,
  ): Promise<PersonPage> {
    // `follows_follower_idx` / `follows_followee_idx`: (owner, created_at desc, other desc).
    const owner = side === 'following' ? follows.followerId : follows.followeeId;
    const other = side === 'following' ? follows.followeeId : follows.followerId;
    const where = [eq(owner, ownerId)];
    // Members the viewer blocked stay out of anyone's lists for them, as out of their feeds (decision 087).
    if (viewerId !== null) {
      const blockedByViewer = this.db
        .select({ one: sql`1` })
        .from(shields)
        .where(and(eq(shields.userId, viewerId), eq(shields.targetId, other), eq(shields.kind, 'block')));
      where.push(notExists(blockedByViewer));
    }
    if (cursor) {
      const key = decodeCursor(cursor);
      where.push(sql`(${follows.createdAt}, ${other}) < (${atMicros(key.us)}, ${key.id}::bigint)`);
    }
    const rows = await this.db
      .select({ ...personColumns, us: microsOf(follows.createdAt) })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(and(...where))
      .orderBy(desc(follows.createdAt), desc(other))
      .limit(pageSize + 1);
    const list = rows.slice(0, pageSize);
    const last = list.at(-1);
    const nextCursor =
      rows.length > pageSize && last ? encodeCursor({ us: last.us, id: String(last.authorId) }) : null;
    return { list: await toPersons(this.db, viewerId, list), nextCursor };
  }

  /** A member's public profile and counters, and how the viewer relates to them. */
  async stats(userId: bigint, viewerId: bigint | null): Promise<MemberStats> {
    const [user] = await this.db
      .select({ ...personColumns, tierCode: tierCodeOf(users.id), backImg: users.backImgUrl })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound();
    const [following, followers, posts, mine, relation] = await Promise.all([
      this.db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId)),
      this.db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId)),
      this.db
        .select({ n: count(), likes: sum(articles.likeCount) })
        .from(articles)
        .where(published(userId)),
      viewerId === null || viewerId === userId
        ? Promise.resolve([])
        : this.db
            .select({ kind: shields.kind })
            .from(shields)
            .where(and(eq(shields.userId, viewerId), eq(shields.targetId, userId))),
      relationsOf(this.db, viewerId, [userId]),
    ]);
    const kinds = new Set(mine.map((s) => s.kind));
    return {
      user: toAuthor(user),
      backImg: user.backImg,
      followingCount: following[0]?.n ?? 0,
      followerCount: followers[0]?.n ?? 0,
      articleCount: posts[0]?.n ?? 0,
      likeCount: Number(posts[0]?.likes ?? 0),
      followed: relation.followed.has(userId),
      followsMe: relation.followsMe.has(userId),
      blocked: kinds.has('block'),
      muted: kinds.has('mute'),
      me: viewerId === userId,
    };
  }

  /**
   * What a member's published posts earned from the community: likes, saves and comments summed over
   * their articles. Deliberately never their points balance: points are private (spec: the member's
   * own account), while these counters are already public on every card of theirs.
   */
  async balance(userId: bigint): Promise<MemberBalance> {
    await assertMember(this.db, userId);
    const [row] = await this.db
      .select({
        likes: sum(articles.likeCount),
        saves: sum(articles.saveCount),
        comments: sum(articles.commentCount),
      })
      .from(articles)
      .where(published(userId));
    return {
      userId: String(userId),
      likeCount: Number(row?.likes ?? 0),
      saveCount: Number(row?.saves ?? 0),
      commentCount: Number(row?.comments ?? 0),
    };
  }
}
