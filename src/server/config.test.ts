import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('loadConfig accepted a bad configuration');
}

const prod = { APP_KEY: 'a-real-secret', SMTP_URL: 'smtp://mail.example.com:587' };

describe('loadConfig', () => {
  it('names every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', REQUIRE_SIGNATURE: 'maybe' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'PORT',
      'REQUIRE_SIGNATURE',
    ]);
    const error = (() => {
      try {
        loadConfig({ PORT: 'abc' });
      } catch (err) {
        return err as Error;
      }
    })();
    expect(error?.message).toContain('PORT');
  });

  it.each([
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['REDIS_URL', 'http://cache:6379'],
    ['SMTP_URL', 'not a url'],
    ['APP_KEY', 'short'],
    ['LOG_LEVEL', 'verbose'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['PUBLIC_URL', 'example.com'],
  ])('refuses %s=%s', (name, value) => {
    const problems = problemsOf({ [name]: value });
    // Only the bad variable is named (a URL check may report more than one problem for it).
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith(`${name}: `))).toBe(true);
  });

  it('has sane defaults', () => {
    const c = loadConfig({});
    expect(c.env).toBe('development');
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.requireSignature).toBe(false);
    expect(c.encryptResponses).toBe(false);
    expect(c.trustProxy).toBe(false);
    expect(c.rateLimitCodesPerHour).toBeGreaterThan(0);
    expect(c.facebook.clientId).toBeUndefined();
    expect(c.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('production refuses the default APP_KEY and a missing SMTP_URL, naming both', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringContaining('APP_KEY'),
      expect.stringContaining('SMTP_URL'),
    ]);
    const outbox = { NODE_ENV: 'production', APP_KEY: 'a-real-secret', MAIL_OUTBOX_IN_PRODUCTION: 'true' };
    expect(loadConfig(outbox).mailOutboxInProduction).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...prod }).smtpUrl).toBe('smtp://mail.example.com:587');
  });

  it('requires signatures in production only, unless set', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...prod }).requireSignature).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).requireSignature).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...prod, REQUIRE_SIGNATURE: 'off' }).requireSignature).toBe(
      false,
    );
    expect(loadConfig({ REQUIRE_SIGNATURE: 'yes' }).requireSignature).toBe(true);
  });

  it('reads values and treats empty strings as unset', () => {
    const c = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://club.example.com/',
      DATABASE_URL: 'postgresql://u@db:5432/vc',
      TRUST_PROXY: '1',
      SMTP_URL: '',
    });
    expect(c.port).toBe(8080);
    expect(c.publicUrl).toBe('https://club.example.com');
    expect(c.databaseUrl).toBe('postgresql://u@db:5432/vc');
    expect(c.trustProxy).toBe(true);
    expect(c.smtpUrl).toBeUndefined();
  });
});
