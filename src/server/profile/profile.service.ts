import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { translate } from '../../shared/messages/messages.ts';
import { LANGUAGES, type Lang } from '../../shared/i18n.ts';
import type { UserInfo } from '../../shared/schemas/auth.ts';
import type { Protocol, ProtocolType, UserSetting, UserSettingUpdate } from '../../shared/schemas/profile.ts';
import type { CaptchaService } from '../auth/captcha.service.ts';
import type { AuthContext, AuthService } from '../auth/auth.service.ts';
import { toUserInfo } from '../auth/user.mapper.ts';
import type { Db } from '../db/client.ts';
import { emailReverts, users } from '../db/schema.ts';
import type { CodeClient } from '../http/code-client.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { normaliseImage } from '../infra/images.ts';
import type { Mailer } from '../infra/mail.ts';
import type { PointsService } from '../points/points.service.ts';
import type { Storage } from '../infra/storage.ts';
import { hashSecret, newToken } from '../infra/tokens.ts';
import { PROTOCOL_TEXTS } from './protocol-texts.ts';

type ProfilePatch = Partial<
  Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'gender' | 'career' | 'phone'>
>;

const AVATAR_SIZE = 512;
/** The profile background: a 5:2 band, wide enough for the desktop column at 2x. */
const BACK_IMG_SIZE = { width: 1500, height: 600 };
const REVERT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const REVERT_EMAIL_PATH = '/api/hibackend/user/setting/revertEmail';

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** The signed-in user's own profile: nickname, email, personal details, avatar; and the policy texts. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly captcha: CaptchaService,
    private readonly storage: Storage,
    private readonly auth: AuthService,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly points: PointsService,
  ) {}

  private async update(userId: bigint, patch: Partial<typeof users.$inferInsert>): Promise<UserInfo> {
    const [user] = await this.db
      .update(users)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw notFound();
    await this.auth.forgetUser(userId);
    return toUserInfo(user);
  }

  updateNickName(userId: bigint, nickName: string) {
    return this.update(userId, { nickName });
  }

  /** Saves personal details; the first time they are all filled in, PROFILE_COMPLETE pays once. */
  async updateProfile(userId: bigint, patch: ProfilePatch) {
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const user = await this.update(userId, defined);
    const complete = [user.firstName, user.lastName, user.gender, user.career, user.phone].every((v) => !!v);
    if (complete) await this.db.transaction((tx) => this.points.earn(tx, userId, 'PROFILE_COMPLETE'));
    return user;
  }

  /**
   * Moves the account to a new address proven by a code sent there. Every other device is signed
   * out, and the old address gets a mail with a link that undoes the change.
   */
  async updateEmail(
    ctx: AuthContext,
    email: string,
    code: string,
    lang: Lang,
    from: CodeClient,
  ): Promise<UserInfo> {
    if (email === ctx.user.email) throw badRequest('email', 'auth.emailSame', 'EMAIL_SAME');
    const token = newToken();
    let user: UserInfo;
    try {
      user = await this.captcha.withCode(email, 'changeEmail', code, from, async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ email, updatedAt: sql`now()` })
          .where(eq(users.id, ctx.user.id))
          .returning();
        if (!row) throw notFound();
        await tx.insert(emailReverts).values({
          tokenHash: hashSecret(token),
          userId: ctx.user.id,
          oldEmail: ctx.user.email,
          newEmail: email,
          expiresAt: new Date(Date.now() + REVERT_TTL_MS),
        });
        return toUserInfo(row);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('EMAIL_TAKEN', 'auth.emailTaken', 'email');
      throw err;
    }
    await this.auth.revokeSessions(ctx.user.id, ctx.sessionId);
    const link = `${this.publicUrl}${REVERT_EMAIL_PATH}?token=${token}`;
    // The change stands even if this mail fails; the member sees the new address in the app.
    await this.mailer
      .send({
        to: ctx.user.email,
        subject: translate(lang, 'profile.emailChangedMailSubject'),
        text: translate(lang, 'profile.emailChangedMailText', { email, link }),
      })
      .catch(() => undefined);
    return user;
  }

  /**
   * Follows the undo link: the old address comes back (if the account still has the new one and
   * nobody took the old one since) and every session ends. False when the link is dead.
   */
  async revertEmail(token: string): Promise<boolean> {
    try {
      const userId = await this.db.transaction(async (tx) => {
        const [revert] = await tx
          .update(emailReverts)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(emailReverts.tokenHash, hashSecret(token)),
              isNull(emailReverts.usedAt),
              gt(emailReverts.expiresAt, sql`now()`),
            ),
          )
          .returning();
        if (!revert) return null;
        const [row] = await tx
          .update(users)
          .set({ email: revert.oldEmail, updatedAt: sql`now()` })
          .where(and(eq(users.id, revert.userId), eq(users.email, revert.newEmail)))
          .returning({ id: users.id });
        return row?.id ?? null;
      });
      if (userId === null) return false;
      await this.auth.revokeSessions(userId);
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  async setAvatar(userId: bigint, upload: Buffer): Promise<string> {
    const image = await normaliseImage(upload, 'file', AVATAR_SIZE);
    const url = await this.storage.put(`avatars/${userId}-${randomBytes(6).toString('hex')}.webp`, image);
    await this.update(userId, { avatarUrl: url });
    return url;
  }

  /** The member's own settings: language, the email-notices switch, the profile background. */
  async settings(userId: bigint): Promise<UserSetting> {
    const [row] = await this.db
      .select({ lang: users.lang, emailNotices: users.emailNotices, backImg: users.backImgUrl })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw notFound();
    const language = LANGUAGES.find((l) => l === row.lang) ?? null;
    return { language, emailNotices: row.emailNotices, backImg: row.backImg };
  }

  async updateSettings(userId: bigint, patch: UserSettingUpdate): Promise<UserSetting> {
    await this.update(userId, {
      ...(patch.language === undefined ? {} : { lang: patch.language }),
      ...(patch.emailNotices === undefined ? {} : { emailNotices: patch.emailNotices }),
    });
    return this.settings(userId);
  }

  /**
   * Sets (a picture) or removes (null) the profile background. The replaced file is removed once
   * the row no longer names it: nobody else links to it.
   */
  async setBackImg(userId: bigint, upload: Buffer | null): Promise<string | null> {
    const image = upload && (await normaliseImage(upload, 'file', BACK_IMG_SIZE.width, BACK_IMG_SIZE.height));
    const url = image
      ? await this.storage.put(`backgrounds/${userId}-${randomBytes(6).toString('hex')}.webp`, image)
      : null;
    const [old] = await this.db.select({ url: users.backImgUrl }).from(users).where(eq(users.id, userId));
    await this.update(userId, { backImgUrl: url });
    if (old?.url) await this.storage.remove(old.url).catch(() => undefined);
    return url;
  }

  protocol(type: ProtocolType, lang: Lang): Protocol {
    return { type, ...PROTOCOL_TEXTS[type][lang] };
  }
}
