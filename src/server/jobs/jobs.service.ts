import type { Db, Tx } from '../db/client.ts';

export interface JobRun {
  id: bigint;
  kind: string;
  /** 1 on the first try. */
  attempt: number;
}
export type JobHandler = (payload: unknown, run: JobRun) => Promise<void>;

export interface NewJob {
  kind: string;
  payload?: unknown;
  /** Not before this time (default now). */
  runAt?: Date;
  /** Enqueueing the same key again is a no-op (one lottery draw per activity, say). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * The job queue (DESIGN §5a): jobs in the `jobs` table, claimed with a conditional UPDATE of
 * `locked_until` (so one instance runs a job at a time, and a crashed instance's job is taken again
 * after its lock runs out), retried with backoff up to `max_attempts`, surviving restarts.
 * Handlers are registered by kind; `start()` polls, `runDue()` runs what is due once (tests).
 */
export class JobsService {
  constructor(
    private readonly db: Db,
    private readonly log: {
      error: (obj: unknown, msg: string) => void;
      info?: (obj: unknown, msg: string) => void;
    },
  ) {}

  register(_kind: string, _handler: JobHandler): void {
    throw new Error('not built yet');
  }

  enqueue(_db: Db | Tx, _job: NewJob): Promise<void> {
    throw new Error('not built yet');
  }

  start(): void {
    throw new Error('not built yet');
  }

  stop(): Promise<void> {
    return Promise.resolve();
  }

  /** Claims and runs every due job once; the number run. */
  runDue(): Promise<number> {
    throw new Error('not built yet');
  }
}
