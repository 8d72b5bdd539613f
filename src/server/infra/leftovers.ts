import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** What a crash leaves is swept once this old: past any live upload's last write or encode's run. */
export const LEFTOVER_AGE_MS = 30 * 60_000;
/** How often a running server sweeps again (the first sweep is at its start). */
export const LEFTOVER_SWEEP_EVERY_MS = 60 * 60_000;

export interface LeftoverSweep {
  dir: string;
  /** By name: `job-*` work folders, `*.part` files. */
  match: (name: string) => boolean;
  /** Paths this instance is using now (a long job's work folder): never removed. */
  inUse?: ReadonlySet<string>;
  olderThanMs?: number;
}

/**
 * Removes the entries of `dir` that `match`, are not in use here and were last changed over
 * `olderThanMs` ago: temporary files and folders of a process that was killed before its clean-up.
 * The age spares another instance's live work in a shared folder (its files change as it writes).
 * Answers how many were removed; a missing folder has none.
 */
export async function removeLeftovers(s: LeftoverSweep): Promise<number> {
  const names = await readdir(s.dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  const before = Date.now() - (s.olderThanMs ?? LEFTOVER_AGE_MS);
  let removed = 0;
  for (const name of names.filter(s.match)) {
    const file = path.join(s.dir, name);
    if (s.inUse?.has(file)) continue;
    const info = await lstat(file).catch(() => null);
    if (!info || info.mtimeMs > before) continue;
    await rm(file, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

export const isPartFile = (name: string) => name.endsWith('.part');
