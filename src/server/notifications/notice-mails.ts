import { eq } from 'drizzle-orm';
import { normalizeLang, type Lang } from '../../shared/i18n.ts';
import { translate, type MessageKey } from '../../shared/messages/messages.ts';
import type { Db, Tx } from '../db/client.ts';
import { users, type Localised } from '../db/schema.ts';
import type { Mailer } from '../infra/mail.ts';
import type { JobRun, JobsService } from '../jobs/jobs.service.ts';
import { pick } from '../points/points.service.ts';

/** The job that emails a member about a brand decision (payload: `NoticeMailPayload`). */
export const NOTICE_MAIL_JOB = 'notice.mail';
/** Set in the job's payload once the mail went out: a rerun of the job sends nothing. */
const SENT = 'sentAt';

/** The decisions important enough for an email as well as the in-app notice. */
export type NoticeMailKind = 'redeemShipped' | 'proofApproved' | 'proofRejected' | 'drawWon' | 'tierUp';

/** A mail's values: plain text, or a text in four languages picked in the member's. */
export type MailParam = string | Localised;

export interface NoticeMail {
  userId: bigint;
  kind: NoticeMailKind;
  /** The app path the mail leads to (the same as the notice's). */
  link: string;
  params?: Record<string, MailParam>;
  /** Names the decision: the same key twice (a retried request) queues one mail. */
  key: string;
}

interface NoticeMailPayload {
  userId: string;
  kind: NoticeMailKind;
  link: string;
  params: Record<string, MailParam>;
  [SENT]?: string;
}

const SUBJECTS: Record<NoticeMailKind, MessageKey> = {
  redeemShipped: 'notices.mail.redeemShippedSubject',
  proofApproved: 'notices.mail.proofApprovedSubject',
  proofRejected: 'notices.mail.proofRejectedSubject',
  drawWon: 'notices.mail.drawWonSubject',
  tierUp: 'notices.mail.tierUpSubject',
};
const TEXTS: Record<NoticeMailKind, MessageKey> = {
  redeemShipped: 'notices.mail.redeemShippedText',
  proofApproved: 'notices.mail.proofApprovedText',
  proofRejected: 'notices.mail.proofRejectedText',
  drawWon: 'notices.mail.drawWonText',
  tierUp: 'notices.mail.tierUpText',
};

/**
 * Emails about the brand's decisions (docs/decisions/100). The decision's transaction queues the
 * mail as a job (`queue`), so it exists exactly when the decision does and never holds it up; the
 * job sends it after the commit in the member's language (`users.lang`, else English), only while
 * `users.email_notices` is on, and records the sending in its payload, so a rerun sends nothing.
 */
export class NoticeMails {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobsService,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {
    jobs.register(NOTICE_MAIL_JOB, (payload, run) => this.send(payload as NoticeMailPayload, run));
  }

  /** Queues the mail in the decision's transaction (a second queue of the same key is a no-op). */
  async queue(tx: Tx, mail: NoticeMail): Promise<void> {
    const payload: NoticeMailPayload = {
      userId: String(mail.userId),
      kind: mail.kind,
      link: mail.link,
      params: mail.params ?? {},
    };
    await this.jobs.enqueue(tx, {
      kind: NOTICE_MAIL_JOB,
      payload,
      dedupeKey: `notice-mail:${mail.kind}:${mail.key}`,
      maxAttempts: 8,
    });
  }

  private async send(payload: NoticeMailPayload, run: JobRun): Promise<void> {
    if (payload[SENT]) return;
    const [user] = await this.db
      .select({ email: users.email, lang: users.lang, on: users.emailNotices, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, BigInt(payload.userId)));
    // Read when sending: a member who turned email notices off since the decision gets none.
    if (!user || !user.on || user.deletedAt) return;
    const lang: Lang = normalizeLang(user.lang);
    const params = Object.fromEntries(
      Object.entries(payload.params).map(([k, v]) => [k, typeof v === 'string' ? v : pick(v, lang)]),
    );
    const text = translate(lang, TEXTS[payload.kind], {
      ...params,
      link: `${this.publicUrl}${payload.link}`,
    });
    // A failed send throws: the queue tries again with backoff; nothing was recorded as sent.
    await this.mailer.send({
      to: user.email,
      subject: translate(lang, SUBJECTS[payload.kind], params),
      text: `${text}\n\n${translate(lang, 'notices.mail.footer')}`,
    });
    await this.jobs.note(run, { [SENT]: new Date().toISOString() });
  }
}
