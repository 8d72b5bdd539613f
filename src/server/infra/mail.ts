import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The verification code the mail carries, kept in the local outbox so a developer can sign in. */
  code?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Delivers over SMTP (`smtp://user:pass@host:port`, `smtps://` for TLS). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

/** Without SMTP: each mail is logged and appended as one JSON line to `DATA_DIR/outbox.jsonl`. */
export function outboxMailer(dataDir: string, log: FastifyBaseLogger): Mailer {
  const file = path.join(dataDir, 'outbox.jsonl');
  return {
    async send(mail) {
      await mkdir(dataDir, { recursive: true });
      const line = {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        code: mail.code ?? null,
        at: new Date().toISOString(),
      };
      await appendFile(file, `${JSON.stringify(line)}\n`, 'utf8');
      // Neither the subject nor the text: they carry codes, and codes never reach the log.
      log.info({ outbox: file }, 'mail written to the outbox (no SMTP_URL)');
    },
    close: () => undefined,
  };
}
