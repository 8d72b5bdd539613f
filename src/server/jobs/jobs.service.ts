import { randomUUID } from 'node:crypto';
import { availableParallelism, hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Tx } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { giveUpDead, heartbeat, type GivenUpHook } from './jobs.lease.ts';
import { claimDue, finishJob, failJob, handBack, noteJob, type ClaimedJob } from './jobs.repository.ts';
import { RunningJobs } from './jobs.running.ts';

export interface JobRun {
  id: bigint;
  kind: string;
  /** 1 on the first try. */
  attempt: number;
  /** The last try: a handler that records failures for people (a video) knows this one is final. */
  maxAttempts: number;
  /**
   * Aborted when this instance stops (deploy, restart): end the work (child processes too) and
   * throw. Whatever the handler throws then, the job is handed back with its attempt unused.
   */
  signal: AbortSignal;
}
export type JobHandler = (payload: unknown, run: JobRun) => Promise<void>;

export interface HandlerOptions {
  /** At most this many jobs of the kind at once on this instance (default: the global limit). */
  concurrency?: number;
  /** Tells the job's owner (marks the video or export failed) when the queue gives the job up. */
  onGivenUp?: GivenUpHook;
}

export interface NewJob {
  kind: string;
  payload?: unknown;
  /** Not before this time (default now). */
  runAt?: Date;
  /** Enqueueing the same key again is a no-op (one lottery draw per activity, say). */
  dedupeKey?: string;
  maxAttempts?: number;
}

export interface JobsOptions {
  /** How often `start()` looks for due jobs (default 1 s). */
  intervalMs?: number;
  /** Jobs run at once by this instance (default: the machine's available parallelism). */
  concurrency?: number;
  /** How long a claim holds before another instance may take the job again (default 5 min). */
  leaseMs?: number;
  /** Names this instance in `locked_by` (default host:pid:random). */
  instanceId?: string;
  /** How long `stop()` waits for aborted jobs to end before handing them back anyway (default 5 s). */
  stopGraceMs?: number;
}

/** Seconds before retry `attempt` (1-based): 2, 4, 8 ... capped at one hour. */
export const backoffSeconds = (attempt: number): number => Math.min(2 ** attempt, 3600);

/**
 * The job queue (DESIGN §5a): jobs in the `jobs` table, claimed with a conditional UPDATE of
 * `locked_until` (so one instance runs a job at a time, and a crashed instance's job is taken again
 * after its lock runs out), retried with backoff up to `max_attempts`, surviving restarts.
 * Handlers are registered by kind; `start()` polls, `runDue()` runs what is due once (tests).
 * Sweeps (`onTick`) run before each look for due jobs: features use them to enqueue work that a
 * clock makes due (a lottery whose close has passed), deduplicated by key. Each tick first gives up
 * the jobs whose last attempt died (calling the kind's `onGivenUp`); `stop()` hands running jobs
 * back with their attempt unused (docs/decisions/078).
 */
export class JobsService {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly givenUpHooks = new Map<string, GivenUpHook>();
  /** Kinds with their own limit. */
  private readonly kindLimits = new Map<string, number>();
  private readonly sweeps: (() => Promise<void>)[] = [];
  private readonly housekeepers: { task: () => Promise<void>; everyMs: number; last: number }[] = [];
  private readonly running = new RunningJobs();
  private readonly intervalMs: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly stopGraceMs: number;
  readonly instanceId: string;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  /** Set by `stop()`: nothing more is claimed, and what was claimed meanwhile is handed back. */
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly log: {
      error: (obj: unknown, msg: string) => void;
      info?: (obj: unknown, msg: string) => void;
    },
    options: JobsOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 1000;
    this.concurrency = Math.max(1, options.concurrency ?? availableParallelism());
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.stopGraceMs = options.stopGraceMs ?? 5000;
    this.instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  /**
   * `concurrency` caps the kind on this instance (videos: a few encodes fill the CPU) while other
   * kinds keep the remaining global slots.
   */
  register(kind: string, handler: JobHandler, options: HandlerOptions = {}): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} registered twice`);
    this.handlers.set(kind, handler);
    if (options.concurrency !== undefined) this.kindLimits.set(kind, Math.max(1, options.concurrency));
    if (options.onGivenUp) this.givenUpHooks.set(kind, options.onGivenUp);
  }

  /** Runs `sweep` before every look for due jobs (each tick of the poller, each `runDue()`). */
  onTick(sweep: () => Promise<void>): void {
    this.sweeps.push(sweep);
  }

  /**
   * Runs `task` in the background when polling starts and then every `everyMs` while it polls (a
   * running server's, never a test app's, which does not poll): features remove what a crash left
   * on disk. One run at a time; errors are logged.
   */
  housekeeping(task: () => Promise<void>, everyMs: number): void {
    this.housekeepers.push({ task, everyMs, last: 0 });
  }

  private runHousekeeping(): void {
    const now = Date.now();
    for (const h of this.housekeepers) {
      if (h.last !== 0 && now - h.last < h.everyMs) continue;
      // Far in the future while it runs: one run at a time.
      h.last = Number.MAX_SAFE_INTEGER;
      h.task()
        .catch((err: unknown) => this.log.error({ err }, 'job queue housekeeping failed'))
        .finally(() => (h.last = Date.now()));
    }
  }

  /** Adds a job in the caller's transaction (it exists exactly when the write that needs it does). */
  async enqueue(db: Db | Tx, job: NewJob): Promise<void> {
    await db
      .insert(jobs)
      .values({
        kind: job.kind,
        payload: job.payload ?? {},
        runAt: job.runAt ?? new Date(),
        dedupeKey: job.dedupeKey ?? null,
        maxAttempts: job.maxAttempts ?? 5,
      })
      .onConflictDoNothing({ target: jobs.dedupeKey });
  }

  /**
   * Merges `note` into the running job's payload: a rerun of the job (a retry, a lost lease) gets it
   * with its payload, so a handler skips a step (a mail sent) it must not repeat.
   */
  async note(run: JobRun, note: Record<string, unknown>): Promise<void> {
    await noteJob(this.db, run.id, note);
  }

  start(): void {
    if (this.timer) return;
    this.stopping = false;
    this.runHousekeeping();
    this.timer = setInterval(() => {
      this.runHousekeeping();
      if (!this.ticking) {
        this.ticking = this.tick(false)
          .then(() => undefined)
          .catch((err: unknown) => this.log.error({ err }, 'job queue tick failed'))
          .finally(() => (this.ticking = null));
      }
    }, this.intervalMs);
  }

  /**
   * Stops polling and hands the running jobs back (docs/decisions/078): their signals are aborted
   * (a video's ffmpeg is ended), each job is unlocked with its attempt unused, due at once for the
   * next instance. Bounded by `stopGraceMs`: jobs whose handler has not ended by then are handed
   * back anyway (this process is about to exit; handlers must be idempotent, as after a lease).
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const deadline = Date.now() + this.stopGraceMs;
    const timer = new AbortController();
    // A tick still claiming: what it claims now is handed back by `execute`.
    await Promise.race([
      this.ticking,
      sleep(this.stopGraceMs, undefined, { signal: timer.signal }).catch(() => undefined),
    ]);
    timer.abort();
    const stuck = await this.running.abortAll(deadline);
    for (const id of stuck) await this.release(id);
  }

  /** Claims and runs every due job once; the number run. */
  async runDue(): Promise<number> {
    return this.tick(true);
  }

  /**
   * Sweeps, then claims as many due jobs as there are free slots. `drain` (runDue) waits for them
   * and claims again until nothing is due; the poller leaves them running and returns.
   */
  private async tick(drain: boolean): Promise<number> {
    await giveUpDead(this.db, this.givenUpHooks, [...this.handlers.keys()], this.log);
    for (const sweep of this.sweeps) {
      try {
        await sweep();
      } catch (err) {
        this.log.error({ err }, 'job sweep failed');
      }
    }
    let ran = 0;
    for (;;) {
      const claimed = await this.claimFree();
      ran += claimed.length;
      const started = claimed.map((job) =>
        this.running.track(job.id, job.kind, (signal) => this.execute(job, signal)),
      );
      if (!drain || claimed.length === 0) return ran;
      await Promise.all(started);
    }
  }

  /**
   * Claims up to the free global slots: first each capped kind up to what its own limit leaves
   * (one claim per kind, so the cap holds), then the uncapped kinds together with the rest.
   */
  private async claimFree(): Promise<ClaimedJob[]> {
    const claimed: ClaimedJob[] = [];
    if (this.stopping) return claimed;
    const free = () => this.concurrency - this.running.size - claimed.length;
    const claim = async (kinds: string[], limit: number) => {
      if (kinds.length === 0 || limit <= 0) return;
      claimed.push(
        ...(await claimDue(this.db, { kinds, limit, leaseMs: this.leaseMs, by: this.instanceId })),
      );
    };
    for (const [kind, cap] of this.kindLimits) {
      await claim([kind], Math.min(free(), cap - this.running.count(kind)));
    }
    await claim(
      [...this.handlers.keys()].filter((kind) => !this.kindLimits.has(kind)),
      free(),
    );
    return claimed;
  }

  /** Hands a job back (this instance stops), logging rather than throwing. */
  private async release(id: bigint): Promise<void> {
    try {
      if (await handBack(this.db, id, this.instanceId)) {
        this.log.info?.({ jobId: String(id) }, 'job handed back: this instance is stopping');
      }
    } catch (err) {
      // The lease will free it, at the cost of an attempt.
      this.log.error({ err, jobId: String(id) }, 'handing a job back failed');
    }
  }

  private async execute(job: ClaimedJob, signal: AbortSignal): Promise<void> {
    // Claimed while stop() waited for the tick: never started.
    if (this.stopping) return this.release(job.id);
    const handler = this.handlers.get(job.kind);
    const stopHeartbeat = heartbeat(this.db, job.id, this.instanceId, this.leaseMs, this.log);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const run = { id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts, signal };
      await handler(job.payload, run);
      stopHeartbeat();
      await finishJob(this.db, job.id);
    } catch (err) {
      stopHeartbeat();
      // Ended by stop(): whatever it threw, a hand-back, not a failure.
      if (signal.aborted) return this.release(job.id);
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      const givenUp = job.attempts >= job.maxAttempts;
      try {
        await failJob(this.db, job.id, this.instanceId, message, backoffSeconds(job.attempts));
      } catch (writeErr) {
        this.log.error({ err: writeErr, jobId: String(job.id) }, 'recording a job failure failed');
      }
      this.log.error(
        { err, jobId: String(job.id), kind: job.kind, attempt: job.attempts, givenUp },
        givenUp ? 'job given up' : 'job failed, will retry',
      );
    } finally {
      stopHeartbeat();
    }
  }
}
