import type { Db, Tx } from '../db/client.ts';
import { isPartFile, LEFTOVER_SWEEP_EVERY_MS, removeLeftovers } from '../infra/leftovers.ts';
import type { JobRun, JobsService } from '../jobs/jobs.service.ts';
import { writeNotice } from '../notifications/notifications.writer.ts';
import type { VideoDirs } from './videos.files.ts';
import { processVideo, type ProcessDeps } from './videos.process.ts';
import { failVideo, updateVideo } from './videos.repository.ts';

export type VideoListener = (videoId: bigint) => Promise<void>;
/**
 * Runs in the transaction that marks the video failed (so it runs once, with the marking); answers
 * true when it told the owner itself (a reel kept as a draft), sparing them a second notice.
 */
export type VideoFailedListener = (videoId: bigint, tx: Tx) => Promise<boolean | void>;

const JOB = 'video.process';
/** An encode that fails three times will fail again; the member is told rather than kept waiting. */
const JOB_ATTEMPTS = 3;
/** Where a `videoFailed` notice leads: the reel editor, to upload again. */
const UPLOAD_AGAIN = '/reels/release';

const videoIdOf = (payload: unknown) => BigInt((payload as { videoId: string }).videoId);

/**
 * The `video.process` job of reels (docs/decisions/068, 078): runs the processing, hands the job
 * back when the queue stops, marks the video failed once (the last attempt failed, or the queue gave
 * the job up after its instance died) telling its owner, and sweeps what killed runs left on disk.
 */
export class VideoJobs {
  private readonly readyListeners: VideoListener[] = [];
  private readonly failedListeners: VideoFailedListener[] = [];
  /** Work folders of this instance's running jobs: the sweep spares them. */
  private readonly workInUse = new Set<string>();

  constructor(
    private readonly jobs: JobsService,
    private readonly deps: Omit<ProcessDeps, 'signal' | 'workInUse'>,
  ) {}

  get dirs(): VideoDirs {
    return this.deps.dirs;
  }

  onReady(listener: VideoListener): void {
    this.readyListeners.push(listener);
  }

  onFailed(listener: VideoFailedListener): void {
    this.failedListeners.push(listener);
  }

  /** What processing needs; with a job's signal, ffmpeg ends when the queue stops. */
  processDeps(signal?: AbortSignal): ProcessDeps {
    return { ...this.deps, workInUse: this.workInUse, ...(signal ? { signal } : {}) };
  }

  register(concurrency: number): void {
    this.jobs.register(JOB, (payload, run) => this.run(payload, run), {
      concurrency,
      onGivenUp: (payload, tx) => this.fail(tx, videoIdOf(payload)),
    });
    this.jobs.housekeeping(async () => void (await this.sweepLeftovers()), LEFTOVER_SWEEP_EVERY_MS);
  }

  enqueue(tx: Db | Tx, id: bigint): Promise<void> {
    return this.jobs.enqueue(tx, { kind: JOB, payload: { videoId: String(id) }, maxAttempts: JOB_ATTEMPTS });
  }

  /**
   * Work folders, partial video uploads and partial track uploads (with their conversion) that a
   * killed process left; how many were removed.
   */
  async sweepLeftovers(olderThanMs?: number): Promise<number> {
    const age = olderThanMs === undefined ? {} : { olderThanMs };
    const work = (name: string) => name.startsWith('job-');
    const track = (name: string) => /\.part(\.m4a)?$/.test(name);
    const removed = await Promise.all([
      removeLeftovers({ dir: this.dirs.work, match: work, inUse: this.workInUse, ...age }),
      removeLeftovers({ dir: this.dirs.incoming, match: isPartFile, ...age }),
      removeLeftovers({ dir: this.deps.music.incomingDir, match: track, ...age }),
    ]);
    return removed.reduce((a, b) => a + b, 0);
  }

  /**
   * The job: a failure before the last attempt, or a stop of the queue (ffmpeg ended, the job
   * handed back), puts the video back in the queue; the last attempt's failure marks it failed.
   * Ready listeners run after the row is written, outside the failure handling (their own failure
   * retries the job, not the encode).
   */
  private async run(payload: unknown, run: JobRun): Promise<void> {
    const id = videoIdOf(payload);
    let outcome: 'ready' | 'failed' | 'gone';
    try {
      outcome = await processVideo(this.processDeps(run.signal), id);
    } catch (err) {
      if (run.signal.aborted || run.attempt < run.maxAttempts) {
        await updateVideo(this.deps.db, id, { status: 'queued', progress: 0 });
      } else {
        await this.deps.db.transaction((tx) => this.fail(tx, id));
      }
      throw err;
    }
    if (outcome === 'ready') for (const listener of this.readyListeners) await listener(id);
  }

  /**
   * Marks the video failed and tells its owner (`videoFailed`, unless a listener told them about
   * their reel), in `tx`: once, whichever of the last attempt and the queue's given-up gets there.
   */
  private async fail(tx: Tx, id: bigint): Promise<void> {
    const row = await failVideo(tx, id);
    if (!row) return;
    let told = false;
    for (const listener of this.failedListeners) told = (await listener(id, tx)) === true || told;
    if (told || row.userId === null) return;
    await writeNotice(tx, {
      userId: row.userId,
      kind: 'videoFailed',
      actorId: row.userId,
      link: UPLOAD_AGAIN,
    });
  }
}
