import { randomUUID } from 'node:crypto';
import { ReadCache } from './read-cache.ts';

/** NOTIFY channel that carries read-cache clears between instances (docs/decisions/083). */
export const READ_CACHE_CHANNEL = 'vc_read_cache';
/** The longest list of caches one note carries (PostgreSQL's limit is 8,000 bytes a payload). */
const NOTE_MAX_CHARS = 7000;

interface Clearable {
  clearHere(group?: string): void;
}

/**
 * The instance's read caches by name, and the note that keeps them in step with the other
 * instances'. A `clear()` empties the cache here at once (the writer sees its write) and sends
 * `<origin> <name>,<name>/<group>...` once the current turn of the event loop is done, so the several
 * caches one write clears share one note (`name/group` when one member's group was cleared). Notes
 * are sent after the caller's commit (every clear is), so an instance that empties its cache on
 * hearing one reloads committed data. A note names its origin, which skips its own; `*` (the
 * subscription was lost, notes may be missing) empties all.
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
    if (/[\s,*/]/.test(name)) throw new Error(`read cache name ${name} has a separator`);
    const cache = new ReadCache<V>(ttlMs, max, {
      onClear: (group) => this.cleared(group === undefined ? name : `${name}/${group}`),
    });
    this.caches.set(name, [...(this.caches.get(name) ?? []), cache]);
    return cache;
  }

  private cleared(item: string): void {
    this.pending.add(item);
    if (this.pending.size === 1) queueMicrotask(() => this.flush());
  }

  private flush(): void {
    const items = [...this.pending];
    this.pending.clear();
    // PostgreSQL takes notes under 8,000 bytes: many members' groups at once go in several.
    for (let start = 0; start < items.length;) {
      let end = start + 1;
      let length = items[start]?.length ?? 0;
      while (end < items.length && length + 1 + (items[end]?.length ?? 0) <= NOTE_MAX_CHARS) {
        length += 1 + (items[end]?.length ?? 0);
        end++;
      }
      const names = items.slice(start, end).join(',');
      start = end;
      // Lost, the note leaves the other instances stale for at most their caches' time to live.
      this.send(`${this.origin} ${names}`).catch((err: unknown) =>
        this.log.warn({ err, caches: names }, 'read cache clear not broadcast'),
      );
    }
  }

  /** A note from READ_CACHE_CHANNEL: empties the caches it names here (all of them for `*`). */
  receive(payload: string): void {
    if (payload === '*') {
      for (const list of this.caches.values()) for (const cache of list) cache.clearHere();
      return;
    }
    const [origin, names = ''] = payload.split(' ');
    if (origin === this.origin) return;
    for (const item of names.split(',')) {
      const [name = '', group] = item.split('/');
      for (const cache of this.caches.get(name) ?? []) cache.clearHere(group);
    }
  }
}
