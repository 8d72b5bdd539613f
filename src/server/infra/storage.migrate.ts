import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore, Storage } from './storage.ts';

export interface MigrationReport {
  copied: number;
  skipped: number;
  bytes: number;
  failed: { area: 'public' | 'private'; key: string; error: string }[];
}

/**
 * Copies every object of one storage into another (`npm run media:migrate`: a data folder into a
 * bucket): both areas, keys unchanged, so the database's `/obs/` URLs and private keys keep working.
 * An object already there with the same size is skipped, so a run cut short is simply run again.
 * Nothing is deleted: the folder stays until the operator removes it.
 */
export async function migrateMedia(
  from: Storage,
  to: Storage,
  opts: { dryRun?: boolean; onProgress?: (report: MigrationReport, key: string) => void } = {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, bytes: 0, failed: [] };
  for (const area of ['public', 'private'] as const) {
    await copyArea(from[area], to[area], area, path.join(to.scratch, 'tmp', 'migrate'), report, opts);
  }
  return report;
}

async function copyArea(
  from: ObjectStore,
  to: ObjectStore,
  area: 'public' | 'private',
  scratch: string,
  report: MigrationReport,
  opts: { dryRun?: boolean; onProgress?: (report: MigrationReport, key: string) => void },
) {
  for await (const object of from.list('')) {
    try {
      const there = await to.stat(object.key);
      if (there && there.size === object.size) {
        report.skipped++;
        continue;
      }
      if (!opts.dryRun) {
        // Through a file of the scratch space: a video is never held in memory whole.
        const tmp = path.join(scratch, `${randomBytes(8).toString('hex')}.part`);
        if (!(await from.download(object.key, tmp))) continue; // removed while we walked
        try {
          await to.putFile(object.key, tmp);
        } finally {
          await rm(tmp, { force: true });
        }
      }
      report.copied++;
      report.bytes += object.size;
      opts.onProgress?.(report, object.key);
    } catch (err) {
      report.failed.push({ area, key: object.key, error: (err as Error).message });
    }
  }
}
