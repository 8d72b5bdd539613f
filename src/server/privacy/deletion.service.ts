import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { DELETION_GRACE_DAYS } from '../../shared/schemas/privacy.ts';
import { isProofKey } from '../activities/proofs.service.ts';
import type { AuthContext, AuthService } from '../auth/auth.service.ts';
import type { CaptchaService } from '../auth/captcha.service.ts';
import type { ArticlesService } from '../content/articles.service.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  addresses,
  ageProofs,
  articles,
  auditLog,
  brandFollows,
  comments,
  emailCodes,
  emailReverts,
  feedback,
  follows,
  footprints,
  hiddenItems,
  idempotencyKeys,
  notifications,
  oauthTickets,
  qrScans,
  redeems,
  reports,
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
} from '../db/schema.ts';
import type { CodeClient } from '../http/code-client.ts';
import { AppError } from '../http/errors.ts';
import { keyOfUrl, type Storage } from '../infra/storage.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { CommentsService } from '../social/comments.service.ts';
import { originalKey } from '../reels/videos.files.ts';
import type { ExportsService } from './exports.service.ts';

const JOB = 'privacy.delete';
const DAY_MS = 86_400_000;

/**
 * Account deletion (issue 17). Asking needs a code mailed to the account's address; the erasure
 * runs as a job 14 days later unless the member signs in (or cancels) before. The job erases what
 * identifies the member and keeps the rows the ledgers need; it runs once (the `deleted_at` mark is
 * written in the erasure's transaction) and a re-run finds nothing to do.
 */
export class DeletionService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly captcha: CaptchaService,
    private readonly jobs: JobsService,
    private readonly storage: Storage,
    private readonly articles: ArticlesService,
    private readonly comments: CommentsService,
    private readonly exports: ExportsService,
  ) {
    jobs.register(
      JOB,
      (payload) => this.run(payload as { userId: string; at: string }).then(() => undefined),
      {
        concurrency: 1,
      },
    );
  }

  /** Schedules the erasure; the member's other sessions end now, the one asking stays. */
  async schedule(
    ctx: AuthContext,
    code: string,
    keepContent: boolean,
    from: CodeClient,
  ): Promise<{ scheduledAt: string }> {
    const at = new Date(Date.now() + DELETION_GRACE_DAYS * DAY_MS);
    await this.captcha.withCode(ctx.user.email, 'deleteAccount', code, from, async (tx) => {
      await tx
        .update(users)
        .set({ deletionScheduledAt: at, deletionKeepContent: keepContent, updatedAt: new Date() })
        .where(eq(users.id, ctx.user.id));
      await this.jobs.enqueue(tx, {
        kind: JOB,
        payload: { userId: String(ctx.user.id), at: at.toISOString() },
        runAt: at,
        dedupeKey: `${JOB}:${ctx.user.id}:${at.getTime()}`,
        maxAttempts: 10,
      });
    });
    await this.auth.revokeSessions(ctx.user.id, ctx.sessionId);
    return { scheduledAt: at.toISOString() };
  }

  /** Cancels a scheduled deletion (the queued job then finds nothing to do). */
  async cancel(userId: bigint): Promise<void> {
    await this.db
      .update(users)
      .set({ deletionScheduledAt: null, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    await this.auth.forgetUser(userId);
  }

  /**
   * The job. Does nothing unless the member's deletion is still scheduled for `at` (not cancelled,
   * not rescheduled) and due. True when it erased the account.
   */
  async run(payload: { userId: string; at: string }): Promise<boolean> {
    const userId = BigInt(payload.userId);
    const [user] = await this.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          isNull(users.deletedAt),
          eq(users.deletionScheduledAt, new Date(payload.at)),
          lte(users.deletionScheduledAt, sql`now()`),
        ),
      );
    if (!user) return false;
    // Sign-ins stop first, so nothing new is written while the content goes.
    await this.auth.revokeSessions(userId);
    if (!user.deletionKeepContent) await this.removeContent(userId);
    const files = await this.db.transaction((tx) => this.erase(tx, user));
    await this.auth.forgetUser(userId);
    await this.exports.removeAll(userId);
    // After the commit: a file whose row is gone is at worst left over, never a row without its file.
    await Promise.all([
      ...files.urls.map((url) => this.storage.remove(url).catch(() => undefined)),
      ...files.private.map((key) => this.storage.private.remove(key).catch(() => undefined)),
    ]);
    return true;
  }

  /** Posts, comments and review replies, through the features' own deletes (counters stay right). */
  private async removeContent(userId: bigint) {
    const own = await this.db.select({ id: articles.id }).from(articles).where(eq(articles.authorId, userId));
    for (const a of own) await this.articles.remove(userId, String(a.id)).catch(ignoreMissing);
    const said = await this.db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.authorId, userId))
      .orderBy(comments.parentId, comments.id);
    for (const c of said) await this.comments.remove(userId, c.id).catch(ignoreMissing);
    const replies = await this.db
      .delete(reviewReplies)
      .where(eq(reviewReplies.authorId, userId))
      .returning({ reviewId: reviewReplies.reviewId });
    for (const r of replies) {
      await this.db
        .update(reviews)
        .set({ replyCount: sql`greatest(${reviews.replyCount} - 1, 0)` })
        .where(eq(reviews.id, r.reviewId));
    }
  }

  /**
   * One transaction: identity gone, private rows gone, kept rows anonymous, audited. The files to
   * delete: public media by their `/obs/` URLs; proofs of age and video originals by their keys in
   * the private area.
   */
  private async erase(
    tx: Tx,
    user: typeof users.$inferSelect,
  ): Promise<{ urls: string[]; private: string[] }> {
    const id = user.id;
    const files = { urls: [] as string[], private: [] as string[] };
    const local = (url: string | null) => {
      if (url && keyOfUrl(url)) files.urls.push(url);
    };
    // Uploads: with kept posts, the pictures those posts show stay; everything else goes.
    const ups = await tx.select().from(uploads).where(eq(uploads.userId, id));
    for (const up of ups) {
      if (user.deletionKeepContent && (await shownInKeptPost(tx, id, up.url))) {
        await tx.update(uploads).set({ userId: null }).where(eq(uploads.id, up.id));
        continue;
      }
      local(up.url);
      local(up.feedUrl);
      await tx.delete(uploads).where(eq(uploads.id, up.id));
    }
    local(user.avatarUrl);
    local(user.backImgUrl);
    const proofs = await tx.delete(ageProofs).where(eq(ageProofs.userId, id)).returning();
    files.private.push(...proofs.map((p) => p.fileKey).filter(isProofKey));
    if (!user.deletionKeepContent) {
      const clips = await tx.delete(videos).where(eq(videos.userId, id)).returning();
      for (const v of clips) [v.url, v.posterUrl, v.thumbsUrl, v.coverUrl].forEach(local);
      // The originals go too, unless a video still names one (without its row, nothing else would remove it).
      const sources = [...new Set(clips.map((v) => v.sourceKey))];
      const kept = sources.length
        ? await tx
            .selectDistinct({ key: videos.sourceKey })
            .from(videos)
            .where(inArray(videos.sourceKey, sources))
        : [];
      const shared = new Set(kept.map((k) => k.key));
      files.private.push(...sources.filter((k) => !shared.has(k)).map(originalKey));
    }

    await tx.delete(userIdentities).where(eq(userIdentities.userId, id));
    await tx.delete(oauthTickets).where(or(eq(oauthTickets.userId, id), eq(oauthTickets.email, user.email)));
    await tx.delete(emailCodes).where(eq(emailCodes.email, user.email));
    await tx.delete(emailReverts).where(eq(emailReverts.userId, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, id));
    await tx.delete(notifications).where(eq(notifications.userId, id));
    await tx.delete(footprints).where(eq(footprints.userId, id));
    await tx.delete(hiddenItems).where(eq(hiddenItems.userId, id));
    await tx.delete(shields).where(or(eq(shields.userId, id), eq(shields.targetId, id)));
    await tx.delete(follows).where(or(eq(follows.followerId, id), eq(follows.followeeId, id)));
    await tx.delete(brandFollows).where(eq(brandFollows.userId, id));
    await tx.delete(feedback).where(eq(feedback.userId, id));
    const orders = tx.select({ id: workOrders.id }).from(workOrders).where(eq(workOrders.userId, id));
    await tx.delete(workOrderMessages).where(inArray(workOrderMessages.workOrderId, orders));
    await tx.delete(workOrders).where(eq(workOrders.userId, id));
    // Prize orders stay for the accounts, without the address they went to.
    await tx.update(redeems).set({ shipTo: {}, addressId: null }).where(eq(redeems.userId, id));
    await tx.delete(addresses).where(eq(addresses.userId, id));
    // Scans stay (they paid points), without where they were made.
    await tx
      .update(qrScans)
      .set({ ipHash: 'erased', country: null, lat: null, lng: null, place: null })
      .where(eq(qrScans.userId, id));
    // Reviews and store shares stay, anonymous, without their pictures.
    await tx.update(reviews).set({ pictures: [] }).where(eq(reviews.userId, id));
    await tx.update(storeShares).set({ photoUrl: null }).where(eq(storeShares.userId, id));
    // Reports the member filed stay for moderation, without their contact details.
    await tx
      .update(reports)
      .set({
        reporter: sql`'{}'::jsonb`,
        product: sql`case when ${reports.product} is null then null else '{}'::jsonb end`,
      })
      .where(eq(reports.reporterId, id));
    await tx
      .update(reports)
      .set({ targetSnippet: null })
      .where(and(eq(reports.targetOwnerId, id), eq(reports.targetType, 'user')));
    await tx.execute(sql`delete from usage_events where user_id = ${id}`);
    // Console records about the member keep what happened, not who they were.
    await tx
      .update(auditLog)
      .set({ before: null, after: null })
      .where(
        and(eq(auditLog.target, `user:${id}`), or(isNotNull(auditLog.before), isNotNull(auditLog.after))),
      );

    await tx
      .update(users)
      .set({
        email: `deleted-${id}@deleted.invalid`,
        userName: `deleted${id}`,
        nickName: null,
        birthday: null,
        proof: false,
        proofUrl: null,
        avatarUrl: null,
        backImgUrl: null,
        lang: null,
        firstName: null,
        lastName: null,
        gender: null,
        career: null,
        phone: null,
        suspendedUntil: null,
        deletionScheduledAt: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    await tx.insert(auditLog).values({
      actorId: id,
      action: 'privacy.delete',
      target: `user:${id}`,
      after: { keepContent: user.deletionKeepContent },
    });
    return files;
  }
}

async function shownInKeptPost(tx: Tx, userId: bigint, url: string): Promise<boolean> {
  const [hit] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.authorId, userId),
        or(eq(articles.coverUrl, url), sql`strpos(${articles.blocks}::text, ${url}) > 0`),
      ),
    )
    .limit(1);
  return hit !== undefined;
}

const ignoreMissing = (err: unknown) => {
  if (err instanceof AppError && err.statusCode === 404) return;
  throw err;
};
