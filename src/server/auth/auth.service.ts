import type { Lang } from '../../shared/i18n.ts';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isOldEnough } from '../../shared/age.ts';
import { SESSION_TTL_MS } from '../../shared/limits.ts';
import type { Session, UserLogin, UserRegister } from '../../shared/schemas/auth.ts';
import { notify, type Db, type Tx } from '../db/client.ts';
import { consents, sessions, users } from '../db/schema.ts';
import { POLICY_VERSIONS } from '../../shared/schemas/privacy.ts';
import { badRequest, conflict, unauthorized } from '../http/errors.ts';
import { hashSecret, newToken } from '../infra/tokens.ts';
import type { PointsService } from '../points/points.service.ts';
import type { CodeClient } from '../http/code-client.ts';
import type { CaptchaService } from './captcha.service.ts';
import { SessionCache } from './session-cache.ts';
import { toUserInfo, type UserRow } from './user.mapper.ts';

export interface NewUser {
  email: string;
  birthday: string;
  nickName?: string | undefined;
  countryCode: string;
}

/** Where a sign-in came from: shown in the member's list of devices and sessions (issue 17). */
export interface SignInClient {
  userAgent: string | null;
  country: string | null;
  /** The interface language the sign-in came in (emails speak it); null when the request named none. */
  lang?: Lang | null;
}
export const UNKNOWN_CLIENT: SignInClient = { userAgent: null, country: null };

/** A session's `last_used_at` is written at most this often. */
const TOUCH_EVERY_MS = 60_000;
/** A console session ends after this long without a console call (issue 16). */
export const CONSOLE_IDLE_MS = 8 * 3_600_000;

export interface AuthContext {
  sessionId: bigint;
  user: UserRow;
}

/** Registration, sign-in and sessions (opaque tokens stored hashed, 30 days, revocable). */
export class AuthService {
  /** NOTIFY channel that carries session and user invalidations between instances. */
  static readonly CHANNEL = 'vc_sessions';
  readonly cache = new SessionCache();
  /** When this instance last wrote each session's `last_used_at`. */
  private readonly touched = new Map<bigint, number>();

  constructor(
    private readonly db: Db,
    private readonly captcha: CaptchaService,
    /** Lower-cased addresses whose owners are admins (ADMIN_EMAILS), applied at each sign-in. */
    private readonly adminEmails: readonly string[],
    /** Pays the welcome gift (rule GIFT) in the registration's transaction. */
    private readonly points: Pick<PointsService, 'earn'>,
  ) {}

  /** Drops cached sessions here and in every other instance: `s:<sessionId>`, `u:<userId>`. */
  private async forget(message: string) {
    this.cache.drop(message);
    await notify(this.db, AuthService.CHANNEL, message);
  }

  /** To be called after every committed write to a user row: its sessions are looked up afresh. */
  forgetUser(userId: bigint) {
    return this.forget(`u:${userId}`);
  }

  /** To be called after a session was revoked: every instance stops accepting it at once. */
  forgetSession(sessionId: bigint) {
    return this.forget(`s:${sessionId}`);
  }

  /** Revokes every live session of a user except `keep` (the caller's own, when given). */
  async revokeSessions(userId: bigint, keep?: bigint) {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keep === undefined ? undefined : sql`${sessions.id} <> ${keep}`,
        ),
      );
    await this.forgetUser(userId);
  }

  /** Whether a member with this id exists (the console checks before touching their wallet). */
  async exists(tx: Tx | Db, userId: bigint): Promise<boolean> {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return row !== undefined;
  }

  async isEmailUnique(email: string) {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    return row === undefined;
  }

  assertOldEnough(birthday: string) {
    if (!isOldEnough(birthday)) throw badRequest('birthday', 'auth.notOldEnough', 'NOT_OLD_ENOUGH');
  }

  async register(
    input: UserRegister & { countryCode: string },
    from: CodeClient,
    client = UNKNOWN_CLIENT,
  ): Promise<Session> {
    this.assertOldEnough(input.birthday);
    if (!(await this.isEmailUnique(input.email))) throw conflict('EMAIL_TAKEN', 'auth.emailTaken', 'email');
    return this.captcha.withCode(input.email, 'register', input.code, from, async (tx) => {
      const user = await this.createUser(tx, input);
      return this.openSession(tx, user, client);
    });
  }

  /** Inserts a user; a concurrent registration of the same email loses with a 409 and writes nothing. */
  async createUser(tx: Tx, input: NewUser): Promise<UserRow> {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        userName: `vc${randomBytes(5).toString('hex')}`,
        nickName: input.nickName ?? null,
        birthday: input.birthday,
        countryCode: input.countryCode,
        termsVersion: POLICY_VERSIONS.terms,
        privacyVersion: POLICY_VERSIONS.privacy,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw conflict('EMAIL_TAKEN', 'auth.emailTaken', 'email');
    // Registering accepts both policies (agreeUser, agreePrivacy): the consent record starts here.
    await tx.insert(consents).values([
      { userId: user.id, kind: 'terms', value: POLICY_VERSIONS.terms },
      { userId: user.id, kind: 'privacy', value: POLICY_VERSIONS.privacy },
    ]);
    await this.points.earn(tx, user.id, 'GIFT', 'welcome');
    return user;
  }

  async login(input: UserLogin, from: CodeClient, client = UNKNOWN_CLIENT): Promise<Session> {
    const [user] = await this.db.select().from(users).where(eq(users.email, input.email)).limit(1);
    if (!user) throw badRequest('email', 'auth.emailUnknown', 'EMAIL_UNKNOWN');
    return this.captcha.withCode(input.email, 'login', input.code, from, (tx) =>
      this.openSession(tx, user, client),
    );
  }

  /**
   * A new session for `signedIn`. A sign-in (not a token refresh) within the grace period cancels a
   * scheduled account deletion, and says so (`deletionCancelled`).
   */
  async openSession(
    tx: Tx | Db,
    signedIn: UserRow,
    client: SignInClient = UNKNOWN_CLIENT,
    signIn = true,
  ): Promise<Session> {
    let user = signedIn;
    let deletionCancelled = false;
    if (signIn && user.deletionScheduledAt && !user.deletedAt) {
      await tx.update(users).set({ deletionScheduledAt: null }).where(eq(users.id, user.id));
      user = { ...user, deletionScheduledAt: null };
      deletionCancelled = true;
      this.cache.drop(`u:${user.id}`);
      await notify(tx, AuthService.CHANNEL, `u:${user.id}`);
    }
    const isAdmin = this.adminEmails.includes(user.email);
    if (user.isAdmin !== isAdmin) {
      await tx.update(users).set({ isAdmin }).where(eq(users.id, user.id));
      user = { ...user, isAdmin };
      // Other sessions of this member see the new role too (the note goes out when `tx` commits).
      this.cache.drop(`u:${user.id}`);
      await notify(tx, AuthService.CHANNEL, `u:${user.id}`);
    }
    // The member's language for emails: the one they sign in with (refreshes keep it).
    if (signIn && client.lang && user.lang !== client.lang) {
      await tx.update(users).set({ lang: client.lang }).where(eq(users.id, user.id));
      user = { ...user, lang: client.lang };
    }
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await tx.insert(sessions).values({
      userId: user.id,
      tokenHash: hashSecret(token),
      expiresAt,
      userAgent: client.userAgent,
      country: client.country,
    });
    return { token, tokenExpires: expiresAt.getTime(), userInfo: toUserInfo(user), deletionCancelled };
  }

  /** The live session a token belongs to, or null: from the cache, else from the database. */
  async authenticate(token: string): Promise<AuthContext | null> {
    const tokenHash = hashSecret(token);
    const cached = this.cache.get(tokenHash);
    if (cached) {
      await this.touch(cached.sessionId);
      return cached;
    }
    const epoch = this.cache.epoch;
    const [row] = await this.db
      .select({ sessionId: sessions.id, user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    if (!row) return null;
    const ctx: AuthContext = { sessionId: row.sessionId, user: row.user };
    this.cache.set(tokenHash, ctx, row.expiresAt, epoch);
    await this.touch(ctx.sessionId);
    return ctx;
  }

  /** Records that a session was used, at most once a minute per session and instance. */
  private async touch(sessionId: bigint) {
    const now = Date.now();
    const last = this.touched.get(sessionId);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) return;
    if (this.touched.size >= 50_000) this.touched.clear();
    this.touched.set(sessionId, now);
    await this.db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), sql`${sessions.lastUsedAt} < now() - interval '1 minute'`));
  }

  /**
   * The brand console's idle rule: an admin session whose last console call is more than
   * `CONSOLE_IDLE_MS` ago is ended (revoked) and the call refused; otherwise the call is recorded, at
   * most once a minute. Read then written: two calls at once both pass or both end it.
   */
  async consoleActive(sessionId: bigint): Promise<boolean> {
    const [row] = await this.db
      .select({
        idle: sql<boolean>`${sessions.consoleUsedAt} < now() - make_interval(secs => ${CONSOLE_IDLE_MS / 1000})`,
        fresh: sql<boolean>`${sessions.consoleUsedAt} > now() - interval '1 minute'`,
      })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    if (!row) return false;
    if (row.idle) {
      await this.logout(sessionId);
      return false;
    }
    if (!row.fresh) {
      await this.db
        .update(sessions)
        .set({ consoleUsedAt: sql`now()` })
        .where(eq(sessions.id, sessionId));
    }
    return true;
  }

  async logout(sessionId: bigint) {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, sessionId));
    await this.forget(`s:${sessionId}`);
  }

  /** A new token for the same user; the old one is revoked. Of two concurrent refreshes one wins. */
  async refresh(ctx: AuthContext, client = UNKNOWN_CLIENT): Promise<Session> {
    const session = await this.db.transaction(async (tx) => {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, ctx.sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      if (revoked.length === 0) throw unauthorized();
      return this.openSession(tx, ctx.user, client, false);
    });
    await this.forget(`s:${ctx.sessionId}`);
    return session;
  }
}
