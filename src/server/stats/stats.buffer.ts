import type { FastifyBaseLogger } from 'fastify';
import type { UsageRow } from './stats.repository.ts';

export interface BufferOptions {
  /** Events held at most; beyond it `offer` refuses (the route answers 429). */
  max: number;
  /** Events written per statement. */
  batch: number;
  /** How often a partly filled buffer is written. */
  intervalMs: number;
}

/**
 * The in-process buffer between the `rpStat` calls and the events table: a call is acknowledged
 * once its events are here, and they are written in bulk, one statement at a time (so the reports
 * never hold more than one database connection the app's other calls need). A failed write keeps
 * its rows at the front and is tried again; `close` writes everything left before the process ends.
 */
export class UsageBuffer {
  private pending: UsageRow[] = [];
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;

  constructor(
    private readonly write: (rows: UsageRow[]) => Promise<void>,
    private readonly opts: BufferOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.pending.length;
  }

  get capacity(): number {
    return this.opts.max;
  }

  /** Takes all of `rows` or none (false: the buffer is full, or closing). */
  offer(rows: UsageRow[]): boolean {
    if (this.closed || this.pending.length + rows.length > this.opts.max) return false;
    for (const row of rows) this.pending.push(row);
    if (this.pending.length >= this.opts.batch) void this.flush();
    else this.schedule();
    return true;
  }

  /** Writes until the buffer is empty or a write fails; one writer at a time. */
  flush(): Promise<void> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
      if (this.pending.length > 0 && !this.closed) this.schedule();
    });
    return this.running;
  }

  /** Refuses new events and writes what is held (tried a few times; what still fails is logged). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    for (let attempt = 0; attempt < 5 && this.pending.length > 0; attempt++) {
      await this.flush();
      if (this.pending.length > 0) await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
    }
    if (this.pending.length > 0) {
      this.log.error({ lost: this.pending.length }, 'usage events could not be written at shutdown');
    }
  }

  private schedule() {
    if (this.timer || this.closed) return;
    const delay =
      this.failures > 0 ? Math.min(30_000, this.opts.intervalMs * 2 ** this.failures) : this.opts.intervalMs;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const chunk = this.pending.splice(0, this.opts.batch);
      try {
        await this.write(chunk);
        this.failures = 0;
      } catch (err) {
        this.pending.unshift(...chunk);
        this.failures++;
        this.log.error({ err, held: this.pending.length }, 'writing usage events failed; will retry');
        return;
      }
    }
  }
}
