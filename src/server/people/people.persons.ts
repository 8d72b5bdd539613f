import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Person } from '../../shared/schemas/social.ts';
import type { Db, Tx } from '../db/client.ts';
import { follows, kolMembers, users } from '../db/schema.ts';
import { toAuthor } from '../content/articles.mapper.ts';
import { notFound } from '../http/errors.ts';

type Q = Db | Tx;

/** Page size of the people lists when the client names none. */
export const PEOPLE_PAGE = 20;

/** A member's public columns (never the email), as `toAuthor` reads them. */
export const personColumns = {
  authorId: users.id,
  nickName: users.nickName,
  userName: users.userName,
  avatarUrl: users.avatarUrl,
  kol: sql<boolean>`exists (select 1 from ${kolMembers} where ${kolMembers.userId} = ${users.id})`,
};

/** 404 unless the member exists. */
export async function assertMember(db: Q, userId: bigint): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound();
}

/** Whom among `ids` the viewer follows, and who among them follows the viewer: one query for a page. */
export async function relationsOf(db: Q, viewerId: bigint | null, ids: readonly bigint[]) {
  const followed = new Set<bigint>();
  const followsMe = new Set<bigint>();
  const others = ids.filter((id) => id !== viewerId);
  if (viewerId === null || others.length === 0) return { followed, followsMe };
  const rows = await db
    .select({ followerId: follows.followerId, followeeId: follows.followeeId })
    .from(follows)
    .where(
      or(
        and(eq(follows.followerId, viewerId), inArray(follows.followeeId, others)),
        and(eq(follows.followeeId, viewerId), inArray(follows.followerId, others)),
      ),
    );
  for (const r of rows) {
    if (r.followerId === viewerId) followed.add(r.followeeId);
    else followsMe.add(r.followerId);
  }
  return { followed, followsMe };
}

/** The rows of a people page (in order) with the viewer's relation to each. */
export async function toPersons(
  db: Q,
  viewerId: bigint | null,
  rows: readonly (Parameters<typeof toAuthor>[0] & { authorId: bigint })[],
): Promise<Person[]> {
  const { followed, followsMe } = await relationsOf(
    db,
    viewerId,
    rows.map((r) => r.authorId),
  );
  return rows.map((r) => ({
    ...toAuthor(r),
    followed: followed.has(r.authorId),
    followsMe: followsMe.has(r.authorId),
  }));
}

/** The keyset cursor position `(at, id) < cursor` compares against. */
export const microsOf = (col: AnyPgColumn | SQL) =>
  sql<string>`(extract(epoch from ${col}) * 1000000)::bigint::text`;
export const atMicros = (us: string) => sql`(timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond')`;
