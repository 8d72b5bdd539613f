import { randomUUID } from 'node:crypto';
import { availableParallelism, hostname } from 'node:os';
import type { Db, Tx } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { claimDue, extendLease, finishJob, failJob, type ClaimedJob } from './jobs.repository.ts';

export interface JobRun {
  id: bigint;
  kind: string;
  /** 1 on the first try. */
  attempt: number;
  /** The last try: a handler that records failures for people (a video) knows this one is final. */
  maxAttempts: number;
}
export type JobHandler = (payload: unknown, run: JobRun) => Promise<void>;

export interface HandlerOptions {
  /** At most this many jobs of the kind at once on this instance (default: the global limit). */
  concurrency?: number;
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
}

/** Seconds before retry `attempt` (1-based): 2, 4, 8 ... capped at one hour. */
export const backoffSeconds = (attempt: number): number => Math.min(2 ** attempt, 3600);

/**
 * The job queue (DESIGN §5a): jobs in the `jobs` table, claimed with a conditional UPDATE of
 * `locked_until` (so one instance runs a job at a time, and a crashed instance's job is taken again
 * after its lock runs out), retried with backoff up to `max_attempts`, surviving restarts.
 * Handlers are registered by kind; `start()` polls, `runDue()` runs what is due once (tests).
 * Sweeps (`onTick`) run before each look for due jobs: features use them to enqueue work that a
 * clock makes due (a lottery whose close has passed), deduplicated by key.
 */
export class JobsService {
  private readonly handlers = new Map<string, JobHandler>();
  /** Kinds with their own limit, and how many of each this instance is running. */
  private readonly kindLimits = new Map<string, number>();
  private readonly runningByKind = new Map<string, number>();
  private readonly sweeps: (() => Promise<void>)[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly intervalMs: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  readonly instanceId: string;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

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
  }

  /** Runs `sweep` before every look for due jobs (each tick of the poller, each `runDue()`). */
  onTick(sweep: () => Promise<void>): void {
    this.sweeps.push(sweep);
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

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.ticking) {
        this.ticking = this.tick(false)
          .then(() => undefined)
          .catch((err: unknown) => this.log.error({ err }, 'job queue tick failed'))
          .finally(() => (this.ticking = null));
      }
    }, this.intervalMs);
  }

  /** Stops polling and waits for the jobs this instance is running. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    await Promise.allSettled([...this.running]);
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
      const started = claimed.map((job) => this.track(job.kind, this.execute(job)));
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
    const free = () => this.concurrency - this.running.size - claimed.length;
    const claim = async (kinds: string[], limit: number) => {
      if (kinds.length === 0 || limit <= 0) return;
      claimed.push(
        ...(await claimDue(this.db, { kinds, limit, leaseMs: this.leaseMs, by: this.instanceId })),
      );
    };
    for (const [kind, cap] of this.kindLimits) {
      await claim([kind], Math.min(free(), cap - (this.runningByKind.get(kind) ?? 0)));
    }
    await claim(
      [...this.handlers.keys()].filter((kind) => !this.kindLimits.has(kind)),
      free(),
    );
    return claimed;
  }

  private track(kind: string, p: Promise<void>): Promise<void> {
    this.running.add(p);
    this.runningByKind.set(kind, (this.runningByKind.get(kind) ?? 0) + 1);
    void p.finally(() => {
      this.running.delete(p);
      this.runningByKind.set(kind, (this.runningByKind.get(kind) ?? 1) - 1);
    });
    return p;
  }

  /**
   * Keeps the claim alive while the handler runs: a long job (an encode) is not taken by another
   * instance, yet a dead instance's job is free again within one lease.
   */
  private heartbeat(job: ClaimedJob): () => void {
    const timer = setInterval(
      () => {
        extendLease(this.db, job.id, this.instanceId, this.leaseMs).catch((err: unknown) =>
          this.log.error({ err, jobId: String(job.id) }, 'extending a job lease failed'),
        );
      },
      Math.max(1, Math.floor(this.leaseMs / 3)),
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const stopHeartbeat = this.heartbeat(job);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const run = { id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts };
      await handler(job.payload, run);
      stopHeartbeat();
      await finishJob(this.db, job.id);
    } catch (err) {
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
