import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoIds, type DemoIds } from './demo-ids.ts';

/**
 * A second server that holds the demo data, for the accessibility sweep (issue 37: axe must see
 * banners, badges, reels and pictures, not empty lists). Production never loads demo data, so the data
 * folder is filled first by the built server in development mode (which loads it before it listens),
 * the demo ids are read from its public feeds, and then the production server is started on that
 * folder. It all runs in the background while the other browser files start; the sweep waits for
 * `ready` (demoReady below).
 */
export interface DemoServer {
  baseURL: string;
  dataDir: string;
  stop: () => Promise<void>;
}

const READY = 'e2e-demo-ready.json';

async function healthy(url: string, server: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`demo server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`demo server not healthy after ${ms} ms`);
}

function stopped(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  server.kill('SIGTERM');
  return new Promise((resolve) => {
    const t = setTimeout(() => {
      server.kill('SIGKILL');
      resolve();
    }, 10_000);
    server.once('exit', () => {
      clearTimeout(t);
      resolve();
    });
  });
}

export function startDemoServer(opts: {
  main: string;
  root: string;
  env: NodeJS.ProcessEnv;
  port: number;
  logFile: string;
}): DemoServer {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vapour-e2e-demo-'));
  const baseURL = `http://127.0.0.1:${opts.port}`;
  writeFileSync(opts.logFile, '');
  const children: ChildProcess[] = [];
  const run = (env: NodeJS.ProcessEnv) => {
    const child = spawn(process.execPath, [opts.main], {
      cwd: opts.root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (b: Buffer) => appendFileSync(opts.logFile, b);
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    children.push(child);
    return child;
  };
  const base = { ...opts.env, DATA_DIR: dataDir, PORT: String(opts.port), PUBLIC_URL: baseURL };
  const started = (async () => {
    // The load happens before the server listens; development mode answers unsigned reads.
    const loader = run({ ...base, NODE_ENV: 'development', SEED_DEMO: 'true' });
    await healthy(baseURL, loader, 600_000);
    const ids = await demoIds(baseURL);
    appendFileSync(opts.logFile, `\ndemo ids: ${JSON.stringify(ids)}\n`);
    await stopped(loader);
    const server = run({ ...base, SEED_DEMO: 'false' });
    await healthy(baseURL, server, 120_000);
    writeFileSync(path.join(dataDir, READY), JSON.stringify(ids));
  })().catch((err: unknown) => {
    appendFileSync(opts.logFile, `\ndemo server failed: ${String(err)}\n`);
    writeFileSync(path.join(dataDir, READY), JSON.stringify({ error: String(err) }));
  });
  return {
    baseURL,
    dataDir,
    stop: async () => {
      await Promise.all(children.map(stopped));
      await started;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the demo server answers (or says why it cannot); its demo ids. */
export async function demoReady(dataDir: string, ms = 600_000): Promise<DemoIds> {
  const file = path.join(dataDir, READY);
  const until = Date.now() + ms;
  while (!existsSync(file)) {
    if (Date.now() > until) throw new Error(`the demo server was not ready after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  const ready = JSON.parse(readFileSync(file, 'utf8')) as DemoIds & { error?: string };
  if (ready.error)
    throw new Error(`the demo server did not start: ${ready.error} (e2e/artifacts/demo-server.log)`);
  return ready;
}
