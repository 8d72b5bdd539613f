/** Where the draft stands, as the indicator shows it. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'offline' }
  | { kind: 'error'; message: string };

export interface AutosaverDeps {
  /** Sends the current form as a draft (with the id of earlier saves); answers the draft's id. */
  save: (id: string | null) => Promise<{ id: string }>;
  onState: (state: SaveState) => void;
  /** The server now holds the latest changes (the local backup may go). */
  onConfirmed: (id: string) => void;
  /** A transport failure (retry later) rather than a refusal (retrying would fail the same way). */
  isOffline: (err: unknown) => boolean;
  errorMessage: (err: unknown) => string;
  delayMs?: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
}

const RETRY_MIN_MS = 3000;
const RETRY_MAX_MS = 60_000;

/**
 * Saves a draft a little after the member stops typing. One save at a time, so the first save's id
 * is known before the next one (never two drafts); changes made during a save are saved after it;
 * a lost connection retries with growing pauses. Framework-free, so it is tested with fake timers.
 */
export class Autosaver {
  id: string | null;
  private version = 0;
  private savedVersion = 0;
  private inflight: Promise<void> | null = null;
  private timer: unknown = null;
  private retryMs = RETRY_MIN_MS;
  private paused = false;
  private stopped = false;
  private readonly d: Required<AutosaverDeps>;

  constructor(deps: AutosaverDeps, id: string | null = null) {
    this.id = id;
    this.d = {
      delayMs: 2000,
      now: Date.now,
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
      ...deps,
    };
  }

  /** Continues another draft (opened from the list or the local copy). */
  adopt(id: string | null): void {
    this.id = id;
  }

  get dirty() {
    return !this.stopped && this.version !== this.savedVersion;
  }

  /** The member changed something: save it soon. */
  change(): void {
    this.version += 1;
    if (this.paused) return;
    this.d.onState({ kind: 'pending' });
    this.schedule(this.d.delayMs);
  }

  /** Saves now if anything is unsaved (page hidden, Save draft, leaving); resolves when settled. */
  async flush(force = false): Promise<void> {
    if (this.stopped) return;
    this.cancelTimer();
    if (this.inflight) await this.inflight;
    if (force && !this.dirty) this.version += 1;
    if (this.dirty) await this.run();
  }

  /** Stops saving (while publishing, or after giving up); `resume` starts again. */
  pause(): void {
    this.paused = true;
    this.cancelTimer();
  }

  /** For good (published, or given up): nothing more is saved, not even on leaving. */
  stop(): void {
    this.pause();
    this.stopped = true;
  }

  resume(): void {
    this.paused = false;
    if (this.dirty) this.schedule(this.d.delayMs);
  }

  /** Waits for a save on its way (before publishing with the same id). */
  async settle(): Promise<void> {
    if (this.inflight) await this.inflight;
  }

  private schedule(ms: number) {
    this.cancelTimer();
    this.timer = this.d.setTimer(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private cancelTimer() {
    if (this.timer !== null) this.d.clearTimer(this.timer);
    this.timer = null;
  }

  private run(): Promise<void> {
    if (this.inflight) return this.inflight;
    const v = this.version;
    this.d.onState({ kind: 'saving' });
    this.inflight = this.d
      .save(this.id)
      .then(
        ({ id }) => {
          this.id = id;
          this.savedVersion = Math.max(this.savedVersion, v);
          this.retryMs = RETRY_MIN_MS;
          if (this.dirty) {
            this.d.onState({ kind: 'pending' });
            if (!this.paused) this.schedule(this.d.delayMs);
          } else {
            this.d.onState({ kind: 'saved', at: this.d.now() });
            this.d.onConfirmed(id);
          }
        },
        (err: unknown) => {
          if (this.d.isOffline(err)) {
            this.d.onState({ kind: 'offline' });
            if (!this.paused) this.schedule(this.retryMs);
            this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
          } else {
            this.d.onState({ kind: 'error', message: this.d.errorMessage(err) });
          }
        },
      )
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }
}
