import { setTimeout as sleep } from 'node:timers/promises';

/** Why a stopping queue aborts its handlers' signals (`signal.reason`). */
export class JobsStopping extends Error {
  constructor() {
    super('the job queue is stopping: the job is handed back');
    this.name = 'JobsStopping';
  }
}

interface Running {
  kind: string;
  controller: AbortController;
  done: Promise<void>;
}

/**
 * The jobs this instance is running: how many (in all and by kind, for the free slots), and a way
 * to end them all when the queue stops: abort their signals, then wait, but only so long.
 */
export class RunningJobs {
  private readonly jobs = new Map<bigint, Running>();
  private readonly byKind = new Map<string, number>();

  get size(): number {
    return this.jobs.size;
  }

  count(kind: string): number {
    return this.byKind.get(kind) ?? 0;
  }

  /** A controller for a claimed job; `run` starts it. Answers the run's promise (never rejects). */
  track(id: bigint, kind: string, run: (signal: AbortSignal) => Promise<void>): Promise<void> {
    const controller = new AbortController();
    const done = run(controller.signal)
      .catch(() => undefined)
      .finally(() => {
        this.jobs.delete(id);
        this.byKind.set(kind, this.count(kind) - 1);
      });
    this.jobs.set(id, { kind, controller, done });
    this.byKind.set(kind, this.count(kind) + 1);
    return done;
  }

  /**
   * Aborts every running job and waits until they have ended or `deadline` (epoch ms) has passed;
   * answers the ids of those still running then (handlers that ignore their signal).
   */
  async abortAll(deadline: number): Promise<bigint[]> {
    const running = [...this.jobs.values()];
    for (const job of running) job.controller.abort(new JobsStopping());
    const ended = Promise.allSettled(running.map((job) => job.done)).then(() => true);
    const wait = Math.max(0, deadline - Date.now());
    const timer = new AbortController();
    await Promise.race([ended, sleep(wait, false, { signal: timer.signal }).catch(() => false)]);
    timer.abort();
    return [...this.jobs.keys()];
  }
}
