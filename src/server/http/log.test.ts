import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { freshDatabase, lastCode, startApp, type TestContext } from '../test/app.ts';
import { redactUrl } from './log.ts';

describe('logs', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    // A second app on the same settings whose log we read (the outbox mailer logs through it).
    ctx = await startApp();
    const db = await freshDatabase();
    drop = db.drop;
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({
      config: { ...ctx.config, logLevel: 'trace' },
      database: db.database,
      logger: { stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
    await ctx.close();
  });

  it('redacts tickets, codes, states and tokens from URLs', () => {
    expect(redactUrl('/auth/facebook?ticket=abc.def&lang=ru')).toBe(
      '/auth/facebook?ticket=[redacted]&lang=ru',
    );
    expect(redactUrl('/api/auth/oauth/callback/facebook?code=XYZ&state=S1')).toBe(
      '/api/auth/oauth/callback/facebook?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/x?TOKEN=1&keep=2')).toBe('/x?TOKEN=[redacted]&keep=2');
  });

  it('never writes a verification code or a URL secret to the log', async () => {
    const email = 'logs@example.com';
    const sent = await app.inject({
      method: 'POST',
      url: '/api/sendMailCaptcha',
      payload: { email, scene: 'register' },
    });
    expect(sent.statusCode).toBe(200);
    const code = lastCode(ctx.config.dataDir, email);
    await app.inject({ url: '/api/auth/oauth/ticket?ticket=SECRET-TICKET-123' });
    await app.inject({ url: '/api/auth/oauth/callback/facebook?code=SECRET-CODE-456&state=SECRET-STATE' });
    // Times, ids and durations are numbers that could contain the six digits by chance.
    const log = lines
      .map((l) =>
        JSON.stringify({ ...(JSON.parse(l) as object), time: 0, reqId: '', responseTime: 0, pid: 0 }),
      )
      .join('\n');
    expect(log).toContain('mail written to the outbox');
    expect(log).toContain('ticket=[redacted]');
    expect(log).not.toContain(code);
    expect(log).not.toMatch(/SECRET-/);
  });
});
