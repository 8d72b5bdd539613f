import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type { UserInfo } from '../../shared/schemas/auth.ts';
import type { Protocol, ProtocolType } from '../../shared/schemas/profile.ts';
import type { CaptchaService } from '../auth/captcha.service.ts';
import type { AuthContext, AuthService } from '../auth/auth.service.ts';
import { toUserInfo } from '../auth/user.mapper.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { normaliseImage } from '../infra/images.ts';
import type { Storage } from '../infra/storage.ts';
import { PROTOCOL_TEXTS } from './protocol-texts.ts';

type ProfilePatch = Partial<
  Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'gender' | 'career' | 'phone'>
>;

const AVATAR_SIZE = 512;

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

  updateProfile(userId: bigint, patch: ProfilePatch) {
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    return this.update(userId, defined);
  }

  /** Moves the account to a new address proven by a code sent there. */
  async updateEmail(ctx: AuthContext, email: string, code: string): Promise<UserInfo> {
    if (email === ctx.user.email) throw badRequest('email', 'auth.emailSame', 'EMAIL_SAME');
    try {
      const user = await this.captcha.withCode(email, 'changeEmail', code, async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ email, updatedAt: sql`now()` })
          .where(eq(users.id, ctx.user.id))
          .returning();
        if (!row) throw notFound();
        return toUserInfo(row);
      });
      await this.auth.forgetUser(ctx.user.id);
      return user;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('EMAIL_TAKEN', 'auth.emailTaken', 'email');
      throw err;
    }
  }

  async setAvatar(userId: bigint, upload: Buffer): Promise<string> {
    const image = await normaliseImage(upload, 'file', AVATAR_SIZE);
    const url = await this.storage.put(`avatars/${userId}-${randomBytes(6).toString('hex')}.webp`, image);
    await this.update(userId, { avatarUrl: url });
    return url;
  }

  protocol(type: ProtocolType, lang: Lang): Protocol {
    return { type, ...PROTOCOL_TEXTS[type][lang] };
  }
}
