import { EXPORT_VALID_DAYS } from '../../shared/schemas/privacy.ts';
import type { RetentionConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../infra/storage.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { ExportsService } from '../privacy/exports.service.ts';
import { originalKey } from '../reels/videos.files.ts';
import {
  deleteEndedSessions,
  deleteOldEmailCodes,
  deleteFinishedJobs,
  deleteIdempotencyKeys,
  deleteUnusedUploads,
  deleteUnusedVideos,
  videoFilesInUse,
} from './retention.repository.ts';

export const RETENTION_JOB = 'retention.sweep';
/** The send limits count codes of the last hour; a day leaves room for an operator to look. */
const CODE_HOURS = 24;
/** Rows a statement deletes at most: each batch is its own short transaction. */
const ROW_BATCH = 500;
/** Uploads and videos a batch takes (each has files to delete after the rows). */
const FILE_BATCH = 100;
/** A run stops after this many batches of one rule; the next period's run goes on from there. */
const MAX_BATCHES = 200;

export interface RetentionReport {
  uploads: number;
  videos: number;
  idempotencyKeys: number;
  exports: number;
  jobs: number;
  sessions: number;
  /** Verification codes past the hour the send limits count (docs/decisions/089). */
  emailCodes: number;
  /** Files deleted from the storage (uploads in two sizes, each video's original and outputs). */
  files: number;
}

interface Log {
  info: (obj: unknown, msg: string) => void;
  error: (obj: unknown, msg: string) => void;
}

/**
 * Retention (issue 33, docs/decisions/079): what nobody uses any more leaves the database and the
 * disk, once a period for all instances together. Each instance's queue tick enqueues the period's
 * `retention.sweep` job under one dedupe key (`retention:<period start>`), so however many instances
 * there are, one of them runs it. The job deletes in bounded batches and logs what it removed.
 */
export class RetentionService {
  private nextPeriodAt = 0;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobsService,
    private readonly storage: Storage,
    private readonly exports: ExportsService,
    private readonly config: RetentionConfig,
    private readonly log: Log,
  ) {
    jobs.register(RETENTION_JOB, () => this.run().then(() => undefined), { concurrency: 1 });
  }

  /** Enqueues the sweep once a period from each queue tick (the app calls it outside tests). */
  schedule(): void {
    this.jobs.onTick(() => this.enqueueDue());
  }

  /** The period's job, unless this instance already enqueued it; `now` for tests. */
  async enqueueDue(now = Date.now()): Promise<void> {
    if (now < this.nextPeriodAt) return;
    const every = this.config.sweepEveryMs;
    const start = Math.floor(now / every) * every;
    await this.jobs.enqueue(this.db, {
      kind: RETENTION_JOB,
      dedupeKey: `retention:${new Date(start).toISOString()}`,
      maxAttempts: 3,
    });
    this.nextPeriodAt = start + every;
  }

  /** Applies every rule whose age is set (not 0), in batches; what it removed. */
  async run(): Promise<RetentionReport> {
    const c = this.config;
    const report: RetentionReport = {
      uploads: 0,
      videos: 0,
      idempotencyKeys: 0,
      exports: 0,
      jobs: 0,
      sessions: 0,
      emailCodes: 0,
      files: 0,
    };
    // [what it counts, its age setting (0: off), one batch]; an export's age is its link's life.
    const rules: [Exclude<keyof RetentionReport, 'files'>, number, () => Promise<number>][] = [
      ['uploads', c.uploadHours, () => this.removeUploads(c.uploadHours, report)],
      ['videos', c.videoDays, () => this.removeVideos(c.videoDays, report)],
      [
        'idempotencyKeys',
        c.idempotencyHours,
        () => deleteIdempotencyKeys(this.db, c.idempotencyHours, ROW_BATCH),
      ],
      ['exports', EXPORT_VALID_DAYS, () => this.removeExports(report)],
      ['jobs', c.jobDays, () => deleteFinishedJobs(this.db, c.jobDays, ROW_BATCH)],
      ['sessions', c.sessionDays, () => deleteEndedSessions(this.db, c.sessionDays, ROW_BATCH)],
      ['emailCodes', CODE_HOURS, () => deleteOldEmailCodes(this.db, CODE_HOURS, ROW_BATCH)],
    ];
    for (const [name, age, step] of rules) {
      if (age <= 0) continue;
      await batches(async () => {
        const n = await step();
        report[name] += n;
        return n;
      });
    }
    this.log.info({ retention: report }, 'retention sweep done');
    return report;
  }

  private async removeUploads(hours: number, report: RetentionReport): Promise<number> {
    const rows = await deleteUnusedUploads(this.db, hours, FILE_BATCH);
    report.files += await this.removeFiles(rows.flatMap((r) => [r.url, r.feedUrl]));
    return rows.length;
  }

  private async removeExports(report: RetentionReport): Promise<number> {
    const n = await this.exports.removeExpired(FILE_BATCH);
    report.files += n;
    return n;
  }

  /**
   * One batch of videos: the rows first (committed), then each file no remaining video or article
   * names. A crash in between leaves files without rows, never rows without files.
   */
  private async removeVideos(days: number, report: RetentionReport): Promise<number> {
    const rows = await deleteUnusedVideos(this.db, days, FILE_BATCH);
    if (rows.length === 0) return 0;
    const keys = [...new Set(rows.map((r) => r.sourceKey))];
    const urls = [...new Set(rows.flatMap((r) => r.urls))].filter((u) => u.startsWith('/obs/videos/'));
    const inUse = await videoFilesInUse(this.db, keys, urls);
    const freeKeys = keys.filter((k) => !inUse.keys.has(k));
    report.files += await this.settle(freeKeys.map((k) => this.storage.private.remove(originalKey(k))));
    report.files += await this.removeFiles(urls.filter((u) => !inUse.urls.has(u)));
    return rows.length;
  }

  private removeFiles(urls: string[]): Promise<number> {
    return this.settle(urls.map((u) => this.storage.remove(u)));
  }

  /** Waits for every removal; logs the ones that failed and answers how many succeeded. */
  private async settle(removals: Promise<void>[]): Promise<number> {
    const results = await Promise.allSettled(removals);
    for (const r of results) {
      if (r.status === 'rejected') {
        const err: unknown = r.reason;
        this.log.error({ err }, 'retention could not delete a file');
      }
    }
    return results.filter((r) => r.status === 'fulfilled').length;
  }
}

/**
 * Runs `step` until it removes nothing (a batch short of its size may have freed more: a clip whose
 * merges just went) or `MAX_BATCHES` ran.
 */
async function batches(step: () => Promise<number>): Promise<void> {
  for (let i = 0; i < MAX_BATCHES; i++) {
    if ((await step()) === 0) return;
  }
}
