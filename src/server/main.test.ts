import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/processes.ts';

// The real entry point, as `npm start` runs it (through tsx instead of the build).
const entry = path.join(import.meta.dirname, 'main.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'vc-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `readStdout: false` leaves standard output a pipe nobody reads (it fills, as under a stuck log shipper). */
function start(env: Record<string, string>, { readStdout = true } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  if (readStdout) child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  else child.stdout.pause();
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function healthy(port: number): Promise<boolean> {
  for (let i = 0; i < 900; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return true;
  }
  return false;
}

/** Milliseconds from SIGTERM to exit, and the exit code. */
async function stop(run: ReturnType<typeof start>): Promise<{ ms: number; code: number | null }> {
  const at = Date.now();
  run.child.kill('SIGTERM');
  const code = await Promise.race([
    run.exited,
    new Promise<'hung'>((r) => setTimeout(() => r('hung'), 20_000)),
  ]);
  if (code === 'hung') {
    run.child.kill('SIGKILL');
    throw new Error('still running 20 s after SIGTERM');
  }
  return { ms: Date.now() - at, code };
}

describe.runIf(process.env.TEST_DB !== 'postgres')('main', () => {
  it('refuses a bad configuration, naming each bad variable', async () => {
    const run = start({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT');
    expect(run.output()).toContain('DATABASE_URL');
  });

  it('serves, then exits within 12 s of SIGTERM, even with standard output a full pipe nobody reads', async () => {
    const port = await freePort();
    // No demo data: this is about serving and stopping, and on a busy machine the seed alone took 30 s.
    const run = start({ PORT: String(port), LOG_LEVEL: 'info', SEED_DEMO: 'false' }, { readStdout: false });
    expect(await healthy(port)).toBe(true);
    // Two log lines of about 300 bytes per request: far more than the pipe and the reader's buffer hold.
    for (let i = 0; i < 20; i++) {
      await Promise.all(
        Array.from({ length: 50 }, () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.text())),
      );
    }
    const { ms, code } = await stop(run);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(12_000);
  }, 150_000);
});
