import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isPartFile, LEFTOVER_AGE_MS, removeLeftovers } from './leftovers.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vc-leftovers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function make(name: string, ageMs: number, folder = false): string {
  const file = path.join(dir, name);
  if (folder) {
    mkdirSync(file);
    writeFileSync(path.join(file, 'out.mp4'), 'x');
  } else {
    writeFileSync(file, 'x');
  }
  const at = new Date(Date.now() - ageMs);
  utimesSync(file, at, at);
  return file;
}

describe('leftovers of a killed process', () => {
  it('removes old matching entries only: not recent ones, not one in use, not other names', async () => {
    const old = LEFTOVER_AGE_MS + 60_000;
    const deadWork = make('job-dead', old, true);
    const liveWork = make('job-live', 1000, true);
    const usedWork = make('job-used', old, true);
    const deadPart = make('a.part', old);
    const livePart = make('b.part', 1000);
    const original = make('c.mp4', old);
    const work = (name: string) => name.startsWith('job-');
    expect(await removeLeftovers({ dir, match: work, inUse: new Set([usedWork]) })).toBe(1);
    expect(await removeLeftovers({ dir, match: isPartFile })).toBe(1);
    expect([deadWork, liveWork, usedWork, deadPart, livePart, original].map((f) => existsSync(f))).toEqual([
      false,
      true,
      true,
      false,
      true,
      true,
    ]);
    expect(await removeLeftovers({ dir: path.join(dir, 'missing'), match: isPartFile })).toBe(0);
  });
});
