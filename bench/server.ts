/**
 * The processes and files of the benchmarks: the built server (`dist/server/main.js`) on a free port
 * and a fresh data folder, the bare Fastify yardstick (`bench/bare-server.ts`), and the JSON report
 * written under `bench/results/`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  base: string;
  dataDir: string;
  /** Milliseconds from spawn to a healthy answer. */
  startMs: number;
  /** The server's process (for memory readings). */
  pid: number;
  /** The build, or the sources through tsx (`BENCH_FROM_SOURCE=1`, or no build yet). */
  entry: 'dist' | 'source';
  stop: () => Promise<void>;
}

export async function waitFor(url: string, tries = 300): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vc-bench-'));
  const started = Date.now();
  // BENCH_DIST: another build to measure (a copy of an earlier `dist`, for a before/after).
  const built = process.env.BENCH_DIST
    ? path.resolve(process.env.BENCH_DIST, 'server', 'main.js')
    : path.join(root, 'dist', 'server', 'main.js');
  const entry = process.env.BENCH_FROM_SOURCE === '1' || !existsSync(built) ? 'source' : 'dist';
  // BENCH_NODE_ARGS: flags for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile.
  const flags = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [
    ...flags,
    ...(entry === 'dist' ? [built] : ['--import', 'tsx', path.join(root, 'src', 'server', 'main.ts')]),
  ];
  const child = spawn('node', args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REQUIRE_SIGNATURE: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // Benchmarks sign many members up from one address.
      RATE_LIMIT_CODES_PER_HOUR: '1000000',
      RATE_LIMIT_AUTH_PER_HOUR: '1000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
  };
  try {
    // From source the server compiles as it starts, and the demo data takes a minute or two to load:
    // give them longer.
    await waitFor(`${base}/api/health`, entry === 'dist' && !env.SEED_DEMO ? 300 : 3000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, startMs: Date.now() - started, pid: child.pid ?? 0, entry, stop };
}

export interface BareServer {
  /** The bare route itself (`…/bare`). */
  url: string;
  stop: () => void;
}

/**
 * The bare Fastify route (`bench/bare-server.ts`) in its own process on a random port (3800-3889),
 * once it answers; the process is ended if it never does.
 */
export async function startBare(): Promise<BareServer> {
  const port = 3800 + Math.floor(Math.random() * 90);
  const child = spawn('node', ['--import', 'tsx', path.join(root, 'bench', 'bare-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/bare`;
  const stop = () => {
    child.kill('SIGTERM');
  };
  try {
    await waitFor(url);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/** Writes `bench/results/<name>-<time>.json` and answers its path relative to the project root. */
export function saveReport(name: string, report: object): string {
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  return path.relative(root, file);
}

/** Signs a new member up through the API, reading the code from the server's outbox. */
export async function registerMember(server: Pick<BenchServer, 'base' | 'dataDir'>, email: string) {
  const post = (url: string, body: unknown) =>
    fetch(`${server.base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(
      (r) =>
        r.json() as Promise<{
          code: number;
          msg: string;
          data: { token: string; userInfo: { userId: string } };
        }>,
    );
  await post('/api/sendMailCaptcha', { email, scene: 'register' });
  const outbox = readFileSync(path.join(server.dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
  const code = (JSON.parse(outbox.at(-1) ?? '{}') as { code: string }).code;
  const session = await post('/api/auth/h5Register', {
    email,
    code,
    birthday: '1990-01-01',
    agreeUser: true,
    agreePrivacy: true,
  });
  if (session.code !== 200) throw new Error(`sign-up of ${email}: ${session.code} ${session.msg}`);
  return { token: session.data.token, userId: session.data.userInfo.userId };
}
