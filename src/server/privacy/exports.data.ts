import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  activityAwards,
  activityEntries,
  addresses,
  ageProofs,
  articleLikes,
  articleSaves,
  articles,
  brandFollows,
  chancesFlow,
  commentLikes,
  comments,
  consents,
  feedback,
  follows,
  footprints,
  hiddenItems,
  notifications,
  pointsFlow,
  privacyExports,
  qrScans,
  redeems,
  reports,
  reviewLikes,
  reviewReplies,
  reviews,
  sessions,
  shields,
  storeShares,
  uploads,
  userIdentities,
  users,
  videos,
  workOrderMessages,
  workOrders,
  memberTiers,
  tierMoves,
} from '../db/schema.ts';

/** Rows read per query: an export of 10,000 posts never holds more than this many at once. */
export const EXPORT_PAGE = 500;

interface Category {
  name: string;
  table: PgTable;
  /** Which rows are the member's. */
  owner: (userId: bigint) => SQL | undefined;
  /** Unique, ordered: the keyset the pages walk. */
  keys: AnyPgColumn[];
  /** Columns left out (secrets such as token hashes). */
  omit?: string[];
}

/**
 * Everything we hold about a member, by category (issue 17: the archive's `data.json`). Each is
 * read in pages along a unique key, so the archive streams whatever the member's history.
 */
export const CATEGORIES: Category[] = [
  { name: 'addresses', table: addresses, owner: (u) => eq(addresses.userId, u), keys: [addresses.id] },
  { name: 'posts', table: articles, owner: (u) => eq(articles.authorId, u), keys: [articles.id] },
  { name: 'comments', table: comments, owner: (u) => eq(comments.authorId, u), keys: [comments.id] },
  {
    name: 'reviewReplies',
    table: reviewReplies,
    owner: (u) => eq(reviewReplies.authorId, u),
    keys: [reviewReplies.id],
  },
  {
    name: 'likes.articles',
    table: articleLikes,
    owner: (u) => eq(articleLikes.userId, u),
    keys: [articleLikes.articleId],
  },
  {
    name: 'likes.comments',
    table: commentLikes,
    owner: (u) => eq(commentLikes.userId, u),
    keys: [commentLikes.commentId],
  },
  {
    name: 'likes.reviews',
    table: reviewLikes,
    owner: (u) => eq(reviewLikes.userId, u),
    keys: [reviewLikes.reviewId],
  },
  {
    name: 'saves',
    table: articleSaves,
    owner: (u) => eq(articleSaves.userId, u),
    keys: [articleSaves.articleId],
  },
  { name: 'follows', table: follows, owner: (u) => eq(follows.followerId, u), keys: [follows.followeeId] },
  {
    name: 'brandFollows',
    table: brandFollows,
    owner: (u) => eq(brandFollows.userId, u),
    keys: [brandFollows.brandSpecialId],
  },
  { name: 'reviews', table: reviews, owner: (u) => eq(reviews.userId, u), keys: [reviews.id] },
  {
    name: 'storeShares',
    table: storeShares,
    owner: (u) => eq(storeShares.userId, u),
    keys: [storeShares.id],
  },
  {
    name: 'scans',
    table: qrScans,
    owner: (u) => eq(qrScans.userId, u),
    keys: [qrScans.id],
    omit: ['ipHash'],
  },
  { name: 'pointsFlow', table: pointsFlow, owner: (u) => eq(pointsFlow.userId, u), keys: [pointsFlow.id] },
  {
    name: 'chancesFlow',
    table: chancesFlow,
    owner: (u) => eq(chancesFlow.userId, u),
    keys: [chancesFlow.id],
  },
  // Member tiers (issue 39): the tier held and its moves.
  {
    name: 'memberTier',
    table: memberTiers,
    owner: (u) => eq(memberTiers.userId, u),
    keys: [memberTiers.userId],
  },
  { name: 'tierMoves', table: tierMoves, owner: (u) => eq(tierMoves.userId, u), keys: [tierMoves.id] },
  { name: 'redemptions', table: redeems, owner: (u) => eq(redeems.userId, u), keys: [redeems.id] },
  {
    name: 'activityEntries',
    table: activityEntries,
    owner: (u) => eq(activityEntries.userId, u),
    keys: [activityEntries.id],
  },
  {
    name: 'activityAwards',
    table: activityAwards,
    owner: (u) => eq(activityAwards.userId, u),
    keys: [activityAwards.id],
  },
  { name: 'reports', table: reports, owner: (u) => eq(reports.reporterId, u), keys: [reports.id] },
  { name: 'workOrders', table: workOrders, owner: (u) => eq(workOrders.userId, u), keys: [workOrders.id] },
  {
    name: 'workOrderMessages',
    table: workOrderMessages,
    owner: (u) =>
      inArray(
        workOrderMessages.workOrderId,
        sql`(select ${workOrders.id} from ${workOrders} where ${workOrders.userId} = ${u})`,
      ),
    keys: [workOrderMessages.id],
    omit: ['authorId'],
  },
  { name: 'feedback', table: feedback, owner: (u) => eq(feedback.userId, u), keys: [feedback.id] },
  { name: 'consents', table: consents, owner: (u) => eq(consents.userId, u), keys: [consents.id] },
  {
    name: 'sessions',
    table: sessions,
    owner: (u) => eq(sessions.userId, u),
    keys: [sessions.id],
    omit: ['tokenHash'],
  },
  {
    name: 'linkedAccounts',
    table: userIdentities,
    owner: (u) => eq(userIdentities.userId, u),
    keys: [userIdentities.id],
  },
  {
    name: 'ageProofs',
    table: ageProofs,
    owner: (u) => eq(ageProofs.userId, u),
    keys: [ageProofs.id],
    omit: ['fileKey'],
  },
  {
    name: 'viewingHistory',
    table: footprints,
    owner: (u) => eq(footprints.userId, u),
    keys: [footprints.articleId],
  },
  {
    name: 'blocks',
    table: shields,
    owner: (u) => eq(shields.userId, u),
    keys: [shields.targetId, shields.kind],
  },
  {
    name: 'hiddenItems',
    table: hiddenItems,
    owner: (u) => eq(hiddenItems.userId, u),
    keys: [hiddenItems.targetType, hiddenItems.targetId],
  },
  {
    name: 'notifications',
    table: notifications,
    owner: (u) => eq(notifications.userId, u),
    keys: [notifications.id],
  },
  { name: 'uploads', table: uploads, owner: (u) => eq(uploads.userId, u), keys: [uploads.id] },
  {
    name: 'videos',
    table: videos,
    owner: (u) => eq(videos.userId, u),
    keys: [videos.id],
    omit: ['sourceKey'],
  },
  {
    name: 'dataExports',
    table: privacyExports,
    owner: (u) => eq(privacyExports.userId, u),
    keys: [privacyExports.id],
    omit: ['file'],
  },
];

/** One category by name (the export's media walk reads `uploads` and `videos` again for their files). */
export function categoryNamed(name: string): Category {
  const found = CATEGORIES.find((c) => c.name === name);
  if (!found) throw new Error(`no export category ${name}`);
  return found;
}

/** The profile fields of the users row (not the internal ones). */
const PROFILE_OMIT = new Set(['isAdmin', 'deletionKeepContent']);

/** JSON text for one value: bigints as strings, dates as ISO text. */
export const toJson = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));

function columnsOf(category: Category) {
  const all = getTableColumns(category.table) as Record<string, AnyPgColumn>;
  const omit = new Set(category.omit ?? []);
  return Object.fromEntries(Object.entries(all).filter(([name]) => !omit.has(name)));
}

/** The rows of one category, a page at a time, in key order. */
export async function* categoryRows(db: Db, category: Category, userId: bigint) {
  const columns = columnsOf(category);
  const keyNames = category.keys.map((k) => Object.entries(columns).find(([, c]) => c === k)?.[0]);
  let after: unknown[] | null = null;
  for (;;) {
    const keyset: SQL | undefined =
      after === null
        ? undefined
        : sql`(${sql.join(category.keys, sql`, `)}) > (${sql.join(
            after.map((v) => sql`${v}`),
            sql`, `,
          )})`;
    const page = (await db
      .select(columns)
      .from(category.table)
      .where(and(category.owner(userId), keyset))
      .orderBy(...category.keys.map((k) => asc(k)))
      .limit(EXPORT_PAGE)) as Record<string, unknown>[];
    for (const row of page) yield row;
    if (page.length < EXPORT_PAGE) return;
    const last = page[page.length - 1]!;
    after = keyNames.map((name) => (name ? last[name] : null));
  }
}

/** The member's own row, without internal fields. */
export async function profileOf(db: Db, userId: bigint) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([k]) => !PROFILE_OMIT.has(k)));
}

/**
 * `data.json`, as text chunks: `{"format":…,"exportedAt":…,"profile":{…},"categories":{"addresses":[…],…}}`.
 * Nothing but the current page is held in memory.
 */
export async function* dataJson(db: Db, userId: bigint): AsyncGenerator<string> {
  yield `{"format":"vapour-club-export/1","exportedAt":${toJson(new Date())},"userId":"${userId}",`;
  yield `"profile":${toJson(await profileOf(db, userId))},"categories":{`;
  let first = true;
  for (const category of CATEGORIES) {
    yield `${first ? '' : ','}${toJson(category.name)}:[`;
    first = false;
    let n = 0;
    for await (const row of categoryRows(db, category, userId)) {
      yield `${n++ === 0 ? '' : ','}\n${toJson(row)}`;
    }
    yield ']';
  }
  yield '}}\n';
}
