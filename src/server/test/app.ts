import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch.ts';
import type { Services } from '../services.ts';
import { pooledPglite } from './pglite-pool.ts';
import { testBucket } from './s3-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database every PostgreSQL test file copies (`create database … template`), from global-setup.ts. */
    pgTemplate: string;
    /** The run's S3-compatible server (`api-s3` project), from s3-setup.ts. */
    s3Endpoint: string;
  }
}

export type TestApp = FastifyInstance & { services: Services };

const TEST_TIMEOUTS = { connectMs: 10_000, statementMs: 60_000, idleInTransactionMs: 60_000 };

/**
 * A fresh migrated database for one test file: in-memory PGlite (pglite-pool.ts),
 * or (TEST_DB=postgres) a copy of the run's migrated template on the server named by
 * DATABASE_URL_TEST (see global-setup.ts), dropped afterwards.
 */
export async function freshDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** PostgreSQL's, for a child process to open the same database (PGlite's is this process's only). */
  url?: string;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await pooledPglite();
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL_TEST;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL_TEST');
  const template = inject('pgTemplate');
  const scratch = await createScratchDatabase(adminUrl, 'vc_test', template);
  // As on PGlite: a scratch database need not wait for the disk at each commit.
  const url = new URL(scratch.url);
  url.searchParams.set('options', '-c synchronous_commit=off');
  // Tests check results, not latency: 1,000 requests at once on a busy 2-core machine queue longer
  // than production's limits allow (a 1,000-spin test saw 503s); the fault tests set their own.
  const database = openPostgres(url.toString(), 20, TEST_TIMEOUTS);
  if (!template) await database.migrate();
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

export interface TestContext {
  app: TestApp;
  config: Config;
  dataDir: string;
  /** On PostgreSQL: the file's database, for a child process (a second instance) to open. */
  databaseUrl?: string;
  close: () => Promise<void>;
}

/**
 * Boots the real app on a fresh database (or `on`, which the caller opened and closes) and data
 * folder; `overrides` replace parsed settings.
 */
export async function startApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  on?: Database,
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vc-test-'));
  const storage = await testStorage();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // Tests register many users from one address; the per-IP limits have their own test.
      RATE_LIMIT_CODES_PER_HOUR: '10000',
      RATE_LIMIT_AUTH_PER_HOUR: '10000',
      ...env,
    }),
    ...storage,
    ...overrides,
  };
  const { database, drop, url } = on
    ? { database: on, drop: () => Promise.resolve(), url: undefined }
    : await freshDatabase();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    config,
    dataDir,
    ...(url ? { databaseUrl: url } : {}),
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The `api-s3` project (TEST_STORAGE=s3) runs the media tests on a new bucket of the run's
 * S3-compatible server; the others on the data folder.
 */
async function testStorage(): Promise<Partial<Config>> {
  if (process.env.TEST_STORAGE !== 's3') return {};
  return { storage: { kind: 's3', ...(await testBucket(inject('s3Endpoint'))) } };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  at: string;
}

export function readOutbox(dataDir: string): OutboxMail[] {
  try {
    return readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as OutboxMail);
  } catch {
    return [];
  }
}

/** The last code mailed to an address. */
export function lastCode(dataDir: string, email: string): string {
  const mail = readOutbox(dataDir)
    .filter((m) => m.to === email)
    .at(-1);
  if (!mail?.code) throw new Error(`no code mailed to ${email}`);
  return mail.code;
}

export interface Answer<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
  res: LightMyRequestResponse;
}

export async function call<T = unknown>(app: TestApp, opts: InjectOptions): Promise<Answer<T>> {
  const res = await app.inject(opts);
  return { status: res.statusCode, body: res.json(), res };
}

/** A birthday `years` years (and `days` days) before today, UTC. */
export function birthdayYearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Registers a user through the API and returns the session. */
export async function registerUser(ctx: TestContext, email: string, extra: Record<string, unknown> = {}) {
  const sent = await call(ctx.app, {
    method: 'POST',
    url: '/api/sendMailCaptcha',
    payload: { email, scene: 'register' },
  });
  if (sent.status !== 200) throw new Error(`sendMailCaptcha: ${JSON.stringify(sent.body)}`);
  const res = await call<{ token: string; tokenExpires: number; userInfo: { userId: string } }>(ctx.app, {
    method: 'POST',
    url: '/api/auth/h5Register',
    payload: {
      email,
      code: lastCode(ctx.dataDir, email),
      birthday: birthdayYearsAgo(30),
      agreeUser: true,
      agreePrivacy: true,
      ...extra,
    },
  });
  if (res.status !== 200) throw new Error(`h5Register: ${JSON.stringify(res.body)}`);
  return res.body.data;
}
