import { and, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import {
  EMAIL_CODE_COOLDOWN_MS,
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_MAX_TRIES,
  EMAIL_CODE_TTL_MS,
  EMAIL_CODE_WINDOW_MS,
  EMAIL_CODES_PER_EMAIL,
  EMAIL_CODES_PER_SOURCE,
} from '../../shared/limits.ts';
import { translate } from '../../shared/messages/messages.ts';
import type { CaptchaScene } from '../../shared/schemas/auth.ts';
import type { Db, Tx } from '../db/client.ts';
import { emailCodes } from '../db/schema.ts';
import type { CodeClient, CodeRequester } from '../http/code-client.ts';
import { AppError, badRequest, tooMany } from '../http/errors.ts';
import type { Mailer } from '../infra/mail.ts';
import { hashSecret, newNumericCode } from '../infra/tokens.ts';

const interval = (ms: number) => sql.raw(`interval '${Math.round(ms / 1000)} seconds'`);
const secondsUntil = (at: SQL) => sql<number>`ceil(extract(epoch from (${at} - now())))::int`;

/**
 * Email verification codes: 6 digits, stored hashed, 10 minutes, single use, 5 tries, 60 s cooldown.
 * Each code is bound to the client that asked for it, so a stranger who asks for a member's codes or
 * guesses wrong spends only codes of their own (docs/decisions/089).
 */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    /** Between two codes to one address from one client (EMAIL_CODE_COOLDOWN_SECONDS). */
    private readonly cooldownMs = EMAIL_CODE_COOLDOWN_MS,
  ) {}

  /** The codes of this client: by its cookie, or, without one, those asked for without one from its address. */
  private mine(from: CodeClient): SQL {
    return from.client === null
      ? sql`(${emailCodes.byAddress} and ${emailCodes.address} = ${from.address})`
      : sql`${emailCodes.client} = ${from.client}`;
  }

  /**
   * Issues a new code and mails it. Per email address and hour: 4 codes from one network address, 18
   * from all; one a minute per client. The checks and the insert run under a lock on the address, so
   * they hold across instances and concurrent requests.
   */
  async send(email: string, scene: CaptchaScene, lang: Lang, from: CodeRequester) {
    const code = newNumericCode(EMAIL_CODE_LENGTH);
    const id = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-code:${email}`}))`);
      const windowStart = sql`now() - ${interval(EMAIL_CODE_WINDOW_MS)}`;
      const mine = this.mine({ client: from.byAddress ? null : from.client, address: from.address });
      const fromSource = sql`${emailCodes.address} = ${from.address}`;
      const [seen] = await tx
        .select({
          cooldownLeft: secondsUntil(
            sql`max(${emailCodes.sentAt}) filter (where ${mine}) + ${interval(this.cooldownMs)}`,
          ),
          fromSource: sql<number>`(count(*) filter (where ${fromSource}))::int`,
          sourceFreeIn: secondsUntil(
            sql`min(${emailCodes.sentAt}) filter (where ${fromSource}) + ${interval(EMAIL_CODE_WINDOW_MS)}`,
          ),
          all: sql<number>`count(*)::int`,
          allFreeIn: secondsUntil(sql`min(${emailCodes.sentAt}) + ${interval(EMAIL_CODE_WINDOW_MS)}`),
        })
        .from(emailCodes)
        .where(and(eq(emailCodes.email, email), gt(emailCodes.sentAt, windowStart)));
      if (seen && seen.cooldownLeft > 0)
        throw tooMany('CODE_COOLDOWN', 'auth.codeCooldown', seen.cooldownLeft);
      if (seen && seen.fromSource >= EMAIL_CODES_PER_SOURCE)
        throw tooMany('CODE_HOURLY_LIMIT', 'auth.codeHourly', Math.max(1, seen.sourceFreeIn));
      if (seen && seen.all >= EMAIL_CODES_PER_EMAIL)
        throw tooMany('CODE_HOURLY_LIMIT', 'auth.codeHourly', Math.max(1, seen.allFreeIn));

      // The client's previous code ends: one live code per client, as before.
      await tx
        .update(emailCodes)
        .set({ expiresAt: sql`now()` })
        .where(
          and(
            eq(emailCodes.email, email),
            mine,
            isNull(emailCodes.usedAt),
            gt(emailCodes.expiresAt, sql`now()`),
          ),
        );
      await tx.delete(emailCodes).where(and(eq(emailCodes.email, email), lt(emailCodes.sentAt, windowStart)));
      const [row] = await tx
        .insert(emailCodes)
        .values({
          email,
          scene,
          client: from.client,
          address: from.address,
          byAddress: from.byAddress,
          codeHash: hashSecret(`${email}:${code}`),
          expiresAt: sql`now() + ${interval(EMAIL_CODE_TTL_MS)}`,
        })
        .returning({ id: emailCodes.id });
      return row!.id;
    });

    try {
      await this.mailer.send({
        to: email,
        subject: translate(lang, 'auth.mailSubject'),
        text: translate(lang, 'auth.mailText', { code }),
        code,
      });
    } catch (err) {
      // Undo so that the user may ask again at once instead of waiting out a cooldown for a mail never sent.
      await this.db.delete(emailCodes).where(eq(emailCodes.id, id));
      throw Object.assign(new AppError(503, 'MAIL_FAILED', 'error.unavailable'), { cause: err });
    }
    return { cooldownSeconds: this.cooldownMs / 1000, expiresInSeconds: EMAIL_CODE_TTL_MS / 1000 };
  }

  /**
   * Consumes this client's code inside the caller's transaction, so the code is spent only if the
   * whole action commits. A wrong code throws; the caller then records the try with `recordFailure`.
   */
  async consume(tx: Tx | Db, email: string, scene: CaptchaScene, code: string, from: CodeClient) {
    const used = await tx
      .update(emailCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailCodes.email, email),
          this.mine(from),
          eq(emailCodes.scene, scene),
          eq(emailCodes.codeHash, hashSecret(`${email}:${code}`)),
          isNull(emailCodes.usedAt),
          gt(emailCodes.expiresAt, sql`now()`),
          lt(emailCodes.attempts, EMAIL_CODE_MAX_TRIES),
        ),
      )
      .returning({ email: emailCodes.email });
    if (used.length === 0) throw new WrongCode();
  }

  /** Counts a wrong try against this client's live code (outside any transaction) and says whether it is now dead. */
  async recordFailure(email: string, from: CodeClient): Promise<AppError> {
    const live = this.db
      .select({ id: emailCodes.id })
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.email, email),
          this.mine(from),
          isNull(emailCodes.usedAt),
          gt(emailCodes.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(emailCodes.sentAt))
      .limit(1);
    const [row] = await this.db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(eq(emailCodes.id, sql`(${live})`))
      .returning({ attempts: emailCodes.attempts });
    const dead = row !== undefined && row.attempts >= EMAIL_CODE_MAX_TRIES;
    return badRequest(
      'code',
      dead ? 'auth.codeDead' : 'auth.codeInvalid',
      dead ? 'CODE_DEAD' : 'CODE_INVALID',
    );
  }

  /** Runs `action` with the code consumed in the same transaction; a wrong code counts a try. */
  async withCode<T>(
    email: string,
    scene: CaptchaScene,
    code: string,
    from: CodeClient,
    action: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.db.transaction(async (tx) => {
        await this.consume(tx, email, scene, code, from);
        return action(tx);
      });
    } catch (err) {
      if (err instanceof WrongCode) throw await this.recordFailure(email, from);
      throw err;
    }
  }
}

class WrongCode extends Error {}
