import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point, as `npm start` runs it (through tsx instead of the build).
const entry = path.join(import.meta.dirname, 'main.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'vc-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe.runIf(process.env.TEST_DB !== 'postgres')('main', () => {
  it('refuses a bad configuration, naming each bad variable', async () => {
    const run = start({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT');
    expect(run.output()).toContain('DATABASE_URL');
  });

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    // No demo data: this is about serving and stopping, and on a busy machine the seed alone took 30 s.
    const run = start({ PORT: String(port), LOG_LEVEL: 'info', SEED_DEMO: 'false' });
    let healthy = false;
    for (let i = 0; i < 900 && !healthy; i++) {
      await new Promise((r) => setTimeout(r, 100));
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(healthy).toBe(true);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('shutting down');
  }, 150_000);
});
