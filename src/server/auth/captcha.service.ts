import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import {
  EMAIL_CODE_COOLDOWN_MS,
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_MAX_TRIES,
  EMAIL_CODE_TTL_MS,
  EMAIL_CODES_PER_WINDOW,
  EMAIL_CODE_WINDOW_MS,
} from '../../shared/limits.ts';
import { translate } from '../../shared/messages/messages.ts';
import type { CaptchaScene } from '../../shared/schemas/auth.ts';
import type { Db, Tx } from '../db/client.ts';
import { emailCodes } from '../db/schema.ts';
import { AppError, badRequest, tooMany } from '../http/errors.ts';
import type { Mailer } from '../infra/mail.ts';
import { hashSecret, newNumericCode } from '../infra/tokens.ts';

const interval = (ms: number) => sql.raw(`interval '${Math.round(ms / 1000)} seconds'`);

/** Email verification codes: 6 digits, stored hashed, 10 minutes, single use, 5 tries, 60 s cooldown. */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    /** Between two codes to one address (EMAIL_CODE_COOLDOWN_SECONDS). */
    private readonly cooldownMs = EMAIL_CODE_COOLDOWN_MS,
  ) {}

  /** Issues a new code and mails it. The cooldown and the per-window cap hold across instances (one atomic upsert). */
  async send(email: string, scene: CaptchaScene, lang: Lang) {
    const code = newNumericCode(EMAIL_CODE_LENGTH);
    const values = {
      email,
      scene,
      codeHash: hashSecret(`${email}:${code}`),
      expiresAt: sql`now() + ${interval(EMAIL_CODE_TTL_MS)}`,
      attempts: 0,
      usedAt: null,
      sentAt: sql`now()`,
      windowStart: sql`now()`,
      windowCount: 1,
    };
    const windowOver = sql`${emailCodes.windowStart} <= now() - ${interval(EMAIL_CODE_WINDOW_MS)}`;
    const issued = await this.db
      .insert(emailCodes)
      .values(values)
      .onConflictDoUpdate({
        target: emailCodes.email,
        set: {
          ...values,
          windowStart: sql`case when ${windowOver} then now() else ${emailCodes.windowStart} end`,
          windowCount: sql`case when ${windowOver} then 1 else ${emailCodes.windowCount} + 1 end`,
        },
        setWhere: sql`${emailCodes.sentAt} <= now() - ${interval(this.cooldownMs)}
          and (${windowOver} or ${emailCodes.windowCount} < ${EMAIL_CODES_PER_WINDOW})`,
      })
      .returning({ email: emailCodes.email });
    if (issued.length === 0) throw await this.refusal(email);

    try {
      await this.mailer.send({
        to: email,
        subject: translate(lang, 'auth.mailSubject'),
        text: translate(lang, 'auth.mailText', { code }),
        code,
      });
    } catch (err) {
      // Undo so that the user may ask again at once instead of waiting out a cooldown for a mail never sent.
      await this.db.delete(emailCodes).where(eq(emailCodes.email, email));
      throw Object.assign(new AppError(503, 'MAIL_FAILED', 'error.unavailable'), { cause: err });
    }
    return { cooldownSeconds: this.cooldownMs / 1000, expiresInSeconds: EMAIL_CODE_TTL_MS / 1000 };
  }

  private async refusal(email: string) {
    const [row] = await this.db
      .select({
        cooldownLeft: sql<number>`ceil(extract(epoch from (${emailCodes.sentAt} + ${interval(this.cooldownMs)} - now())))::int`,
        windowLeft: sql<number>`ceil(extract(epoch from (${emailCodes.windowStart} + ${interval(EMAIL_CODE_WINDOW_MS)} - now())))::int`,
      })
      .from(emailCodes)
      .where(eq(emailCodes.email, email));
    const cooldownLeft = Math.max(1, row?.cooldownLeft ?? 1);
    if (row && row.cooldownLeft > 0) return tooMany('CODE_COOLDOWN', 'auth.codeCooldown', cooldownLeft);
    return tooMany('CODE_HOURLY_LIMIT', 'auth.codeHourly', Math.max(1, row?.windowLeft ?? 60));
  }

  /**
   * Consumes the code inside the caller's transaction, so the code is spent only if the whole
   * action commits. A wrong code throws; the caller then records the try with `recordFailure`.
   */
  async consume(tx: Tx | Db, email: string, scene: CaptchaScene, code: string) {
    const used = await tx
      .update(emailCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailCodes.email, email),
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

  /** Counts a wrong try (outside any transaction) and says whether the code is now dead. */
  async recordFailure(email: string): Promise<AppError> {
    const [row] = await this.db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(and(eq(emailCodes.email, email), isNull(emailCodes.usedAt)))
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
    action: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.db.transaction(async (tx) => {
        await this.consume(tx, email, scene, code);
        return action(tx);
      });
    } catch (err) {
      if (err instanceof WrongCode) throw await this.recordFailure(email);
      throw err;
    }
  }
}

class WrongCode extends Error {}
