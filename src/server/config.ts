import { availableParallelism } from 'node:os';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './infra/storage.s3.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const url = (protocols: string[]) =>
  z.string().refine((v) => URL.canParse(v) && protocols.some((p) => v.startsWith(p)), {
    error: `must be a URL starting with ${protocols.join(' or ')}`,
  });

/** Development only: production refuses to start with it. */
export const DEFAULT_APP_KEY = 'dev-app-key-change-me';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres://', 'postgresql://']).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Waiting for a connection (a new one, or a free one of the pool) longer than this answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** The server cancels a statement running longer (0 = no limit); the client gives up 2 s later. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** The server ends a session that sits this long inside a transaction doing nothing. */
  DATABASE_IDLE_TX_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  REDIS_URL: url(['redis://', 'rediss://']).optional(),
  SMTP_URL: url(['smtp://', 'smtps://']).optional(),
  /** Production without SMTP_URL writes mail to DATA_DIR/outbox.jsonl only when this says so. */
  MAIL_OUTBOX_IN_PRODUCTION: bool.default(false),
  MAIL_FROM: z.string().min(3).default('Vapour Club <no-reply@vapour.club.localhost>'),
  APP_ID: z.string().min(1).default('vapour-web'),
  APP_KEY: z.string().min(8).default(DEFAULT_APP_KEY),
  BRAND: z.string().min(1).default('vapour'),
  REQUIRE_SIGNATURE: bool.optional(),
  ENCRYPT_RESPONSES: bool.default(false),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_CODES_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Seconds before another code may go to the same address (browser tests that sign in twice use 1). */
  EMAIL_CODE_COOLDOWN_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  RATE_LIMIT_AUTH_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /** Per IP: code verifications (no one guesses codes by trying them). */
  RATE_LIMIT_SCAN_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * Seals the printed QR codes (AES-256-GCM) so their CSV can be downloaded again; derived from
   * APP_KEY when unset. Keep it: codes sealed under a lost key verify, but cannot be listed again.
   */
  QR_CODE_KEY: z.string().min(16).optional(),
  /** Comma-separated: these members become admins (the brand console) at sign-in. */
  ADMIN_EMAILS: z.string().default(''),
  POINTS_EXPIRE_DAYS: z.coerce.number().int().min(0).max(3650).default(365),
  READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** How long a job's claim holds without a heartbeat (a killed instance's job is taken again after it). */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /** Videos processed at once by one instance (default: half the cores, at least one; ffmpeg itself uses several). */
  VIDEO_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  /** Usage reports held in memory before the `rpStat` calls answer 429 (they are written within a second). */
  USAGE_BUFFER_MAX: z.coerce.number().int().min(100).max(1_000_000).default(50_000),
  /** Retention (docs/decisions/079): how often one instance sweeps; each rule's age, 0 = keep for ever. */
  RETENTION_SWEEP_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  RETENTION_UPLOAD_HOURS: z.coerce.number().int().min(0).default(24),
  RETENTION_VIDEO_DAYS: z.coerce.number().int().min(0).default(7),
  RETENTION_IDEMPOTENCY_HOURS: z.coerce.number().int().min(0).default(48),
  RETENTION_JOB_DAYS: z.coerce.number().int().min(0).default(7),
  RETENTION_SESSION_DAYS: z.coerce.number().int().min(0).default(30),
  /**
   * Demo data on the first start of an empty database (never in production): unset, the embedded one
   * only; `true`, PostgreSQL too; `false`, neither (docs/decisions/084).
   */
  SEED_DEMO: bool.optional(),
  /** Media in an S3-compatible bucket instead of DATA_DIR (docs/decisions/082): this turns it on. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** MinIO, Ceph, R2 and the like; unset: AWS itself. */
  S3_ENDPOINT: url(['http://', 'https://']).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** A CDN (or the bucket's address) serving the bucket's `public/` area: `/obs/` redirects there. */
  MEDIA_PUBLIC_URL: url(['http://', 'https://']).optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTHORIZE_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/v19.0/me?fields=id,name,email'),
});

export type Env = z.input<typeof EnvSchema>;

export type SeedDemo = 'embedded' | 'any' | 'off';

export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  /** Where the built web app lives (index.html and assets). */
  webDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Connect, statement and idle-in-transaction limits (PostgreSQL; ms, 0 = none for the last two). */
  databaseTimeouts: DatabaseTimeouts;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailOutboxInProduction: boolean;
  /** Lower-cased. */
  adminEmails: string[];
  pointsExpireDays: number;
  /** How long public lists and published articles may be served from memory (0 = off). */
  readCacheMs: number;
  jobLeaseMs: number;
  videoConcurrency: number;
  ffmpegPath: string;
  ffprobePath: string;
  /** Which empty databases get demo data at start: the embedded one, any, or none. */
  seedDemo: SeedDemo;
  /** Where media live: the local folder, or a bucket (`S3_BUCKET`). */
  storage: StorageConfig;
  mailFrom: string;
  appId: string;
  appKey: string;
  brand: string;
  requireSignature: boolean;
  encryptResponses: boolean;
  trustProxy: boolean;
  logLevel: string;
  rateLimitPerMinute: number;
  /** Per IP: code requests, and sign-in or registration attempts. */
  rateLimitCodesPerHour: number;
  emailCodeCooldownMs: number;
  rateLimitAuthPerHour: number;
  rateLimitScanPerMinute: number;
  usageBuffer: { max: number; batch: number; intervalMs: number };
  retention: RetentionConfig;
  /** 32 bytes: the key that seals printed QR codes. */
  qrCodeKey: Buffer;
  facebook: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    authorizeUrl: string;
    tokenUrl: string;
    userinfoUrl: string;
  };
  version: string;
}

export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

/** What retention removes, and when (docs/decisions/079); an age of 0 keeps that kind for ever. */
export interface RetentionConfig {
  sweepEveryMs: number;
  /** Pictures no feature ever attached. */
  uploadHours: number;
  /** Videos and music merges no article uses. */
  videoDays: number;
  idempotencyHours: number;
  /** Finished jobs. */
  jobDays: number;
  /** Sessions signed out or run out this long ago. */
  sessionDays: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Project root: two levels above this file, in src/ and in dist/ alike. */
export const ROOT_DIR = path.resolve(import.meta.dirname, '..', '..');

const APP_VERSION = (
  JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

/** Reads the configuration from environment variables; throws a ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const problems: string[] = [];
    if (e.APP_KEY === DEFAULT_APP_KEY) {
      problems.push('APP_KEY: set a secret of your own; the development default is public');
    }
    if (!e.SMTP_URL && !e.MAIL_OUTBOX_IN_PRODUCTION) {
      problems.push(
        'SMTP_URL: needed to mail sign-in codes (or set MAIL_OUTBOX_IN_PRODUCTION=true to keep them in DATA_DIR/outbox.jsonl)',
      );
    }
    if (problems.length > 0) throw new ConfigError(problems);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    webDir: path.join(ROOT_DIR, 'dist', 'web'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_TX_TIMEOUT_MS,
    },
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailOutboxInProduction: e.MAIL_OUTBOX_IN_PRODUCTION,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
    pointsExpireDays: e.POINTS_EXPIRE_DAYS,
    readCacheMs: e.READ_CACHE_MS,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    videoConcurrency: e.VIDEO_CONCURRENCY ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    seedDemo: e.NODE_ENV === 'production' || e.SEED_DEMO === false ? 'off' : e.SEED_DEMO ? 'any' : 'embedded',
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          region: e.AWS_REGION,
          credentials:
            e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY }
              : undefined,
          publicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : { kind: 'local' },
    mailFrom: e.MAIL_FROM,
    appId: e.APP_ID,
    appKey: e.APP_KEY,
    brand: e.BRAND,
    requireSignature: e.REQUIRE_SIGNATURE ?? e.NODE_ENV === 'production',
    encryptResponses: e.ENCRYPT_RESPONSES,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitCodesPerHour: e.RATE_LIMIT_CODES_PER_HOUR,
    emailCodeCooldownMs: e.EMAIL_CODE_COOLDOWN_SECONDS * 1000,
    rateLimitAuthPerHour: e.RATE_LIMIT_AUTH_PER_HOUR,
    rateLimitScanPerMinute: e.RATE_LIMIT_SCAN_PER_MINUTE,
    usageBuffer: { max: e.USAGE_BUFFER_MAX, batch: 1000, intervalMs: 500 },
    retention: {
      sweepEveryMs: e.RETENTION_SWEEP_MINUTES * 60_000,
      uploadHours: e.RETENTION_UPLOAD_HOURS,
      videoDays: e.RETENTION_VIDEO_DAYS,
      idempotencyHours: e.RETENTION_IDEMPOTENCY_HOURS,
      jobDays: e.RETENTION_JOB_DAYS,
      sessionDays: e.RETENTION_SESSION_DAYS,
    },
    qrCodeKey: createHash('sha256')
      .update(e.QR_CODE_KEY ?? `qr-codes\n${e.APP_KEY}`)
      .digest(),
    facebook: {
      clientId: e.FACEBOOK_CLIENT_ID,
      clientSecret: e.FACEBOOK_CLIENT_SECRET,
      authorizeUrl: e.FACEBOOK_AUTHORIZE_URL,
      tokenUrl: e.FACEBOOK_TOKEN_URL,
      userinfoUrl: e.FACEBOOK_USERINFO_URL,
    },
    version: APP_VERSION,
  };
}
