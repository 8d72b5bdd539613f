import { and, count, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InfoCategory, InfoChecklist, ThirdInfo } from '../../shared/schemas/support.ts';
import type { Db } from '../db/client.ts';
import {
  activityEntries,
  addresses,
  ageProofs,
  articleLikes,
  articleSaves,
  articles,
  commentLikes,
  comments,
  consents,
  feedback,
  follows,
  footprints,
  hiddenItems,
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
  userIdentities,
  users,
  workOrders,
} from '../db/schema.ts';
import { AppError, notFound } from '../http/errors.ts';

const FACEBOOK = 'facebook';

/** Where in the app each category can be seen or changed. */
const LINKS: Record<InfoCategory, string | null> = {
  account: '/setting/modifyEmail',
  profile: '/setting/editInfo',
  addresses: '/address',
  ageProof: '/setting/proof',
  content: '/article/draft?status=published',
  interactions: '/my/likes',
  reviews: '/evaluate/add',
  stores: '/my/shares',
  scans: '/scanResult',
  points: '/pointsHistory',
  redemptions: '/activity/prize/awards',
  activities: '/activity',
  support: '/my/afterSale',
  linkedAccounts: '/setting/thirdInfo',
  sessions: '/setting/sessions',
  privacy: '/setting/privacy',
};

/**
 * The account pages (`/setting/thirdInfo`, `/setting/infoChecklist`): the member's linked sign-in
 * accounts, and what personal data we hold about them, counted per category. Only ever the caller's own.
 */
export class AccountService {
  constructor(private readonly db: Db) {}

  async thirdInfo(userId: bigint): Promise<ThirdInfo> {
    const [user] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound();
    const [facebook] = await this.db
      .select({ createdAt: userIdentities.createdAt })
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, FACEBOOK)));
    return {
      accounts: [
        {
          provider: 'facebook',
          linked: facebook !== undefined,
          linkedAt: facebook?.createdAt.toISOString() ?? null,
        },
      ],
      email: user.email,
      // Every account has an address it proved (by code, or the provider's verified one): signing in
      // with an emailed code always remains (docs/decisions/070).
      canUnlink: user.email.includes('@'),
    };
  }

  /** Unlinks Facebook: 409 `NOT_LINKED` when it is not, `CANNOT_UNLINK` when no email sign-in would remain. */
  async unlink(userId: bigint, provider: 'facebook'): Promise<ThirdInfo> {
    const info = await this.thirdInfo(userId);
    if (!info.accounts.some((a) => a.provider === provider && a.linked)) {
      throw new AppError(409, 'NOT_LINKED', 'support.notLinked');
    }
    if (!info.canUnlink) throw new AppError(409, 'CANNOT_UNLINK', 'support.cannotUnlink');
    await this.db
      .delete(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
    return this.thirdInfo(userId);
  }

  /** What we hold about the member, per category, as counts (rows, or filled fields). */
  async infoChecklist(userId: bigint): Promise<InfoChecklist> {
    const [u] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!u) throw notFound();
    const n = (table: PgTable, where: SQL | undefined) => this.count(table, where);
    const by = (column: AnyPgColumn) => eq(column, userId);
    const filled = (fields: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === null || v === '' ? 0 : 1]));
    const [
      addressCount,
      proofs,
      posts,
      commentCount,
      articleLikeCount,
      commentLikeCount,
      reviewLikeCount,
      saves,
      following,
      footprintCount,
      shieldCount,
      hiddenCount,
      reviewCount,
      replyCount,
      shares,
      scans,
      flows,
      orders,
      entries,
      workOrderCount,
      feedbackCount,
      reportCount,
      linked,
      live,
      consentCount,
      exportCount,
    ] = await Promise.all([
      n(addresses, by(addresses.userId)),
      n(ageProofs, by(ageProofs.userId)),
      n(articles, by(articles.authorId)),
      n(comments, by(comments.authorId)),
      n(articleLikes, by(articleLikes.userId)),
      n(commentLikes, by(commentLikes.userId)),
      n(reviewLikes, by(reviewLikes.userId)),
      n(articleSaves, by(articleSaves.userId)),
      n(follows, by(follows.followerId)),
      n(footprints, by(footprints.userId)),
      n(shields, by(shields.userId)),
      n(hiddenItems, by(hiddenItems.userId)),
      n(reviews, by(reviews.userId)),
      n(reviewReplies, by(reviewReplies.authorId)),
      n(storeShares, by(storeShares.userId)),
      n(qrScans, by(qrScans.userId)),
      n(pointsFlow, by(pointsFlow.userId)),
      n(redeems, by(redeems.userId)),
      n(activityEntries, by(activityEntries.userId)),
      n(workOrders, by(workOrders.userId)),
      n(feedback, by(feedback.userId)),
      n(reports, by(reports.reporterId)),
      n(userIdentities, by(userIdentities.userId)),
      n(sessions, and(by(sessions.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`))),
      n(consents, by(consents.userId)),
      n(privacyExports, by(privacyExports.userId)),
    ]);
    const items: Record<InfoCategory, Record<string, number>> = {
      account: { email: 1, userName: 1 },
      profile: filled({
        nickName: u.nickName,
        avatar: u.avatarUrl,
        birthday: u.birthday,
        firstName: u.firstName,
        lastName: u.lastName,
        gender: u.gender,
        career: u.career,
        phone: u.phone,
      }),
      addresses: { addresses: addressCount },
      ageProof: { proofs },
      content: { posts, comments: commentCount },
      interactions: {
        likes: articleLikeCount + commentLikeCount + reviewLikeCount,
        saves,
        following,
        footprints: footprintCount,
        blocked: shieldCount,
        hidden: hiddenCount,
      },
      reviews: { reviews: reviewCount, replies: replyCount },
      stores: { shares },
      scans: { scans },
      points: { movements: flows },
      redemptions: { orders },
      activities: { entries },
      support: { workOrders: workOrderCount, feedback: feedbackCount, reports: reportCount },
      linkedAccounts: { facebook: linked },
      sessions: { active: live },
      privacy: { consents: consentCount, exports: exportCount },
    };
    return {
      categories: (Object.keys(LINKS) as InfoCategory[]).map((category) => ({
        category,
        items: items[category],
        link: LINKS[category],
      })),
    };
  }

  private async count(table: PgTable, where: SQL | undefined): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(table).where(where);
    return Number(row?.n ?? 0);
  }
}
