export interface ReadCacheOptions {
  now?: () => number;
  /** Called after each `clear()`: the bus (read-cache.bus.ts) tells the other instances. */
  onClear?: () => void;
}

/**
 * A short-lived, in-process cache of public reads (the feed pages, published articles). Readers far
 * outnumber writers in a community, and the same first page is asked for by everyone: within `ttlMs`
 * they share one database read, and concurrent misses share one load. A write on this instance
 * clears it at once; other instances hear of it through the bus within a second, and `ttlMs` bounds
 * what a lost note could leave behind (docs/decisions/056-read-cache.md, 083-instances-agree.md;
 * `READ_CACHE_MS`, 0 turns it off).
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();
  private readonly now: () => number;
  private readonly onClear: (() => void) | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
    options: ReadCacheOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.onClear = options.onClear;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && at - hit.at < this.ttlMs) return hit.value;
    if (hit) this.entries.delete(key);
    else if (this.entries.size >= this.max) {
      // The oldest entry goes first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const value = load();
    this.entries.set(key, { at, value });
    // A failed load is not remembered: the next reader tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** After a committed write: empties this instance's copy now and has every other instance's emptied. */
  clear(): void {
    this.clearHere();
    // A cache that keeps nothing has nothing to clear elsewhere either.
    if (this.ttlMs > 0) this.onClear?.();
  }

  /**
   * Empties this instance's copy only (what a note from another instance asks). A load still on its
   * way is dropped with the rest, so an answer read before the write is not kept after it.
   */
  clearHere(): void {
    this.entries.clear();
  }
}
