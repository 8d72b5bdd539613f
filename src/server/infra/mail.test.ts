import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdayYearsAgo, call, startApp, type TestContext } from '../test/app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A port nothing listens on: bound once by us, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const sendCode = (ctx: TestContext, email: string) =>
  call(ctx.app, { method: 'POST', url: '/api/sendMailCaptcha', payload: { email, scene: 'register' } });

describe('mail over SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    ctx = await startApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Vapour Club <codes@vc.test>' });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers the code to the address and writes no outbox', async () => {
    const email = `smtp.${Date.now()}@example.com`;
    const res = await sendCode(ctx, email);
    expect(res.status).toBe(200);
    const mails = received.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.from).toBe('codes@vc.test');
    const body =
      mail?.raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n\n') ?? '';
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(body)?.[1];
    expect(code).toBeDefined();
    expect(mail?.raw).toMatch(/^Subject: .+/m);
    expect(existsSync(path.join(ctx.dataDir, 'outbox.jsonl'))).toBe(false);
    // The mailed code is the one the server expects.
    const registered = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/h5Register',
      payload: { email, code, birthday: birthdayYearsAgo(30), agreeUser: true, agreePrivacy: true },
    });
    expect(registered.status).toBe(200);
  });
});

describe('mail server down', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(async () => ctx.close());

  it('answers 503 and lets the user retry at once instead of waiting out the cooldown', async () => {
    const email = `down.${Date.now()}@example.com`;
    const first = await sendCode(ctx, email);
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ code: 503, data: { reason: 'MAIL_FAILED' } });
    const retry = await sendCode(ctx, email);
    expect(retry.status).toBe(503);
    expect(existsSync(path.join(ctx.dataDir, 'outbox.jsonl'))).toBe(false);
  });
});
