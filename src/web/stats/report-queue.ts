import { REPORT_BATCH_MAX } from '../../shared/reports.ts';

export type ReportChannel = 'pageView' | 'click' | 'browse';

/** Sends one batch; true when the browser took it. Never throws. */
export type SendBatch = (channel: ReportChannel, events: object[]) => boolean;

/**
 * Reports wait here and leave in batches: when a channel holds `flushAt` events, every `intervalMs`,
 * and when the page hides (the caller wires `pagehide`). A batch the browser refuses is dropped and
 * logged: reports never retry, never block, never show an error (spec §8).
 */
export class ReportQueue {
  private pending: Record<ReportChannel, object[]> = { pageView: [], click: [], browse: [] };
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: SendBatch,
    private readonly opts: { flushAt: number; intervalMs: number; log: (...a: unknown[]) => void },
  ) {}

  add(channel: ReportChannel, event: object): void {
    this.pending[channel].push(event);
    if (this.pending[channel].length >= this.opts.flushAt) this.flush(channel);
    else this.timer ??= setTimeout(() => this.flush(), this.opts.intervalMs);
  }

  /** Sends what is held (one channel, or all), in batches the server takes. */
  flush(only?: ReportChannel): void {
    if (!only && this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    for (const channel of only ? [only] : (Object.keys(this.pending) as ReportChannel[])) {
      const events = this.pending[channel];
      this.pending[channel] = [];
      for (let i = 0; i < events.length; i += REPORT_BATCH_MAX) {
        const batch = events.slice(i, i + REPORT_BATCH_MAX);
        if (!this.send(channel, batch)) this.opts.log('usage report not sent', channel, batch.length);
      }
    }
  }

  get size(): number {
    return this.pending.pageView.length + this.pending.click.length + this.pending.browse.length;
  }
}
