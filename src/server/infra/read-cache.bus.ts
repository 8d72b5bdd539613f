import { randomUUID } from 'node:crypto';
import { ReadCache } from './read-cache.ts';

/** NOTIFY channel that carries read-cache clears between instances (docs/decisions/083). */
export const READ_CACHE_CHANNEL = 'vc_read_cache';

interface Clearable {
  clearHere(): void;
}

/**
 * The instance's read caches by name, and the note that keeps them in step with the other
 * instances'. A `clear()` empties the cache here at once (the writer sees its write) and sends
 * `<origin> <name>,<name>...` once the current turn of the event loop is done, so the several
 * caches one write clears share one note. Notes are sent after the caller's commit (every clear is),
 * so an instance that empties its cache on hearing one reloads committed data. A note names its
 * origin, which skips its own; `*` (the subscription was lost, notes may be missing) empties all.
 */
export class ReadCacheBus {
  private readonly caches = new Map<string, Clearable[]>();
  private readonly pending = new Set<string>();
  private readonly origin = randomUUID().slice(0, 8);

  constructor(
    /** The time to live of caches that do not set their own (`READ_CACHE_MS`). */
    private readonly ttlMs: number,
    /** Delivers a note to every instance (`notify` on READ_CACHE_CHANNEL). */
    private readonly send: (payload: string) => Promise<void>,
    private readonly log: { warn: (obj: unknown, msg: string) => void },
  ) {}

  /** A cache whose `clear()` empties the cache of the same name on every instance. */
  cache<V>(name: string, max: number, ttlMs = this.ttlMs): ReadCache<V> {
    if (/[\s,*]/.test(name)) throw new Error(`read cache name ${name} has a separator`);
    const cache = new ReadCache<V>(ttlMs, max, { onClear: () => this.cleared(name) });
    this.caches.set(name, [...(this.caches.get(name) ?? []), cache]);
    return cache;
  }

  private cleared(name: string): void {
    this.pending.add(name);
    if (this.pending.size === 1) queueMicrotask(() => this.flush());
  }

  private flush(): void {
    const names = [...this.pending].join(',');
    this.pending.clear();
    // Lost, the note leaves the other instances stale for at most their caches' time to live.
    this.send(`${this.origin} ${names}`).catch((err: unknown) =>
      this.log.warn({ err, caches: names }, 'read cache clear not broadcast'),
    );
  }

  /** A note from READ_CACHE_CHANNEL: empties the caches it names here (all of them for `*`). */
  receive(payload: string): void {
    if (payload === '*') {
      for (const list of this.caches.values()) for (const cache of list) cache.clearHere();
      return;
    }
    const [origin, names = ''] = payload.split(' ');
    if (origin === this.origin) return;
    for (const name of names.split(',')) for (const cache of this.caches.get(name) ?? []) cache.clearHere();
  }
}
