import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OAuth2Server, type MutableResponse } from 'oauth2-mock-server';
import type { TestProject } from 'vitest/node';
import { freePort } from '../src/server/test/processes.ts';
import { startDemoServer, type DemoServer } from './demo-server.ts';
import { E2E_APP_KEY } from './support.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** The demo-data server of the accessibility sweep (e2e/demo-server.ts); '' when not started. */
    demoBaseURL: string;
    demoDataDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, server: ChildProcess, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${ms} ms`);
}

/**
 * Starts the built server (run `npm run build` first) on a free port with a fresh data directory.
 * The environment passes through, so `ENCRYPT_RESPONSES=true npm run test:e2e` runs the suite with encrypted answers.
 */
export default async function setup(project: TestProject) {
  const main = path.join(root, 'dist/server/main.js');
  if (!existsSync(main) || !existsSync(path.join(root, 'dist/web/index.html'))) {
    throw new Error('Run `npm run build` before the browser tests (dist/web and dist/server/main.js).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vapour-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  // A stand-in for Facebook: it approves at once and answers each sign-in as a new person.
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const issuer = (provider.issuer.url ?? '').replace(/\/$/, '');
  let people = 0;
  provider.service.on('beforeUserinfo', (res: MutableResponse) => {
    people++;
    res.body = {
      id: `fb-${Date.now()}-${people}`,
      name: 'Sam Rivers',
      email: `fb-${Date.now()}-${people}@example.com`,
      email_verified: true,
    };
  });
  const logs: string[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    ADMIN_EMAILS:
      'admin@e2e.test,points-admin@e2e.test,catalogue-admin@e2e.test,scan-admin@e2e.test,activities-admin@e2e.test,reels-admin@e2e.test,support-admin@e2e.test,stats-admin@e2e.test,console-admin@e2e.test,community-admin@e2e.test,social-admin@e2e.test,tiers-admin@e2e.test',
    // Production refuses the development key and a missing SMTP server unless told otherwise.
    APP_KEY: E2E_APP_KEY,
    MAIL_OUTBOX_IN_PRODUCTION: 'true',
    // Every test signs members up from 127.0.0.1: the per-IP limits have their own API tests.
    RATE_LIMIT_CODES_PER_HOUR: '10000',
    // A member signs in again within seconds (privacy.e2e.test.ts): no 60 s wait between codes.
    EMAIL_CODE_COOLDOWN_SECONDS: '1',
    RATE_LIMIT_AUTH_PER_HOUR: '10000',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_SCAN_PER_MINUTE: '10000',
    LOG_LEVEL: 'info',
    PUBLIC_URL: baseURL,
    FACEBOOK_CLIENT_ID: 'e2e-client',
    FACEBOOK_CLIENT_SECRET: 'e2e-secret',
    FACEBOOK_AUTHORIZE_URL: `${issuer}/authorize`,
    FACEBOOK_TOKEN_URL: `${issuer}/token`,
    FACEBOOK_USERINFO_URL: `${issuer}/userinfo`,
  };
  // Embedded database and the file outbox: the tests read the emailed codes from DATA_DIR/outbox.jsonl.
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'REDIS_URL']) delete env[key];
  const server = spawn(process.execPath, [main], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's log, for reading after a failed run (e2e/artifacts is kept by CI).
  mkdirSync(path.join(root, 'e2e', 'artifacts'), { recursive: true });
  const logFile = path.join(root, 'e2e', 'artifacts', 'server.log');
  writeFileSync(logFile, '');
  const keep = (b: Buffer) => {
    logs.push(b.toString());
    appendFileSync(logFile, b);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  try {
    await waitForHealth(baseURL, server);
  } catch (err) {
    server.kill('SIGKILL');
    await provider.stop();
    console.error(logs.join(''));
    throw err;
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  // The sweep's demo-data server loads in the background, when the run includes the sweep.
  const filters = process.argv.slice(2).filter((a) => a.includes('e2e/') || a.endsWith('.ts'));
  const demo: DemoServer | null =
    process.env.E2E_DEMO === 'false' || (filters.length > 0 && !filters.some((f) => f.includes('a11y')))
      ? null
      : startDemoServer({
          main,
          root,
          env,
          port: await freePort(),
          logFile: path.join(root, 'e2e', 'artifacts', 'demo-server.log'),
        });
  project.provide('demoBaseURL', demo?.baseURL ?? '');
  project.provide('demoDataDir', demo?.dataDir ?? '');

  return async () => {
    await demo?.stop();
    server.kill('SIGTERM');
    await new Promise((r) => {
      const t = setTimeout(() => {
        server.kill('SIGKILL');
        r(null);
      }, 5_000);
      server.once('exit', () => {
        clearTimeout(t);
        r(null);
      });
    });
    await provider.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
