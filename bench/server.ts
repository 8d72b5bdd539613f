/** The built server (`dist/server/main.js`) on a free port and a fresh data folder, for the benchmarks. */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  base: string;
  dataDir: string;
  /** Milliseconds from spawn to a healthy answer. */
  startMs: number;
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
  const child = spawn('node', [path.join(root, 'dist', 'server', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REQUIRE_SIGNATURE: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return {
    base,
    dataDir,
    startMs: Date.now() - started,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
    },
  };
}
